import { randomBytes } from 'node:crypto';
import { auditSentence, supportReferencePattern } from '@advice/domain';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, users } from '../../db/schema/index.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { logMarker } from '../../testing/log-capture.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;
const url = '/api/v1/technical-support/send-request';
const supportDesk = 'desk@support.test';

type Practice = { id: string; host: string };
let practice: Practice;
let other: Practice;
let client: CreatedUser;
let adviser: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({ supportEmail: supportDesk });
  const db = t.runtime.db;
  practice = await createPractice(db, { name: 'Harbour Wealth' });
  other = await createPractice(db, { name: 'Other Advice' });
  adviser = await createUser(db, { practiceId: practice.id, role: 'adviser' });
  client = await createUser(db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
  await db.update(users).set({ firstName: 'Charlotte', lastName: 'Hughes' }).where(eq(users.id, client.id));
});
afterAll(() => t.close());

const as = (user: CreatedUser, host = practice.host) => sessionFor(t.app, t.runtime.db, user, host);

type Part = { field: string; filename: string; contentType: string; content: Buffer };

/** A multipart form as the browser sends it: the text fields, then each file in its field. */
function form(fields: Record<string, string>, files: Part[] = []) {
  const boundary = `----support-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
    parts.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function fieldsOf(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    full_name: 'Charlotte Hughes',
    email: 'charlotte.home@example.test',
    firm_name: 'Harbour Wealth',
    user_account: 'client',
    device: 'macos',
    occurred_on: daysFromNow(-1),
    browser: 'safari',
    url: 'https://harbour.example.test/fact-find',
    area: 'fact_find',
    title: 'The fact find will not save',
    client_reference: 'CASE-1042',
    overview: `I press Save and nothing happens. ${logMarker}`,
    ...overrides,
  };
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 68, b: 120 } } })
    .png()
    .toBuffer();
}

const screenshot = async (filename: string): Promise<Part> => ({
  field: 'screenshots',
  filename,
  contentType: 'image/png',
  content: await png(64, 48),
});

async function send(caller: TestClient, fields: Record<string, string>, files: Part[] = []) {
  return caller.request('POST', url, form(fields, files));
}

async function mailsTo(to: string) {
  return t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.createdAt));
}

describe('sending a technical support request', () => {
  it('mails every field and both screenshots to the support desk, confirms to the sender and records the event', async () => {
    const caller = await as(client);
    const files = [await screenshot('save-button.png'), await screenshot('error.png')];
    const response = await send(caller, fieldsOf(), files);
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json().data;
    expect(sent.reference).toMatch(supportReferencePattern);
    expect(sent.message).toBe(`Your request ${sent.reference} has been sent to our support team.`);
    expect(sent.first_response).toBe('Our support team will give you a first response within 48 hours.');

    const [mail] = (await mailsTo(supportDesk)).filter((row) => row.subject.includes(sent.reference));
    expect(mail?.subject).toBe(`Technical support request ${sent.reference}: The fact find will not save`);
    expect(mail?.replyTo).toBe('charlotte.home@example.test');
    expect(mail?.practiceId).toBe(practice.id);
    for (const line of [
      'Area of use: Fact find',
      'Device: Mac',
      'Browser: Safari',
      'URL: https://harbour.example.test/fact-find',
      'Client e-mail or case reference: CASE-1042',
      'Full name: Charlotte Hughes',
      'E-mail: charlotte.home@example.test',
      'Firm: Harbour Wealth',
      'User account: Client',
      `Signed in as: Charlotte Hughes <${client.email}>, Client at Harbour Wealth`,
      'I press Save and nothing happens.',
      '- save-button.png (screenshot',
    ])
      expect(mail?.text).toContain(line);
    expect(mail?.attachments.map((file) => [file.file_name, file.content_type, file.encoding])).toEqual([
      ['save-button.png', 'image/png', 'base64'],
      ['error.png', 'image/png', 'base64'],
    ]);
    expect(Buffer.from(mail?.attachments[0]?.content ?? '', 'base64').equals(files[0]?.content ?? Buffer.alloc(0))).toBe(true);

    const [confirmation] = await mailsTo(client.email);
    expect(confirmation?.subject).toBe(`We received your support request ${sent.reference}`);
    expect(confirmation?.text).toContain('first response within 48 hours');
    expect(await mailsTo('charlotte.home@example.test')).toEqual([]);

    const [event] = await t.runtime.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, client.id), eq(auditEvents.action, 'support_request_sent')));
    expect(event?.entityKind).toBe('client');
    expect(
      auditSentence({
        entity_kind: 'client',
        action: 'support_request_sent',
        actor_name: 'Charlotte Hughes',
        before: null,
        after: event?.after ?? null,
        document: null,
        person_name: null,
      }),
    ).toBe(`Charlotte Hughes sent the technical support request ${sent.reference} “The fact find will not save”`);
  });

  it('takes a request from staff with a PDF file and no screenshots, recorded on their user', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const response = await send(await as(adviser), fieldsOf({ user_account: 'adviser', url: '', client_reference: '' }), [
      { field: 'file', filename: 'statement.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = (await mailsTo(supportDesk)).filter((row) => row.subject.includes(response.json().data.reference));
    expect(mail?.text).toContain('URL: not given');
    expect(mail?.attachments.map((file) => file.content_type)).toEqual(['application/pdf']);
    const [event] = await t.runtime.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, adviser.id), eq(auditEvents.action, 'support_request_sent')));
    expect(event?.entityKind).toBe('user');
  });
});

describe('refusals', () => {
  it('answers 400 naming each missing field', async () => {
    const response = await send(await as(client), { email: 'charlotte@example.test' });
    expect(response.statusCode).toBe(400);
    const pointers = response.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    for (const field of ['full_name', 'firm_name', 'user_account', 'device', 'occurred_on', 'browser', 'area', 'title', 'overview'])
      expect(pointers).toContain(`/${field}`);
    expect(pointers).not.toContain('/url');
    expect(pointers).not.toContain('/client_reference');
  });

  it('answers 400 for a malformed e-mail, a bad address, an unknown option and a date in the future', async () => {
    const response = await send(
      await as(client),
      fieldsOf({ email: 'charlotte-at-home', url: 'ftp://files.example', browser: 'netscape', occurred_on: daysFromNow(3) }),
    );
    expect(response.statusCode).toBe(400);
    const byField = Object.fromEntries(
      response.json().errors.map((error: { source: { pointer: string }; detail: string }) => [error.source.pointer, error.detail]),
    );
    expect(byField).toEqual({
      '/email': 'Enter an e-mail address like name@example.com',
      '/url': 'Enter the address of the page, starting with http:// or https://',
      '/browser': 'Choose one of the options',
      '/occurred_on': 'The date cannot be in the future. Enter the day the problem happened.',
    });
  });

  it('answers 422 for a screenshot that is not an image by its content, naming the file', async () => {
    const response = await send(await as(client), fieldsOf(), [
      {
        field: 'screenshots',
        filename: 'screen.png',
        contentType: 'image/png',
        content: Buffer.from('MZ this is a program, not a picture'),
      },
    ]);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 'upload.type_not_allowed', source: { pointer: '/screenshots' } });
    expect(errorOf(response).detail).toContain('“screen.png”');
  });

  it('answers 422 for a PDF sent as a screenshot, which takes only images', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const response = await send(await as(client), fieldsOf(), [
      { field: 'screenshots', filename: 'report.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).detail).toBe('“report.pdf” is a .pdf file. Upload a PNG, JPG or WebP file.');
  });

  it('answers 413 when the files add up to more than 10 MB, and mails nothing', async () => {
    const before = (await mailsTo(supportDesk)).length;
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(5_300_000)]);
    const response = await send(await as(client), fieldsOf(), [
      { field: 'screenshots', filename: 'one.png', contentType: 'image/png', content: big },
      { field: 'screenshots', filename: 'two.png', contentType: 'image/png', content: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({
      code: 'upload.too_large',
      detail: 'All files together can be at most 10 MB. Remove a file or attach smaller ones.',
    });
    expect((await mailsTo(supportDesk)).length).toBe(before);
  });

  it('answers 400 for more than five screenshots, and for a second file', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => screenshot(`shot-${i}.png`)));
    const tooMany = await send(await as(client), fieldsOf(), six);
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).detail).toBe('Attach 5 screenshots or fewer.');
    const twoFiles = await send(await as(client), fieldsOf(), [
      { ...(await screenshot('a.png')), field: 'file' },
      { ...(await screenshot('b.png')), field: 'file' },
    ]);
    expect(twoFiles.statusCode).toBe(400);
    expect(errorOf(twoFiles).source?.pointer).toBe('/file');
  });

  it('answers 400 for a JSON body instead of a form', async () => {
    const response = await (await as(client)).post(url, fieldsOf());
    expect(response.statusCode).toBe(400);
  });
});

describe('who may send', () => {
  it('takes every role of a practice', async () => {
    for (const role of ['director', 'admin'] as const) {
      const user = await createUser(t.runtime.db, { practiceId: practice.id, role });
      const response = await send(await as(user), fieldsOf({ user_account: role }));
      expect({ role, status: response.statusCode }).toEqual({ role, status: 201 });
    }
  });

  it('refuses a signed-out visitor with 401 and a platform admin with 403', async () => {
    const signedOut = await send(new TestClient(t.app, practice.host), fieldsOf());
    expect(signedOut.statusCode).toBe(401);
    const admin = await createUser(t.runtime.db, { practiceId: null, role: 'super_admin' });
    const platform = await send(await as(admin), fieldsOf());
    expect(platform.statusCode).toBe(403);
  });

  it('refuses another practice’s session on this practice’s host', async () => {
    const stranger = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
    const response = await send(await as(stranger, practice.host), fieldsOf());
    expect([401, 403]).toContain(response.statusCode);
  });
});
