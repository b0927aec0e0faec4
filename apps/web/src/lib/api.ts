import {
  addressOf,
  type BodyIn,
  bootCalls,
  type CurrentUser,
  type DataOf,
  type Endpoint,
  type HttpMethod,
  type ParamsIn,
  type QueryIn,
  type QueryValues,
} from '@advice/domain';
import { markActivity } from './activity.ts';
import { ApiError, toApiError } from './api-error.ts';
import { readCookie } from './cookies.ts';
import { type Notifier, notify } from './notify.ts';
import { readPagination } from './pagination.ts';
import { type SafeStorage, session, storageKeys } from './storage.ts';

export const signInPath = '/users/sign_in';
/** The confirmation page handles its own 401s: an invitee has no session yet. */
const pagesWithoutAuthRedirect = ['/users/confirmation', signInPath];
const stateChanging = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** How a call handles its failure. */
export type CallOptions = {
  /** Leave showing the error to the caller (no toast). */
  silent?: boolean;
  /** Whether a 401 sends the user to sign in; off for calls that expect one. */
  authRedirect?: boolean;
  /**
   * A public read the app makes on its own (a poll on a timer): sent without the session cookie, so it neither
   * refreshes the session on the server nor counts as the person's activity here, and an idle session still ends.
   */
  isBackground?: boolean;
};

type Part<K extends string, V, IsOptional extends boolean> = [V] extends [undefined]
  ? { [P in K]?: never }
  : IsOptional extends true
    ? { [P in K]?: V }
    : { [P in K]: V };

/** What a call of one contract endpoint takes: its path parameters, query and body, each only where it has one. */
export type CallArgs<E extends Endpoint> = Part<'params', ParamsIn<E>, false> &
  Part<'query', QueryIn<E>, true> &
  Part<'body', BodyIn<E>, false> &
  CallOptions;
export type ArgsOf<E extends Endpoint, Extra = unknown> =
  object extends CallArgs<E> ? [args?: CallArgs<E> & Extra] : [args: CallArgs<E> & Extra];

/** What sending a form to an endpoint takes: its path parameters and query (the form is the body), and progress. */
type FormArgs<E extends Endpoint> = Omit<CallArgs<E>, 'body'> & { onProgress?: (fraction: number) => void };
type FormArgsOf<E extends Endpoint> = object extends FormArgs<E> ? [args?: FormArgs<E>] : [args: FormArgs<E>];

type AnyArgs = { params?: unknown; query?: unknown; body?: unknown } & CallOptions;

/** The address of a call with its parameters and query filled in. */
function addressWith(endpoint: Endpoint, args: AnyArgs | undefined, extra: QueryValues = {}): string {
  return addressOf(endpoint, args?.params as Record<string, string> | undefined, { ...(args?.query as QueryValues), ...extra });
}

/**
 * A first-paint call (`bootCalls`: method, path and answer kind, no schema) typed as its contract endpoint `E`,
 * so the page's first download needs none of the contract's schemas. The compiler checks that the two agree.
 */
export function bootEndpoint<E extends Endpoint>(call: Pick<E, 'method' | 'path'> & { answer: Pick<E['answer'], 'kind'> }): E {
  return call as E;
}

/** The address of an endpoint, for an image or video the browser loads itself. */
export function urlOf<E extends Endpoint>(endpoint: E, ...[args]: ArgsOf<E>): string {
  return addressWith(endpoint, args);
}

type Sent = { method: HttpMethod; body?: unknown } & CallOptions;
type Read = CallOptions & { onBytes?: (received: number) => void };

