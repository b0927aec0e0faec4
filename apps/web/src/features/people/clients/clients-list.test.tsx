import type { ClientListItem, Role } from '@advice/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopQuery } from '../../../lib/breakpoints.ts';
import { listPage, practiceWithFeatures, renderArea, type SentRequest, stubServer, userOf } from '../../../test/harness.tsx';
import { clientsRoutes } from './clients.area.tsx';

function clientOf(overrides: Partial<ClientListItem>): ClientListItem {
  return {
    id: crypto.randomUUID(),
    first_name: 'Charlotte',
    last_name: 'Hughes',
    email: 'charlotte.hughes@harbourwealthpartners.co.uk',
    avatar_url: null,
    kind: 'client',
    status: 'active',
    adviser_id: crypto.randomUUID(),
    adviser_name: 'Adam Fletcher',
    last_activity_at: '2026-11-25T10:00:00.000Z',
    est_total_case_size: 400_000,
    net_worth: 1_250_000,
    created_at: '2026-09-30T10:00:00.000Z',
    invited_at: null,
    tags: [{ id: crypto.randomUUID(), name: 'High net worth' }],
    ...overrides,
  };
}

const charlotte = clientOf({});
const freya = clientOf({
  first_name: 'Freya',
  last_name: 'Lewis',
  email: 'prospect@demo.test',
  kind: 'prospect',
  adviser_id: null,
  adviser_name: null,
});

function serveList(): SentRequest[] {
  return stubServer({
    'GET /api/v1/clients': () => listPage([charlotte, freya]),
    'GET /api/v1/clients/tag-choices': () => listPage([]),
  });
}

function renderList(role: Role) {
  return renderArea(clientsRoutes, '/clients', { user: userOf(role), practice: practiceWithFeatures([]) });
}

const listRequests = (sent: SentRequest[]) =>
  sent.map((request) => new URL(request.url, 'http://localhost')).filter((url) => url.pathname === '/api/v1/clients');

/** Renders as a phone would: the list's cards and its sort select in place of the table. */
function asPhone() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: query !== desktopQuery, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the client list', () => {
  it.each([
    ['a director', 'director'],
    ['a practice admin', 'admin'],
  ] as const)('shows %s an Adviser column: each client’s adviser, or that none is assigned yet', async (_who, role) => {
    serveList();
    renderList(role);
    const table = await screen.findByRole('table', { name: 'Client list' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/gu, '').trim());
    expect(headers[1]).toBe('Adviser');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('Adam Fletcher');
    expect(within(second as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('Not assigned yet');
  });

  it('keeps each e-mail address on one line, cut short with the whole address in its title, and each date on one line', async () => {
    serveList();
    renderList('adviser');
    const table = await screen.findByRole('table', { name: 'Client list' });
    const email = within(table).getByText(charlotte.email);
    expect(email.classList.contains('clients__email--cut')).toBe(true);
    expect(email.getAttribute('title')).toBe(charlotte.email);
    const created = within(table).getAllByText('September 30, 2026');
    expect(created).toHaveLength(2);
    for (const cell of created) {
      expect(cell.tagName).toBe('TD');
      expect(cell.classList.contains('ui-table__nowrap')).toBe(true);
    }
  });

  it('sorts by name A to Z on the first click of its header, then Z to A; an adviser has no Adviser column to sort', async () => {
    const sent = serveList();
    renderList('adviser');
    const table = await screen.findByRole('table', { name: 'Client list' });
    expect(within(table).queryByRole('button', { name: /^Adviser/u })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: /^Client/u }));
    await vi.waitFor(() => expect(listRequests(sent).at(-1)?.search).toContain('sort=name&direction=asc'));
    fireEvent.click(within(await screen.findByRole('table', { name: 'Client list' })).getByRole('button', { name: /^Client/u }));
    await vi.waitFor(() => expect(listRequests(sent).at(-1)?.search).toContain('sort=name&direction=desc'));
  });

  it('offers every sort, both ways, as one choice on a phone; the adviser’s only to directors and admins', async () => {
    asPhone();
    const sent = serveList();
    renderList('director');
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Adviser, A to Z');
    expect(options).toContain('Date created, newest first');
    expect(options).toHaveLength(14);
    fireEvent.change(select, { target: { value: 'adviser:asc' } });
    await vi.waitFor(() => expect(listRequests(sent).at(-1)?.search).toContain('sort=adviser&direction=asc'));
  });

  it('gives the row of links above the list one style: Follow all and Unfollow all look like the links beside them', async () => {
    serveList();
    renderList('adviser');
    const links = await screen.findByRole('navigation', { name: 'Clients' });
    const follow = within(links).getByRole('button', { name: 'Follow all' });
    const unfollow = within(links).getByRole('button', { name: 'Unfollow all' });
    for (const action of [follow, unfollow]) {
      expect(action.className).toBe('clients__link-action');
    }
  });
});
