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
    is_tour_guide_completed: true,
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

/** jsdom has no ResizeObserver (the cookie banner measures itself with one): an inert one. Undo with `vi.unstubAllGlobals()`. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
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

/**
 * Renders `routes` at `path` with the app's query client, seeded with the signed-in user and practice when given;
 * the app's own routes find their signed-in pages with `{ patchRoutesOnNavigation: discoverSignedInPages() }`.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  seed: { user?: CurrentUser; practice?: PublicPractice } = {},
  options: Pick<NonNullable<Parameters<typeof createMemoryRouter>[1]>, 'patchRoutesOnNavigation'> = {},
) {
  const queryClient = createQueryClient();
  if (seed.user) queryClient.setQueryData(meQueryKey, seed.user);
  if (seed.practice) queryClient.setQueryData(practiceQueryKey, seed.practice);
  const router = createMemoryRouter(routes, { initialEntries: [path], ...options });
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, unmount, queryClient };
}

/**
 * jsdom has <dialog> without its methods; these do what the browser does for the Dialog primitive. A test file
 * whose pages open dialogs calls it once.
 */
export function supportDialogs(): void {
  if (typeof HTMLDialogElement === 'undefined' || typeof HTMLDialogElement.prototype.close === 'function') return;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** The test practice with these features on (and no mailbox). */
export function practiceWithFeatures(features: string[]): PublicPractice {
  return practiceOf({ id: testPracticeId, mailbox_enabled: false, features } as Partial<PublicPractice>);
}

/** A page of a listing as the server answers it, with its pagination headers. */
export function listPage(
  items: unknown[],
  { total = items.length, pages = 1, headers = {} }: { total?: number; pages?: number; headers?: Record<string, string> } = {},
): Response {
  return json(200, { data: items }, { 'x-total': String(total), 'x-total-pages': String(pages), ...headers });
}

/**
 * A scripted server: answers `METHOD path?query` with its handler, else `METHOD path` (the query left out), else
 * what `otherwise` gives, else a 404; records what was sent.
 */
export function stubServer(
  handlers: Record<string, (request: SentRequest) => Response>,
  otherwise: (request: SentRequest, url: URL) => Response | undefined = () => undefined,
): SentRequest[] {
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    const handler = handlers[`${request.method} ${url.pathname}${url.search}`] ?? handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(request) : otherwise(request, url);
  });
}

/** A client's page as the server describes it to a viewer standing to them so. */
export function clientSeenBy(clientId: string, viewer: CurrentUser, standing: Standing): ClientDetail {
  return clientDetailOf({ id: clientId, actions: clientActionsSeenBy(viewer, standing) });
}

/** Renders an area's routes at `path` for a signed-in user of the practice; any other address is "Elsewhere". */
export function renderArea(routes: RouteObject[], path: string, seed: { user?: CurrentUser; practice?: PublicPractice } = {}) {
  return renderRoutes([{ hydrateFallbackElement: <p>Loading</p>, children: [...routes, elsewhereRoute] }], path, seed);
}

/** Any address an area does not have: a test sees it was led away. */
export const elsewhereRoute: RouteObject = { path: '*', element: <h1>Elsewhere</h1> };

/**
 * The scripted server and renderer of one area's page tests, for the client `clientId`: the practice with the
 * area's features on, a listing page, the stub server, the client's page as a viewer sees it, and the area's
 * routes rendered at a path (answering the router).
 */
export function areaTestServer({ clientId, routes, features }: { clientId: string; routes: RouteObject[]; features: string[] }) {
  const withFeatures = (on: string[] = features): PublicPractice => practiceWithFeatures(on);
  return {
    withFeatures,
    page: (items: unknown[]) => listPage(items),
    stubServer: (handlers: Record<string, (request: SentRequest) => Response>): SentRequest[] => stubServer(handlers),
    clientSeenBy: (viewer: CurrentUser, standing: Standing): ClientDetail => clientSeenBy(clientId, viewer, standing),
    render: (path: string, user: CurrentUser, practice: PublicPractice = withFeatures()) =>
      renderArea(routes, path, { user, practice }).router,
  };
}

/** What the upload stand-in answers one upload with: a status and a JSON body, or a whole response. */
export type UploadAnswer = { status: number; body: unknown } | Response;

/**
 * A stand-in for XMLHttpRequest, the uploads' transport: each form sent (to `url`) is answered, a moment later,
 * with what `answer` gives for it. Undo with `vi.unstubAllGlobals()`.
 */
export function stubUploadTransport(answer: (form: FormData, url: string) => UploadAnswer): void {
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    private url = '';
    private listeners: Record<string, () => void> = {};
    upload = { addEventListener: () => undefined };
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    addEventListener(name: string, listener: () => void) {
      this.listeners[name] = listener;
    }
    send(form: FormData) {
      const reply = answer(form, this.url);
      setTimeout(async () => {
        this.status = reply.status;
        this.responseText = reply instanceof Response ? await reply.text() : JSON.stringify(reply.body);
        this.listeners.load?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** The fixtures' client (with `client`'s names), or their adviser Priya Shah, as signed in. */
export function clientOrAdviser({ clientId, adviserId }: { clientId: string; adviserId: string }, client: Partial<CurrentUser> = {}) {
  return (role: 'client' | 'adviser'): CurrentUser =>
    role === 'client' ? userOf(role, { id: clientId, ...client }) : userOf(role, { id: adviserId, first_name: 'Priya', last_name: 'Shah' });
}
