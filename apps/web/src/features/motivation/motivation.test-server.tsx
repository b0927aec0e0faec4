import type { CurrentUser, MotivationComment, MotivationFile, MotivationItem, PublicPractice } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { json, practiceOf, type SentRequest, userOf as signedIn, stubFetch, testPracticeId } from '../../test/harness.tsx';
import { meQueryKey } from '../auth/session.ts';
import { practiceQueryKey } from '../practice/practice.api.ts';
import { motivationRoutes } from './motivation.area.tsx';

/** A scripted server and helpers for the motivation centre's component tests. */

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
export const itemId = '5b8e1d0c-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
export const itemsUrl = `/api/v1/clients/${clientId}/motivation-centre-items`;

/** The fixtures' client (Charlotte Hughes), or her adviser. */
export function userOf(role: 'client' | 'adviser'): CurrentUser {
  if (role === 'client') return signedIn(role, { id: clientId });
  return signedIn(role, { id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22', first_name: 'Priya', last_name: 'Shah' });
}

export function practiceWith(features: string[] = ['motivationCentre']): PublicPractice {
  return practiceOf({ id: testPracticeId, mailbox_enabled: false, features } as Partial<PublicPractice>);
}

export function fileOf(id: string, name: string): MotivationFile {
  return { id, file_name: name, size_bytes: 1200, url: `${itemsUrl}/${itemId}/images/${id}` };
}

export function itemOf(overrides: Partial<MotivationItem> = {}): MotivationItem {
  return {
    id: itemId,
    kind: 'link',
    title: 'Sailing club',
    url: 'https://sailing.example.com/join',
    pdf: null,
    main_image: null,
    images: [],
    comment_count: 0,
    created_by: { id: clientId, name: 'Charlotte Hughes' },
    created_at: '2026-03-02T10:15:00.000Z',
    updated_at: '2026-03-02T10:15:00.000Z',
    ...overrides,
  };
}

export function commentOf(id: string, body: string, overrides: Partial<MotivationComment> = {}): MotivationComment {
  return {
    id,
    body,
    author: { id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22', name: 'Priya Shah', is_client: false },
    is_own: false,
    created_at: '2026-03-03T15:05:00.000Z',
    ...overrides,
  };
}

/** A page answer with its pagination headers. */
export function page<T>(items: T[]): Response {
  return json(200, { data: items }, { 'x-total': String(items.length), 'x-total-pages': '1', 'x-prev-page': '', 'x-next-page': '' });
}

/** An error answer as the server sends it. */
export function refusal(status: number, detail: string, pointer?: string): Response {
  return json(status, {
    errors: [{ status: String(status), code: 'request.invalid', title: 'Refused', detail, ...(pointer ? { source: { pointer } } : {}) }],
  });
}

/** Answers each request with the handler of the exact `METHOD path` (query left out), recording what was sent. */
export function stubServer(handlers: Record<string, (request: SentRequest) => Response>): SentRequest[] {
  return stubFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const handler = handlers[`${request.method} ${path}`];
    if (handler) return handler(request);
    if (path === '/api/v1/users/notifications') return page([]);
    return undefined;
  });
}

/**
 * A stand-in for XMLHttpRequest, the upload's transport: each upload answers 201 with a new id (or what
 * `answer` gives for its field), and the form data sent is recorded.
 */
export function stubUploads(answer?: (field: string, file: File) => { status: number; body: unknown } | undefined) {
  const sent: { url: string; field: string; file: File }[] = [];
  let count = 0;
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    private url = '';
    private listeners: Record<string, () => void> = {};
    upload = { addEventListener: () => {} };
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
      const [field, file] = [...form.entries()][0] as [string, File];
      sent.push({ url: this.url, field, file });
      count += 1;
      const id = `9a8b7c6d-0000-4000-8000-${String(count).padStart(12, '0')}`;
      const reply = answer?.(field, file) ?? {
        status: 201,
        body: { data: { id, file_name: file.name, content_type: file.type, size_bytes: file.size } },
      };
      setTimeout(() => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.listeners.load?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** Renders the area's routes at `path`; answers the router and the query cache (which the socket's pushes land in). */
export function renderMotivation(path: string, user: CurrentUser, practice: PublicPractice = practiceWith()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  queryClient.setQueryData(practiceQueryKey, practice);
  const router = createMemoryRouter(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...motivationRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
