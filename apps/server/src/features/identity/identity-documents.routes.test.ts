import { type Identification, type IdentityDocument, identityMessages, typeRefusal, uploadPolicies } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, notifications, users } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import type { CreatedUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, multipartForm, pdfBytes, sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const as = (cast: Pick<CaseCast, 'practice'>, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const base = (clientId: string) => `/api/v1/clients/${clientId}/identification`;
const documents = (clientId: string) => `${base(clientId)}/documents`;
const one = (clientId: string, documentId: string) => `${documents(clientId)}/${documentId}`;
const copies = (clientId: string) => `${base(clientId)}/copy-requests`;
const awaited = '/api/v1/identification/copy-requests/awaited';

async function newCast(): Promise<CaseCast> {
  const cast = await createCaseCast(db());
  await db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
  return cast;
}

/** Adds a document with its scan, as the page's form sends it. */
async function addWithScan(c: TestClient, clientId: string, fields: Record<string, string>, content = pdfBytes('passport scan')) {
  const form = multipartForm(fields, { field: 'file', filename: 'passport.pdf', contentType: 'application/pdf', content });
  return c.request('POST', documents(clientId), { payload: form.payload, headers: form.headers });
}

async function added(response: Awaited<ReturnType<TestClient['post']>>, name: string): Promise<IdentityDocument> {
  expect(response.statusCode, response.body).toBe(201);
  const document = (response.json().data as Identification).documents.find((item) => item.name === name);
  if (!document) throw new Error(`${name} not listed`);
  return document;
}

async function namesSeenBy(c: TestClient, clientId: string): Promise<string[]> {
  const response = await c.get(base(clientId));
  expect(response.statusCode).toBe(200);
  return (response.json().data as Identification).documents.map((document) => document.name);
}

describe('identity documents', () => {
  it('the client adds one with its scan, staff add one on their behalf, each says who changed it last; both download the scan', async () => {
    const cast = await newCast();
    const client = await as(cast, cast.client);
    const passport = await added(
      await addWithScan(client, cast.client.id, {
        type: 'government_document',
        name: 'Passport',
        number: '123456789',
        issued_by: 'HM Passport Office',
        expires_on: '2031-05-01',
      }),
      'Passport',
    );
    expect(passport).toMatchObject({
      type: 'government_document',
      access: 'normal',
      number: '123456789',
      issued_by: 'HM Passport Office',
      expires_on: '2031-05-01',
      file: { file_name: 'passport.pdf', content_type: 'application/pdf', download_url: `${one(cast.client.id, passport.id)}/file` },
      created_by: { id: cast.client.id },
    });

    const admin = await as(cast, cast.supporting);
    const birth = await added(
      await admin.post(documents(cast.client.id), { type: 'other_document', name: 'Birth certificate' }),
      'Birth certificate',
    );
    expect(birth).toMatchObject({ file: null, expires_on: null, number: '', created_by: { id: cast.supporting.id } });

    const adviser = await as(cast, cast.adviser);
    const edited = await adviser.patch(one(cast.client.id, passport.id), { number: '987654321', expires_on: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.message).toBe(identityMessages['identity.documentUpdated']);
    const now = (edited.json().data as Identification).documents.find((item) => item.id === passport.id);
    expect(now).toMatchObject({ number: '987654321', expires_on: null, updated_by: { id: cast.adviser.id, name: 'Priya Shah' } });

    for (const reader of [client, adviser, admin, await as(cast, cast.director)]) {
      const download = await reader.get(`${one(cast.client.id, passport.id)}/file`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe('attachment; filename="passport.pdf"');
      expect(download.rawPayload.equals(pdfBytes('passport scan'))).toBe(true);
    }
    const removed = await client.delete(one(cast.client.id, birth.id));
    expect(removed.json().data).toMatchObject({ message: identityMessages['identity.documentRemoved'] });
    expect(await namesSeenBy(client, cast.client.id)).toEqual(['Passport']);
  });

  it('refuses a file that is not a PDF, JPEG or PNG by its content, a missing name beside the field, and stores nothing', async () => {
    const cast = await newCast();
    const client = await as(cast, cast.client);
    const refused = await addWithScan(client, cast.client.id, { type: 'government_document', name: 'Passport' }, Buffer.from('just text'));
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: typeRefusal(uploadPolicies.identityDocument, 'passport.pdf', { ext: null }).detail,
      source: { pointer: '/file' },
    });
    const unnamed = await client.post(documents(cast.client.id), { type: 'government_document', name: '  ' });
    expect(unnamed.statusCode).toBe(400);
    expect(errorOf(unnamed).source?.pointer).toBe('/name');
    expect(await namesSeenBy(client, cast.client.id)).toEqual([]);
  });

  it('a restricted document shows only to the client and their adviser, by list and download; others cannot make or reach one', async () => {
    const cast = await newCast();
    const client = await as(cast, cast.client);
    const secret = await added(
      await addWithScan(client, cast.client.id, { type: 'government_document', access: 'restricted', name: 'Residence permit' }),
      'Residence permit',
    );
    await added(await client.post(documents(cast.client.id), { type: 'other_document', name: 'Utility bill' }), 'Utility bill');

    const adviser = await as(cast, cast.adviser);
    expect(await namesSeenBy(adviser, cast.client.id)).toEqual(['Residence permit', 'Utility bill']);
    expect((await adviser.get(`${one(cast.client.id, secret.id)}/file`)).statusCode).toBe(200);

    for (const member of [cast.additional, cast.supporting, cast.supportingWithRights, cast.director]) {
      const c = await as(cast, member);
      expect(await namesSeenBy(c, cast.client.id), member.role).toEqual(['Utility bill']);
      expect((await c.get(`${one(cast.client.id, secret.id)}/file`)).statusCode).toBe(404);
      if (member === cast.director) continue;
      expect((await c.patch(one(cast.client.id, secret.id), { name: 'Visa' })).statusCode).toBe(404);
      expect((await c.delete(one(cast.client.id, secret.id))).statusCode).toBe(404);
      const made = await c.post(documents(cast.client.id), { type: 'other_document', access: 'restricted', name: 'Mine' });
      expect(made.statusCode).toBe(422);
      expect(errorOf(made)).toMatchObject({ detail: identityMessages['identity.restrictedNotAllowed'], source: { pointer: '/access' } });
    }
    const additional = await as(cast, cast.additional);
    expect((await additional.post(copies(cast.client.id), { document_id: secret.id })).statusCode).toBe(404);

    // What the client's staff read of the trail names no restricted document.
    const events = await db().select().from(auditEvents).where(eq(auditEvents.entityId, cast.client.id));
    expect(JSON.stringify(events.map((event) => [event.before, event.after]))).not.toContain('Residence permit');
  });
});

describe('physical copies', () => {
  it('the adviser asks for one: the client gets a bell and a mail, both sides see it until it is marked received', async () => {
    const cast = await newCast();
    const client = await as(cast, cast.client);
    const passport = await added(
      await client.post(documents(cast.client.id), { type: 'government_document', name: 'Passport' }),
      'Passport',
    );
    const adviser = await as(cast, cast.adviser);
    expect((await client.post(copies(cast.client.id), { document_id: passport.id })).statusCode).toBe(403);

    const asked = await adviser.post(copies(cast.client.id), { document_id: passport.id, note: 'The certified copy, please' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.message).toBe(identityMessages['identity.copyRequested']);
    const [request] = (asked.json().data as Identification).copy_requests;
    expect(request).toMatchObject({
      document_id: passport.id,
      document_name: 'Passport',
      note: 'The certified copy, please',
      received_at: null,
    });

    const bells = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cast.client.id), eq(notifications.kind, 'identity.copy_requested')));
    expect(bells).toHaveLength(1);
    expect(bells[0]).toMatchObject({ title: 'Physical copy requested', link: '/my-identification' });
    expect(bells[0]?.body).toContain('Priya Shah asked for a physical copy of your identity document “Passport”');
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.client.email));
    expect(mails.some((mail) => mail.subject.includes('Physical copy requested'))).toBe(true);

    const clientList = await client.get(copies(cast.client.id));
    expect(clientList.headers['x-total']).toBe('1');
    const staffList = await adviser.get(awaited);
    expect(staffList.json().data).toEqual([
      {
        id: request?.id,
        client: { id: cast.client.id, first_name: expect.any(String), last_name: expect.any(String) },
        document_name: 'Passport',
        requested_at: expect.any(String),
      },
    ]);
    expect((await (await as(cast, cast.stranger)).get(awaited)).json().data).toEqual([]);
    expect((await adviser.post(copies(cast.client.id), { document_id: passport.id })).statusCode).toBe(409);

    const received = await adviser.post(`${copies(cast.client.id)}/${request?.id}/received`);
    expect(received.statusCode).toBe(200);
    expect(received.json().data).toMatchObject({ message: identityMessages['identity.copyReceived'], copy_requests: [] });
    expect((await client.get(copies(cast.client.id))).headers['x-total']).toBe('0');
    expect((await adviser.get(awaited)).headers['x-total']).toBe('0');
    expect((await adviser.post(`${copies(cast.client.id)}/${request?.id}/received`)).statusCode).toBe(409);
  });
});

describe('the personal-data download', () => {
  it('carries the client’s own identification, restricted documents included', async () => {
    const cast = await newCast();
    const client = await as(cast, cast.client);
    await client.put(`${base(cast.client.id)}/personal-details`, { version: 0, nationalities: ['GB'], residencies: ['SG'] });
    await added(
      await client.post(documents(cast.client.id), { type: 'government_document', access: 'restricted', name: 'Residence permit' }),
      'Residence permit',
    );
    const response = await client.get(`/api/v1/users/${cast.client.id}/personal-data`);
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(response.body) as { identification: Record<string, unknown> };
    expect(data.identification).toMatchObject({
      nationalities: ['United Kingdom'],
      residencies: ['Singapore'],
      documents: [{ name: 'Residence permit', access: 'restricted' }],
    });
  });
});
