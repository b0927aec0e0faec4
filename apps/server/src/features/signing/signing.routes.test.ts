import { createHash, randomUUID } from 'node:crypto';
import { caseMessages, signingMessages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCases, mailOutbox, notifications, practices, signingEnvelopes, signingEvents } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';
import { sendSigningReminders } from './signing.reminders.ts';
import {
  draftBody,
  eventKinds,
  newCase,
  putDraft,
  signatureDataUrl,
  signingAudit,
  signingPath,
  uploadDocument,
} from './signing.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;
let asAdditional: TestClient;
let asStranger: TestClient;
let asForeignDirector: TestClient;
let asOtherClient: TestClient;

beforeAll(async () => {
  t = await startTestApp({ authRateLimit: 1000 });
  cast = await createCaseCast(t.runtime.db);
  const as = (user: CaseCast['client']) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);
  [asClient, asAdviser, asAdditional, asStranger] = await Promise.all([
    as(cast.client),
    as(cast.adviser),
    as(cast.additional),
    as(cast.stranger),
  ]);
  const otherClient = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.stranger.id });
  asOtherClient = await as(otherClient);
  const other = await createPractice(t.runtime.db);
  const foreignDirector = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
  asForeignDirector = await sessionFor(t.app, t.runtime.db, foreignDirector, other.host);
});
afterAll(() => t.close());

/** A case with an uploaded two-page PDF, answering both ids. */
async function documentOnCase(): Promise<{ caseId: string; documentId: string }> {
  const caseId = await newCase(t, cast);
  return { caseId, documentId: await uploadDocument(asAdviser, caseId) };
}

/** A document sent for signature to the client, then the adviser. */
async function sentToClientThenAdviser(options: Parameters<typeof draftBody>[2] = {}) {
  const { caseId, documentId } = await documentOnCase();
  expect((await putDraft(asAdviser, documentId, draftBody(['client', 'adviser'], undefined, options))).statusCode).toBe(200);
  const sent = await asAdviser.post(`${signingPath(documentId)}/send`);
  expect(sent.statusCode).toBe(200);
  return { caseId, documentId, envelope: sent.json().data };
}

const bells = (userId: string, kind: string) =>
  t.runtime.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as never)));
const mailsTo = async (to: string, subjectPart: string) =>
  (await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).filter((mail) => mail.subject.includes(subjectPart));

