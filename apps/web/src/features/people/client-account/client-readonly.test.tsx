import type { ClientDetail } from '@advice/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientDetailOf, json, practiceOf, renderRoutes, stubFetch, testPracticeId, userOf } from '../../../test/harness.tsx';
import { clientAccountCatalogue } from './client-account.catalogue.ts';
import { ClientAccountSettingsPage, ClientDetailPage } from './client-pages.tsx';

const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';

const director = userOf('director');

const otherAdviser = {
  id: '3c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22',
  first_name: 'Bea',
  last_name: 'Other',
  email: 'bea@demo.test',
  job_title: null,
};

function clientWith(status: ClientDetail['status']): ClientDetail {
  return clientDetailOf({
    id: clientId,
    status,
    adviser: { id: '2c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22', first_name: 'Adam', last_name: 'Adviser', email: 'adam@demo.test' },
    two_factor_method: 'email',
  });
}

function renderAt(path: string, client: ClientDetail) {
  stubFetch((request) => {
    if (request.url === `/api/v1/clients/${clientId}`) return json(200, { data: client });
    if (request.url.startsWith('/api/v1/client-tags')) return json(200, { data: [] });
    if (request.url.startsWith(`/api/v1/clients/${clientId}/adviser-choices`)) return json(200, { data: [otherAdviser] });
    return undefined;
  });
  renderRoutes(
    [
      { path: '/clients/:clientId', element: <ClientDetailPage /> },
      { path: '/clients/:clientId/account-settings', element: <ClientAccountSettingsPage /> },
    ],
    path,
    { user: director, practice: practiceOf({ id: testPracticeId }) },
  );
}

const writeControls = [
  ['link', 'Edit details'],
  ['button', 'Save tags'],
  ['button', 'Change adviser'],
  ['button', 'Reset two-factor'],
  ['button', 'Send password reset'],
  ['button', 'Deactivate account'],
] as const;

afterEach(() => vi.unstubAllGlobals());

describe('the client detail page of a read-only account (the domain rule, in the browser)', () => {
  it('offers a director every change on an active client', async () => {
    renderAt(`/clients/${clientId}`, clientWith('active'));
    expect(await screen.findByRole('button', { name: 'Change adviser' })).toBeTruthy();
    for (const [role, name] of writeControls) expect(screen.queryByRole(role, { name }), name).not.toBeNull();
    expect(screen.getByText('Upload signed letter')).toBeTruthy();
    expect(screen.queryByText(clientAccountCatalogue['client.deactivatedNotice'])).toBeNull();
  });

  it('hides every change on a deactivated client, keeping follow, the audit trail and removal', async () => {
    renderAt(`/clients/${clientId}`, clientWith('deactivated'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Olivia Hart' })).toBeTruthy();
    for (const [role, name] of writeControls) expect(screen.queryByRole(role, { name }), name).toBeNull();
    expect(screen.queryByText('Upload signed letter')).toBeNull();
    expect(screen.getByText('Deactivated')).toBeTruthy();
    expect(screen.getByText(clientAccountCatalogue['client.deactivatedNotice'])).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit trail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove client' })).toBeTruthy();
  });

  it('says “Invitation cancelled”, not “Deactivated”, for a cancelled invitation, which is read-only too', async () => {
    renderAt(`/clients/${clientId}`, { ...clientWith('invitation_cancelled'), confirmed_at: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Olivia Hart' })).toBeTruthy();
    expect(screen.getByText('Invitation cancelled')).toBeTruthy();
    expect(screen.queryByText('Deactivated')).toBeNull();
    expect(screen.getByText(clientAccountCatalogue['client.invitationCancelledNotice'])).toBeTruthy();
    expect(screen.queryByText(clientAccountCatalogue['client.deactivatedNotice'])).toBeNull();
    for (const [role, name] of writeControls) expect(screen.queryByRole(role, { name }), name).toBeNull();
  });

  it('shows a deactivated client’s details on the account settings page without the form', async () => {
    renderAt(`/clients/${clientId}/account-settings`, clientWith('deactivated'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save details' })).toBeNull();
    expect(screen.queryByText('Choose a photo')).toBeNull();
    expect(screen.getByText('olivia@example.test')).toBeTruthy();
  });
});
