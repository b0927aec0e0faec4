import type { ClientDetail, CurrentUser } from '@advice/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientActionsSeenBy, clientDetailOf, renderRoutes, type Standing, userOf } from '../../../test/harness.tsx';
import { ClientSecuritySection } from './client-security-section.tsx';

/** An invited client locked out of sign-in, so both the unlock and the resend actions could apply. */
function lockedInvitedClient(user: CurrentUser, access: Standing, status: ClientDetail['status'] = 'invited'): ClientDetail {
  const actions = clientActionsSeenBy(user, access, status);
  return clientDetailOf({ status, actions, invited_at: '2026-01-05T10:00:00.000Z', confirmed_at: null, is_locked: true });
}

function renderFor(user: CurrentUser, client: ClientDetail) {
  renderRoutes([{ path: '/', element: <ClientSecuritySection client={client} /> }], '/', { user });
}

const isShown = (name: string) => screen.queryByRole('button', { name }) !== null;

afterEach(() => vi.unstubAllGlobals());

describe('unlock and resend invitation show exactly when the domain table (and so the server) allows them', () => {
  it.each<[string, CurrentUser, Standing, boolean, boolean]>([
    ['the own adviser', userOf('adviser'), { relation: 'own', rights: [], can_remove_clients: false }, true, true],
    ['an additional adviser', userOf('adviser'), { relation: 'additional', rights: [], can_remove_clients: false }, true, true],
    ['a director', userOf('director'), { relation: 'director', rights: [], can_remove_clients: false }, true, true],
    ['a supporting admin', userOf('admin'), { relation: 'supporting', rights: [], can_remove_clients: false }, false, true],
  ])('%s: unlock %s, resend %s', (_who, user, access, canUnlock, canResend) => {
    renderFor(user, lockedInvitedClient(user, access));
    expect(isShown('Unlock account')).toBe(canUnlock);
    expect(isShown('Resend invitation')).toBe(canResend);
  });

  it('offers no unlock on a deactivated account, which is read-only', () => {
    const director = userOf('director');
    renderFor(director, lockedInvitedClient(director, { relation: 'director', rights: [], can_remove_clients: false }, 'deactivated'));
    expect(isShown('Unlock account')).toBe(false);
    expect(isShown('Resend invitation')).toBe(false);
  });
});
