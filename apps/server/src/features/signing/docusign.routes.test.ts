import { createHash, randomUUID } from 'node:crypto';
import { docusignMessages, signingMessages } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccounts, signingEnvelopes, signingSigners, storedFiles } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { type DocusignStandIn, startDocusignStandIn } from '../../testing/docusign-stand-in.ts';
import { allFeaturesOn, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';
import { connectDocusign, standInSettings } from './docusign.testing.ts';
import { draftBody, eventKinds, newCase, putDraft, signingAudit, smallPdf, uploadDocument } from './signing.testing.ts';

let t: TestApp;
let stand: DocusignStandIn;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;
let asStranger: TestClient;
let accountId: string;

const as = (user: CaseCast['client'], host = cast.practice.host) => sessionFor(t.app, t.runtime.db, user, host);

beforeAll(async () => {
  stand = await startDocusignStandIn();
  t = await startTestApp({ docusign: standInSettings(stand) });
  cast = await createCaseCast(t.runtime.db);
  [asClient, asAdviser, asStranger] = await Promise.all([as(cast.client), as(cast.adviser), as(cast.stranger)]);
  [accountId = ''] = await connectDocusign(asAdviser);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

const envelopePath = '/api/v1/docusign/envelopes';

/** A case with an uploaded two-page PDF and the body that sends it to the client, then the adviser. */
async function documentToSend(pdf?: Buffer) {
  const caseId = await newCase(t, cast);
  const documentId = await uploadDocument(asAdviser, caseId, pdf ? { content: pdf } : {});
  const { signers, placements, message } = draftBody(
    ['client', 'adviser'],
    [
      { signer: 'client', page: 2 },
      { signer: 'client', type: 'addTextPlaceholder', label: 'Policy number', required: false },
      { signer: 'adviser', page: 2 },
    ],
  );
  return { caseId, documentId, body: { document_id: documentId, oauth_account_id: accountId, signers, placements, message } };
}

async function sent() {
  const input = await documentToSend();
  const response = await asAdviser.post(envelopePath, input.body);
  expect(response.statusCode).toBe(201);
  const envelope = response.json().data as { id: string; status: string };
  const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
  return { ...input, envelope, externalId: row?.externalId ?? '' };
}

describe('sending a document through DocuSign', () => {
  it('creates the envelope at DocuSign with the PDF, signers in routing order and their tabs, and records it sent', async () => {
    const pdf = await smallPdf(2);
    const { documentId, caseId, body } = await documentToSend(pdf);
    const response = await asAdviser.post(envelopePath, { ...body, message: 'Please sign when you can.' });
    expect(response.statusCode).toBe(201);
    const envelope = response.json().data;
    expect(envelope).toMatchObject({ document_id: documentId, engine: 'docusign', status: 'sent', message: 'Please sign when you can.' });
    expect(envelope.signers.map((s: { role: string; status: string }) => [s.role, s.status])).toEqual([
      ['client', 'pending'],
      ['adviser', 'waiting'],
    ]);

    const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
    expect(row).toMatchObject({
      engine: 'docusign',
      oauthAccountId: accountId,
      originalSha256: createHash('sha256').update(pdf).digest('hex'),
    });
    const [request] = stand.requestsTo('POST', '/restapi/v2.1/accounts/acc-1/envelopes').slice(-1);
    const definition = request?.body as {
      emailSubject: string;
      emailBlurb: string;
      documents: { documentBase64: string }[];
      recipients: { signers: { routingOrder: string; email: string; tabs: { signHereTabs: object[]; textTabs: object[] } }[] };
    };
    expect(row?.externalId).toBe([...stand.envelopes.keys()].at(-1));
    expect(Buffer.from(definition.documents[0]?.documentBase64 ?? '', 'base64').equals(pdf)).toBe(true);
    expect(definition.emailSubject).toBe('Please sign Suitability report');
    expect(definition.emailBlurb).toBe('Please sign when you can.');
    expect(definition.recipients.signers.map((s) => [s.routingOrder, s.email])).toEqual([
      ['1', cast.client.email],
      ['2', cast.adviser.email],
    ]);
    const [client, adviser] = definition.recipients.signers;
    expect(client?.tabs.signHereTabs).toEqual([
      { documentId: '1', pageNumber: '2', xPosition: '60', yPosition: '84', tabLabel: 'field-1', optional: 'false' },
    ]);
    expect(client?.tabs.textTabs).toEqual([
      {
        documentId: '1',
        pageNumber: '1',
        xPosition: '60',
        yPosition: '168',
        tabLabel: 'Policy number',
        width: '179',
        height: '51',
        required: 'false',
      },
    ]);
    expect(adviser?.tabs.signHereTabs).toHaveLength(1);
    expect(await eventKinds(t, envelope.id)).toEqual(['drafted', 'sent']);
    expect((await signingAudit(t, caseId)).map((entry) => entry.action)).toEqual(['signing_sent']);
  });

  it('refuses a draft with problems field by field, sending nothing to DocuSign', async () => {
    const { body } = await documentToSend();
    const before = stand.envelopes.size;
    const response = await asAdviser.post(envelopePath, { ...body, placements: body.placements.filter((p) => p.signer !== 'adviser') });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      detail: signingMessages['signing.signerWithoutSignature'],
      source: { pointer: '/signers/1' },
    });
    expect(stand.envelopes.size).toBe(before);
  });

  it('refuses an account that is not the adviser’s own, and a document that already has a signing request', async () => {
    const { body } = await documentToSend();
    const notMine = await asAdviser.post(envelopePath, { ...body, oauth_account_id: randomUUID() });
    expect(notMine.statusCode).toBe(422);
    expect(errorOf(notMine)).toMatchObject({
      detail: docusignMessages['docusign.accountNotFound'],
      source: { pointer: '/oauth_account_id' },
    });
    expect((await asAdviser.post(envelopePath, body)).statusCode).toBe(201);
    const twice = await asAdviser.post(envelopePath, body);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).detail).toBe(docusignMessages['docusign.liveEnvelope']);
  });

  it('takes over the document’s draft envelope, keeping its record', async () => {
    const { documentId, body } = await documentToSend();
    const draft = await putDraft(asAdviser, documentId, draftBody(['client']));
    expect(draft.statusCode).toBe(200);
    const response = await asAdviser.post(envelopePath, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ id: draft.json().data.id, engine: 'docusign', status: 'sent' });
    expect(response.json().data.signers).toHaveLength(2);
    expect(await eventKinds(t, draft.json().data.id)).toEqual(['drafted', 'sent']);
  });

  it('is the client’s staff’s to send: a stranger adviser gets 404, a client 403', async () => {
    const { body } = await documentToSend();
    const strangerAccount = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'adviser' });
    expect((await (await as(strangerAccount)).post(envelopePath, body)).statusCode).toBe(404);
    expect((await asStranger.post(envelopePath, body)).statusCode).toBe(404);
    expect((await asClient.post(envelopePath, body)).statusCode).toBe(403);
  });
});

