import { type BodyIn, type CurrentUser, type DataOf, type Endpoint, type ParamsIn, pathOf, type QueryIn } from '@advice/domain';
import { markActivity } from './activity.ts';
import { ApiError, toApiError } from './api-error.ts';
import { readCookie } from './cookies.ts';
import { type Notifier, notify } from './notify.ts';
import { readPagination } from './pagination.ts';
import { type SafeStorage, session, storageKeys } from './storage.ts';

export const apiBase = '/api/v1';
export const signInPath = '/users/sign_in';
/** The confirmation page handles its own 401s: an invitee has no session yet. */
const pagesWithoutAuthRedirect = ['/users/confirmation', signInPath];
const stateChanging = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Leave showing the error to the caller (no toast). */
  silent?: boolean;
  /** Whether a 401 sends the user to sign in; off for calls that expect one. */
  authRedirect?: boolean;
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
  Pick<RequestOptions, 'silent' | 'authRedirect'>;
type ArgsOf<E extends Endpoint, Extra = unknown> = object extends CallArgs<E> ? [args?: CallArgs<E> & Extra] : [args: CallArgs<E> & Extra];

/** The address of an endpoint, for an image or video the browser loads itself. */
export function urlOf<E extends Endpoint>(endpoint: E, ...[args]: ArgsOf<E>): string {
  return buildUrl(pathOf(endpoint, args?.params as Record<string, string> | undefined), args?.query as Query | undefined);
}

export type ApiResponse<T> = { data: T; status: number; headers: Headers };

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

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

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
  function fail(error: ApiError, options: RequestOptions): never {
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
    await deps.fetch(buildUrl('/practice'), { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return deps.cookie('csrf_token');
  }

  async function headersFor(method: string, body: unknown): Promise<Headers> {
    const headers = new Headers({ accept: 'application/json' });
    if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
    if (stateChanging.has(method)) {
      const token = await ensureCsrfCookie();
      if (token) headers.set('x-csrf-token', token);
    }
    return headers;
  }

  async function settle<T>(response: Response, options: RequestOptions): Promise<ApiResponse<T>> {
    if (response.status !== 401) deps.onActivity();
    const body = await readBody(response);
    if (!response.ok) fail(toApiError(response.status, body), options);
    return { data: body as T, status: response.status, headers: response.headers };
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const method = options.method ?? 'GET';
    let response: Response;
    try {
      const body = options.body;
      response = await deps.fetch(buildUrl(path, options.query), {
        method,
        credentials: 'same-origin',
        headers: await headersFor(method, body),
        ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      });
    } catch {
      return fail(new ApiError(0, []), options);
    }
    return settle<T>(response, options);
  }

  /** Sends a multipart form with XMLHttpRequest, the one browser API that reports upload progress. */
  async function upload<T>(
    path: string,
    form: FormData,
    options: RequestOptions & { onProgress?: (fraction: number) => void } = {},
  ): Promise<ApiResponse<T>> {
    const method = options.method ?? 'POST';
    const token = await ensureCsrfCookie();
    const response = await new Promise<Response | null>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, buildUrl(path, options.query));
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
    return settle<T>(response, options);
  }

  /** Reads a file response as a blob; error responses still go through `fail`. */
  async function blob(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<{ blob: Blob; headers: Headers }> {
    let response: Response;
    try {
      response = await deps.fetch(buildUrl(path, options.query), { credentials: 'same-origin' });
    } catch {
      return fail(new ApiError(0, []), options);
    }
    if (!response.ok) await settle(response, options);
    deps.onActivity();
    return { blob: await response.blob(), headers: response.headers };
  }

  function addressOf(endpoint: Endpoint, args: Partial<CallArgs<Endpoint>> | undefined): string {
    return pathOf(endpoint, args?.params as Record<string, string> | undefined);
  }

  /** Calls one endpoint of the contract and answers its `data`, typed by the contract's answer. */
  async function call<E extends Endpoint>(endpoint: E, ...[args]: ArgsOf<E>): Promise<DataOf<E>> {
    const { params: _params, query, body, ...options } = (args ?? {}) as CallArgs<Endpoint>;
    const response = await request<{ data?: unknown }>(addressOf(endpoint, args), {
      ...options,
      method: endpoint.method,
      query: query as Query | undefined,
      body,
    });
    return (endpoint.answer.kind === 'raw' ? response.data : response.data?.data) as DataOf<E>;
  }

  /** Reads one page of a listing endpoint: its items and the pagination headers. */
  async function page<E extends Endpoint & { answer: { kind: 'page' } }>(
    endpoint: E,
    pageNumber: number,
    perPage: number,
    ...[args]: ArgsOf<E>
  ) {
    const { params: _params, query, ...options } = (args ?? {}) as CallArgs<Endpoint>;
    const response = await request<{ data: DataOf<E>[] }>(addressOf(endpoint, args), {
      ...options,
      query: { ...(query as Query | undefined), page: pageNumber, per_page: perPage },
    });
    return { items: response.data.data, pagination: readPagination(response.headers) };
  }

  /** Sends a multipart form to an endpoint that takes an upload, reporting progress. */
  async function send<E extends Endpoint & { upload: object }>(
    endpoint: E,
    form: FormData,
    ...[args]: ArgsOf<E, { onProgress?: (fraction: number) => void }>
  ): Promise<DataOf<E>> {
    const {
      params: _params,
      query,
      body: _body,
      ...options
    } = (args ?? {}) as CallArgs<Endpoint> & { onProgress?: (fraction: number) => void };
    const response = await upload<{ data?: unknown }>(addressOf(endpoint, args), form, {
      ...options,
      method: endpoint.method,
      query: query as Query | undefined,
    });
    return response.data?.data as DataOf<E>;
  }

  /** Fetches a file endpoint as a blob, with the headers that name it. */
  function file<E extends Endpoint & { answer: { kind: 'file' } }>(endpoint: E, ...[args]: ArgsOf<E>) {
    const { params: _params, query, ...options } = (args ?? {}) as CallArgs<Endpoint>;
    return blob(addressOf(endpoint, args), { ...options, query: query as Query | undefined });
  }

  return {
    call,
    page,
    send,
    file,
    request,
    upload,
    blob,
    get: async <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => (await request<T>(path, options)).data,
    post: async <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
      (await request<T>(path, { ...options, method: 'POST', body })).data,
    patch: async <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
      (await request<T>(path, { ...options, method: 'PATCH', body })).data,
    put: async <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
      (await request<T>(path, { ...options, method: 'PUT', body })).data,
    delete: async <T>(path: string, options: RequestOptions = {}) => (await request<T>(path, { ...options, method: 'DELETE' })).data,
    list: async <T>(path: string, page: number, perPage: number, options: Omit<RequestOptions, 'method' | 'body'> = {}) => {
      const response = await request<{ data: T[] }>(path, { ...options, query: { ...options.query, page, per_page: perPage } });
      return { items: response.data.data, pagination: readPagination(response.headers) };
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
