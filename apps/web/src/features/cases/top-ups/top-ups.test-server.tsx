import type { CurrentUser, PublicPractice, TopUpView } from '@advice/domain';
import { vi } from 'vitest';
import { json, practiceOf, renderRoutes, userOf as signedIn, stubFetch, testPracticeId } from '../../../test/harness.tsx';
import { topUpsRoutes } from './top-ups.area.tsx';

/** A scripted server and helpers for the top-up pages' component tests. */

// jsdom has <dialog> without its methods; these do what the browser does for the Dialog primitive.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.close !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
export const topUpId = '5d2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a33';

/** The fixtures' client, or a member of staff of their practice. */
export function userOf(role: 'client' | 'adviser' | 'admin'): CurrentUser {
  if (role === 'client') return signedIn(role, { id: clientId });
  return signedIn(role, {
    id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22',
    first_name: 'Amelia',
    last_name: 'Stone',
    admin_level: role === 'admin' ? 'normal' : null,
  });
}

export function practiceWith(features: string[]): PublicPractice {
  return practiceOf({
    id: testPracticeId,
    mailbox_enabled: false,
    logo_url: null,
    secondary_logo_url: null,
    favicon_url: null,
    manifest_url: '/manifest.webmanifest',
    sign_in_notification: null,
    features,
  });
}

export function topUpOf(overrides: Partial<TopUpView> = {}): TopUpView {
  return {
    id: topUpId,
    client: { id: clientId, first_name: 'Charlotte', last_name: 'Hughes' },
    account_type: 'investment_bond',
    account_type_label: 'Investment Bond',
    account_number: 'IB-204-118',
    amount: 25_000,
    currency: 'GBP',
    comment: '',
    client_comment: 'From my bonus',
    status: 'submitted',
    actions: [],
    created_at: '2026-03-02T10:15:00.000Z',
    completed_at: null,
    cancelled_at: null,
    ...overrides,
  };
}

/** Answers each request with the handler of the longest `METHOD path` prefix it matches, recording what was sent. */
export function stubServer(handlers: Record<string, (body: Record<string, unknown> | undefined) => Response>) {
  return stubFetch(({ method, url, body }) => {
    const match = Object.keys(handlers)
      .filter((key) => `${method} ${url}`.startsWith(key))
      .sort((a, b) => b.length - a.length)[0];
    return match ? (handlers[match]?.(body) ?? json(500, {})) : undefined;
  });
}

/** Desktop or phone: the lists switch between a table and cards on the 768 px breakpoint. */
export function setViewport(isDesktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isDesktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Renders the area's routes at `path` for a signed-in user of the practice. */
export function renderTopUps(path: string, user: CurrentUser, practice: PublicPractice) {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...topUpsRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    path,
    { user, practice },
  ).router;
}
