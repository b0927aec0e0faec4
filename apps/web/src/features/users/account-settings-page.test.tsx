import type { CurrentUser } from '@advice/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch } from '../../test/harness.tsx';
import { AccountSettingsPage } from './account-settings-page.tsx';

const practiceId = '4c1f1d8e-3a55-4f43-9b5e-0a1f2f0c1a22';

function userOf(role: 'adviser' | 'client' | 'director'): CurrentUser {
  return {
    id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22',
    email: `${role}@demo.test`,
    unconfirmed_email: null,
    first_name: 'Amelia',
    last_name: 'Stone',
    phone: null,
    role,
    admin_level: null,
    role_label: role,
    area: role,
    practice_id: practiceId,
    two_factor_method: 'none',
    session_timeout_duration: 20,
    session_expires_at: '2026-11-22T10:00:00.000Z',
    avatar_url: null,
    can_choose_session_timeout: false,
    auto_follow_new_clients: false,
  } as CurrentUser;
}

function renderPage(user: CurrentUser) {
  stubFetch(() => json(200, { data: {} }));
  renderRoutes(
    [
      { path: '/account-settings', element: <AccountSettingsPage /> },
      { path: '/advisers/:id', element: <h1>Adviser page</h1> },
    ],
    '/account-settings',
    { user, practice: practiceOf({ id: practiceId }) },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the account settings page', () => {
  it('gives an adviser the way to their signature and profile visibility on their own adviser page', async () => {
    const adviser = userOf('adviser');
    renderPage(adviser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Your adviser profile' });
    expect(section.textContent).toContain('Your signature, used when you sign documents, and whether clients can see your profile');
    const link = screen.getByRole('link', { name: 'Edit your signature and profile visibility' });
    expect(link.getAttribute('href')).toBe(`/advisers/${adviser.id}`);
  });

  it('opens the adviser’s own page from that link', async () => {
    renderPage(userOf('adviser'));
    (await screen.findByRole('link', { name: 'Edit your signature and profile visibility' })).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Adviser page' })).toBeTruthy();
  });

  it.each(['client', 'director'] as const)('shows no adviser profile section to a %s', async (role) => {
    renderPage(userOf(role));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your adviser profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit your signature and profile visibility' })).toBeNull();
  });
});
