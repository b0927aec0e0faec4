import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signatureImageMaxBytes, signingMessages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, practices, signingEnvelopes, signingEvents, storedFiles, users } from '../../db/schema/index.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { codeIn } from '../../testing/mailbox.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';
import { storeFile } from '../files/stored-files.ts';
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

const run = promisify(execFile);

let t: TestApp;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;
let asDirector: TestClient;
let png: string;

beforeAll(async () => {
  t = await startTestApp({ authRateLimit: 1000 });
  cast = await createCaseCast(t.runtime.db);
  const as = (user: CaseCast['client']) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);
  [asClient, asAdviser, asDirector] = await Promise.all([as(cast.client), as(cast.adviser), as(cast.director)]);
  png = await signatureDataUrl();
});
afterAll(() => t.close());

type Placement = { id: string; signer: string; type: string };

/** A document sent for signature with the given body, answering the sent envelope. */
async function sent(body: ReturnType<typeof draftBody>) {
  const caseId = await newCase(t, cast);
  const documentId = await uploadDocument(asAdviser, caseId);
  expect((await putDraft(asAdviser, documentId, body)).statusCode).toBe(200);
  const response = await asAdviser.post(`${signingPath(documentId)}/send`);
  expect(response.statusCode).toBe(200);
  const envelope = response.json().data as { id: string; placements: Placement[] };
  const of = (signer: string, type = 'addSignaturePlaceholder') =>
    envelope.placements.filter((p) => p.signer === signer && p.type === type);
  return { caseId, documentId, envelope, of };
}

const sign = (as: TestClient, documentId: string, fields: object[], passcode?: string) =>
  as.patch('/api/v1/sign', { document_id: documentId, fields, ...(passcode === undefined ? {} : { passcode }) });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function storedSha(fileId: string | null): Promise<string | null> {
  const [row] = await t.runtime.db
    .select({ sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId ?? ''));
  return row?.sha256 ?? null;
}

async function pdfsig(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'signing-test-'));
  try {
    const file = path.join(folder, 'signed.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The code of the newest passcode mail to the client. */
async function lastPasscode(): Promise<string> {
  const mails = await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.client.email));
  const newest = mails
    .filter((m) => m.subject === 'Your passcode to sign “Suitability report”')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return codeIn(newest.at(-1)?.text ?? '');
}

const verify = (as: TestClient, hash: string) => as.post('/api/v1/documents/verify', { sha256: hash });

