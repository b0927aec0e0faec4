import { phoneNumberMessage, signingMessages } from '@advice/domain';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, signingEnvelopes, signingEvents, signingSigners, smsOutbox, users } from '../../db/schema/index.ts';
import { type SmsGatewayStandIn, startSmsGatewayStandIn } from '../../platform/sms/sms-gateway.testing.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import { testLogStream } from '../../testing/log-capture.ts';
import { codeIn } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';
import { draftBody, newCase, putDraft, signatureDataUrl, signingPath, uploadDocument } from './signing.testing.ts';

/** Spec 1 §5's phone rule: a signer's passcode by text message, to the number on their account or the partner's as drafted. */

type Role = 'client' | 'adviser' | 'partner';
type Placement = { id: string; signer: string };

const clientNumber = '07700 900123';
const adviserNumber = '+44 7700 900456';
const partnerNumber = '+44 7700 900777';

let t: TestApp;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;
let png: string;

const setPhone = (app: TestApp, userId: string, phone: string | null) =>
  app.runtime.db.update(users).set({ phone }).where(eq(users.id, userId));

beforeAll(async () => {
  t = await startTestApp({ authRateLimit: 1000 });
  cast = await createCaseCast(t.runtime.db);
  await setPhone(t, cast.client.id, clientNumber);
  await setPhone(t, cast.adviser.id, adviserNumber);
  const as = (user: CaseCast['client']) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);
  [asClient, asAdviser] = await Promise.all([as(cast.client), as(cast.adviser)]);
  png = await signatureDataUrl();
});
afterAll(() => t.close());

/** A draft asking each signer for a passcode by text; the partner (when there is one) with `partnerPhone`, or none. */
function byText(signers: Role[], partnerPhone: string | null = partnerNumber) {
  const body = draftBody(signers, undefined, { require_passcode: true });
  return {
    ...body,
    passcode_channel: 'phone',
    signers: body.signers.map((signer) =>
      signer.role === 'partner' && partnerPhone !== null ? { ...signer, phone: partnerPhone } : signer,
    ),
  };
}

/** A document sent with `body` by the adviser of `cast` on `app`. */
async function sent(app: TestApp, as: TestClient, caseCast: CaseCast, body: object) {
  const caseId = await newCase(app, caseCast);
  const documentId = await uploadDocument(as, caseId);
  const drafted = await putDraft(as, documentId, body);
  expect(drafted.statusCode).toBe(200);
  const response = await as.post(`${signingPath(documentId)}/send`);
  expect(response.statusCode).toBe(200);
  const envelope = response.json().data as { id: string; placements: Placement[] };
  const fieldsOf = (signer: Role) =>
    envelope.placements.filter((p) => p.signer === signer).map((p) => ({ id: p.id, signature: { mode: 'draw', image: png } }));
  return { caseId, documentId, envelope, fieldsOf };
}

const sign = (as: TestClient, documentId: string, fields: object[], passcode?: string) =>
  as.patch('/api/v1/sign', { document_id: documentId, fields, ...(passcode === undefined ? {} : { passcode }) });

