import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Options = Omit<InjectOptions, 'url' | 'method'> & { csrf?: boolean | string };

/** A browser-like caller over `app.inject`: keeps cookies and sends the CSRF header the app would. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  private readonly app: FastifyInstance;
  readonly host: string;

  constructor(app: FastifyInstance, host: string) {
    this.app = app;
    this.host = host;
  }

  async request(method: InjectOptions['method'], url: string, options: Options = {}): Promise<LightMyRequestResponse> {
    const isSafe = method === 'GET' || method === 'HEAD';
    if (!isSafe && options.csrf !== false && !this.cookies.has('csrf_token')) await this.request('GET', '/api/v1/practice');
    const headers: Record<string, string> = { host: this.host, ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (!isSafe && options.csrf !== false)
      headers['x-csrf-token'] = typeof options.csrf === 'string' ? options.csrf : (this.cookies.get('csrf_token') ?? '');
    const { csrf: _csrf, ...rest } = options;
    const response = await this.app.inject({ ...rest, method, url, headers });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: Options) {
    return this.request('GET', url, options);
  }
  post(url: string, payload?: unknown, options?: Options) {
    return this.request('POST', url, { ...options, payload: payload as InjectOptions['payload'] });
  }
  put(url: string, payload?: unknown, options?: Options) {
    return this.request('PUT', url, { ...options, payload: payload as InjectOptions['payload'] });
  }
  patch(url: string, payload?: unknown, options?: Options) {
    return this.request('PATCH', url, { ...options, payload: payload as InjectOptions['payload'] });
  }
  delete(url: string, options?: Options) {
    return this.request('DELETE', url, options);
  }

  async signIn(email: string, password: string, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
    return this.post('/api/v1/users/sign_in', { email, password, ...extra });
  }
}

/** Signs in and fails loudly when it does not work, for tests whose subject is something else. */
export async function signedIn(app: FastifyInstance, host: string, user: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(app, host);
  const response = await client.signIn(user.email, user.password);
  if (response.statusCode !== 200 || !response.json().data.id) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return client;
}

export function errorOf(response: LightMyRequestResponse): { code: string; detail: string; source?: { pointer?: string } } {
  return response.json().errors[0];
}
