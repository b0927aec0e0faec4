import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, TestClient } from '../testing/client.ts';
import { createPractice, createUser } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/u);
    if (name) directives.set(name, values);
  }
  return directives;
}

describe('served over plain HTTP', () => {
  let t: TestApp;
  let practice: { id: string; host: string };

  beforeAll(async () => {
    t = await startTestApp({ authRateLimit: 3 });
    practice = await createPractice(t.runtime.db);
  });
  afterAll(() => t.close());

  it.each([
    ['a success', '/api/v1/practice', 200],
    ['an error', '/api/v1/users/me', 401],
  ])('sends the security headers on %s', async (_kind, url, status) => {
    const response = await new TestClient(t.app, practice.host).get(url);
    expect(response.statusCode).toBe(status);
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Our own scripts only; wasm may be compiled (the background effect), script text never evaluated.
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores a forwarded protocol it was not told to trust: no HSTS, no Secure cookie', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = new TestClient(t.app, practice.host);
    const response = await c.signIn(user.email, user.password);
    expect(response.statusCode).toBe(200);
    const spoofed = await c.get('/api/v1/users/me', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(response.cookies.find((k) => k.name === 'sid')?.secure).toBeFalsy();
  });

  it('answers the 4th password reset request from one address within a minute with 429', async () => {
    const c = new TestClient(t.app, practice.host);
    for (let i = 0; i < 3; i++)
      expect((await c.post('/api/v1/users/password', { email: `someone${i}@example.test` })).statusCode).toBe(202);
    const limited = await c.post('/api/v1/users/password', { email: 'someone3@example.test' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/u);
    expect(limited.json().errors).toHaveLength(1);
    expect(errorOf(limited)).toMatchObject({
      status: '429',
      code: 'rate.limited',
      title: 'Too many requests',
      detail: 'Too many attempts. Wait a minute and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = new TestClient(t.app, practice.host);
    const otherAddress = await elsewhere.post('/api/v1/users/password', { email: 'someone@example.test' }, { remoteAddress: '10.1.2.3' });
    expect(otherAddress.statusCode).toBe(202);
    expect((await c.get('/api/v1/practice')).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address, before the password is even checked', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = new TestClient(t.app, practice.host);
    const attempt = (password: string) => c.post('/api/v1/users/sign_in', { email: user.email, password }, { remoteAddress: '10.9.8.7' });
    for (let i = 0; i < 3; i++) expect((await attempt('Wrong-Password-1!')).statusCode).toBe(401);
    const fourth = await attempt(user.password);
    expect(fourth.statusCode).toBe(429);
    expect(errorOf(fourth).code).toBe('rate.limited');
    expect(fourth.cookies.find((k) => k.name === 'sid')).toBeUndefined();
  });
});

describe('behind a TLS-terminating proxy it trusts', () => {
  let t: TestApp;
  let practice: { id: string; host: string };

  beforeAll(async () => {
    t = await startTestApp({ trustProxy: true });
    practice = await createPractice(t.runtime.db);
  });
  afterAll(() => t.close());

  it('sends HSTS and Secure cookies when the proxy says the request came over HTTPS', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const overTls = { headers: { 'x-forwarded-proto': 'https' } };
    const c = new TestClient(t.app, practice.host);
    const signIn = await c.post('/api/v1/users/sign_in', { email: user.email, password: user.password }, overTls);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(signIn.cookies.find((k) => k.name === 'sid')).toMatchObject({ secure: true, httpOnly: true });
    expect(signIn.cookies.find((k) => k.name === 'csrf_token')).toMatchObject({ secure: true });
    const plain = await new TestClient(t.app, practice.host).get('/api/v1/practice');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