describe('preparing a document for signing', () => {
  it('saves a draft (the pack can no longer be sent as already agreed), replaces it whole, and records and audits each save', async () => {
    const caseId = await newCase(t, cast, 'recommendation_pack_case', 'submitted');
    const documentId = await uploadDocument(asAdviser, caseId);
    const body = draftBody(
      ['client', 'adviser'],
      [{ signer: 'client' }, { signer: 'client', type: 'addTextPlaceholder', label: 'Date' }, { signer: 'adviser' }],
      {
        reminder_every_days: 3,
        message: 'Please sign at your convenience.',
      },
    );
    const saved = await putDraft(asAdviser, documentId, body);
    expect(saved.statusCode).toBe(200);
    const envelope = saved.json().data;
    const stored = await asAdviser.get(envelope.document_url);
    expect(envelope).toMatchObject({
      document_id: documentId,
      case_id: caseId,
      document_name: 'Suitability report',
      engine: 'embedded',
      status: 'draft',
      reminder_every_days: 3,
      require_passcode: false,
      message: 'Please sign at your convenience.',
      locked: false,
      original_sha256: createHash('sha256').update(stored.rawPayload).digest('hex'),
      signed_sha256: null,
      actions: ['edit', 'send', 'void'],
      signed_url: null,
      document_url: `/api/v1/client-cases/${caseId}/documents/${documentId}/download`,
    });
    expect(
      envelope.signers.map((s: { role: string; name: string; status: string; position: number }) => [s.role, s.name, s.status, s.position]),
    ).toEqual([
      ['client', 'Test client', 'waiting', 1],
      ['adviser', 'Test adviser', 'waiting', 2],
    ]);
    expect(envelope.placements).toHaveLength(3);
    expect(envelope.placements.find((p: { type: string }) => p.type === 'addTextPlaceholder')).toMatchObject({
      label: 'Date',
      text: null,
      filled: false,
    });

    const [kase] = await t.runtime.db.select().from(clientCases).where(eq(clientCases.id, caseId));
    expect(kase?.signingEnvelopeDraftedAt).not.toBeNull();
    const agreed = await asAdviser.post(`/api/v1/client-cases/${caseId}/send-agreed`, { version: kase?.version });
    expect(agreed.statusCode).toBe(422);
    expect(errorOf(agreed).detail).toBe(caseMessages['cases.envelopeDrafted']);

    const replaced = await putDraft(asAdviser, documentId, draftBody(['client']));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.id).toBe(envelope.id);
    expect(replaced.json().data.signers.map((s: { role: string }) => s.role)).toEqual(['client']);
    expect(replaced.json().data.placements).toHaveLength(1);
    expect(await eventKinds(t, envelope.id)).toEqual(['drafted', 'drafted']);
    expect((await signingAudit(t, caseId)).map((row) => row.action)).toEqual(['signing_drafted', 'signing_drafted']);
  });

  it('answers null for a document with no signing request, and to the client while it is a draft', async () => {
    const { documentId } = await documentOnCase();
    expect((await asAdviser.get(signingPath(documentId))).json()).toEqual({ data: null });
    expect((await putDraft(asAdviser, documentId, draftBody(['client']))).statusCode).toBe(200);
    expect((await asClient.get(signingPath(documentId))).json()).toEqual({ data: null });
    expect((await asAdviser.get(signingPath(documentId))).json().data.status).toBe('draft');
  });

  it('refuses a file that is not a PDF, or one it cannot read, with the PDF message', async () => {
    const caseId = await newCase(t, cast);
    const png = await uploadDocument(asAdviser, caseId, {
      filename: 'photo.png',
      content: Buffer.from((await signatureDataUrl()).split(',')[1] ?? '', 'base64'),
    });
    const notPdf = await putDraft(asAdviser, png, draftBody(['client']));
    expect(notPdf.statusCode).toBe(422);
    expect(errorOf(notPdf).detail).toBe('PDF cannot be signed');
    const damaged = await uploadDocument(asAdviser, caseId, { content: Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF\n') });
    const unreadable = await putDraft(asAdviser, damaged, draftBody(['client']));
    expect(unreadable.statusCode).toBe(422);
    expect(errorOf(unreadable).detail).toBe(signingMessages['signing.unreadablePdf']);
  });

  it('answers each problem of the draft at its field, and refuses DocuSign until it is connected', async () => {
    const { documentId } = await documentOnCase();
    const body = draftBody(['client', 'partner'], [{ signer: 'client', page: 3 }]);
    body.signers[1] = { role: 'partner' };
    const refused = await putDraft(asAdviser, documentId, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { source: { pointer: string }; detail: string }) => [e.source.pointer, e.detail])).toEqual([
      ['/signers/1', signingMessages['signing.partnerNeeded']],
      ['/placements/0/page', signingMessages['signing.placementPage']],
      ['/signers/1', signingMessages['signing.signerWithoutSignature']],
    ]);
    const docusign = await putDraft(asAdviser, documentId, { ...draftBody(['client']), engine: 'docusign' });
    expect(docusign.statusCode).toBe(422);
    expect(errorOf(docusign).detail).toBe(signingMessages['signing.engineUnavailable']);
    expect((await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.documentId, documentId))).length).toBe(0);
  });

  it('names the adviser signer when the client has none, and the client signer of a document concealed from them', async () => {
    const orphan = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client' });
    const caseId = await newCase(t, { ...cast, client: orphan });
    const director = await sessionFor(t.app, t.runtime.db, cast.director, cast.practice.host);
    const documentId = await uploadDocument(director, caseId);
    const noAdviser = await putDraft(director, documentId, draftBody(['client', 'adviser']));
    expect(noAdviser.statusCode).toBe(400);
    expect(noAdviser.json().errors).toEqual([
      expect.objectContaining({ detail: signingMessages['signing.noAdviser'], source: { pointer: '/signers/1' } }),
    ]);

    const concealed = await uploadDocument(asAdviser, await newCase(t, cast), { concealed: true });
    const hidden = await putDraft(asAdviser, concealed, draftBody(['client']));
    expect(hidden.statusCode).toBe(400);
    expect(errorOf(hidden)).toMatchObject({
      detail: signingMessages['signing.concealedFromClient'],
      source: { pointer: '/signers/0/role' },
    });
    expect((await putDraft(asAdviser, concealed, draftBody(['adviser']))).statusCode).toBe(200);
  });

  it('refuses the client (403), staff without a relation and another practice (404), and an agreed pack (409)', async () => {
    const { documentId } = await documentOnCase();
    expect((await putDraft(asClient, documentId, draftBody(['client']))).statusCode).toBe(403);
    expect((await putDraft(asStranger, documentId, draftBody(['client']))).statusCode).toBe(404);
    expect((await putDraft(asForeignDirector, documentId, draftBody(['client']))).statusCode).toBe(404);
    expect((await asForeignDirector.get(signingPath(documentId))).statusCode).toBe(404);

    const agreedCase = await newCase(t, cast);
    const agreedDocument = await uploadDocument(asAdviser, agreedCase);
    await t.runtime.db.update(clientCases).set({ status: 'accepted' }).where(eq(clientCases.id, agreedCase));
    const agreed = await putDraft(asAdviser, agreedDocument, draftBody(['client']));
    expect(agreed.statusCode).toBe(409);
    expect(errorOf(agreed).detail).toContain('agreed');
  });
});

