import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { type OutgoingMail, queueMails } from '../../platform/mail/mailer.ts';
import { queueSms } from '../../platform/sms/sms.ts';
import { errorOf, signedIn } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApps, type TestApps } from '../../testing/test-apps.ts';
import { isLoopback } from './mailbox.access.ts';

type Reply = { status: number; body: { data?: unknown; errors?: { code: string }[] } };

/** A GET over a real TCP connection from 127.0.0.1, so the server sees a loopback peer. */
function getOverSocket(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function startListening(overrides: Partial<Config>): Promise<{ apps: TestApps; port: number }> {
  const apps = await startTestApps(1, overrides);
  const [instance] = apps.instances;
  if (!instance) throw new Error('no instance started');
  return { apps, port: await instance.listen() };
}

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.10.2', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.5', false],
    ['2001:db8::1', false],
    ['128.0.0.1', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});

describe('the mailbox on a local demo (env test, no SMTP, no proxy)', () => {
  let apps: TestApps;
  let port: number;
  let practiceA: { id: string; host: string };
  let practiceB: { id: string; host: string };
  let clientA: CreatedUser;
  let clientB: CreatedUser;

  beforeAll(async () => {
    ({ apps, port } = await startListening({ smtpUrl: undefined, runJobs: false }));
    const db = apps.instances[0]?.runtime.db;
    if (!db) throw new Error('no database');
    practiceA = await createPractice(db, { name: 'Practice A' });
    practiceB = await createPractice(db, { name: 'Practice B' });
    clientA = await createUser(db, { practiceId: practiceA.id, role: 'client' });
    clientB = await createUser(db, { practiceId: practiceB.id, role: 'client' });
  });
  afterAll(() => apps.close());

  const app = () => {
    const instance = apps.instances[0];
    if (!instance) throw new Error('no instance');
    return instance.app;
  };

  /** A reset mail to the user, written as every mail is: in a transaction, under the user's practice. */
  async function mailResetLink(user: CreatedUser): Promise<string> {
    const instance = apps.instances[0];
    if (!instance) throw new Error('no instance');
    const { runtime } = instance;
    const mail: OutgoingMail<'passwordReset'> = {
      practiceId: user.practiceId,
      to: user.email,
      template: 'passwordReset',
      params: { firstName: 'Test', link: `http://example.test/users/password/new?reset_password_token=${randomUUID()}` },
    };
    const [id] = await runtime.db.transaction((tx) => queueMails(tx, [mail as OutgoingMail], runtime.config.mailFrom));
    if (!id) throw new Error('no mail queued');
    return id;
  }

  it('answers a signed-out request from this machine over a real socket, with every practice’s mail', async () => {
    const mailA = await mailResetLink(clientA);
    const mailB = await mailResetLink(clientB);
    const list = await getOverSocket(port, practiceA.host, '/api/v1/mailbox?per_page=100');
    expect(list.status).toBe(200);
    const ids = (list.body.data as { id: string }[]).map((mail) => mail.id);
    expect(ids).toEqual(expect.arrayContaining([mailA, mailB]));
    expect((await getOverSocket(port, practiceA.host, `/api/v1/mailbox/${mailB}`)).status).toBe(200);
    const practice = await getOverSocket(port, practiceA.host, '/api/v1/practice');
    expect((practice.body.data as { mailbox_enabled: boolean }).mailbox_enabled).toBe(true);
  });

  it('shows a signed-in client of practice B only practice B’s mail, and 404 for practice A’s', async () => {
    const mailA = await mailResetLink(clientA);
    const mailB = await mailResetLink(clientB);
    const c = await signedIn(app(), practiceB.host, clientB);

    const list = await c.get('/api/v1/mailbox?per_page=100');
    expect(list.statusCode).toBe(200);
    const listed = list.json().data as { id: string; to: string }[];
    expect(listed.map((mail) => mail.id)).toContain(mailB);
    expect(listed.map((mail) => mail.id)).not.toContain(mailA);
    expect(listed.every((mail) => mail.to !== clientA.email)).toBe(true);
    const filtered = await c.get(`/api/v1/mailbox?to=${encodeURIComponent(clientA.email)}`);
    expect(filtered.json().data).toEqual([]);
    expect(filtered.headers['x-total']).toBe('0');

    const other = await c.get(`/api/v1/mailbox/${mailA}`);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).code).toBe('resource.not_found');
    expect((await c.get(`/api/v1/mailbox/${mailB}`)).statusCode).toBe(200);
  });

  /** A passcode text to a number, written as every text is: in a transaction, under the user's practice. */
  async function textPasscode(user: CreatedUser, to: string): Promise<string> {
    const runtime = apps.instances[0]?.runtime;
    if (!runtime) throw new Error('no instance');
    const [id] = await runtime.db.transaction((tx) =>
      queueSms(tx, [
        {
          practiceId: user.practiceId,
          to,
          template: 'signingPasscode',
          params: { code: '246810', documentName: 'Suitability report', minutes: 10 },
        },
      ]),
    );
    if (!id) throw new Error('no text queued');
    return id;
  }

  it('lists the text messages beside the mails, newest first, whole and still queued; a practice member sees only their practice’s', async () => {
    const textA = await textPasscode(clientA, '+447700900111');
    const textB = await textPasscode(clientB, '+447700900222');
    const all = await getOverSocket(port, practiceA.host, '/api/v1/mailbox/text-messages?per_page=100');
    expect(all.status).toBe(200);
    const listed = all.body.data as { id: string; to: string; text: string; status: string }[];
    expect(listed.slice(0, 2).map((text) => text.id)).toEqual([textB, textA]);
    expect(listed.find((text) => text.id === textA)).toMatchObject({
      to: '+447700900111',
      status: 'queued',
      text: '246810 is your passcode to sign “Suitability report” with Practice A. It works for 10 minutes.',
    });

    const c = await signedIn(app(), practiceB.host, clientB);
    const own = await c.get('/api/v1/mailbox/text-messages?per_page=100');
    expect(own.statusCode).toBe(200);
    const ids = (own.json().data as { id: string }[]).map((text) => text.id);
    expect(ids).toContain(textB);
    expect(ids).not.toContain(textA);
  });

  it('shows a platform admin every practice’s mail', async () => {
    const mailA = await mailResetLink(clientA);
    const db = apps.instances[0]?.runtime.db;
    if (!db) throw new Error('no database');
    const admin = await createUser(db, { practiceId: null, role: 'super_admin' });
    const c = await signedIn(app(), practiceB.host, admin);
    expect((await c.get(`/api/v1/mailbox/${mailA}`)).statusCode).toBe(200);
  });

  it('stays shut to a peer that is not this machine, whatever X-Forwarded-For says', async () => {
    const mailA = await mailResetLink(clientA);
    for (const url of ['/api/v1/mailbox', `/api/v1/mailbox/${mailA}`, '/api/v1/mailbox/text-messages']) {
      const response = await app().inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.9',
        headers: { host: practiceA.host, 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('feature.disabled');
    }
    const practice = await app().inject({
      method: 'GET',
      url: '/api/v1/practice',
      remoteAddress: '203.0.113.9',
      headers: { host: practiceA.host, 'x-forwarded-for': '127.0.0.1' },
    });
    expect(practice.json().data.mailbox_enabled).toBe(false);
  });
});

