import {
  type AdminRight,
  type ClientDetail,
  type ClientRelation,
  type CurrentUser,
  clientActionsFor,
  defaultColourScheme,
  type PublicPractice,
  type Role,
  roleAreas,
  roleLabel,
  signedInCookie,
  staffActionsFor,
} from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { meQueryKey } from '../features/auth/session.ts';
import { practiceQueryKey } from '../features/practice/practice.api.ts';

/** A stub server and a renderer for the web app's component tests. */

export type SentRequest = { method: string; url: string; body: Record<string, unknown> | undefined; csrf: string | null };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Plays the server's sign-in: the browser now holds the cookie that says it may be signed in (cleared after each test). */
export function markSignedIn(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting its cookie.
  document.cookie = `${signedInCookie}=1; path=/`;
}

/** What the server says to a visitor who is not signed in. */
export function notSignedIn(): Response {
  return json(401, { errors: [{ status: '401', code: 'auth.unauthenticated', title: 'Not signed in', detail: 'Please sign in.' }] });
}

/** The practice the signed-in fixtures belong to. */
export const testPracticeId = '4c1f1d8e-3a55-4f43-9b5e-0a1f2f0c1a22';

/** A signed-in person of `role` in the test practice, as /users/me describes them. */
export function userOf(role: Role, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11',
    email: `${role}@demo.test`,
    unconfirmed_email: null,
    first_name: 'Charlotte',
    last_name: 'Hughes',
    phone: null,
    role,
    admin_level: null,
    role_label: roleLabel(role),
    area: roleAreas[role],
    practice_id: testPracticeId,
    two_factor_method: 'none',
    session_timeout_duration: 20,
    session_expires_at: '2026-11-22T10:00:00.000Z',
    avatar_url: null,
    can_choose_session_timeout: false,
    auto_follow_new_clients: false,
    actions: staffActionsFor({ role, adminLevel: overrides.admin_level ?? null }),
    ...overrides,
  };
}

/** How a viewer stands to a client, which the server works out from the database. */
export type Standing = { relation: ClientRelation | null; rights: AdminRight[]; can_remove_clients: boolean };

/** The actions the server lists on a client's detail for `viewer` standing to them so, by the domain's own rule. */
export function clientActionsSeenBy(
  viewer: Pick<CurrentUser, 'role' | 'admin_level'>,
  standing: Standing,
  status: ClientDetail['status'] = 'active',
): ClientDetail['actions'] {
  const actor = { role: viewer.role, adminLevel: viewer.admin_level, canRemoveClients: standing.can_remove_clients };
  return clientActionsFor(actor, standing, status);
}

/** A client's page as the server describes it: an active, confirmed client with no adviser, seen by a director. */
export function clientDetailOf(overrides: Partial<ClientDetail> = {}): ClientDetail {
  return {
    id: '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22',
    first_name: 'Olivia',
    last_name: 'Hart',
    email: 'olivia@example.test',
    phone: null,
    status: 'active',
    kind: 'client',
    avatar_url: null,
    adviser: null,
    additional_advisers: [],
    tags: [],
    is_followed: false,
    line1: null,
    line2: null,
    city: null,
    post_code: null,
    country: null,
    date_of_birth: null,
    gender: null,
    marital_status: null,
    net_worth: null,
    est_total_case_size: null,
    last_activity_at: null,
    created_at: '2026-01-05T10:00:00.000Z',
    invited_at: null,
    confirmed_at: '2026-01-06T10:00:00.000Z',
    is_locked: false,
    two_factor_method: 'none',
    has_letter_of_authority: false,
    has_welcome_video: false,
    actions: clientActionsSeenBy(userOf('director'), { relation: 'director', rights: [], can_remove_clients: false }, overrides.status),
    ...overrides,
  };
}

/** The public practice as the server describes it, with the default colours. */
export function practiceOf(overrides: Partial<PublicPractice> = {}): PublicPractice {
  return {
    id: null,
    name: 'Demo Practice',
    colour_scheme: defaultColourScheme,
    environment: 'test',
    mailbox_enabled: true,
    features: [],
    ...overrides,
  } as PublicPractice;
}

/**
 * Replaces `fetch` for the test: records every request (JSON bodies parsed) and answers with `reply`,
 * or a 404 where `reply` has no answer. Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetch(reply: (request: SentRequest) => Response | undefined): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
      csrf: new Headers(init?.headers).get('x-csrf-token'),
    };
    sent.push(request);
    return reply(request) ?? json(404, {});
  });
  return sent;
}

/** Renders `routes` at `path` with the app's query client, seeded with the signed-in user and practice when given. */
export function renderRoutes(routes: RouteObject[], path: string, seed: { user?: CurrentUser; practice?: PublicPractice } = {}) {
  const queryClient = createQueryClient();
  if (seed.user) queryClient.setQueryData(meQueryKey, seed.user);
  if (seed.practice) queryClient.setQueryData(practiceQueryKey, seed.practice);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, unmount };
}
