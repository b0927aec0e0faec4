import { createHash } from 'node:crypto';
import { signingMessages } from '@advice/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, signingEnvelopes, signingEvents } from '../../db/schema/index.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import { createPractice } from '../../testing/factories.ts';
import { testLogStream } from '../../testing/log-capture.ts';
import { codeIn } from '../../testing/mailbox.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';
import { sendSigningReminders } from './signing.reminders.ts';
import { draftBody, newCase, putDraft, signatureDataUrl, signingAudit, signingPath, uploadDocument } from './signing.testing.ts';

const partnerEmail = 'sam.partner@example.test';

let t: TestApp;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;
/** Nobody signed in, on the practice's host: a partner opening the link from their mail. */
let partner: TestClient;
let png: string;

beforeAll(async () => {
  t = await startTestApp({ authRateLimit: 1000 });
  cast = await createCaseCast(t.runtime.db);
  const as = (user: CaseCast['client']) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);
  [asClient, asAdviser] = await Promise.all([as(cast.client), as(cast.adviser)]);
  partner = new TestClient(t.app, cast.practice.host);
  png = await signatureDataUrl();
});
afterAll(() => t.close());

type Placement = { id: string; signer: string; type: string };

/** A document sent for signature with the given body, answering the sent envelope and each signer's signature fields. */
async function sent(body: ReturnType<typeof draftBody>) {
  const caseId = await newCase(t, cast);
  const documentId = await uploadDocument(asAdviser, caseId);
  expect((await putDraft(asAdviser, documentId, body)).statusCode).toBe(200);
  const response = await asAdviser.post(`${signingPath(documentId)}/send`);
  expect(response.statusCode).toBe(200);
  const envelope = response.json().data as { id: string; placements: Placement[] };
  const fieldsOf = (signer: string) =>
    envelope.placements.filter((p) => p.signer === signer).map((p) => ({ id: p.id, signature: { mode: 'draw', image: png } }));
  return { caseId, documentId, envelope, fieldsOf };
}

/** The partner's signing-request mails, newest first. */
const partnerMails = async (subjectPart: string) =>
  (await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, partnerEmail)).orderBy(desc(mailOutbox.createdAt))).filter(
    (mail) => mail.subject.includes(subjectPart),
  );

/** The token of the signing link in a mail, checking it opens on the practice's own site. */
function tokenIn(text: string, host = cast.practice.host): string {
  const match = text.match(/(https?:\/\/[^/\s]+)\/sign\/([A-Za-z0-9_-]+)/u);
  if (!match?.[1] || !match[2]) throw new Error(`no signing link in: ${text}`);
  expect(new URL(match[1]).host).toBe(host);
  return match[2];
}

/** The newest signing link mailed to the partner. */
async function newestToken(subjectPart = 'Document to sign'): Promise<string> {
  const [mail] = await partnerMails(subjectPart);
  return tokenIn(mail?.text ?? '');
}

const link = (token: string, rest = '') => `/api/v1/signing-links/${token}${rest}`;