describe('sending for signature', () => {
  it('asks the first signer (a bell and a mail with the message), keeps the rest waiting, and schedules reminders', async () => {
    const before = Date.now();
    const { caseId, documentId, envelope } = await sentToClientThenAdviser({ reminder_every_days: 2, message: 'Sign by Friday, please.' });
    expect(envelope.status).toBe('sent');
    expect(envelope.signers.map((s: { status: string }) => s.status)).toEqual(['pending', 'waiting']);
    expect(envelope.actions).toEqual(['void']);
    const [bell] = (await bells(cast.client.id, 'documents.to_sign')).filter((b) => b.link === `/documents/${documentId}/sign`);
    expect(bell).toMatchObject({ title: 'Document to sign', body: 'Please review and sign “Suitability report”.' });
    const [mail] = await mailsTo(cast.client.email, 'Document to sign: “Suitability report”');
    expect(mail?.text).toContain('Sign by Friday, please.');
    expect(mail?.text).toContain(`/documents/${documentId}/sign`);
    expect(await bells(cast.adviser.id, 'documents.to_sign')).toEqual([]);
    const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
    expect(row?.nextReminderAt?.getTime()).toBeGreaterThanOrEqual(before + 2 * 86_400_000);
    expect((await signingAudit(t, caseId)).map((r) => r.action)).toEqual(['signing_drafted', 'signing_sent']);
    expect((await asAdviser.post(`${signingPath(documentId)}/send`)).statusCode).toBe(409);
    const redraft = await putDraft(asAdviser, documentId, draftBody(['client']));
    expect(redraft.statusCode).toBe(409);
    expect(errorOf(redraft).detail).toBe(signingMessages['signing.notDraft']);
  });

  it('mails a partner without an account, with no bell', async () => {
    const { documentId } = await documentOnCase();
    await putDraft(asAdviser, documentId, draftBody(['partner', 'client']));
    expect((await asAdviser.post(`${signingPath(documentId)}/send`)).statusCode).toBe(200);
    expect(await mailsTo('sam.partner@example.test', 'Document to sign')).toHaveLength(1);
    expect((await bells(cast.client.id, 'documents.to_sign')).filter((b) => b.link?.includes(documentId))).toEqual([]);
  });

  it('shows the signer their turn and records their first view once; others get 403, 409 or 404 as who they are', async () => {
    const { documentId, envelope } = await sentToClientThenAdviser();
    const first = await asClient.get(signingPath(documentId), { headers: { 'user-agent': 'Signer browser' } });
    expect(first.json().data).toMatchObject({ status: 'sent', actions: ['sign', 'decline'] });
    expect(first.json().data.signers.map((s: { is_you: boolean }) => s.is_you)).toEqual([true, false]);
    expect(first.json().data.signers[0].email).toBeUndefined();
    await asClient.get(signingPath(documentId));
    expect(await eventKinds(t, envelope.id)).toEqual(['drafted', 'sent', 'viewed']);
    const [viewed] = await t.runtime.db
      .select()
      .from(signingEvents)
      .where(and(eq(signingEvents.envelopeId, envelope.id), eq(signingEvents.kind, 'viewed')));
    expect(viewed).toMatchObject({ actorId: cast.client.id, actorName: 'Test client', userAgent: 'Signer browser' });

    const fields = { document_id: documentId, fields: [] };
    const notSigner = await asAdditional.patch('/api/v1/sign', fields);
    expect(notSigner.statusCode).toBe(403);
    expect(errorOf(notSigner).detail).toBe(signingMessages['signing.notASigner']);
    const waiting = await asAdviser.patch('/api/v1/sign', fields);
    expect(waiting.statusCode).toBe(409);
    expect(errorOf(waiting).detail).toBe(signingMessages['signing.notYourTurn']);
    expect((await asAdviser.post(`${signingPath(documentId)}/passcode`)).statusCode).toBe(409);
    expect((await asAdviser.post(`${signingPath(documentId)}/decline`, { reason: 'Not yet' })).statusCode).toBe(409);
    expect((await asOtherClient.patch('/api/v1/sign', fields)).statusCode).toBe(404);
    expect((await asOtherClient.get(signingPath(documentId))).statusCode).toBe(404);
    expect((await asForeignDirector.patch('/api/v1/sign', fields)).statusCode).toBe(404);
    expect((await asClient.get(`${signingPath(documentId)}/signed.pdf`)).json().errors[0].detail).toBe(signingMessages['signing.notReady']);
  });

  it('lists each document of the case with its signing summary for the reader', async () => {
    const { caseId, documentId } = await sentToClientThenAdviser();
    const summary = async (as: TestClient) =>
      (await as.get(`/api/v1/client-cases/${caseId}/documents`)).json().data.find((d: { id: string }) => d.id === documentId).signing;
    expect(await summary(asAdviser)).toEqual({ status: 'sent', your_turn: false, signed_count: 0, signer_count: 2 });
    expect(await summary(asClient)).toEqual({ status: 'sent', your_turn: true, signed_count: 0, signer_count: 2 });
  });
});

