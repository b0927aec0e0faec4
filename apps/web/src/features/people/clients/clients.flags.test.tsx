import type { PublicPractice } from '@advice/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { json, practiceOf, renderRoutes, stubFetch, testPracticeId, userOf } from '../../../test/harness.tsx';
import { clientsRoutes } from './clients.area.tsx';

const adviser = userOf('adviser');

const practiceWith = (features: string[]): PublicPractice => practiceOf({ id: testPracticeId, features } as Partial<PublicPractice>);
const on = practiceWith(['inviteProspectiveClient', 'welcomeVideo']);
const off = practiceWith([]);
const emptyList = () => json(200, { data: [] }, { 'x-total': '0', 'x-total-pages': '1' });

function serveEmptyLists() {
  return stubFetch(({ url }) => (url.includes('/api/v1/') ? emptyList() : undefined));
}

function renderClients(path: string, practice: PublicPractice) {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...clientsRoutes, { path: '*', element: <NotFoundPage /> }] }],
    path,
    { user: adviser, practice },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the inviteProspectiveClient feature flag', () => {
  it('hides the Invite prospect button and the invitations link on the client list while off', async () => {
    serveEmptyLists();
    renderClients('/clients', off);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create client' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Invite prospect' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pending invitations' })).toBeNull();
  });

  it('shows the Invite prospect button and the invitations link on the client list while on', async () => {
    serveEmptyLists();
    renderClients('/clients', on);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite prospect' }).getAttribute('href')).toBe('/clients/new-prospect');
    expect(screen.getByRole('link', { name: 'Pending invitations' }).getAttribute('href')).toBe('/clients/invitations');
  });

  it.each(['/clients/new-prospect', '/clients/invitations'])(
    'shows the 404 page at %s and asks the server nothing while off',
    async (path) => {
      const sent = serveEmptyLists();
      renderClients(path, off);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the homepage' })).toBeTruthy();
      expect(sent.filter((request) => request.url.includes('/invitations'))).toEqual([]);
    },
  );

  it('shows the invite form at /clients/new-prospect while on', async () => {
    serveEmptyLists();
    renderClients('/clients/new-prospect', on);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite prospect' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('lists the pending invitations at /clients/invitations while on', async () => {
    const sent = serveEmptyLists();
    renderClients('/clients/invitations', on);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending invitations' })).toBeTruthy();
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
    expect(sent.some((request) => request.url.includes('/api/v1/invitations'))).toBe(true);
  });
});

describe('the welcomeVideo feature flag', () => {
  it.each([
    ['hides', 'off', off, 0],
    ['shows', 'on', on, 1],
  ] as const)('%s the welcome-video field on the new-client form while the flag is %s', async (_verb, _state, practice, expected) => {
    serveEmptyLists();
    renderClients('/clients/new', practice);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create client' })).toBeTruthy();
    expect(screen.queryAllByLabelText(/Welcome video/u)).toHaveLength(expected);
  });
});