describe('the envelope’s status, refreshed from DocuSign', () => {
  it('records each signature as DocuSign reports it, then stores the completed PDF and certificate as the signed version', async () => {
    const { envelope, externalId, documentId, caseId } = await sent();
    stand.signNext(externalId);
    const halfway = await asClient.get(`${envelopePath}/${envelope.id}`);
    expect(halfway.statusCode).toBe(200);
    expect(halfway.json().data.signers.map((s: { status: string }) => s.status)).toEqual(['signed', 'pending']);

    stand.signNext(externalId);
    const done = (await asAdviser.get(`${envelopePath}/${envelope.id}`)).json().data;
    expect(done.status).toBe('completed');
    expect(done.actions).toEqual(['downloadSigned', 'downloadCertificate']);
    expect(await eventKinds(t, envelope.id)).toEqual(['drafted', 'sent', 'signed', 'signed', 'completed']);
    expect((await signingAudit(t, caseId)).map((entry) => entry.action)).toEqual([
      'signing_sent',
      'signing_signed',
      'signing_signed',
      'signing_completed',
    ]);

    const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
    const combined = Buffer.concat([
      stand.envelopes.get(externalId)?.pdf ?? Buffer.alloc(0),
      Buffer.from(`\n% signed through the DocuSign stand-in: ${externalId}\n`),
    ]);
    expect(row?.signedSha256).toBe(createHash('sha256').update(combined).digest('hex'));
    expect(done.signed_sha256).toBe(row?.signedSha256);
    const [certificate] = await t.runtime.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.certificateFileId ?? ''));
    expect(certificate?.fileName).toBe('Suitability report certificate of completion.pdf');

    const download = await asClient.get(`/api/v1/docusign/documents/${documentId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('Suitability report (signed).pdf');
    expect(download.rawPayload.equals(combined)).toBe(true);
  });

  it('fetches the signed PDF on download when DocuSign completed it since the last look', async () => {
    const { externalId, documentId } = await sent();
    expect((await asClient.get(`/api/v1/docusign/documents/${documentId}`)).statusCode).toBe(404);
    stand.signAll(externalId);
    const download = await asClient.get(`/api/v1/docusign/documents/${documentId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('records a refusal at DocuSign as the signer declining', async () => {
    const { envelope, externalId } = await sent();
    stand.decline(externalId, 'The figures are wrong');
    const after = (await asAdviser.get(`${envelopePath}/${envelope.id}`)).json().data;
    expect(after.status).toBe('declined');
    const [signer] = await t.runtime.db
      .select()
      .from(signingSigners)
      .where(eq(signingSigners.envelopeId, envelope.id))
      .orderBy(signingSigners.position);
    expect(signer).toMatchObject({ status: 'declined', declineReason: 'The figures are wrong' });
  });

  it('refreshes an expired access token with the refresh token, and keeps the new tokens', async () => {
    const { envelope } = await sent();
    const [before] = await t.runtime.db.select().from(oauthAccounts).where(eq(oauthAccounts.id, accountId));
    stand.expireAccessTokens();
    await t.runtime.db
      .update(oauthAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthAccounts.id, accountId));
    const refreshes = stand.requestsTo('POST', '/oauth/token').length;
    expect((await asAdviser.get(`${envelopePath}/${envelope.id}`)).statusCode).toBe(200);
    const [after] = await t.runtime.db.select().from(oauthAccounts).where(eq(oauthAccounts.id, accountId));
    expect(
      stand
        .requestsTo('POST', '/oauth/token')
        .slice(refreshes)
        .map((r) => (r.body as { grant_type: string }).grant_type),
    ).toEqual(['refresh_token']);
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(after?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('asks staff to connect again once DocuSign no longer takes the login, while the client still sees the record', async () => {
    const adviser = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'adviser' });
    const client = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: adviser.id });
    const asOwnAdviser = await as(adviser);
    const [ownAccount = ''] = await connectDocusign(asOwnAdviser);
    const caseId = await newCase(t, { ...cast, client, adviser });
    const documentId = await uploadDocument(asOwnAdviser, caseId);
    const { signers, placements, message } = draftBody(['client']);
    const created = await asOwnAdviser.post(envelopePath, {
      document_id: documentId,
      oauth_account_id: ownAccount,
      signers,
      placements,
      message,
    });
    expect(created.statusCode).toBe(201);
    await t.runtime.db
      .update(oauthAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000), refreshToken: 'revoked' })
      .where(eq(oauthAccounts.id, ownAccount));
    const staff = await asOwnAdviser.get(`${envelopePath}/${created.json().data.id}`);
    expect(staff.statusCode).toBe(422);
    expect(errorOf(staff).detail).toBe(docusignMessages['docusign.reconnect']);
    const asItsClient = await as(client);
    const forClient = await asItsClient.get(`${envelopePath}/${created.json().data.id}`);
    expect(forClient.statusCode).toBe(200);
    expect(forClient.json().data.status).toBe('sent');
  });

  it('is a 404 for someone without a relation to the client, and in another practice', async () => {
    const { envelope, documentId } = await sent();
    expect((await asStranger.get(`${envelopePath}/${envelope.id}`)).statusCode).toBe(404);
    expect((await asStranger.get(`/api/v1/docusign/documents/${documentId}`)).statusCode).toBe(404);
    const other = await createPractice(t.runtime.db);
    const director = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
    expect((await (await as(director, other.host)).get(`${envelopePath}/${envelope.id}`)).statusCode).toBe(404);
  });

  it('does not exist while the docusign or the eSignature flag is off', async () => {
    for (const flag of ['docusign', 'eSignature']) {
      const practice = await createPractice(t.runtime.db, { featureFlags: { ...allFeaturesOn, [flag]: false } });
      const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
      const client = await as(adviser, practice.host);
      expect((await client.get(`${envelopePath}/${randomUUID()}`)).statusCode).toBe(404);
      expect((await client.post(envelopePath, {})).statusCode).toBe(404);
    }
  });
});
