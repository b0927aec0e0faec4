import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/unit-of-work.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo, linkIn, waitForMailTo } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

type Received = { envelopeTo: string[]; mail: ParsedMail };

/** A real SMTP server on a free port that keeps every message it accepts, and refuses one domain. */
async function startSmtpSink(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) =>
      callback(address.address.endsWith('@rejected.test') ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : null),
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function waitFor<T>(read: () => Promise<T | undefined> | T | undefined, timeoutMillis = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMillis;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A mail with a calendar file attached, queued as a room's invitation is. */
const calendarFile = {
  file_name: 'invitation.ics',
  content_type: 'text/calendar; charset=utf-8; method=REQUEST',
  content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
};
async function queueInvitation(t: TestApp, practiceId: string, to: string): Promise<void> {
  await inTransaction(t.runtime, (uow) =>
    uow.mail({
      practiceId,
      to,
      template: 'meetingCancelled',
      params: { name: 'Sam', roomName: 'Review', when: 'Tuesday', durationMinutes: 60, organiser: 'Priya Shah' },
      attachments: [calendarFile],
    }),
  );
}

describe('with SMTP configured', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  let practice: { id: string; host: string };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, runJobs: true });
    practice = await createPractice(t.runtime.db, { name: 'Harbour Wealth' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers a password reset over SMTP with a working link, and marks the outbox row delivered', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = new TestClient(t.app, practice.host);
    expect((await c.post('/api/v1/users/password', { email: user.email })).statusCode).toBe(202);

    const { envelopeTo, mail } = await waitFor(() => smtp.received.find((r) => r.envelopeTo.includes(user.email)));
    expect(envelopeTo).toEqual([user.email]);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.from?.value[0]?.address).toBe('no-reply@advice.localhost');
    expect(mail.text).toContain(`http://${practice.host}/users/password/new?reset_password_token=`);
    expect(mail.text).toContain('Harbour Wealth');
    expect(mail.html).toContain('<a href="http://');

    const token = linkIn(mail.text ?? '', 'reset_password_token');
    expect((await c.get(`/api/v1/users/password?reset_password_token=${token}`)).statusCode).toBe(200);
    const row = await waitFor(async () => {
      const found = await lastMailTo(t.runtime.db, user.email);
      return found?.status === 'delivered' ? found : undefined;
    });
    expect(row.subject).toBe('Reset your password');
  });

  it('marks the outbox row failed when the SMTP server refuses the recipient', async () => {
    const user = await createUser(t.runtime.db, {
      practiceId: practice.id,
      role: 'client',
      email: `refused-${randomUUID()}@rejected.test`,
    });
    expect((await new TestClient(t.app, practice.host).post('/api/v1/users/password', { email: user.email })).statusCode).toBe(202);
    const row = await waitFor(async () => {
      const found = await lastMailTo(t.runtime.db, user.email);
      return found?.status === 'failed' ? found : undefined;
    });
    expect(row.subject).toBe('Reset your password');
    expect(smtp.received.some((r) => r.envelopeTo.includes(user.email))).toBe(false);
  });

  it('sends the files attached to a mail (a meeting’s calendar file) with it', async () => {
    await queueInvitation(t, practice.id, 'guest@smtp.test');
    const { mail } = await waitFor(() => smtp.received.find((r) => r.envelopeTo.includes('guest@smtp.test')));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'invitation.ics', contentType: 'text/calendar' });
    expect(mail.attachments[0]?.content.toString('utf8')).toBe(calendarFile.content);
  });

  it('hides the mailbox pages: every mail goes over SMTP', async () => {
    const c = new TestClient(t.app, practice.host);
    const list = await c.get('/api/v1/mailbox');
    expect(list.statusCode).toBe(404);
    expect(errorOf(list).code).toBe('feature.disabled');
    expect((await c.get(`/api/v1/mailbox/${randomUUID()}`)).statusCode).toBe(404);
    expect((await c.get('/api/v1/practice')).json().data.mailbox_enabled).toBe(false);
  });
});

describe('with the mailbox engine', () => {
  let t: TestApp;
  let practice: { id: string; host: string };

  beforeAll(async () => {
    t = await startTestApp({ smtpUrl: undefined, runJobs: true });
    practice = await createPractice(t.runtime.db);
  });
  afterAll(() => t.close());

  it('lists every mail sent and shows its text', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = new TestClient(t.app, practice.host);
    expect((await c.post('/api/v1/users/password', { email: user.email })).statusCode).toBe(202);
    await waitForMailTo(t.runtime.db, user.email);

    const list = await c.get(`/api/v1/mailbox?to=${encodeURIComponent(user.email)}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total']).toBe('1');
    const [summary] = list.json().data;
    expect(summary).toMatchObject({ to: user.email, subject: 'Reset your password' });

    const shown = await c.get(`/api/v1/mailbox/${summary.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ id: summary.id, to: user.email, from: '"Test Practice" <no-reply@advice.localhost>' });
    expect(shown.json().data.text).toContain(`http://${practice.host}/users/password/new?reset_password_token=`);
    const delivered = await waitFor(async () => {
      const row = await lastMailTo(t.runtime.db, user.email);
      return row?.status === 'delivered' ? row : undefined;
    });
    expect(delivered.text).toBe(shown.json().data.text);
  });

  it('shows the files attached to a mail whole', async () => {
    await queueInvitation(t, practice.id, 'guest@mailbox.test');
    const c = new TestClient(t.app, practice.host);
    const [summary] = (await c.get('/api/v1/mailbox?to=guest%40mailbox.test')).json().data;
    const shown = await c.get(`/api/v1/mailbox/${summary.id}`);
    expect(shown.json().data.attachments).toEqual([calendarFile]);
  });

  it('answers 404 for a mail that does not exist', async () => {
    const response = await new TestClient(t.app, practice.host).get(`/api/v1/mailbox/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('resource.not_found');
  });
});
