import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, caseBatchUploads, caseDocuments, clientCases } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { storageKeyOf, sweepOrphansNow } from '../../testing/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, multipartForm, pdfBytes, sessionFor } from './cases.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asAdviser: TestClient;
let asStranger: TestClient;
let asClient: TestClient;
let asDirector: TestClient;
let asForeignDirector: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  const as = (user: CreatedUser) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);
  [asAdviser, asStranger, asClient, asDirector] = await Promise.all([
    as(cast.adviser),
    as(cast.stranger),
    as(cast.client),
    as(cast.director),
  ]);
  const other = await createPractice(t.runtime.db);
  const foreignDirector = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
  asForeignDirector = await sessionFor(t.app, t.runtime.db, foreignDirector, other.host);
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const uploadsUrl = '/api/v1/clients/new-packs/uploads';
const newClient = () => createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });

function stage(as: TestClient, { filename = 'Annual charges.pdf', content = pdfBytes('charges 2026') } = {}) {
  const form = multipartForm({}, { filename, content });
  return as.request('POST', uploadsUrl, { payload: form.payload, headers: form.headers });
}

async function stagedId(as: TestClient, content = pdfBytes('charges 2026')): Promise<string> {
  const response = await stage(as, { content });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

async function uploadRow(id: string) {
  const [row] = await db().select().from(caseBatchUploads).where(eq(caseBatchUploads.id, id));
  return row ?? null;
}

async function casesOf(clientIds: string[]) {
  return db().select({ id: clientCases.id }).from(clientCases).where(inArray(clientCases.clientId, clientIds));
}

describe('staging a new file for a batch of packs', () => {
  it('accepts a file checked like a case document, for its uploader, kept for 24 hours', async () => {
    const response = await stage(asAdviser);
    expect(response.statusCode).toBe(201);
    const upload = response.json().data;
    expect(upload).toMatchObject({
      name: 'Annual charges',
      file_name: 'Annual charges.pdf',
      content_type: 'application/pdf',
      size_bytes: pdfBytes('charges 2026').length,
    });
    expect(Date.parse(upload.expires_at) - Date.parse(upload.created_at)).toBe(24 * 60 * 60 * 1000);
    const row = await uploadRow(upload.id);
    expect(row).toMatchObject({ practiceId: cast.practice.id, uploadedBy: cast.adviser.id });
    expect(await t.runtime.storage.get(await storageKeyOf(db(), row?.fileId))).toEqual(pdfBytes('charges 2026'));
  });

  it('refuses content that is not an accepted type, whatever its name says (422)', async () => {
    const response = await stage(asAdviser, { filename: 'charges.pdf', content: Buffer.from('#!/bin/sh\necho not a pdf\n') });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 'upload.type_not_allowed', source: { pointer: '/file' } });
    expect(errorOf(response).detail).toMatch(/^“charges\.pdf” is named as a \.pdf file, but its content is not one/u);
  });

  it('refuses a file over 25 MB (26214400 bytes) with 413 and a forbidden name with 422, storing nothing', async () => {
    const before = await db().select().from(caseBatchUploads).where(eq(caseBatchUploads.uploadedBy, cast.adviser.id));
    const tooBig = Buffer.concat([pdfBytes(), Buffer.alloc(26_214_401 - pdfBytes().length, 0x20)]);
    const big = await stage(asAdviser, { content: tooBig });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).detail).toBe('This file is larger than 25 MB, the largest file you can upload here.');
    const badName = await stage(asAdviser, { filename: 'charges.pdf.exe' });
    expect(badName.statusCode).toBe(422);
    expect(errorOf(badName)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: expect.stringMatching(/^“charges\.pdf\.exe” is a \.exe file\. Upload a PDF, /u),
    });
    const after = await db().select().from(caseBatchUploads).where(eq(caseBatchUploads.uploadedBy, cast.adviser.id));
    expect(after.length).toBe(before.length);
  });

  it('answers 400 naming the file when none is sent; clients may not stage files (403)', async () => {
    const empty = multipartForm({ note: 'no file' });
    const none = await asAdviser.request('POST', uploadsUrl, { payload: empty.payload, headers: empty.headers });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).source?.pointer).toBe('/file');
    expect((await stage(asClient)).statusCode).toBe(403);
  });

  it('exists while either kind of pack is on for the practice (404 when both are off)', async () => {
    const off = await createPractice(db(), { featureFlags: {} });
    const onlyRecommendations = await createPractice(db(), { featureFlags: { recommendationPack: true } });
    const offDirector = await createUser(db(), { practiceId: off.id, role: 'director' });
    const onDirector = await createUser(db(), { practiceId: onlyRecommendations.id, role: 'director' });
    expect((await stage(await sessionFor(t.app, db(), offDirector, off.host))).statusCode).toBe(404);
    expect((await stage(await sessionFor(t.app, db(), onDirector, onlyRecommendations.host))).statusCode).toBe(201);
  });

  it('sweeps the practice’s uploads no batch used within 24 hours, with their files', async () => {
    const id = await stagedId(asAdviser, pdfBytes('left behind'));
    const key = await storageKeyOf(db(), (await uploadRow(id))?.fileId);
    await db().update(caseBatchUploads).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(caseBatchUploads.id, id));
    const client = await newClient();
    const late = await asAdviser.post('/api/v1/documents-packs/bulk-create', {
      client_ids: [client.id],
      name: 'Too late',
      uploads: [{ upload_id: id, category: 'charges' }],
    });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).source?.pointer).toBe('/uploads/0/upload_id');
    await stagedId(asStranger);
    expect(await uploadRow(id)).toBeNull();
    await sweepOrphansNow(t.runtime);
    expect(await t.runtime.storage.get(key)).toBeNull();
  });
});