describe('a partner without an account signs through the link mailed to them', () => {
  let flow: Awaited<ReturnType<typeof sent>>;
  let token: string;

  it('is mailed a link, not the in-app page, once the client before them has signed', async () => {
    flow = await sent(draftBody(['client', 'partner', 'adviser'], undefined, { require_passcode: true }));
    const mailsBefore = (await partnerMails('Document to sign')).length;
    await asClient.post(`${signingPath(flow.documentId)}/passcode`);
    const [clientCode] = await t.runtime.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, cast.client.email)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const signed = await asClient.patch('/api/v1/sign', {
      document_id: flow.documentId,
      fields: flow.fieldsOf('client'),
      passcode: codeIn(clientCode?.text ?? ''),
    });
    expect(signed.statusCode).toBe(200);
    const mails = await partnerMails('Document to sign');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.text).not.toContain(`/documents/${flow.documentId}/sign`);
    token = tokenIn(mails[0]?.text ?? '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
  });

  it('opens the envelope as the partner sees it, records their first look, and sends no referrer on', async () => {
    const opened = await partner.get(link(token), { headers: { 'user-agent': 'Partner phone' } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    const envelope = opened.json().data;
    expect(envelope).toMatchObject({
      status: 'sent',
      actions: ['sign', 'decline'],
      require_passcode: true,
      document_url: link(token, '/document.pdf'),
    });
    expect(envelope.signers.map((s: { name: string; is_you: boolean; email?: string }) => [s.name, s.is_you, s.email])).toEqual([
      ['Test client', false, undefined],
      ['Sam Partner', true, undefined],
      ['Test adviser', false, undefined],
    ]);
    await partner.get(link(token));
    const views = await t.runtime.db
      .select()
      .from(signingEvents)
      .where(and(eq(signingEvents.envelopeId, flow.envelope.id), eq(signingEvents.kind, 'viewed')));
    expect(views.filter((view) => view.actorName === 'Sam Partner')).toEqual([
      expect.objectContaining({ actorId: null, userAgent: 'Partner phone', ip: expect.any(String) }),
    ]);
  });

  it('downloads the PDF to sign: the version the client’s signature made', async () => {
    const pdf = await partner.get(link(token, '/document.pdf'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, flow.envelope.id));
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(row?.signedSha256);
  });

  it('refuses a saved signature (a partner has none) and a signature without the passcode', async () => {
    const [field] = flow.fieldsOf('partner');
    const saved = await partner.patch(link(token, '/sign'), {
      fields: [{ id: field?.id, signature: { mode: 'useSaved' } }],
      passcode: '000000',
    });
    expect(saved.statusCode).toBe(422);
    expect(errorOf(saved).detail).toBe(signingMessages['signing.noSavedSignature']);
    const noCode = await partner.patch(link(token, '/sign'), { fields: flow.fieldsOf('partner') });
    expect(noCode.statusCode).toBe(400);
    expect(errorOf(noCode)).toMatchObject({ detail: signingMessages['signing.passcodeNeeded'], source: { pointer: '/passcode' } });
  });

  it('signs with the passcode mailed to the partner; the record names them, the audit trail too', async () => {
    const asked = await partner.post(link(token, '/passcode'));
    expect(asked.statusCode).toBe(200);
    const [codeMail] = await partnerMails('Your passcode to sign');
    const signed = await partner.patch(
      link(token, '/sign'),
      { fields: flow.fieldsOf('partner'), passcode: codeIn(codeMail?.text ?? '') },
      { headers: { 'user-agent': 'Partner phone' } },
    );
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({ status: 'sent', actions: [] });
    expect(signed.json().data.signers.map((s: { status: string }) => s.status)).toEqual(['signed', 'signed', 'pending']);
    const [event] = await t.runtime.db
      .select()
      .from(signingEvents)
      .where(and(eq(signingEvents.envelopeId, flow.envelope.id), eq(signingEvents.kind, 'signed')))
      .orderBy(desc(signingEvents.at))
      .limit(1);
    expect(event).toMatchObject({ actorId: null, actorName: 'Sam Partner', userAgent: 'Partner phone', ip: expect.any(String) });
    const audit = (await signingAudit(t, flow.caseId)).filter((row) => row.action === 'signing_signed');
    expect(audit.at(-1)?.after).toMatchObject({ signer: 'partner', signer_name: 'Sam Partner' });
    // The adviser is asked next, in the product.
    const bells = await t.runtime.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cast.adviser.id), eq(notifications.kind, 'documents.to_sign')));
    expect(bells.some((bell) => bell.link === `/documents/${flow.documentId}/sign`)).toBe(true);
  });

  it('once used, the link answers where things stand with no action: signing again and its PDF are 409', async () => {
    const opened = await partner.get(link(token));
    expect(opened.json().data).toMatchObject({ status: 'sent', actions: [] });
    const again = await partner.patch(link(token, '/sign'), { fields: flow.fieldsOf('partner'), passcode: '123456' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).detail).toBe(signingMessages['signing.alreadySigned']);
    expect((await partner.get(link(token, '/document.pdf'))).statusCode).toBe(409);
    expect((await partner.post(link(token, '/passcode'))).statusCode).toBe(409);
    expect((await partner.get(link(token, '/signed.pdf'))).statusCode).toBe(404);
  });

  it('completes when the adviser signs; the partner is mailed a link to the signed PDF and the certificate, which lists them', async () => {
    await asAdviser.post(`${signingPath(flow.documentId)}/passcode`);
    const [adviserCode] = await t.runtime.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, cast.adviser.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const completed = await asAdviser.patch('/api/v1/sign', {
      document_id: flow.documentId,
      fields: flow.fieldsOf('adviser'),
      passcode: codeIn(adviserCode?.text ?? ''),
    });
    expect(completed.json().data.status).toBe('completed');
    const doneToken = await newestToken('Document signed');
    const opened = (await partner.get(link(doneToken))).json().data;
    expect(opened).toMatchObject({
      status: 'completed',
      actions: ['downloadSigned', 'downloadCertificate'],
      signed_url: link(doneToken, '/signed.pdf'),
      certificate_url: link(doneToken, '/certificate.pdf'),
    });
    // Any of the partner's links reaches the downloads while the envelope is completed.
    const signedPdf = await partner.get(link(token, '/signed.pdf'));
    expect(signedPdf.statusCode).toBe(200);
    const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, flow.envelope.id));
    expect(createHash('sha256').update(signedPdf.rawPayload).digest('hex')).toBe(row?.signedSha256);
    const certificate = await partner.get(link(doneToken, '/certificate.pdf'));
    expect(certificate.statusCode).toBe(200);
    expect((await pdfText(certificate.rawPayload)).text).toContain('Sam Partner');
    const again = await partner.patch(link(token, '/sign'), { fields: flow.fieldsOf('partner') });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).detail).toBe(signingMessages['signing.completed']);
  });
});

