import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { logMarker } from '../testing/log-capture.ts';
import { startTestApp } from '../testing/test-app.ts';
import { registerErrorHandler } from './errors.ts';
import { createLogger, logFlushMillis, ValueFreeLogController } from './logging.ts';

/**
 * The app's logger writes to standard output, so these tests give the same logger options a
 * stream they can read and drive requests through a Fastify instance built with them.
 */
type Captured = { app: FastifyInstance; lines: () => Record<string, unknown>[]; text: () => string };

let app: FastifyInstance | null = null;
let testApp: Awaited<ReturnType<typeof startTestApp>> | null = null;
const database = () => {
  if (!testApp) throw new Error('no database');
  return testApp.runtime.db;
};
afterAll(async () => testApp?.close());
afterEach(async () => {
  await app?.close();
  app = null;
});

async function appWithCapturedLogs(): Promise<Captured> {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const built = Fastify({ logger: { ...createLogger('info'), stream }, logController: new ValueFreeLogController() });
  registerErrorHandler(built);
  await built.register(cookie);
  // A handler that logs the body it was sent: the redaction must still hide passwords and e-mails in it.
  built.post('/api/v1/users/sign_in', async (request) => {
    request.log.info({ body: request.body }, 'sign-in attempt');
    return { ok: true };
  });
  built.get('/api/v1/users/password', async () => ({ ok: true }));
  built.get('/api/v1/clients/:id', async () => ({ ok: true }));
  // A write whose query fails in PostgreSQL with the caller's values as its parameters.
  built.post('/api/v1/clients/:id/notes', async (request) => {
    const { note } = request.body as { note: string };
    await database().execute(sql`SELECT ${note}::text AS note, ${`${note} Street, Bath`}::text AS address, 1 / ${0}::int AS boom`);
    return { ok: true };
  });
  await built.ready();
  app = built;
  const text = () => chunks.join('');
  return {
    app: built,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const secrets = {
  session: 'sid-secret-4f7a9c',
  csrf: 'csrf-secret-81be02',
  bearer: 'bearer-secret-77d1',
  password: 'Hunter-2-Secret!',
  email: 'person@example.test',
  resetToken: 'reset-secret-0a9d3e6f',
  queryEmail: 'a@b.c',
};

describe('request logs', () => {
  it('keep method, path, host and status, and no cookie, CSRF token, password or e-mail', async () => {
    const { app: server, lines, text } = await appWithCapturedLogs();
    const response = await server.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      headers: {
        host: 'demo.localhost',
        cookie: `sid=${secrets.session}; csrf_token=${secrets.csrf}`,
        'x-csrf-token': secrets.csrf,
        authorization: `Bearer ${secrets.bearer}`,
      },
      payload: { email: secrets.email, password: secrets.password },
    });
    expect(response.statusCode).toBe(200);

    const completed = lines().filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.req).toEqual({ method: 'POST', path: '/api/v1/users/sign_in', host: 'demo.localhost' });
    expect(completed[0]?.res).toMatchObject({ statusCode: 200 });
    expect(lines().find((l) => l.msg === 'incoming request')).toBeUndefined();
    expect(lines().find((l) => l.msg === 'sign-in attempt')).toMatchObject({ body: { email: '[redacted]', password: '[redacted]' } });
    for (const secret of [secrets.session, secrets.csrf, secrets.bearer, secrets.password, secrets.email]) {
      expect(text()).not.toContain(secret);
    }
  });

  it('drop the query string, which can carry link tokens and e-mails', async () => {
    const { app: server, lines, text } = await appWithCapturedLogs();
    const response = await server.inject({
      method: 'GET',
      url: `/api/v1/users/password?reset_password_token=${secrets.resetToken}&email=${secrets.queryEmail}`,
    });
    expect(response.statusCode).toBe(200);
    expect(lines().find((l) => l.msg === 'request completed')?.req).toMatchObject({ method: 'GET', path: '/api/v1/users/password' });
    expect(text()).not.toContain(secrets.resetToken);
    expect(text()).not.toContain(secrets.queryEmail);
  });

  it('name the route pattern, never the ids or words a caller put in the path', async () => {
    const { app: server, lines, text } = await appWithCapturedLogs();
    const id = `${logMarker}-id`;
    await server.inject({ method: 'GET', url: `/api/v1/clients/${id}` });
    await server.inject({ method: 'GET', url: `/api/v1/no-such-page/${logMarker}` });
    expect(
      lines()
        .filter((l) => l.msg === 'request completed')
        .map((l) => (l.req as { path: string }).path),
    ).toEqual(['/api/v1/clients/:id', '(no route)']);
    expect(text()).not.toContain(logMarker);
  });

  it('log a failed database write by SQLSTATE, never its query, parameters or the caller’s values', async () => {
    testApp = await startTestApp();
    const { app: server, lines, text } = await appWithCapturedLogs();
    const response = await server.inject({ method: 'POST', url: '/api/v1/clients/1/notes', payload: { note: `${logMarker} 12 Milsom` } });
    expect(response.statusCode).toBe(500);
    expect(response.json().errors[0].detail).toBe('Some error occurred. Please try again.');
    const logged = lines().find((l) => l.msg === 'unhandled error');
    expect(logged?.err).toMatchObject({ type: 'DatabaseError', code: '22012', message: 'database error 22012' });
    expect(String((logged?.err as { stack?: string } | undefined)?.stack)).toContain('at ');
    expect(text()).not.toContain(logMarker);
    expect(text()).not.toContain('Milsom');
  });
});

describe('the log on standard output', () => {
  it('writes lines in batches, yet a lone line within a quarter of a second, and what waits when the process exits', async () => {
    // The app's own logger, in a process of its own: one line, then after a second another and exit at once.
    const script = `
      import pino from 'pino';
      import { createLogger } from ${JSON.stringify(new URL('./logging.ts', import.meta.url).pathname)};
      const log = pino(createLogger('info'));
      log.info({ at: Date.now() }, 'first');
      setTimeout(() => { log.info('last'); process.exit(0); }, 1000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const seen: Array<{ msg: string; at?: number; arrived: number }> = [];
    child.stdout.setEncoding('utf8');
    let pending = '';
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) seen.push({ ...(JSON.parse(line) as { msg: string; at?: number }), arrived: Date.now() });
    });
    await new Promise((resolve) => child.once('close', resolve));
    expect(seen.map((line) => line.msg)).toEqual(['first', 'last']);
    // Written by the periodic flush, well before the process wrote its last line a second later.
    const first = seen[0];
    expect(first && first.arrived - (first.at ?? 0)).toBeLessThan(900);
    expect(logFlushMillis).toBeLessThanOrEqual(250);
  });
});
