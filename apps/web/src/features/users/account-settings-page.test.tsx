import type { CurrentUser } from '@advice/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { AccountSettingsPage } from './account-settings-page.tsx';

function renderPage(user: CurrentUser) {
  stubFetch(() => json(200, { data: {} }));
  renderRoutes(
    [
      { path: '/account-settings', element: <AccountSettingsPage /> },
      { path: '/advisers/:id', element: <h1>Adviser page</h1> },
    ],
    '/account-settings',
    { user, practice: practiceOf({ id: testPracticeId }) },
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
