import { randomUUID } from 'node:crypto';
import type { CaseStatus, CaseType, EnvelopeStatus, SignerRole, SignerStatus } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDocuments, practices, signingEnvelopes, signingSigners } from '../../db/schema/index.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import { allFeaturesOn, createPractice, createUser } from '../../testing/factories.ts';
import { storeTestFile } from '../../testing/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, pdfBytes, sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Item = { id: string; name: string; client_id: string; signing: Record<string, unknown> | null };
const namesOf = (response: { json: () => { data: Item[] } }) => response.json().data.map((item) => item.name);

/** A practice with its cast, a stored PDF its documents share, and a signed-in caller for anyone of it. */
async function setUp(featureFlags: Record<string, unknown> = allFeaturesOn) {
  const db = t.runtime.db;
  const cast = await createCaseCast(db);
  const { practice } = cast;
  await db.update(practices).set({ featureFlags }).where(eq(practices.id, practice.id));
  const file = await storeTestFile(t.runtime, {
    practiceId: practice.id,
    purpose: 'caseDocument',
    fileName: 'report.pdf',
    mediaType: 'application/pdf',
    ext: 'pdf',
    body: pdfBytes(),
  });
  let minutes = 0;
  const as = (user: CaseCast['client']) => sessionFor(t.app, db, user, practice.host);
  const newCase = (type: CaseType, status: CaseStatus, clientId = cast.client.id) =>
    insertCase(db, { practiceId: practice.id, clientId, adviserId: cast.adviser.id, type, status });
  /** A document on the case, each one a minute newer than the last. */
  const addDocument = async (caseId: string, name: string, extra: Partial<typeof caseDocuments.$inferInsert> = {}) => {
    const id = randomUUID();
    minutes += 1;
    await db.insert(caseDocuments).values({
      id,
      practiceId: practice.id,
      caseId,
      name,
      category: 'investment',
      fileId: file.id,
      fileName: 'report.pdf',
      sizeBytes: file.sizeBytes ?? 0,
      contentType: 'application/pdf',
      createdAt: new Date(Date.UTC(2026, 0, 1, 9, minutes)),
      ...extra,
    });
    return id;
  };
  /** An envelope on the document with its signers in order (a status each), as the signing service leaves them. */
  const addEnvelope = async (
    documentId: string,
    caseId: string,
    status: EnvelopeStatus,
    signers: { role: SignerRole; userId: string | null; status: SignerStatus }[],
  ) => {
    const id = randomUUID();
    await db.insert(signingEnvelopes).values({
      id,
      practiceId: practice.id,
      clientId: cast.client.id,
      caseId,
      documentId,
      status,
      originalFileId: file.id,
      originalSha256: 'a'.repeat(64),
    });
    await db.insert(signingSigners).values(
      signers.map((signer, index) => ({
        id: randomUUID(),
        practiceId: practice.id,
        envelopeId: id,
        role: signer.role,
        position: index + 1,
        userId: signer.userId,
        name: signer.role,
        email: `${signer.role}@example.test`,
        status: signer.status,
      })),
    );
  };
  return { cast, as, newCase, addDocument, addEnvelope };
}

