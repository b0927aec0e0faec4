import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDocuments, caseImages, clientCases } from '../../db/schema/index.ts';
import { signedIn, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { storageKeyOf, sweepOrphansNow } from '../../testing/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertCase, multipartForm, pdfBytes } from '../cases/cases.testing.ts';

let t: TestApp;
let practice: { id: string; host: string };
let adviser: CreatedUser;
let director: CreatedUser;
let asAdviser: TestClient;
let asDirector: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
  director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
  asAdviser = await signedIn(t.app, practice.host, adviser);
  asDirector = await signedIn(t.app, practice.host, director);
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const newClient = () => createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
const newPack = (clientId: string) =>
  insertCase(db(), { practiceId: practice.id, clientId, adviserId: adviser.id, type: 'document_pack_case', status: 'draft' });
const remove = (clientId: string) => asDirector.post(`/api/v1/clients/${clientId}/remove`, { current_password: director.password });

async function uploadDocument(caseId: string, name: string): Promise<{ id: string; key: string }> {
  const form = multipartForm({ category: 'investment', name }, { filename: `${name}.pdf`, content: pdfBytes(name) });
  const response = await asAdviser.request('POST', `/api/v1/client-cases/${caseId}/documents`, {
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode).toBe(201);
  const id: string = response.json().data.id;
  const [row] = await db().select().from(caseDocuments).where(eq(caseDocuments.id, id));
  if (!row) throw new Error('no document row');
  return { id, key: await storageKeyOf(db(), row.fileId) };
}

describe('removing a client deletes their case files after commit', () => {
  it('deletes each case document file no other document uses, keeps files a batch copy shares, and keeps the practice’s images', async () => {
    const leaving = await newClient();
    const staying = await newClient();
    const caseId = await newPack(leaving.id);
    const own = await uploadDocument(caseId, 'own-report');
    const shared = await uploadDocument(caseId, 'shared-terms');
    const batch = await asAdviser.post('/api/v1/documents-packs/bulk-create', {
      client_ids: [staying.id],
      name: 'Terms for everyone',
      cover_note: '',
      documents: [{ document_id: shared.id }],
    });
    expect(batch.statusCode).toBe(201);
    const [copy] = await db()
      .select()
      .from(caseDocuments)
      .innerJoin(clientCases, eq(clientCases.id, caseDocuments.caseId))
      .where(eq(clientCases.clientId, staying.id));
    expect(await storageKeyOf(db(), copy?.case_documents.fileId)).toBe(shared.key);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const image = multipartForm({}, { field: 'file', filename: 'view.png', contentType: 'image/png', content: png });
    expect(
      (await asAdviser.request('PUT', `/api/v1/client-cases/${caseId}/image`, { payload: image.payload, headers: image.headers }))
        .statusCode,
    ).toBe(200);
    const [practiceImage] = await db().select().from(caseImages).where(eq(caseImages.practiceId, practice.id));
    if (!practiceImage) throw new Error('no practice image');

    expect((await remove(leaving.id)).statusCode).toBe(200);
    await sweepOrphansNow(t.runtime);

    expect(await db().select().from(caseDocuments).where(eq(caseDocuments.caseId, caseId))).toEqual([]);
    expect(await t.runtime.storage.get(own.key)).toBeNull();
    expect(await t.runtime.storage.get(shared.key)).toEqual(pdfBytes('shared-terms'));
    const download = await asAdviser.get(`/api/v1/client-cases/${copy?.client_cases.id}/documents/${copy?.case_documents.id}/download`);
    expect([download.statusCode, download.rawPayload.equals(pdfBytes('shared-terms'))]).toEqual([200, true]);
    expect(await t.runtime.storage.get(await storageKeyOf(db(), practiceImage.fileId))).not.toBeNull();
    expect((await asAdviser.get(`/api/v1/case-images/${practiceImage.id}`)).statusCode).toBe(200);

    expect((await remove(staying.id)).statusCode).toBe(200);
    await sweepOrphansNow(t.runtime);
    expect(await t.runtime.storage.get(shared.key)).toBeNull();
  });

  it('leaves every file in place when the removal is refused', async () => {
    const client = await newClient();
    const document = await uploadDocument(await newPack(client.id), 'kept');
    const refused = await asDirector.post(`/api/v1/clients/${client.id}/remove`, { current_password: 'Wrong-Password-1!' });
    expect(refused.statusCode).toBe(400);
    await sweepOrphansNow(t.runtime);
    expect(await t.runtime.storage.get(document.key)).toEqual(pdfBytes('kept'));
  });
});
