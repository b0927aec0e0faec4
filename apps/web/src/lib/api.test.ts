import { answers, endpoint, idParam, messages, paginationQuery, type RoleArea } from '@advice/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiClientDeps, createApiClient, urlOf } from './api.ts';
import { ApiError } from './api-error.ts';
import { storageKeys } from './storage.ts';

const anyone = { public: true } as const;
const anything = z.unknown();
const body = z.record(z.string(), z.unknown());
/** Calls shaped like the contract's, on the paths these tests speak of. */
const post = (path: `/${string}`) => endpoint({ method: 'POST', path, tag: 't', access: anyone, body, answer: answers.data(anything) });
const get = (path: `/${string}`) => endpoint({ method: 'GET', path, tag: 't', access: anyone, answer: answers.data(anything) });
const fixtures = {
  signIn: post('/users/sign_in'),
  password: post('/users/password'),
  confirmation: post('/users/confirmation'),
  x: post('/x'),
  me: get('/users/me'),
  practice: get('/practice'),
  clients: get('/clients'),
  a: get('/a'),
  b: get('/b'),
  c: get('/c'),
  patch: endpoint({ method: 'PATCH', path: '/b', tag: 't', access: anyone, body, answer: answers.data(anything) }),
  put: endpoint({ method: 'PUT', path: '/c', tag: 't', access: anyone, body, answer: answers.data(anything) }),
  remove: endpoint({ method: 'DELETE', path: '/d/:id', tag: 't', access: anyone, params: idParam, answer: answers.empty }),
  mailbox: endpoint({
    method: 'GET',
    path: '/mailbox',
    tag: 't',
    access: anyone,
    query: paginationQuery.extend({ to: z.string().optional() }),
    answer: answers.page(z.object({ id: z.number() })),
  }),
  photo: endpoint({
    method: 'GET',
    path: '/people/:id/photo',
    tag: 't',
    access: anyone,
    params: z.object({ id: z.string() }),
    answer: answers.file,
  }),
  health: endpoint({ method: 'GET', path: '/health', tag: 't', access: anyone, answer: answers.raw(z.object({ status: z.string() })) }),
};
const someId = '00000000-0000-4000-8000-000000000001';

type Call = { url: string; method: string; headers: Headers; body: unknown };

function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A client wired to a scripted server and an in-memory browser, recording what it did. */
function setup(options: { pathname?: string; area?: RoleArea; csrf?: string | undefined; respond?: (call: Call) => Response } = {}) {
  const calls: Call[] = [];
  const stored = new Map<string, string>();
  const visited: string[] = [];
  const toasts: string[] = [];
  let csrf = 'csrf' in options ? options.csrf : 'token-from-cookie';
  let signedOut = false;
  const deps: ApiClientDeps = {
    fetch: async (input, init) => {
      const call = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      };
      calls.push(call);
      if (call.url === '/api/v1/practice') csrf = 'fresh-token';
      return options.respond?.(call) ?? json(200, { data: { ok: true } });
    },
    navigate: (path) => visited.push(path),
    location: () => ({ pathname: options.pathname ?? '/client/documents', search: '?page=2', hash: '#top' }),
    currentUser: () => (options.area ? { email: 'client@demo.test', area: options.area } : null),
    onUnauthenticated: () => {
      signedOut = true;
    },
    onActivity: () => {},
    notify: { error: (message) => toasts.push(message) },
    storage: {
      get: (key) => stored.get(key) ?? null,
      set: (key, value) => void stored.set(key, value),
      remove: (key) => void stored.delete(key),
    },
    cookie: (name) => (name === 'csrf_token' ? csrf : undefined),
  };
  return { client: createApiClient(deps), calls, stored, visited, toasts, isSignedOut: () => signedOut };
}

