import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import type { TestClient } from '../../testing/client.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, multipartForm, sessionFor } from '../cases/cases.testing.ts';

/*
 * The walk: a document concealed from the client never reaches them by any path they have. One
 * pack carries a visible and a concealed document; staff do everything they may with both (send the pack,
 * rename, ask for signatures, upload a newer version), then every path the client has is read and must not
 * name, count or serve the concealed one. Staff's own reads show it, so each absence means something.
 */

let t: TestApp;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;
let packId: string;
let visibleId: string;
let concealedId: string;
/** The concealed document's newer version, concealed like the one it replaces. */
let newerId: string;
const concealedName = 'Internal compliance notes';
const concealedRenamed = 'Compliance file note';

async function onePagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}

async function upload(caseId: string, fields: Record<string, string>): Promise<string> {
  const form = multipartForm({ category: 'investment', ...fields }, { filename: 'document.pdf', content: await onePagePdf() });
  const response = await asAdviser.request('POST', `/api/v1/client-cases/${caseId}/documents`, {
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

/** The body of a signing draft asking `signer` alone for one signature on the first page. */
const draftFor = (signer: 'client' | 'adviser') => ({
  signers: [{ role: signer }],
  placements: [{ id: randomUUID(), signer, type: 'addSignaturePlaceholder', page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.06 }],
  reminder_every_days: 0,
});

/** Drafts and sends a signing request; one the signing rules refuse is left at that. */
async function askToSign(documentId: string, signer: 'client' | 'adviser'): Promise<void> {
  const drafted = await asAdviser.request('PUT', `/api/v1/documents/${documentId}/signing`, { payload: draftFor(signer) });
  if (drafted.statusCode === 200) await asAdviser.request('POST', `/api/v1/documents/${documentId}/signing/send`);
}

/** Fails naming the path when a response's body mentions the concealed document by id or by either of its names. */
function expectNoTrace(path: string, body: string): void {
  for (const trace of [concealedId, newerId, concealedName, concealedRenamed])
    expect(body.includes(trace), `${path} names ${trace}`).toBe(false);
}

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  asClient = await sessionFor(t.app, t.runtime.db, cast.client, cast.practice.host);
  asAdviser = await sessionFor(t.app, t.runtime.db, cast.adviser, cast.practice.host);
  packId = await insertCase(t.runtime.db, {
    practiceId: cast.practice.id,
    clientId: cast.client.id,
    adviserId: cast.adviser.id,
    type: 'recommendation_pack_case',
    status: 'submitted',
  });
  visibleId = await upload(packId, { name: 'Suitability report', concealed: 'false', e_signature: 'true' });
  concealedId = await upload(packId, { name: concealedName, concealed: 'true', auto_email_on_update: 'true', e_signature: 'true' });

  // Staff do with both what they may: rename the concealed one, send the pack, ask for signatures on each.
  const renamed = await asAdviser.request('PATCH', `/api/v1/client-cases/${packId}/documents/${concealedId}`, {
    payload: { name: concealedRenamed },
  });
  expect(renamed.statusCode).toBe(200);
  const { version } = (await asAdviser.get(`/api/v1/client-cases/${packId}`)).json().data;
  expect((await asAdviser.request('POST', `/api/v1/client-cases/${packId}/send`, { payload: { version } })).statusCode).toBe(200);
  await askToSign(visibleId, 'client');
  // The client cannot be asked to sign what they cannot see; the adviser alone can sign it.
  await askToSign(concealedId, 'client');
  await askToSign(concealedId, 'adviser');
  // A newer version of the concealed document, whose flag would e-mail a client who could see it.
  const form = multipartForm({}, { filename: 'document.pdf', content: await onePagePdf() });
  const newer = await asAdviser.request('POST', `/api/v1/client-cases/${packId}/documents/${concealedId}/versions`, {
    payload: form.payload,
    headers: form.headers,
  });
  expect(newer.statusCode).toBe(201);
  newerId = newer.json().data.id;
});
afterAll(() => t.close());

describe('a document concealed from the client', () => {
  it('is there for staff, so the walk below is about the client alone', async () => {
    const list = await asAdviser.get(`/api/v1/client-cases/${packId}/documents`);
    expect(list.body).toContain(concealedRenamed);
    expect((await asAdviser.get('/api/v1/documents')).body).toContain(concealedRenamed);
    expect((await asAdviser.get(`/api/v1/client-cases/${packId}/documents/${concealedId}/download`)).statusCode).toBe(200);
  });

  it('is not in the case’s document list, its overview or its count', async () => {
    const list = await asClient.get(`/api/v1/client-cases/${packId}/documents`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { id: string }) => d.id)).toEqual([visibleId]);
    expect(list.headers['x-total']).toBe('1');
    expectNoTrace('the case’s documents', list.body);
    const overview = await asClient.get(`/api/v1/client-cases/${packId}`);
    expect(overview.statusCode).toBe(200);
    expectNoTrace('the case overview', overview.body);
  });

  it('cannot be downloaded, in either version (404, as if it did not exist)', async () => {
    for (const id of [concealedId, newerId]) {
      const response = await asClient.get(`/api/v1/client-cases/${packId}/documents/${id}/download`);
      expect(response.statusCode).toBe(404);
      expectNoTrace('the download', response.body);
    }
  });

  it('is not on the documents page, in either list', async () => {
    for (const query of ['', '?filter=awaiting_signature']) {
      const response = await asClient.get(`/api/v1/documents${query}`);
      expect(response.statusCode).toBe(200);
      expectNoTrace(`/documents${query}`, response.body);
    }
    const all = await asClient.get('/api/v1/documents');
    expect(all.json().data.map((d: { id: string }) => d.id)).toEqual([visibleId]);
    expect(all.headers['x-total']).toBe('1');
  });

  it('is not in the business pack, which the client cannot download at all', async () => {
    const response = await asClient.get(`/api/v1/client-cases/${packId}/business-pack.zip`);
    expect([403, 404]).toContain(response.statusCode);
    expectNoTrace('the business pack', response.body);
  });

  it('is named by no event of the case’s audit trail as the client reads it', async () => {
    const response = await asClient.get(`/api/v1/client-cases/${packId}/audit-trail?per_page=100`);
    expect(response.statusCode).toBe(200);
    expectNoTrace('the audit trail', response.body);
    const staffTrail = await asAdviser.get(`/api/v1/client-cases/${packId}/audit-trail?per_page=100`);
    expect(staffTrail.body).toContain(concealedRenamed);
    const staffActions = (staffTrail.json().data as { action: string; after: { document_id?: string } | null }[])
      .filter((event) => event.after?.document_id === concealedId)
      .map((event) => event.action);
    expect(staffActions).toEqual(expect.arrayContaining(['signing_drafted', 'signing_sent']));
  });

  it('is named by none of the client’s notifications or e-mails', async () => {
    const notifications = await asClient.get('/api/v1/users/notifications?per_page=100');
    expect(notifications.statusCode).toBe(200);
    expectNoTrace('the notifications', notifications.body);
    const mails = await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.client.email));
    for (const mail of mails) expectNoTrace(`the e-mail “${mail.subject}”`, `${mail.subject}\n${mail.text}\n${mail.html}`);
  });

  it('is not in the client’s personal-data download', async () => {
    const response = await asClient.get(`/api/v1/users/${cast.client.id}/personal-data`);
    expect(response.statusCode).toBe(200);
    expectNoTrace('the personal-data download', response.body);
  });

  it('cannot be opened, signed, declined or downloaded through signing, in either version (404)', async () => {
    for (const id of [concealedId, newerId]) {
      const base = `/api/v1/documents/${id}/signing`;
      const calls: [string, string, object?][] = [
        ['GET', base],
        ['GET', `${base}/signed.pdf`],
        ['GET', `${base}/certificate.pdf`],
        ['POST', `${base}/passcode`],
        ['POST', `${base}/decline`, { reason: 'I do not know this document' }],
        ['PATCH', '/api/v1/sign', { document_id: id, fields: [] }],
      ];
      for (const [method, path, payload] of calls) {
        const response = await asClient.request(method as 'GET', path, payload ? { payload } : {});
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expectNoTrace(`${method} ${path}`, response.body);
      }
    }
  });
});