export type ApiClientDeps = {
  fetch: typeof fetch;
  navigate: (path: string) => void;
  location: () => { pathname: string; search: string; hash: string };
  currentUser: () => Pick<CurrentUser, 'email' | 'area'> | null | undefined;
  onUnauthenticated: () => void;
  onActivity: () => void;
  notify: Pick<Notifier, 'error'>;
  storage: SafeStorage;
  cookie: (name: string) => string | undefined;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(deps: ApiClientDeps) {
  function handleUnauthenticated(): void {
    const { pathname, search, hash } = deps.location();
    if (pagesWithoutAuthRedirect.includes(pathname)) return;
    deps.storage.set(storageKeys.returnPath, `${pathname}${search}${hash}`);
    const email = deps.currentUser()?.email;
    if (email) deps.storage.set(storageKeys.returnEmail, email);
    deps.onUnauthenticated();
    deps.navigate(signInPath);
  }

  function handleForbidden(error: ApiError): void {
    if (error.code === 'auth.csrf') return;
    const area = deps.currentUser()?.area;
    deps.navigate(area ? `/${area}` : '/');
  }

  /** The one place every failed call goes through: redirects, toasts, then the rejection. */
  function fail(error: ApiError, options: CallOptions): never {
    const redirect = options.authRedirect !== false;
    if (error.status === 401 && redirect) handleUnauthenticated();
    if (error.status === 403 && redirect) handleForbidden(error);
    if (!options.silent) {
      for (const detail of error.details) deps.notify.error(detail, error.status === 401 ? { id: 'auth' } : undefined);
      error.isAnnounced = true;
    }
    throw error;
  }

  async function ensureCsrfCookie(): Promise<string | undefined> {
    const existing = deps.cookie('csrf_token');
    if (existing) return existing;
    // Any API GET sets the cookie; the public practice read is the cheapest one.
    await deps.fetch(addressOf(bootCalls.getPractice), { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return deps.cookie('csrf_token');
  }

  async function headersFor(method: string, body: unknown): Promise<Headers> {
    const headers = new Headers({ accept: 'application/json' });
    if (body !== undefined) headers.set('content-type', 'application/json');
    if (stateChanging.has(method)) {
      const token = await ensureCsrfCookie();
      if (token) headers.set('x-csrf-token', token);
    }
    return headers;
  }

  async function settle(response: Response, options: CallOptions): Promise<{ body: unknown; headers: Headers }> {
    if (response.status !== 401 && !options.isBackground) deps.onActivity();
    const body = await readBody(response);
    if (!response.ok) fail(toApiError(response.status, body), options);
    return { body, headers: response.headers };
  }

  async function request(url: string, options: Sent): Promise<{ body: unknown; headers: Headers }> {
    let response: Response;
    try {
      const { method, body } = options;
      response = await deps.fetch(url, {
        method,
        credentials: options.isBackground ? 'omit' : 'same-origin',
        headers: await headersFor(method, body),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      return fail(new ApiError(0, []), options);
    }
    return settle(response, options);
  }

  /** Sends a multipart form with XMLHttpRequest, the one browser API that reports upload progress. */
  async function upload(
    url: string,
    form: FormData,
    options: Sent & { onProgress?: (fraction: number) => void },
  ): Promise<{ body: unknown; headers: Headers }> {
    const token = await ensureCsrfCookie();
    const response = await new Promise<Response | null>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open(options.method, url);
      xhr.withCredentials = true;
      xhr.setRequestHeader('accept', 'application/json');
      if (token) xhr.setRequestHeader('x-csrf-token', token);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/u)) {
          const index = line.indexOf(':');
          if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
        }
        const empty = xhr.status === 204 || xhr.responseText === '';
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
      });
      xhr.addEventListener('error', () => resolve(null));
      xhr.send(form);
    });
    if (!response) return fail(new ApiError(0, []), options);
    return settle(response, options);
  }

  /**
   * Reads a file response as a blob; error responses still go through `fail`. With `onBytes`, the body
   * is read as it streams in and the bytes received so far reported (a zip built on the fly has no length).
   */
  async function blob(url: string, options: Read): Promise<{ blob: Blob; headers: Headers }> {
    let response: Response;
    try {
      response = await deps.fetch(url, { credentials: 'same-origin' });
    } catch {
      return fail(new ApiError(0, []), options);
    }
    if (!response.ok) await settle(response, options);
    deps.onActivity();
    if (!options.onBytes || !response.body) return { blob: await response.blob(), headers: response.headers };
    const reader = response.body.getReader();
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      options.onBytes(received);
    }
    const type = response.headers.get('content-type') ?? '';
    return { blob: new Blob(chunks, { type }), headers: response.headers };
  }

  /** What the answer carries for the caller: the `data` inside the envelope, or a raw answer whole. */
  function dataOf<E extends Endpoint>(endpoint: E, body: unknown): DataOf<E> {
    return (endpoint.answer.kind === 'raw' ? body : (body as { data?: unknown } | undefined)?.data) as DataOf<E>;
  }

  return {
    /** Calls one endpoint of the contract and answers its `data`, typed by the contract's answer. */
    async call<E extends Endpoint>(endpoint: E, ...[args]: ArgsOf<E>): Promise<DataOf<E>> {
      const { silent, authRedirect, isBackground, body } = (args ?? {}) as AnyArgs;
      const answer = await request(addressWith(endpoint, args), { method: endpoint.method, body, silent, authRedirect, isBackground });
      return dataOf(endpoint, answer.body);
    },

    /** Reads one page of a listing endpoint: its items and the pagination headers. */
    async page<E extends Endpoint & { answer: { kind: 'page' } }>(endpoint: E, pageNumber: number, perPage: number, ...[args]: ArgsOf<E>) {
      const { silent, authRedirect } = (args ?? {}) as AnyArgs;
      const url = addressWith(endpoint, args, { page: pageNumber, per_page: perPage });
      const answer = await request(url, { method: 'GET', silent, authRedirect });
      return { items: dataOf(endpoint, answer.body) as unknown as DataOf<E>[], pagination: readPagination(answer.headers) };
    },

    /** Sends a multipart form to an endpoint that takes an upload, reporting progress. */
    async send<E extends Endpoint & { upload: object }>(endpoint: E, form: FormData, ...[args]: FormArgsOf<E>): Promise<DataOf<E>> {
      const { silent, authRedirect, onProgress } = (args ?? {}) as AnyArgs & Pick<FormArgs<E>, 'onProgress'>;
      const options = { method: endpoint.method, silent, authRedirect, ...(onProgress ? { onProgress } : {}) };
      const answer = await upload(addressWith(endpoint, args), form, options);
      return dataOf(endpoint, answer.body);
    },

    /** Fetches a file endpoint as a blob, with the headers that name it; `onBytes` reports progress. */
    file<E extends Endpoint & { answer: { kind: 'file' } }>(endpoint: E, ...[args]: ArgsOf<E, Pick<Read, 'onBytes'>>) {
      const { silent, authRedirect, onBytes } = (args ?? {}) as AnyArgs & Pick<Read, 'onBytes'>;
      return blob(addressWith(endpoint, args), { silent, authRedirect, ...(onBytes ? { onBytes } : {}) });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** What the running app plugs in once its router and query cache exist. */
const appHooks: Pick<ApiClientDeps, 'navigate' | 'currentUser' | 'onUnauthenticated'> = {
  navigate: (path) => window.location.assign(path),
  currentUser: () => null,
  onUnauthenticated: () => {},
};

export function configureApi(hooks: Partial<typeof appHooks>): void {
  Object.assign(appHooks, hooks);
}

export const api = createApiClient({
  fetch: (...args) => window.fetch(...args),
  navigate: (path) => appHooks.navigate(path),
  location: () => window.location,
  currentUser: () => appHooks.currentUser(),
  onUnauthenticated: () => appHooks.onUnauthenticated(),
  onActivity: () => markActivity(),
  notify,
  storage: session,
  cookie: (name) => readCookie(name),
});