describe('api client: CSRF header', () => {
  it('sends the csrf_token cookie as X-CSRF-Token on POST, PATCH, PUT and DELETE', async () => {
    const { client, calls } = setup();
    await client.call(fixtures.x, { body: { x: 1 } });
    await client.call(fixtures.patch, { body: { x: 2 } });
    await client.call(fixtures.put, { body: { x: 3 } });
    await client.call(fixtures.remove, { params: { id: someId } });
    expect(calls.map((c) => [c.method, c.headers.get('x-csrf-token')])).toEqual([
      ['POST', 'token-from-cookie'],
      ['PATCH', 'token-from-cookie'],
      ['PUT', 'token-from-cookie'],
      ['DELETE', 'token-from-cookie'],
    ]);
  });

  it('sends no CSRF header on GET', async () => {
    const { client, calls } = setup();
    await client.call(fixtures.me);
    expect(calls[0]?.headers.has('x-csrf-token')).toBe(false);
  });

  it('fetches a token first when the cookie is missing, then sends it', async () => {
    const { client, calls } = setup({ csrf: undefined });
    await client.call(fixtures.signIn, { body: { email: 'a@b.co' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/practice', 'POST /api/v1/users/sign_in']);
    expect(calls[1]?.headers.get('x-csrf-token')).toBe('fresh-token');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { client, calls } = setup();
    await client.call(fixtures.password, { body: { email: 'a@b.co' } });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ email: 'a@b.co' });
  });
});

describe('api client: errors', () => {
  const invalid = {
    errors: [
      {
        status: '400',
        code: 'request.invalid',
        title: 'Invalid request',
        detail: 'Enter an e-mail address',
        source: { pointer: '/email' },
      },
      { status: '400', code: 'request.invalid', title: 'Invalid request', detail: 'Too long', source: { pointer: '/profile/first_name' } },
    ],
  };

  it('rejects with the server errors, toasts each detail and maps pointers to fields', async () => {
    const { client, toasts } = setup({ respond: () => json(400, invalid) });
    const error = await client.call(fixtures.password, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('request.invalid');
    expect(apiError.message).toBe('Enter an e-mail address');
    expect(apiError.fieldErrors).toEqual({ email: 'Enter an e-mail address', 'profile.first_name': 'Too long' });
    expect(toasts).toEqual(['Enter an e-mail address', 'Too long']);
  });

  it('shows the generic message when the body has no errors array', async () => {
    const { client, toasts } = setup({ respond: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = (await client.call(fixtures.practice).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(messages['errors.generic']);
    expect(toasts).toEqual(['Some error occurred. Please try again.']);
  });

  it('treats a network failure as an error with the generic message', async () => {
    const { client, toasts } = setup({
      respond: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = (await client.call(fixtures.practice).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(toasts).toEqual([messages['errors.generic']]);
  });

  it('leaves showing the error to the caller when silent', async () => {
    const { client, toasts } = setup({ respond: () => json(400, invalid) });
    await expect(client.call(fixtures.x, { body: {}, silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });
});

describe('api client: 401 and 403', () => {
  const unauthenticated = () =>
    json(401, { errors: [{ status: '401', code: 'auth.unauthenticated', title: 'Not signed in', detail: 'Please sign in to continue.' }] });

  it('on 401 stores the current path and e-mail, signs out and goes to sign-in', async () => {
    const { client, stored, visited, isSignedOut } = setup({ area: 'client', respond: unauthenticated });
    await expect(client.call(fixtures.me)).rejects.toBeInstanceOf(ApiError);
    expect(stored.get(storageKeys.returnPath)).toBe('/client/documents?page=2#top');
    expect(stored.get(storageKeys.returnEmail)).toBe('client@demo.test');
    expect(isSignedOut()).toBe(true);
    expect(visited).toEqual(['/users/sign_in']);
  });

  it('does not redirect on 401 while on the confirmation page', async () => {
    const { client, stored, visited, isSignedOut } = setup({ pathname: '/users/confirmation', area: 'client', respond: unauthenticated });
    await expect(client.call(fixtures.confirmation, { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(visited).toEqual([]);
    expect(stored.size).toBe(0);
    expect(isSignedOut()).toBe(false);
  });

  it('does not redirect on 401 for a call that expects one (the sign-in attempt itself)', async () => {
    const { client, visited } = setup({ pathname: '/users/sign_in', respond: unauthenticated });
    await expect(client.call(fixtures.signIn, { body: {}, authRedirect: false })).rejects.toBeInstanceOf(ApiError);
    expect(visited).toEqual([]);
  });

  it("on 403 goes to the home of the user's role", async () => {
    const forbidden = () =>
      json(403, {
        errors: [{ status: '403', code: 'auth.forbidden', title: 'Not allowed', detail: 'You do not have access to this page.' }],
      });
    const { client, visited, toasts } = setup({ area: 'adviser', respond: forbidden });
    await expect(client.call(fixtures.clients)).rejects.toBeInstanceOf(ApiError);
    expect(visited).toEqual(['/adviser']);
    expect(toasts).toEqual(['You do not have access to this page.']);
  });

  it('stays on the page for a CSRF 403, which a reload fixes rather than a role change', async () => {
    const csrf = () =>
      json(403, { errors: [{ status: '403', code: 'auth.csrf', title: 'Invalid security token', detail: 'Reload the page.' }] });
    const { client, visited } = setup({ area: 'adviser', respond: csrf });
    await expect(client.call(fixtures.x, { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(visited).toEqual([]);
  });
});

describe('api client: lists', () => {
  it('sends page and per_page and reads the pagination headers', async () => {
    const { client, calls } = setup({
      respond: () => json(200, { data: [{ id: 1 }] }, { 'x-total': '41', 'x-total-pages': '3', 'x-prev-page': '1', 'x-next-page': '3' }),
    });
    const result = await client.page(fixtures.mailbox, 2, 20, { query: { to: 'a@b.co' } });
    expect(calls[0]?.url).toBe('/api/v1/mailbox?to=a%40b.co&page=2&per_page=20');
    expect(result).toEqual({ items: [{ id: 1 }], pagination: { total: 41, totalPages: 3, prevPage: 1, nextPage: 3 } });
  });

  it('reads empty prev and next headers as no page', async () => {
    const { client } = setup({
      respond: () => json(200, { data: [] }, { 'x-total': '0', 'x-total-pages': '1', 'x-prev-page': '', 'x-next-page': '' }),
    });
    const { pagination } = await client.page(fixtures.mailbox, 1, 20);
    expect(pagination).toEqual({ total: 0, totalPages: 1, prevPage: null, nextPage: null });
  });
});

describe('api client: activity', () => {
  it('counts every answer but a 401 as activity for the session timer', async () => {
    const onActivity = vi.fn();
    const statuses = [200, 404, 401];
    const client = createApiClient({
      fetch: async () => json(statuses.shift() ?? 200, { errors: [] }),
      navigate: () => {},
      location: () => ({ pathname: '/users/sign_in', search: '', hash: '' }),
      currentUser: () => null,
      onUnauthenticated: () => {},
      onActivity,
      notify: { error: () => {} },
      storage: { get: () => null, set: () => {}, remove: () => {} },
      cookie: () => 't',
    });
    await client.call(fixtures.a).catch(() => {});
    await client.call(fixtures.b).catch(() => {});
    await client.call(fixtures.c).catch(() => {});
    expect(onActivity).toHaveBeenCalledTimes(2);
  });

  it('sends a background read without the session cookie and counts it as no activity', async () => {
    const onActivity = vi.fn();
    const sent: RequestInit[] = [];
    const client = createApiClient({
      fetch: async (_input, init) => {
        sent.push(init ?? {});
        return json(200, { data: [] });
      },
      navigate: () => {},
      location: () => ({ pathname: '/client', search: '', hash: '' }),
      currentUser: () => null,
      onUnauthenticated: () => {},
      onActivity,
      notify: { error: () => {} },
      storage: { get: () => null, set: () => {}, remove: () => {} },
      cookie: () => 't',
    });
    await client.call(fixtures.a, { isBackground: true });
    expect(sent[0]?.credentials).toBe('omit');
    expect(onActivity).not.toHaveBeenCalled();
    await client.call(fixtures.a);
    expect(sent[1]?.credentials).toBe('same-origin');
    expect(onActivity).toHaveBeenCalledTimes(1);
  });
});

describe('api client: contract calls', () => {
  it('fills the path parameters, escaped, and answers the data inside the envelope', async () => {
    const { client, calls } = setup({ respond: () => json(200, { data: { name: 'Ada' } }) });
    expect(await client.call(fixtures.me)).toEqual({ name: 'Ada' });
    await client.call(fixtures.remove, { params: { id: 'a/b c' } }).catch(() => {});
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/users/me', 'DELETE /api/v1/d/a%2Fb%20c']);
  });

  it('answers nothing for a 204, and a raw answer whole', async () => {
    const { client } = setup({
      respond: (call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, { status: 'ok' })),
    });
    expect(await client.call(fixtures.remove, { params: { id: someId } })).toBeUndefined();
    expect(await client.call(fixtures.health)).toEqual({ status: 'ok' });
  });

  it('gives an image or video its address, with its query', () => {
    expect(urlOf(fixtures.photo, { params: { id: 'p 1' }, query: undefined })).toBe('/api/v1/people/p%201/photo');
  });

  it('fetches a file endpoint as a blob with its headers', async () => {
    const { client, calls } = setup({
      respond: () =>
        new Response('png', {
          status: 200,
          headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="a.png"' },
        }),
    });
    const { blob, headers } = await client.file(fixtures.photo, { params: { id: 'p1' } });
    expect(await blob.text()).toBe('png');
    expect(headers.get('content-disposition')).toBe('attachment; filename="a.png"');
    expect(calls[0]?.url).toBe('/api/v1/people/p1/photo');
  });
});