describe('the size of a signature', () => {
  it('takes a body of a few signature images past the app’s 1 MB, and refuses one past 4 MB with 413', async () => {
    const image = `data:image/png;base64,${'A'.repeat(340_000)}`;
    const fields = Array.from({ length: 5 }, () => ({ id: randomUUID(), signature: { mode: 'draw', image } }));
    const within = await asClient.patch('/api/v1/sign', { document_id: randomUUID(), fields });
    expect(within.statusCode).not.toBe(413);
    const past = await asClient.patch('/api/v1/sign', { document_id: randomUUID(), fields: [...fields, ...fields, ...fields] });
    expect(past.statusCode).toBe(413);
  });
});

describe('declining and cancelling', () => {
  it('the signer declines with a reason; the adviser hears of it; nobody can sign it any more', async () => {
    const { caseId, documentId } = await sentToClientThenAdviser();
    expect((await asClient.post(`${signingPath(documentId)}/decline`, { reason: ' ' })).statusCode).toBe(400);
    const declined = await asClient.post(`${signingPath(documentId)}/decline`, { reason: 'The figures on page 2 are wrong.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', actions: [] });
    expect(declined.json().data.signers[0].status).toBe('declined');
    const [bell] = (await bells(cast.adviser.id, 'documents.declined')).filter((b) => b.link?.includes(documentId));
    expect(bell?.body).toBe('Test client declined to sign “Suitability report” for Test client: “The figures on page 2 are wrong.”');
    expect(await mailsTo(cast.adviser.email, 'Signature declined')).not.toHaveLength(0);
    expect((await signingAudit(t, caseId)).at(-1)).toMatchObject({
      action: 'signing_declined',
      after: { signer: 'client', reason: 'The figures on page 2 are wrong.' },
    });
    expect((await asClient.patch('/api/v1/sign', { document_id: documentId, fields: [] })).statusCode).toBe(409);
    // Staff cancel the declined request, after which a new draft may be made.
    expect((await asAdviser.post(`${signingPath(documentId)}/void`)).json().data.status).toBe('voided');
    expect((await putDraft(asAdviser, documentId, draftBody(['client']))).statusCode).toBe(200);
  });

  it('staff cancel a sent request: those already asked are told, its link stops working (409), the document has no request', async () => {
    const { caseId, documentId, envelope } = await sentToClientThenAdviser();
    expect((await asClient.post(`${signingPath(documentId)}/void`)).statusCode).toBe(403);
    const voided = await asAdviser.post(`${signingPath(documentId)}/void`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data).toMatchObject({ status: 'voided', actions: [] });
    expect(voided.json().data.voided_at).not.toBeNull();
    expect((await bells(cast.client.id, 'documents.voided')).filter((b) => b.link?.includes(documentId))).toHaveLength(1);
    expect(await mailsTo(cast.client.email, 'Signing request cancelled')).not.toHaveLength(0);
    expect(await eventKinds(t, envelope.id)).toEqual(['drafted', 'sent', 'voided']);
    expect((await signingAudit(t, caseId)).at(-1)).toMatchObject({ action: 'signing_voided', after: { unsigned: 2 } });
    expect((await asClient.get(signingPath(documentId))).json()).toEqual({ data: null });
    const sign = await asClient.patch('/api/v1/sign', { document_id: documentId, fields: [] });
    expect(sign.statusCode).toBe(409);
    expect(errorOf(sign).detail).toBe(signingMessages['signing.voided']);
    expect((await asClient.post(`${signingPath(documentId)}/passcode`)).statusCode).toBe(409);
    expect((await asAdviser.post(`${signingPath(documentId)}/void`)).statusCode).toBe(404);
  });

  it('"back to prepare" voids every unsigned request of the pack and keeps the completed one', async () => {
    const caseId = await newCase(t, cast);
    const [unsent, sent, completed] = [
      await uploadDocument(asAdviser, caseId),
      await uploadDocument(asAdviser, caseId),
      await uploadDocument(asAdviser, caseId),
    ];
    for (const id of [unsent, sent, completed]) expect((await putDraft(asAdviser, id, draftBody(['client']))).statusCode).toBe(200);
    for (const id of [sent, completed]) expect((await asAdviser.post(`${signingPath(id)}/send`)).statusCode).toBe(200);
    await t.runtime.db
      .update(signingEnvelopes)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(signingEnvelopes.documentId, completed));
    const { version } = (await asAdviser.get(`/api/v1/client-cases/${caseId}`)).json().data;
    expect((await asAdviser.post(`/api/v1/client-cases/${caseId}/back-to-prepare`, { version })).statusCode).toBe(200);

    const statuses = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.caseId, caseId));
    const statusOf = (id: string) => statuses.find((row) => row.documentId === id)?.status;
    expect([statusOf(unsent), statusOf(sent), statusOf(completed)]).toEqual(['voided', 'voided', 'completed']);
    const voidedAudit = (await signingAudit(t, caseId)).filter((row) => row.action === 'signing_voided');
    expect(voidedAudit).toHaveLength(2);
    expect(voidedAudit.every((row) => (row.after as { by_back_to_prepare?: boolean }).by_back_to_prepare === true)).toBe(true);
    // Only the signer already asked (the sent one) is told.
    expect((await bells(cast.client.id, 'documents.voided')).filter((b) => b.link?.includes(sent))).toHaveLength(1);
    expect((await bells(cast.client.id, 'documents.voided')).filter((b) => b.link?.includes(unsent))).toHaveLength(0);
    // The pack is the adviser's again: the client no longer reaches it, and staff find no request to sign.
    expect((await asClient.patch('/api/v1/sign', { document_id: sent, fields: [] })).statusCode).toBe(404);
    expect((await asAdviser.get(signingPath(sent))).json()).toEqual({ data: null });
    expect((await asAdviser.get(`${signingPath(completed)}`)).json().data.status).toBe('completed');
  });
});

