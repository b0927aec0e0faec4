import type { BatchPacksResult, ClientListItem, CurrentUser } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireUser } from '../../../app/guards.tsx';
import { json, renderRoutes } from '../../../test/harness.tsx';
import { batchRoutes } from './batch.area.tsx';
import { BatchResult } from './batch-result.tsx';

const uuid = (n: number) => `6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c${String(n).padStart(4, '0')}`;

function clientOf(n: number, first: string, last: string): ClientListItem {
  return {
    id: uuid(n),
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@example.test`,
    kind: 'client',
    status: 'active',
    avatar_url: null,
    tags: [],
    last_activity_at: null,
    est_total_case_size: null,
    net_worth: null,
    created_at: '2026-11-20T10:00:00.000Z',
    invited_at: null,
  } as unknown as ClientListItem;
}

const oliver = clientOf(1, 'Oliver', 'Bennett');
const amelia = clientOf(2, 'Amelia', 'Clarke');
const harry = clientOf(3, 'Harry', 'Dawson');

const director = {
  id: uuid(9),
  email: 'director@demo.test',
  first_name: 'Dana',
  last_name: 'Director',
  role: 'director',
  area: 'director',
  practice_id: uuid(8),
  session_expires_at: '2026-11-22T10:00:00.000Z',
} as unknown as CurrentUser;

type Sent = { url: string; method: string; body: unknown };

function stubServer(features: string[], answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/v1/users/me') return json(200, { data: director });
    if (url === '/api/v1/practice') return json(200, { data: { id: uuid(8), name: 'Demo Practice', features } });
    if (url.startsWith('/api/v1/clients?')) {
      const search = new URL(url, 'http://x').searchParams.get('search');
      const items = [oliver, amelia, harry].filter((c) => !search || c.first_name.toLowerCase().includes(search.toLowerCase()));
      return json(200, { data: items }, { 'x-total': String(items.length), 'x-total-pages': '1' });
    }
    if (url.startsWith('/api/v1/client-cases?')) return json(200, { data: [] }, { 'x-total': '0', 'x-total-pages': '1' });
    const entry = { url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(entry);
    return answer(entry);
  });
  return sent;
}

function renderAt(path: string) {
  renderRoutes(
    [
      {
        element: (
          <RequireUser>
            <Outlet />
          </RequireUser>
        ),
        children: batchRoutes,
      },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('batch creation of packs', () => {
  it('sends the chosen clients, name and cover note, then shows each client created or refused with the reason', async () => {
    const result: BatchPacksResult = {
      created: [{ client_id: oliver.id, case_id: uuid(101) }],
      refused: [{ client_id: amelia.id, reason: "This client's account is deactivated, so it is read-only." }],
    };
    const sent = stubServer(['documentsPack'], () => json(201, { data: result }));
    renderAt('/clients/new-document-packs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document packs for many clients' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Name of each pack'), { target: { value: 'Annual review documents' } });
    fireEvent.change(screen.getByLabelText('Cover note'), { target: { value: 'Please read before our meeting.' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Oliver Bennett/u }));
    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'ame' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Oliver Bennett/u })).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: /Amelia Clarke/u }));
    expect(screen.getByText('2 clients chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create packs for 2 clients' }));

    const outcome = await screen.findByRole('region', { name: 'Result' });
    expect(sent).toEqual([
      {
        url: '/api/v1/clients/new-document-packs',
        method: 'POST',
        body: {
          name: 'Annual review documents',
          cover_note: 'Please read before our meeting.',
          client_ids: [oliver.id, amelia.id],
          documents: [],
        },
      },
    ]);
    const created = within(outcome).getByRole('region', { name: 'Created for 1 client' });
    expect(within(created).getByText('Oliver Bennett')).toBeTruthy();
    expect(within(created).getByRole('link', { name: 'Open the pack' }).getAttribute('href')).toBe(`/client-cases/${uuid(101)}`);
    const refused = within(outcome).getByRole('region', { name: 'Refused for 1 client' });
    expect(within(refused).getByText('Amelia Clarke')).toBeTruthy();
    expect(within(refused).getByText("This client's account is deactivated, so it is read-only.")).toBeTruthy();
  });

  it('asks for a name and at least one client before sending anything', async () => {
    const sent = stubServer(['recommendationPack'], () => json(500, {}));
    renderAt('/clients/new-recommendation-packs');
    await screen.findByLabelText(/Oliver Bennett/u);
    fireEvent.click(screen.getByRole('button', { name: 'Create packs' }));
    await waitFor(() => expect(screen.getByLabelText('Name of each pack').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(screen.getByLabelText('Name of each pack'), { target: { value: 'Pension switch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create packs' }));
    expect(await screen.findByText('Choose at least one client')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says so when the practice has the kind of pack turned off', async () => {
    stubServer([], () => json(500, {}));
    renderAt('/clients/new-recommendation-packs');
    expect(await screen.findByText(/Recommendation packs are turned off for this practice/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create packs' })).toBeNull();
  });
});

describe('the batch result', () => {
  it('names a client it was not given by id, and says when nothing was created', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <BatchResult
              result={{ created: [], refused: [{ client_id: harry.id, reason: 'This client does not exist.' }] }}
              clients={new Map()}
              onAgain={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText('No pack was created. The reasons are below.')).toBeTruthy();
    expect(screen.getByText(`Client ${harry.id}`)).toBeTruthy();
    expect(screen.getByText('This client does not exist.')).toBeTruthy();
  });
});