describe('links that do not work', () => {
  it('an unknown or mangled token is 404 token.invalid, as is a link opened on another practice’s site', async () => {
    const unknown = await partner.get(link('A'.repeat(43)));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'token.invalid', detail: signingMessages['signing.linkInvalid'] });
    expect((await partner.get(link('not a token'))).statusCode).toBe(404);
    expect((await partner.patch(link('A'.repeat(43), '/sign'), { fields: [] })).statusCode).toBe(404);

    await sent(draftBody(['partner', 'client']));
    const token = await newestToken();
    expect((await partner.get(link(token))).statusCode).toBe(200);
    const other = await createPractice(t.runtime.db);
    const elsewhere = new TestClient(t.app, other.host);
    for (const rest of ['', '/document.pdf', '/signed.pdf'])
      expect(errorOf(await elsewhere.get(link(token, rest))).code, rest).toBe('token.invalid');
    expect((await elsewhere.patch(link(token, '/sign'), { fields: [] })).statusCode).toBe(404);
  });

  it('a cancelled request’s links say so and refuse everything; the partner is told, with a link', async () => {
    const flow = await sent(draftBody(['partner', 'client']));
    const token = await newestToken();
    expect((await asAdviser.post(`${signingPath(flow.documentId)}/void`)).statusCode).toBe(200);
    expect((await partner.get(link(token))).json().data).toMatchObject({ status: 'voided', actions: [] });
    const signing = await partner.patch(link(token, '/sign'), { fields: flow.fieldsOf('partner') });
    expect(signing.statusCode).toBe(409);
    expect(errorOf(signing).detail).toBe(signingMessages['signing.voided']);
    expect((await partner.post(link(token, '/decline'), { reason: 'Too late' })).statusCode).toBe(409);
    expect((await partner.get(link(token, '/document.pdf'))).statusCode).toBe(409);
    const cancelledToken = await newestToken('Signing request cancelled');
    expect((await partner.get(link(cancelledToken))).json().data).toMatchObject({ status: 'voided', actions: [] });
  });

  it('the partner declines through the link: the adviser hears why, and the link stops working', async () => {
    const flow = await sent(draftBody(['partner', 'client']));
    const token = await newestToken();
    expect((await partner.post(link(token, '/decline'), { reason: ' ' })).statusCode).toBe(400);
    const declined = await partner.post(link(token, '/decline'), { reason: 'I have not read it yet.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', actions: [] });
    const bells = await t.runtime.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cast.adviser.id), eq(notifications.kind, 'documents.declined')));
    expect(bells.filter((bell) => bell.link?.includes(flow.documentId)).map((bell) => bell.body)).toEqual([
      'Sam Partner declined to sign “Suitability report” for Test client: “I have not read it yet.”',
    ]);
    expect((await signingAudit(t, flow.caseId)).at(-1)).toMatchObject({
      action: 'signing_declined',
      after: { signer: 'partner', signer_name: 'Sam Partner', reason: 'I have not read it yet.' },
    });
    expect((await partner.patch(link(token, '/sign'), { fields: flow.fieldsOf('partner') })).statusCode).toBe(409);
  });
});

describe('reminders', () => {
  it('mail the partner a fresh link; the older one keeps working while it is their turn', async () => {
    const flow = await sent(draftBody(['partner', 'client'], undefined, { reminder_every_days: 1 }));
    const first = await newestToken();
    await sendSigningReminders(t.runtime, new Date(Date.now() + 86_400_000 + 60_000));
    const [reminder] = await partnerMails('Reminder: please sign');
    const fresh = tokenIn(reminder?.text ?? '');
    expect(fresh).not.toBe(first);
    for (const token of [first, fresh]) expect((await partner.get(link(token))).json().data.actions).toEqual(['sign', 'decline']);
    expect((await partner.patch(link(fresh, '/sign'), { fields: flow.fieldsOf('partner') })).statusCode).toBe(200);
    for (const token of [first, fresh]) expect((await partner.get(link(token))).json().data.actions).toEqual([]);
  });
});

describe('the request log', () => {
  it('never carries a link’s token, only the route’s pattern', async () => {
    await sent(draftBody(['partner', 'client']));
    const token = await newestToken();
    const lines: string[] = [];
    const write = testLogStream.write.bind(testLogStream);
    testLogStream.write = ((chunk: unknown, ...rest: never[]) => {
      lines.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof testLogStream.write;
    try {
      await partner.get(link(token));
      await partner.get(link(token, '/document.pdf'));
      await partner.patch(link(token, '/sign'), { fields: [] });
      await partner.get(link(`${token}x`));
    } finally {
      testLogStream.write = write;
    }
    expect(lines.some((line) => line.includes('/api/v1/signing-links/:token'))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