/** The newest text to a number, as its outbox row. */
async function lastTextTo(app: TestApp, number: string) {
  const [row] = await app.runtime.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.toNumber, number))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no text to ${number}`);
  return row;
}

/** Every log line the test servers write while `work` runs. */
async function logLinesOf(work: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const write = testLogStream.write.bind(testLogStream);
  testLogStream.write = ((chunk: unknown, ...rest: never[]) => {
    lines.push(String(chunk));
    return write(chunk, ...rest);
  }) as typeof testLogStream.write;
  try {
    await work();
  } finally {
    testLogStream.write = write;
  }
  return lines;
}

describe('drafting with the passcode by text message', () => {
  let bare: CaseCast;
  let asBareAdviser: TestClient;
  let documentId: string;

  beforeAll(async () => {
    bare = await createCaseCast(t.runtime.db);
    asBareAdviser = await sessionFor(t.app, t.runtime.db, bare.adviser, bare.practice.host);
    documentId = await uploadDocument(asBareAdviser, await newCase(t, bare));
  });

  it('asks for the partner’s number beside them, then for the client’s and adviser’s on their accounts (400 at each signer)', async () => {
    const noPartnerNumber = await putDraft(asBareAdviser, documentId, byText(['client', 'partner', 'adviser'], null));
    expect(noPartnerNumber.statusCode).toBe(400);
    expect(noPartnerNumber.json().errors).toEqual([
      expect.objectContaining({ detail: signingMessages['signing.partnerPhoneNeeded'], source: { pointer: '/signers/1/phone' } }),
    ]);

    const noAccountNumbers = await putDraft(asBareAdviser, documentId, byText(['client', 'partner', 'adviser']));
    expect(noAccountNumbers.statusCode).toBe(400);
    expect(noAccountNumbers.json().errors).toEqual([
      expect.objectContaining({
        detail: 'Add the client’s phone number (their account details) before asking for a passcode by phone.',
        source: { pointer: '/signers/0' },
      }),
      expect.objectContaining({ detail: signingMessages['signing.adviserPhoneNeeded'], source: { pointer: '/signers/2' } }),
    ]);
    expect(await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.documentId, documentId))).toEqual([]);
  });

  it('counts an account number no text can reach as none', async () => {
    await setPhone(t, bare.client.id, '(020) 79');
    const response = await putDraft(asBareAdviser, documentId, byText(['client']));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ detail: signingMessages['signing.clientPhoneNeeded'], source: { pointer: '/signers/0' } });
  });

  it.each([['07700-900123'], ['+44 (0)7700 900123'], ['123 456'], ['+44 7700 900123 4567'], ['call me']])(
    'refuses the partner’s number “%s” (400 at it), whatever the channel',
    async (phone) => {
      const response = await putDraft(asBareAdviser, documentId, { ...byText(['partner'], phone), passcode_channel: 'email' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ detail: phoneNumberMessage, source: { pointer: '/signers/0/phone' } });
    },
  );

  it('needs no number by e-mail, or with no passcode at all; the envelope says the channel', async () => {
    const byEmail = await putDraft(asBareAdviser, documentId, { ...byText(['client', 'adviser']), passcode_channel: 'email' });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data).toMatchObject({ require_passcode: true, passcode_channel: 'email', passcode_phone: null });
    const noPasscode = await putDraft(asBareAdviser, documentId, { ...byText(['client', 'adviser']), require_passcode: false });
    expect(noPasscode.statusCode).toBe(200);
    expect(noPasscode.json().data).toMatchObject({ require_passcode: false, passcode_channel: 'phone', passcode_phone: null });
  });

  it('keeps the default e-mail channel for a body that leaves it out', async () => {
    const { passcode_channel: _left, ...body } = byText(['client', 'adviser']);
    const response = await putDraft(asBareAdviser, documentId, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.passcode_channel).toBe('email');
  });
});

describe('a signed-in signer’s passcode by text', () => {
  let flow: Awaited<ReturnType<typeof sent>>;
  let code: string;

  it('keeps each signer’s number on the draft, which staff see and the client does not', async () => {
    flow = await sent(t, asAdviser, cast, byText(['client', 'adviser']));
    const staffView = (await asAdviser.get(signingPath(flow.documentId))).json().data;
    expect(staffView.signers.map((s: { role: string; phone: string }) => [s.role, s.phone])).toEqual([
      ['client', '07700900123'],
      ['adviser', '+447700900456'],
    ]);
    expect(staffView.passcode_phone).toBe('•••• 0456');
    const clientView = (await asClient.get(signingPath(flow.documentId))).json().data;
    expect(clientView).toMatchObject({ passcode_channel: 'phone', passcode_phone: '•••• 0123' });
    expect(clientView.signers.every((s: object) => !('phone' in s) && !('email' in s))).toBe(true);
  });

  it('texts the client the code, not mails it, and says where it went with the number masked', async () => {
    const mailsBefore = await t.runtime.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Your passcode to sign%'));
    const asked = await asClient.post(`${signingPath(flow.documentId)}/passcode`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.message).toBe('Passcode sent in a text to •••• 0123.');
    const text = await lastTextTo(t, '07700900123');
    code = codeIn(text.text);
    expect(text).toMatchObject({ practiceId: cast.practice.id, template: 'signingPasscode', status: 'queued' });
    expect(text.text).toBe(`${code} is your passcode to sign “Suitability report” with Test Practice. It works for 10 minutes.`);
    const mailsAfter = await t.runtime.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Your passcode to sign%'));
    expect(mailsAfter.length).toBe(mailsBefore.length);
  });

  it('accepts the texted code, and neither the record, the audit trail nor the logs hold the number or the code', async () => {
    const lines = await logLinesOf(async () => {
      const wrong = await sign(asClient, flow.documentId, flow.fieldsOf('client'), code === '000000' ? '111111' : '000000');
      expect(errorOf(wrong).detail).toBe(signingMessages['signing.passcodeWrong']);
      const signed = await sign(asClient, flow.documentId, flow.fieldsOf('client'), code);
      expect(signed.statusCode).toBe(200);
    });
    const events = await t.runtime.db
      .select()
      .from(signingEvents)
      .where(eq(signingEvents.envelopeId, flow.envelope.id))
      .orderBy(asc(signingEvents.at));
    expect(events.filter((e) => e.kind === 'passcode_sent').map((e) => e.detail)).toEqual([{ channel: 'phone' }]);
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['passcode_sent', 'passcode_confirmed', 'signed']));
    const audits = await t.runtime.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityKind, 'client-case'), eq(auditEvents.entityId, flow.caseId)));
    const recorded = JSON.stringify([events, audits]);
    expect(recorded).not.toContain(code);
    expect(recorded).not.toContain('900123');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(code) || line.includes('900123'))).toEqual([]);
  });

  it('texts the adviser at their account’s number as it is now, and asks them to add one when there is none (422)', async () => {
    await setPhone(t, cast.adviser.id, null);
    const none = await asAdviser.post(`${signingPath(flow.documentId)}/passcode`);
    expect(none.statusCode).toBe(422);
    expect(errorOf(none)).toMatchObject({ detail: signingMessages['signing.yourPhoneNeeded'], source: { pointer: '/passcode' } });

    await setPhone(t, cast.adviser.id, '+44 7700 900999');
    const asked = await asAdviser.post(`${signingPath(flow.documentId)}/passcode`);
    expect(asked.json().data.message).toBe('Passcode sent in a text to •••• 0999.');
    const [row] = await t.runtime.db
      .select({ phone: signingSigners.phone })
      .from(signingSigners)
      .where(and(eq(signingSigners.envelopeId, flow.envelope.id), eq(signingSigners.role, 'adviser')));
    expect(row?.phone).toBe('+447700900999');
    expect((await asAdviser.get(signingPath(flow.documentId))).json().data.passcode_phone).toBe('•••• 0999');
    const signed = await sign(asAdviser, flow.documentId, flow.fieldsOf('adviser'), codeIn((await lastTextTo(t, '+447700900999')).text));
    expect(signed.json().data.status).toBe('completed');
    await setPhone(t, cast.adviser.id, adviserNumber);
  });
});

describe('a partner’s passcode by text through their signing link', () => {
  it('texts the number drafted for them, masked in the answer, and takes the code', async () => {
    const flow = await sent(t, asAdviser, cast, byText(['partner']));
    const [mail] = await t.runtime.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'sam.partner@example.test'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = /\/sign\/([A-Za-z0-9_-]+)/u.exec(mail?.text ?? '')?.[1] ?? '';
    const partner = new TestClient(t.app, cast.practice.host);
    const link = (rest = '') => `/api/v1/signing-links/${token}${rest}`;

    expect((await partner.get(link())).json().data).toMatchObject({ passcode_channel: 'phone', passcode_phone: '•••• 0777' });
    const asked = await partner.post(link('/passcode'));
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.message).toBe('Passcode sent in a text to •••• 0777.');
    const signed = await partner.patch(link('/sign'), {
      fields: flow.fieldsOf('partner'),
      passcode: codeIn((await lastTextTo(t, '+447700900777')).text),
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.status).toBe('completed');
  });
});

describe('where no text can be delivered (mail by SMTP, no SMS_URL)', () => {
  let noTexts: TestApp;
  let remote: CaseCast;
  let asRemoteAdviser: TestClient;

  beforeAll(async () => {
    noTexts = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1', runJobs: false });
    remote = await createCaseCast(noTexts.runtime.db);
    await setPhone(noTexts, remote.client.id, clientNumber);
    asRemoteAdviser = await sessionFor(noTexts.app, noTexts.runtime.db, remote.adviser, remote.practice.host);
  });
  afterAll(() => noTexts.close());

  it('refuses the phone channel with a 422 beside the choice', async () => {
    const documentId = await uploadDocument(asRemoteAdviser, await newCase(noTexts, remote));
    const response = await putDraft(asRemoteAdviser, documentId, byText(['client']));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'rule.violated',
      detail: signingMessages['signing.textsUnavailable'],
      source: { pointer: '/passcode_channel' },
    });
  });

  it('refuses to text a passcode for an envelope drafted by phone (422), writing no text', async () => {
    const flow = await sent(noTexts, asRemoteAdviser, remote, { ...byText(['client']), passcode_channel: 'email' });
    await noTexts.runtime.db.update(signingEnvelopes).set({ passcodeChannel: 'phone' }).where(eq(signingEnvelopes.id, flow.envelope.id));
    const asRemoteClient = await sessionFor(noTexts.app, noTexts.runtime.db, remote.client, remote.practice.host);
    const response = await asRemoteClient.post(`${signingPath(flow.documentId)}/passcode`);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ detail: signingMessages['signing.textsUnavailable'], source: { pointer: '/passcode' } });
    expect(await noTexts.runtime.db.select().from(smsOutbox)).toEqual([]);
  });
});

describe('with a text-message gateway (SMS_URL and SMS_TOKEN, mail by SMTP)', () => {
  let gateway: SmsGatewayStandIn;
  let withGateway: TestApp;

  beforeAll(async () => {
    gateway = await startSmsGatewayStandIn();
    withGateway = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1', smsUrl: gateway.url, smsToken: 'gateway-token' });
  });
  afterAll(async () => {
    await withGateway.close();
    await gateway.close();
  });

  it('posts the signer’s passcode to the gateway with the token, after the request commits', async () => {
    const remote = await createCaseCast(withGateway.runtime.db);
    await setPhone(withGateway, remote.client.id, clientNumber);
    const asRemoteAdviser = await sessionFor(withGateway.app, withGateway.runtime.db, remote.adviser, remote.practice.host);
    const flow = await sent(withGateway, asRemoteAdviser, remote, byText(['client']));
    const asRemoteClient = await sessionFor(withGateway.app, withGateway.runtime.db, remote.client, remote.practice.host);
    expect((await asRemoteClient.post(`${signingPath(flow.documentId)}/passcode`)).statusCode).toBe(200);

    for (let attempt = 0; attempt < 200 && gateway.received.length === 0; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const text = await lastTextTo(withGateway, '07700900123');
    expect(gateway.received).toEqual([
      { authorization: 'Bearer gateway-token', contentType: 'application/json', body: { to: '07700900123', text: text.text } },
    ]);
    for (let attempt = 0; attempt < 100 && (await lastTextTo(withGateway, '07700900123')).status !== 'delivered'; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await lastTextTo(withGateway, '07700900123')).status).toBe('delivered');
    const signed = await sign(asRemoteClient, flow.documentId, flow.fieldsOf('client'), codeIn(text.text));
    expect(signed.json().data.status).toBe('completed');
  });
});