describe('GET /documents', () => {
  it('shows a client the visible documents of their own cases, newest first, each with its case, client, category and download', async () => {
    const { cast, as, newCase, addDocument } = await setUp();
    const pack = await newCase('recommendation_pack_case', 'reviewing_pack');
    const request = await newCase('online_advice_request', 'building');
    const preparing = await newCase('document_pack_case', 'draft');
    const otherClient = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const theirs = await newCase('online_advice_request', 'building', otherClient.id);
    const report = await addDocument(pack, 'Suitability report');
    await addDocument(pack, 'Adviser notes', { concealedFromClient: true });
    await addDocument(pack, 'Old draft', { removedAt: new Date() });
    await addDocument(request, 'Payslip');
    await addDocument(preparing, 'Pack being prepared');
    await addDocument(theirs, 'Another client’s statement');

    const response = await (await as(cast.client)).get('/api/v1/documents');
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toEqual(['Payslip', 'Suitability report']);
    expect(response.json().data[1]).toEqual({
      id: report,
      name: 'Suitability report',
      case_id: pack,
      case_name: 'Case recommendation_pack_case',
      client_id: cast.client.id,
      client_name: 'Test client',
      category_label: 'Investment',
      created_at: '2026-01-01T09:01:00.000Z',
      download_url: `/api/v1/client-cases/${pack}/documents/${report}/download`,
      signing: null,
    });
  });

  it('shows staff the documents of the clients in their scope, concealed ones too, and another practice nothing', async () => {
    const { cast, as, newCase, addDocument } = await setUp();
    const pack = await newCase('recommendation_pack_case', 'submitted');
    await addDocument(pack, 'Suitability report');
    await addDocument(pack, 'Adviser notes', { concealedFromClient: true });
    const unassigned = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client' });
    await addDocument(await newCase('online_advice_request', 'building', unassigned.id), 'Unassigned client’s payslip');

    const seenBy = async (user: CaseCast['client']) => namesOf(await (await as(user)).get('/api/v1/documents'));
    expect(await seenBy(cast.adviser)).toEqual(['Adviser notes', 'Suitability report']);
    expect(await seenBy(cast.additional)).toEqual(['Adviser notes', 'Suitability report']);
    expect(await seenBy(cast.supporting)).toEqual(['Adviser notes', 'Suitability report']);
    expect(await seenBy(cast.director)).toEqual(['Unassigned client’s payslip', 'Adviser notes', 'Suitability report']);
    expect(await seenBy(cast.stranger)).toEqual([]);

    const other = await createPractice(t.runtime.db);
    const foreignDirector = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
    const foreign = await sessionFor(t.app, t.runtime.db, foreignDirector, other.host);
    expect(namesOf(await foreign.get('/api/v1/documents'))).toEqual([]);
    // The session works only on its own practice's host: on ours it is not signed in.
    const onOurHost = new TestClient(t.app, cast.practice.host);
    for (const [name, value] of foreign.cookies) onOurHost.cookies.set(name, value);
    expect((await onOurHost.get('/api/v1/documents')).statusCode).toBe(401);
  });

  it('summarises each document’s live envelope for the reader, and waiting for my signature lists only the reader’s turn', async () => {
    const { cast, as, newCase, addDocument, addEnvelope } = await setUp();
    const pack = await newCase('recommendation_pack_case', 'reviewing_pack');
    const toSign = await addDocument(pack, 'To sign');
    const adviserFirst = await addDocument(pack, 'Adviser signs first');
    const drafted = await addDocument(pack, 'Drafted');
    const voided = await addDocument(pack, 'Voided');
    const done = await addDocument(pack, 'Done');
    await addDocument(pack, 'Unsigned');
    const client = { role: 'client' as const, userId: cast.client.id };
    const adviser = { role: 'adviser' as const, userId: cast.adviser.id };
    await addEnvelope(toSign, pack, 'sent', [
      { ...client, status: 'pending' },
      { ...adviser, status: 'waiting' },
    ]);
    await addEnvelope(adviserFirst, pack, 'sent', [
      { ...adviser, status: 'pending' },
      { ...client, status: 'waiting' },
    ]);
    await addEnvelope(drafted, pack, 'draft', [{ ...client, status: 'waiting' }]);
    await addEnvelope(voided, pack, 'voided', [{ ...client, status: 'pending' }]);
    await addEnvelope(done, pack, 'completed', [
      { ...client, status: 'signed' },
      { ...adviser, status: 'signed' },
    ]);

    const asClient = await as(cast.client);
    const all = (await asClient.get('/api/v1/documents')).json().data as Item[];
    const signingOf = (items: Item[]) => Object.fromEntries(items.map((item) => [item.name, item.signing]));
    expect(signingOf(all)).toEqual({
      Unsigned: null,
      Done: { status: 'completed', your_turn: false, signed_count: 2, signer_count: 2 },
      Voided: null,
      // A draft is the adviser's until it is sent.
      Drafted: null,
      'Adviser signs first': { status: 'sent', your_turn: false, signed_count: 0, signer_count: 2 },
      'To sign': { status: 'sent', your_turn: true, signed_count: 0, signer_count: 2 },
    });
    const waiting = await asClient.get('/api/v1/documents?filter=awaiting_signature');
    expect(namesOf(waiting)).toEqual(['To sign']);
    expect(waiting.headers['x-total']).toBe('1');

    const asAdviser = await as(cast.adviser);
    const staffView = signingOf((await asAdviser.get('/api/v1/documents')).json().data);
    expect(staffView.Drafted).toEqual({ status: 'draft', your_turn: false, signed_count: 0, signer_count: 1 });
    expect(staffView['Adviser signs first']).toMatchObject({ your_turn: true });
    expect(namesOf(await asAdviser.get('/api/v1/documents?filter=awaiting_signature'))).toEqual(['Adviser signs first']);
    expect(namesOf(await (await as(cast.director)).get('/api/v1/documents?filter=awaiting_signature'))).toEqual([]);
  });

  it('carries no signing and lists nothing waiting while the practice’s eSignature flag is off', async () => {
    const { cast, as, newCase, addDocument, addEnvelope } = await setUp({ ...allFeaturesOn, eSignature: false });
    const pack = await newCase('recommendation_pack_case', 'reviewing_pack');
    const toSign = await addDocument(pack, 'To sign');
    await addEnvelope(toSign, pack, 'sent', [{ role: 'client', userId: cast.client.id, status: 'pending' }]);

    const asClient = await as(cast.client);
    expect((await asClient.get('/api/v1/documents')).json().data).toMatchObject([{ name: 'To sign', signing: null }]);
    const waiting = await asClient.get('/api/v1/documents?filter=awaiting_signature');
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data).toEqual([]);
    expect(waiting.headers['x-total']).toBe('0');

    await t.runtime.db.update(practices).set({ featureFlags: allFeaturesOn }).where(eq(practices.id, cast.practice.id));
    t.app.forgetPractices();
    expect(namesOf(await asClient.get('/api/v1/documents?filter=awaiting_signature'))).toEqual(['To sign']);
  });

  it('pages the list with the pagination headers', async () => {
    const { cast, as, newCase, addDocument } = await setUp();
    const pack = await newCase('recommendation_pack_case', 'reviewing_pack');
    for (const name of ['One', 'Two', 'Three']) await addDocument(pack, name);
    const asClient = await as(cast.client);

    const first = await asClient.get('/api/v1/documents?per_page=2');
    expect(namesOf(first)).toEqual(['Three', 'Two']);
    expect(first.headers).toMatchObject({ 'x-total': '3', 'x-total-pages': '2', 'x-prev-page': '', 'x-next-page': '2' });
    const second = await asClient.get('/api/v1/documents?per_page=2&page=2');
    expect(namesOf(second)).toEqual(['One']);
    expect(second.headers).toMatchObject({ 'x-total': '3', 'x-prev-page': '1', 'x-next-page': '' });
  });

  it('refuses an unknown filter field by field, and a visitor who is not signed in', async () => {
    const { cast, as } = await setUp();
    const response = await (await as(cast.client)).get('/api/v1/documents?filter=everything&per_page=0');
    expect(response.statusCode).toBe(400);
    const parameters = (response.json().errors as { source: { parameter: string } }[]).map((error) => error.source.parameter);
    expect(parameters.sort()).toEqual(['filter', 'per_page']);
    const anonymous = await new TestClient(t.app, cast.practice.host).get('/api/v1/documents');
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('auth.unauthenticated');
  });
});