describe('signing in turn, sealing and the certificate', () => {
  let flow: Awaited<ReturnType<typeof sent>>;
  let signedPdf: Buffer;

  it('the client draws and fills in; their signature makes a sealed version stamped on the original; the adviser is asked next', async () => {
    flow = await sent(
      draftBody(
        ['client', 'adviser'],
        [
          { signer: 'client' },
          { signer: 'client', type: 'addTextPlaceholder', label: 'Policy number', page: 2 },
          { signer: 'adviser', page: 2 },
        ],
      ),
    );
    const [signature] = flow.of('client');
    const [text] = flow.of('client', 'addTextPlaceholder');
    const response = await sign(asClient, flow.documentId, [
      { id: signature?.id, signature: { mode: 'draw', image: png } },
      { id: text?.id, text: 'POL-12345' },
    ]);
    expect(response.statusCode).toBe(200);
    const envelope = response.json().data;
    expect(envelope).toMatchObject({ status: 'sent', locked: true, actions: [], signed_sha256: null });
    expect(envelope.signers.map((s: { status: string }) => s.status)).toEqual(['signed', 'pending']);
    expect(envelope.placements.find((p: { id: string }) => p.id === text?.id)).toMatchObject({ text: 'POL-12345', filled: true });

    const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, flow.envelope.id));
    const [signed] = await t.runtime.db
      .select()
      .from(signingEvents)
      .where(and(eq(signingEvents.envelopeId, flow.envelope.id), eq(signingEvents.kind, 'signed')));
    expect(signed).toMatchObject({ sha256Before: row?.originalSha256, sha256After: row?.signedSha256, fileId: row?.signedFileId });
    expect(await storedSha(row?.signedFileId ?? null)).toBe(row?.signedSha256);
    expect((await t.runtime.db.select().from(notifications).where(eq(notifications.userId, cast.adviser.id))).map((n) => n.kind)).toContain(
      'documents.to_sign',
    );
    // Someone has signed: the fields can no longer move, and the first signer cannot sign again.
    const redraft = await putDraft(asAdviser, flow.documentId, draftBody(['client']));
    expect(redraft.statusCode).toBe(409);
    expect(errorOf(redraft).detail).toBe(signingMessages['signing.locked']);
    const again = await sign(asClient, flow.documentId, []);
    expect(errorOf(again).detail).toBe(signingMessages['signing.alreadySigned']);
  });

  it('the adviser uploads theirs: the last signature completes the envelope with a certificate, and everyone hears of it', async () => {
    const [signature] = flow.of('adviser');
    const jpeg = await signatureDataUrl('jpeg');
    const response = await sign(asAdviser, flow.documentId, [{ id: signature?.id, signature: { mode: 'upload', image: jpeg } }]);
    expect(response.statusCode).toBe(200);
    const envelope = response.json().data;
    expect(envelope).toMatchObject({ status: 'completed', actions: ['downloadSigned', 'downloadCertificate'] });
    expect(envelope.completed_at).not.toBeNull();
    expect(envelope.signed_url).toBe(`/api/v1/documents/${flow.documentId}/signing/signed.pdf`);
    expect(await eventKinds(t, flow.envelope.id)).toEqual(['drafted', 'sent', 'signed', 'signed', 'completed']);
    expect((await signingAudit(t, flow.caseId)).map((r) => r.action)).toEqual([
      'signing_drafted',
      'signing_sent',
      'signing_signed',
      'signing_signed',
      'signing_completed',
    ]);
    const told = await t.runtime.db.select().from(notifications).where(eq(notifications.kind, 'documents.signed'));
    expect(told.filter((n) => n.link?.includes(flow.documentId)).map((n) => n.userId)).toContain(cast.client.id);
    const mails = await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.client.email));
    expect(mails.some((mail) => mail.subject === 'Document signed: “Suitability report”')).toBe(true);
  });

  it('downloads the signed PDF and its certificate, whose hashes are the stored files’; pdfsig finds the seal valid', async () => {
    const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, flow.envelope.id));
    const download = await asClient.get(`${signingPath(flow.documentId)}/signed.pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Suitability report (signed).pdf"');
    signedPdf = download.rawPayload;
    expect(sha256(signedPdf)).toBe(row?.signedSha256);
    expect(await storedSha(row?.signedFileId ?? null)).toBe(row?.signedSha256);
    const text = (await pdfText(signedPdf)).text;
    expect(text).toContain('POL-12345');

    const certificate = await asAdviser.get(`${signingPath(flow.documentId)}/certificate.pdf`);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-disposition']).toBe('attachment; filename="Suitability report signing certificate.pdf"');
    const certificateText = (await pdfText(certificate.rawPayload)).text.replace(/\s+/gu, '');
    const original = await asAdviser.get(`/api/v1/client-cases/${flow.caseId}/documents/${flow.documentId}/download`);
    expect(certificateText).toContain(sha256(original.rawPayload));
    expect(certificateText).toContain(row?.originalSha256);
    expect(certificateText).toContain(row?.signedSha256);
    expect(await storedSha(row?.certificateFileId ?? null)).toBe(sha256(certificate.rawPayload));

    expect(await pdfsig(signedPdf)).toContain('Signature is Valid');
  });

  it('verifies the signed PDF on the practice’s host, refuses one changed byte, and says nothing to another practice', async () => {
    const anyone = new TestClient(t.app, cast.practice.host);
    const good = await verify(anyone, sha256(signedPdf));
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toEqual({
      verified: true,
      practice_name: 'Test Practice',
      completed_at: expect.any(String),
      signers: [
        { name: 'Test client', signed_at: expect.any(String) },
        { name: 'Test adviser', signed_at: expect.any(String) },
      ],
    });
    const changed = Buffer.from(signedPdf);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = (changed[middle] ?? 0) ^ 0x01;
    expect((await verify(anyone, sha256(changed))).json().data).toEqual({
      verified: false,
      practice_name: null,
      completed_at: null,
      signers: [],
    });
    const original = await asAdviser.get(`/api/v1/client-cases/${flow.caseId}/documents/${flow.documentId}/download`);
    expect((await verify(anyone, sha256(original.rawPayload))).json().data.verified).toBe(false);
    const other = await createPractice(t.runtime.db);
    const stranger = new TestClient(t.app, other.host);
    expect((await verify(stranger, sha256(signedPdf))).json().data.verified).toBe(false);
    expect((await verify(anyone, 'not-a-hash')).statusCode).toBe(400);
  });

  it('a completed envelope cannot be signed, cancelled or drafted again', async () => {
    const signAgain = await sign(asAdviser, flow.documentId, []);
    expect(signAgain.statusCode).toBe(409);
    expect(errorOf(signAgain).detail).toBe(signingMessages['signing.completed']);
    const voided = await asAdviser.post(`${signingPath(flow.documentId)}/void`);
    expect(voided.statusCode).toBe(409);
    expect(errorOf(voided).detail).toBe(signingMessages['signing.completed']);
    expect((await putDraft(asAdviser, flow.documentId, draftBody(['client']))).statusCode).toBe(409);
  });
});

describe('what a signature needs', () => {
  it('answers each missing or foreign field at once (400), before any passcode or image is looked at', async () => {
    const flow = await sent(
      draftBody(
        ['client', 'adviser'],
        [
          { signer: 'client' },
          { signer: 'client' },
          { signer: 'client', type: 'addTextPlaceholder', label: 'Date' },
          { signer: 'client', type: 'addTextPlaceholder', label: 'Note', required: false },
          { signer: 'adviser' },
        ],
      ),
    );
    const [first, second] = flow.of('client');
    const [adviserField] = flow.of('adviser');
    const response = await sign(asClient, flow.documentId, [
      { id: first?.id },
      { id: adviserField?.id, signature: { mode: 'draw', image: png } },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { source: { pointer: string }; detail: string }) => [e.source.pointer, e.detail])).toEqual([
      ['/fields/1', signingMessages['signing.unknownField']],
      ['/fields/0/signature', signingMessages['signing.signatureNeeded']],
      ['/fields', signingMessages['signing.signatureNeeded']],
      ['/fields', signingMessages['signing.textNeeded']],
    ]);
    expect(second).toBeDefined();
  });

  it('refuses an image that is not a PNG or JPEG, or is too large, and a typed one while typing is off (422 at the field)', async () => {
    const flow = await sent(draftBody(['client']));
    const [field] = flow.of('client');
    const attempt = (image: string, mode = 'draw') => sign(asClient, flow.documentId, [{ id: field?.id, signature: { mode, image } }]);
    const gif = await attempt(`data:image/png;base64,${Buffer.from('GIF89a not really').toString('base64')}`);
    expect(gif.statusCode).toBe(422);
    expect(errorOf(gif)).toMatchObject({ detail: signingMessages['signing.badImage'], source: { pointer: '/fields/0/signature' } });
    // One byte over the limit once decoded: within what the schema lets through, refused by the check of the image.
    const pngBytes = Buffer.from(png.split(',')[1] ?? '', 'base64');
    const large = Buffer.concat([pngBytes, Buffer.alloc(signatureImageMaxBytes + 1 - pngBytes.length, 1)]);
    expect((await attempt(`data:image/png;base64,${large.toString('base64')}`)).statusCode).toBe(422);
    expect((await attempt('not a data url')).statusCode).toBe(422);

    const [practice] = await t.runtime.db.select().from(practices).where(eq(practices.id, cast.practice.id));
    const flags = practice?.featureFlags ?? {};
    await t.runtime.db
      .update(practices)
      .set({ featureFlags: { ...flags, typeToSign: false } })
      .where(eq(practices.id, cast.practice.id));
    try {
      const typed = await attempt(png, 'type');
      expect(typed.statusCode).toBe(422);
      expect(errorOf(typed).detail).toBe(signingMessages['signing.typeToSignOff']);
    } finally {
      await t.runtime.db.update(practices).set({ featureFlags: flags }).where(eq(practices.id, cast.practice.id));
    }
    expect((await attempt(png, 'type')).statusCode).toBe(200);
  });

  it('takes the signer’s saved signature, and refuses when they have none', async () => {
    const flow = await sent(draftBody(['adviser']));
    const [field] = flow.of('adviser');
    const useSaved = () => sign(asAdviser, flow.documentId, [{ id: field?.id, signature: { mode: 'useSaved' } }]);
    const none = await useSaved();
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).detail).toBe(signingMessages['signing.noSavedSignature']);
    const saved = await storeFile(t.runtime, {
      practiceId: cast.practice.id,
      ownerId: cast.adviser.id,
      purpose: 'signature',
      fileName: 'signature.png',
      mediaType: 'image/png',
      ext: 'png',
      body: Buffer.from(png.split(',')[1] ?? '', 'base64'),
      createdBy: cast.adviser.id,
    });
    await t.runtime.db.update(users).set({ signatureFileId: saved.id }).where(eq(users.id, cast.adviser.id));
    const signed = await useSaved();
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.status).toBe('completed');
  });

  it('asks for the passcode mailed to the signer; wrong ones count, and after five only a new passcode will do', async () => {
    const flow = await sent(draftBody(['client'], undefined, { require_passcode: true }));
    const [field] = flow.of('client');
    const fields = [{ id: field?.id, signature: { mode: 'draw', image: png } }];
    const needed = await sign(asClient, flow.documentId, fields);
    expect(errorOf(needed)).toMatchObject({ detail: signingMessages['signing.passcodeNeeded'], source: { pointer: '/passcode' } });

    const asked = await asClient.post(`${signingPath(flow.documentId)}/passcode`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.message).toBe(signingMessages['signing.passcodeSent']);
    const code = await lastPasscode();
    const wrong = code === '000000' ? '000001' : '000000';

    const first = await sign(asClient, flow.documentId, fields, wrong);
    expect(first.statusCode).toBe(400);
    expect(errorOf(first).detail).toBe(signingMessages['signing.passcodeWrong']);
    for (let attempt = 2; attempt <= 4; attempt++) await sign(asClient, flow.documentId, fields, wrong);
    expect(errorOf(await sign(asClient, flow.documentId, fields, wrong)).detail).toBe(signingMessages['signing.passcodeTooMany']);
    expect(errorOf(await sign(asClient, flow.documentId, fields, code)).detail).toBe(signingMessages['signing.passcodeTooMany']);

    await asClient.post(`${signingPath(flow.documentId)}/passcode`);
    const signed = await sign(asClient, flow.documentId, fields, await lastPasscode());
    expect(signed.statusCode).toBe(200);
    expect(await eventKinds(t, flow.envelope.id)).toEqual([
      'drafted',
      'sent',
      'passcode_sent',
      'passcode_sent',
      'passcode_confirmed',
      'signed',
      'completed',
    ]);
  });

  it('sends a signer at most five passcodes an hour (each costs a mail or a text)', async () => {
    const flow = await sent(draftBody(['client'], undefined, { require_passcode: true }));
    for (let asked = 1; asked <= 5; asked++) expect((await asClient.post(`${signingPath(flow.documentId)}/passcode`)).statusCode).toBe(200);
    const sixth = await asClient.post(`${signingPath(flow.documentId)}/passcode`);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth)).toMatchObject({ detail: signingMessages['signing.passcodeTooOften'], source: { pointer: '/passcode' } });
  });

  it('lets one of two signatures sent at once through; the other is refused, never interleaved', async () => {
    const flow = await sent(draftBody(['client']));
    const [field] = flow.of('client');
    const fields = [{ id: field?.id, signature: { mode: 'draw', image: png } }];
    const answers = await Promise.all([sign(asClient, flow.documentId, fields), sign(asClient, flow.documentId, fields)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await eventKinds(t, flow.envelope.id)).filter((kind) => kind === 'signed')).toHaveLength(1);
  });

  it('a signer of another client or another practice reaches nothing (404)', async () => {
    const flow = await sent(draftBody(['client']));
    const otherClient = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.stranger.id });
    const asOther = await sessionFor(t.app, t.runtime.db, otherClient, cast.practice.host);
    expect((await sign(asOther, flow.documentId, [])).statusCode).toBe(404);
    const elsewhere = await createPractice(t.runtime.db);
    const foreignClient = await createUser(t.runtime.db, { practiceId: elsewhere.id, role: 'client' });
    const asForeign = await sessionFor(t.app, t.runtime.db, foreignClient, elsewhere.host);
    expect((await sign(asForeign, flow.documentId, [])).statusCode).toBe(404);
    expect((await asForeign.get(`${signingPath(flow.documentId)}/certificate.pdf`)).statusCode).toBe(404);
    expect((await asDirector.get(signingPath(flow.documentId))).json().data.actions).toEqual(['void']);
  });
});
