import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { json } from '../../../test/harness.tsx';
import { practiceQueryKey } from '../../practice/practice.api.ts';
import { navItemsFor } from '../../shell/nav-items.ts';
import { actionRequiredNavItems } from '../action-required/action-required.nav.tsx';
import { ClientTopUpsLink } from './client-top-ups-link.tsx';
import { topUpsNavItems } from './top-ups.nav.tsx';
import { clientId, practiceWith, renderTopUps, setViewport, stubServer, topUpOf, userOf } from './top-ups.test-server.tsx';

const on = practiceWith(['topUp']);
const off = practiceWith(['blog']);

describe('the topUp feature flag', () => {
  it('shows the Top-ups link to clients and staff only while the flag is on', () => {
    expect(topUpsNavItems(userOf('client'), on).map((item) => item.to)).toEqual(['/top-ups']);
    expect(topUpsNavItems(userOf('adviser'), on).map((item) => item.to)).toEqual(['/top-ups']);
    expect(topUpsNavItems(userOf('client'), off)).toEqual([]);
    expect(topUpsNavItems(userOf('adviser'), off)).toEqual([]);
    expect(navItemsFor(userOf('client'), off).map((item) => item.to)).not.toContain('/top-ups');
    expect(navItemsFor(userOf('client'), on).map((item) => item.to)).toContain('/top-ups');
  });

  it('gives clients, and only clients, the Action required link', () => {
    expect(actionRequiredNavItems(userOf('client'), off).map((item) => item.to)).toEqual(['/action-required']);
    expect(actionRequiredNavItems(userOf('adviser'), on)).toEqual([]);
  });

  it('hides the link from a client’s page to their top-ups while the flag is off', () => {
    for (const [practice, expected] of [
      [off, 0],
      [on, 1],
    ] as const) {
      const queryClient = createQueryClient();
      queryClient.setQueryData(practiceQueryKey, practice);
      const router = createMemoryRouter([{ path: '/', element: <ClientTopUpsLink clientId={clientId} /> }]);
      const { unmount } = render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      expect(screen.queryAllByRole('link', { name: 'Top-ups' })).toHaveLength(expected);
      if (expected) expect(screen.getByRole('link', { name: 'Top-ups' }).getAttribute('href')).toBe(`/clients/${clientId}/top-ups`);
      unmount();
    }
  });

  it.each(['/top-ups', '/new-top-up', `/top-ups/${topUpOf().id}`])(
    'answers %s with the 404 page and asks the server nothing when off',
    async (path) => {
      const sent = stubServer({});
      renderTopUps(path, userOf('client'), off);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(sent.filter((request) => request.url.includes('top-ups'))).toEqual([]);
    },
  );
});

describe('the top-ups list', () => {
  beforeEach(() => setViewport(true));

  it('tells a client with no top-ups how to request one', async () => {
    stubServer({ 'GET /api/v1/top-ups?': () => json(200, { data: [] }, { 'x-total': '0', 'x-total-pages': '1' }) });
    renderTopUps('/top-ups', userOf('client'), on);
    expect(await screen.findByRole('heading', { name: 'No top-ups yet' })).toBeTruthy();
    expect(screen.getByText(/request a top-up: choose the account type/u)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Request a top-up' });
    expect(links.every((link) => link.getAttribute('href') === '/new-top-up')).toBe(true);
  });

  it.each([true, false])('shows each status as a badge (desktop %s)', async (isDesktop) => {
    setViewport(isDesktop);
    const rows = [
      topUpOf({ id: '6d2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a31', status: 'submitted' }),
      topUpOf({ id: '6d2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a32', status: 'completed', amount: 1_250_000 }),
      topUpOf({ id: '6d2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a33', status: 'cancelled', account_type: 'not_sure' }),
    ];
    stubServer({ 'GET /api/v1/top-ups?': () => json(200, { data: rows }, { 'x-total': '3', 'x-total-pages': '1' }) });
    renderTopUps('/top-ups', userOf('client'), on);
    expect(await screen.findByText('£1,250,000')).toBeTruthy();
    for (const label of ['Submitted', 'Completed', 'Cancelled'])
      expect(screen.getAllByText(label).some((element) => element.classList.contains('top-up-badge'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Open the Not sure top-up of £25,000' }).getAttribute('href')).toBe(
      '/top-ups/6d2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a33',
    );
  });

  it('lists one client’s top-ups for staff with links under the client', async () => {
    const sent = stubServer({
      [`GET /api/v1/clients/${clientId}/top-ups?`]: () => json(200, { data: [topUpOf()] }, { 'x-total': '1', 'x-total-pages': '1' }),
      [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: { id: clientId, first_name: 'Charlotte', last_name: 'Hughes' } }),
    });
    renderTopUps(`/clients/${clientId}/top-ups`, userOf('adviser'), on);
    expect(await screen.findByRole('heading', { level: 1, name: 'Top-ups of Charlotte Hughes' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Open the Investment Bond top-up of £25,000' });
    expect(link.getAttribute('href')).toBe(`/clients/${clientId}/top-ups/${topUpOf().id}`);
    expect(sent.some((request) => request.url.startsWith(`/api/v1/clients/${clientId}/top-ups?`))).toBe(true);
  });
});