describe.each<[string, Partial<Config>]>([
  ['env staging', { env: 'staging' }],
  ['env beta', { env: 'beta' }],
  ['env production', { env: 'production' }],
  ['SMTP configured', { smtpUrl: 'smtp://127.0.0.1:1' }],
  ['behind a trusted proxy', { trustProxy: true }],
])('the mailbox with %s', (_name, overrides) => {
  let apps: TestApps;
  let port: number;
  let practice: { id: string; host: string };

  beforeAll(async () => {
    ({ apps, port } = await startListening({ smtpUrl: undefined, runJobs: false, ...overrides }));
    const db = apps.instances[0]?.runtime.db;
    if (!db) throw new Error('no database');
    practice = await createPractice(db);
  });
  afterAll(() => apps.close());

  it('answers 404 even to this machine, and the practice says it is off', async () => {
    const list = await getOverSocket(port, practice.host, '/api/v1/mailbox', { 'x-forwarded-for': '127.0.0.1' });
    expect(list.status).toBe(404);
    expect(list.body.errors?.[0]?.code).toBe('feature.disabled');
    expect((await getOverSocket(port, practice.host, `/api/v1/mailbox/${randomUUID()}`)).status).toBe(404);
    const texts = await getOverSocket(port, practice.host, '/api/v1/mailbox/text-messages');
    expect(texts.status).toBe(404);
    expect(texts.body.errors?.[0]?.code).toBe('feature.disabled');
    const shown = await getOverSocket(port, practice.host, '/api/v1/practice');
    expect((shown.body.data as { mailbox_enabled: boolean }).mailbox_enabled).toBe(false);
  });
});