describe('a batch of packs with staged uploads', () => {
  it('gives each pack its own document of each upload, with its category and note; each client downloads their own', async () => {
    const first = cast.client;
    const second = await newClient();
    const uploadId = await stagedId(asAdviser);
    const response = await asAdviser.post('/api/v1/documents-packs/bulk-create', {
      client_ids: [first.id, second.id],
      name: 'Annual charges 2026',
      cover_note: 'Your annual statement of charges.',
      uploads: [{ upload_id: uploadId, category: 'charges', note: 'Please keep this for your records.' }],
    });
    expect(response.statusCode).toBe(201);
    const { created, refused } = response.json().data;
    expect(refused).toEqual([]);
    expect(created).toHaveLength(2);

    const documents = await db()
      .select()
      .from(caseDocuments)
      .where(
        inArray(
          caseDocuments.caseId,
          created.map((c: { case_id: string }) => c.case_id),
        ),
      );
    expect(documents).toHaveLength(2);
    expect(new Set(documents.map((d) => d.caseId)).size).toBe(2);
    for (const document of documents)
      expect(document).toMatchObject({
        name: 'Annual charges',
        category: 'charges',
        noteForClient: 'Please keep this for your records.',
        contentType: 'application/pdf',
        uploadedBy: cast.adviser.id,
      });
    expect(await uploadRow(uploadId)).toBeNull();

    const asSecond = await sessionFor(t.app, db(), second, cast.practice.host);
    for (const [as, { case_id: caseId }] of [
      [asClient, created.find((c: { client_id: string }) => c.client_id === first.id)],
      [asSecond, created.find((c: { client_id: string }) => c.client_id === second.id)],
    ] as const) {
      expect((await asAdviser.post(`/api/v1/client-cases/${caseId}/send`, { version: 1 })).statusCode).toBe(200);
      const pack = (await as.get(`/api/v1/client-cases/${caseId}`)).json().data;
      expect(pack.documents).toMatchObject([{ name: 'Annual charges', category: 'charges', note: 'Please keep this for your records.' }]);
      const download = await as.get(pack.documents[0].download_url);
      expect([download.statusCode, download.rawPayload.equals(pdfBytes('charges 2026'))]).toEqual([200, true]);
    }
    const otherPack = created.find((c: { client_id: string }) => c.client_id === second.id).case_id;
    expect((await asClient.get(`/api/v1/client-cases/${otherPack}`)).statusCode).toBe(404);

    const [audit] = await db()
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, otherPack), eq(auditEvents.action, 'document_added')));
    expect(audit?.after).toMatchObject({ category: 'charges', upload_id: uploadId });
  });

  it('takes copied documents and uploads together, and an upload only once', async () => {
    const client = await newClient();
    const uploadId = await stagedId(asAdviser);
    const body = { client_ids: [client.id], name: 'Review pack', uploads: [{ upload_id: uploadId, name: 'Charges', category: 'charges' }] };
    const response = await asAdviser.post('/api/v1/clients/new-recommendation-packs', body);
    expect(response.statusCode).toBe(201);
    const caseId = response.json().data.created[0].case_id;
    const pack = (await asAdviser.get(`/api/v1/client-cases/${caseId}`)).json().data;
    expect(pack.documents).toMatchObject([{ name: 'Charges', category: 'charges', note: '' }]);

    const freshId = await stagedId(asAdviser, pdfBytes('fresh'));
    const together = await asAdviser.post('/api/v1/documents-packs/bulk-create', {
      client_ids: [client.id],
      name: 'Both kinds',
      documents: [{ document_id: pack.documents[0].id, note: 'Copied' }],
      uploads: [{ upload_id: freshId, category: 'banking', note: 'New' }],
    });
    expect(together.statusCode).toBe(201);
    const both = (await asAdviser.get(`/api/v1/client-cases/${together.json().data.created[0].case_id}`)).json().data;
    expect(both.documents.map((d: { name: string; category: string; note: string }) => [d.name, d.category, d.note]).sort()).toEqual(
      [
        ['Charges', 'charges', 'Copied'],
        ['Annual charges', 'banking', 'New'],
      ].sort(),
    );

    const again = await asAdviser.post('/api/v1/documents-packs/bulk-create', body);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'request.invalid', source: { pointer: '/uploads/0/upload_id' } });
    expect(errorOf(again).detail).toMatch(/no longer available/u);
  });

  it('refuses another staff member’s or another practice’s upload, naming the field, and creates nothing', async () => {
    const client = await newClient();
    const mine = await stagedId(asAdviser);
    const colleagues = await stagedId(asStranger);
    const foreign = await stagedId(asForeignDirector);
    for (const [index, id] of [colleagues, foreign].entries()) {
      const response = await asAdviser.post('/api/v1/documents-packs/bulk-create', {
        client_ids: [client.id],
        name: 'Should not exist',
        uploads: [
          { upload_id: mine, category: 'charges' },
          { upload_id: id, category: 'other' },
        ],
      });
      expect([index, response.statusCode]).toEqual([index, 400]);
      expect(errorOf(response).source?.pointer).toBe('/uploads/1/upload_id');
    }
    expect(await casesOf([client.id])).toEqual([]);
    expect(await uploadRow(mine)).not.toBeNull();
    expect(await uploadRow(colleagues)).not.toBeNull();
  });

  it('keeps an upload when every client is refused, so the batch can be sent again', async () => {
    const notMine = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.stranger.id });
    const uploadId = await stagedId(asAdviser);
    const response = await asAdviser.post('/api/v1/documents-packs/bulk-create', {
      client_ids: [notMine.id],
      name: 'Nobody gets this',
      uploads: [{ upload_id: uploadId, category: 'charges' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.created).toEqual([]);
    expect(await uploadRow(uploadId)).not.toBeNull();
  });

  it('refuses more than 50 documents in all and an upload without a category (400 per field)', async () => {
    const client = await newClient();
    const uploadId = await stagedId(asAdviser);
    const tooMany = await asAdviser.post('/api/v1/documents-packs/bulk-create', {
      client_ids: [client.id],
      name: 'Too many',
      documents: Array.from({ length: 30 }, () => ({ document_id: '00000000-0000-4000-8000-0000000000ff' })),
      uploads: Array.from({ length: 21 }, () => ({ upload_id: uploadId, category: 'charges' })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).source?.pointer).toBe('/documents');
    const noCategory = await asAdviser.post('/api/v1/documents-packs/bulk-create', {
      client_ids: [client.id],
      name: 'No category',
      uploads: [{ upload_id: uploadId }],
    });
    expect(noCategory.statusCode).toBe(400);
    expect(errorOf(noCategory).source?.pointer).toBe('/uploads/0/category');
    expect(await casesOf([client.id])).toEqual([]);
  });

  it('removing a client keeps the shared file while another pack holds it, and deletes it with the last', async () => {
    const leaving = await newClient();
    const staying = await newClient();
    const uploadId = await stagedId(asAdviser, pdfBytes('shared statement'));
    const key = await storageKeyOf(db(), (await uploadRow(uploadId))?.fileId);
    const response = await asAdviser.post('/api/v1/documents-packs/bulk-create', {
      client_ids: [leaving.id, staying.id],
      name: 'Statement',
      uploads: [{ upload_id: uploadId, category: 'charges' }],
    });
    expect(response.statusCode).toBe(201);
    const remove = (id: string) => asDirector.post(`/api/v1/clients/${id}/remove`, { current_password: cast.director.password });

    expect((await remove(leaving.id)).statusCode).toBe(200);
    await sweepOrphansNow(t.runtime);
    expect(await t.runtime.storage.get(key)).toEqual(pdfBytes('shared statement'));
    expect((await remove(staying.id)).statusCode).toBe(200);
    await sweepOrphansNow(t.runtime);
    expect(await t.runtime.storage.get(key)).toBeNull();
  });
});