describe('reminders', () => {
  it('mail the pending signer every N days until they sign, and never with 0', async () => {
    const { envelope } = await sentToClientThenAdviser({ reminder_every_days: 2 });
    const { envelope: silent } = await sentToClientThenAdviser({ reminder_every_days: 0 });
    const day = 86_400_000;
    const now = Date.now();
    const reminders = async () => (await eventKinds(t, envelope.id)).filter((kind) => kind === 'reminder_sent').length;
    const mailsBefore = (await mailsTo(cast.client.email, 'Reminder: please sign')).length;
    const before = 0;
    await sendSigningReminders(t.runtime, new Date(now + day));
    expect(await reminders()).toBe(before);
    await sendSigningReminders(t.runtime, new Date(now + 2 * day + 60_000));
    expect(await reminders()).toBe(before + 1);
    expect((await mailsTo(cast.client.email, 'Reminder: please sign')).length).toBeGreaterThan(mailsBefore);
    expect(await eventKinds(t, envelope.id)).toEqual(['drafted', 'sent', 'reminder_sent']);
    // Not again until two more days have passed.
    await sendSigningReminders(t.runtime, new Date(now + 3 * day));
    expect(await reminders()).toBe(before + 1);
    await sendSigningReminders(t.runtime, new Date(now + 4 * day + 120_000));
    expect(await reminders()).toBe(before + 2);
    await sendSigningReminders(t.runtime, new Date(now + 60 * day));
    expect(await eventKinds(t, silent.id)).toEqual(['drafted', 'sent']);
    const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, silent.id));
    expect(row?.nextReminderAt).toBeNull();
  });
});

describe('with e-signature off', () => {
  it('the signing routes do not exist (404) and the case documents carry no signing summary', async () => {
    const { caseId, documentId } = await sentToClientThenAdviser();
    const [practice] = await t.runtime.db.select().from(practices).where(eq(practices.id, cast.practice.id));
    const flags = practice?.featureFlags ?? {};
    await t.runtime.db
      .update(practices)
      .set({ featureFlags: { ...flags, eSignature: false } })
      .where(eq(practices.id, cast.practice.id));
    t.app.forgetPractices();
    try {
      expect((await asAdviser.get(signingPath(documentId))).statusCode).toBe(404);
      expect((await asClient.patch('/api/v1/sign', { document_id: documentId, fields: [] })).statusCode).toBe(404);
      expect((await asClient.post('/api/v1/documents/verify', { sha256: 'a'.repeat(64) })).statusCode).toBe(404);
      const list = (await asAdviser.get(`/api/v1/client-cases/${caseId}/documents`)).json().data;
      expect(list.find((d: { id: string }) => d.id === documentId).signing).toBeNull();
    } finally {
      await t.runtime.db.update(practices).set({ featureFlags: flags }).where(eq(practices.id, cast.practice.id));
      t.app.forgetPractices();
    }
  });
});
