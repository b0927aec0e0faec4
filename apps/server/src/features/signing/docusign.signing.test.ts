import { docusignMessages, interpolate } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCases, oauthAccounts, signingEnvelopes, signingEvents } from '../../db/schema/index.ts';
import { errorOf } from '../../testing/client.ts';
import { type DocusignStandIn, startDocusignStandIn } from '../../testing/docusign-stand-in.ts';
import { createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';
import { pollDocusignEnvelopes } from './docusign.polling.ts';
import { connectDocusign, standInSettings } from './docusign.testing.ts';
import { draftBody, newCase, signingPath, uploadDocument } from './signing.testing.ts';

let t: TestApp;
let stand: DocusignStandIn;
let cast: CaseCast;

const as = (user: CaseCast['client']) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);

beforeAll(async () => {
  stand = await startDocusignStandIn();
  t = await startTestApp({ docusign: standInSettings(stand) });
  cast = await createCaseCast(t.runtime.db);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

/**
 * A client of their own adviser, who connected a DocuSign account, and a case document sent to the client
 * through it (so each test may break that account without touching another's).
 */
async function sentThroughDocusign(signers: ('client' | 'adviser')[] = ['client', 'adviser']) {
  const adviser = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'adviser' });
  const client = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: adviser.id });
  const [asAdviser, asClient] = [await as(adviser), await as(client)];
  const [accountId = ''] = await connectDocusign(asAdviser);
  const caseId = await newCase(t, { ...cast, client, adviser });
  const documentId = await uploadDocument(asAdviser, caseId);
  const { placements, message, signers: bodySigners } = draftBody(signers);
  const created = await asAdviser.post('/api/v1/docusign/envelopes', {
    document_id: documentId,
    oauth_account_id: accountId,
    signers: bodySigners,
    placements,
    message,
  });
  expect(created.statusCode).toBe(201);
  const envelopeId = created.json().data.id as string;
  const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelopeId));
  return { asAdviser, asClient, accountId, caseId, documentId, envelopeId, externalId: row?.externalId ?? '' };
}

/** The envelope was last looked at long enough ago for the next look to ask DocuSign again. */
const lookedAtLongAgo = (envelopeId: string) =>
  t.runtime.db
    .update(signingEnvelopes)
    .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
    .where(eq(signingEnvelopes.id, envelopeId));

/** How many times the envelope's status was read at DocuSign. */
const readsOf = (externalId: string) =>
  stand.requestsTo('GET', `/restapi/v2.1/accounts/acc-1/envelopes/${externalId}`).filter((r) => r.path.endsWith(externalId)).length;

async function voidedDetail(envelopeId: string) {
  const [event] = await t.runtime.db
    .select()
    .from(signingEvents)
    .where(and(eq(signingEvents.envelopeId, envelopeId), eq(signingEvents.kind, 'voided')));
  return event?.detail;
}

describe('cancelling a request sent through DocuSign', () => {
  it('cancels it at DocuSign, then here, and records that DocuSign cancelled it', async () => {
    const { asAdviser, documentId, envelopeId, externalId } = await sentThroughDocusign();
    const response = await asAdviser.post(`${signingPath(documentId)}/void`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'voided', engine: 'docusign' });
    expect(stand.envelopes.get(externalId)).toMatchObject({ status: 'voided', voidedReason: docusignMessages['docusign.voidReason'] });
    expect(await voidedDetail(envelopeId)).toEqual({ engine: 'docusign', voided_at_docusign: true });
  });

  it('refuses with a 422 naming the document when DocuSign does not cancel it, leaving both as they were', async () => {
    const { asAdviser, documentId, envelopeId, externalId } = await sentThroughDocusign();
    const atDocusign = stand.envelopes.get(externalId);
    stand.envelopes.delete(externalId);
    const response = await asAdviser.post(`${signingPath(documentId)}/void`);
    if (atDocusign) stand.envelopes.set(externalId, atDocusign);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).detail).toBe(interpolate(docusignMessages['docusign.voidFailed'], { document: 'Suitability report' }));
    const [row] = await t.runtime.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelopeId));
    expect(row?.status).toBe('sent');
    expect(stand.envelopes.get(externalId)?.status).toBe('sent');
    expect((await asAdviser.post(`${signingPath(documentId)}/void`)).statusCode).toBe(200);
  });

  it('asks to connect the account again when DocuSign no longer takes its login, cancelling nothing', async () => {
    const { asAdviser, documentId, externalId, accountId } = await sentThroughDocusign();
    await t.runtime.db
      .update(oauthAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000), refreshToken: 'revoked' })
      .where(eq(oauthAccounts.id, accountId));
    const response = await asAdviser.post(`${signingPath(documentId)}/void`);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).detail).toBe(docusignMessages['docusign.reconnect']);
    expect(stand.envelopes.get(externalId)?.status).toBe('sent');
  });

  it('refuses to cancel one everyone has signed at DocuSign since the last look, recording it completed', async () => {
    const { asAdviser, documentId, externalId } = await sentThroughDocusign();
    stand.signAll(externalId);
    const response = await asAdviser.post(`${signingPath(documentId)}/void`);
    expect(response.statusCode).toBe(409);
    const now = await asAdviser.get(signingPath(documentId));
    expect(now.json().data).toMatchObject({ status: 'completed' });
    expect(stand.envelopes.get(externalId)?.status).toBe('completed');
  });

  it('cancels only the record once the account it went through is disconnected, and says so in the record', async () => {
    const { asAdviser, documentId, envelopeId, externalId, accountId } = await sentThroughDocusign();
    expect((await asAdviser.delete(`/api/v1/oauth_accounts/${accountId}`)).statusCode).toBe(204);
    const response = await asAdviser.post(`${signingPath(documentId)}/void`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('voided');
    expect(stand.envelopes.get(externalId)?.status).toBe('sent');
    expect(await voidedDetail(envelopeId)).toEqual({ engine: 'docusign', voided_at_docusign: false, cause: 'account_disconnected' });
  });

  it('"back to prepare" cancels it at DocuSign too, and is refused as a whole when DocuSign does not', async () => {
    const first = await sentThroughDocusign();
    const versionOf = async () => (await first.asAdviser.get(`/api/v1/client-cases/${first.caseId}`)).json().data.version as number;
    const atDocusign = stand.envelopes.get(first.externalId);
    stand.envelopes.delete(first.externalId);
    const refused = await first.asAdviser.post(`/api/v1/client-cases/${first.caseId}/back-to-prepare`, { version: await versionOf() });
    if (atDocusign) stand.envelopes.set(first.externalId, atDocusign);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).detail).toContain('DocuSign did not cancel the signing request for “Suitability report”');
    const [kase] = await t.runtime.db.select().from(clientCases).where(eq(clientCases.id, first.caseId));
    expect(kase?.status).toBe('reviewing_pack');

    const done = await first.asAdviser.post(`/api/v1/client-cases/${first.caseId}/back-to-prepare`, { version: await versionOf() });
    expect(done.statusCode).toBe(200);
    expect(stand.envelopes.get(first.externalId)?.status).toBe('voided');
    expect(await voidedDetail(first.envelopeId)).toEqual({ by_back_to_prepare: true, engine: 'docusign', voided_at_docusign: true });
  });
});

describe('signing in the portal refuses a request sent through DocuSign', () => {
  it('refuses PATCH /sign, the passcode and declining with a 422 that points to DocuSign’s e-mail, and offers neither', async () => {
    const { asClient, documentId } = await sentThroughDocusign();
    const seen = (await asClient.get(signingPath(documentId))).json().data;
    expect(seen).toMatchObject({ engine: 'docusign', status: 'sent', actions: [] });
    expect(seen.docusign_account).toBeUndefined();
    const refusals = [
      await asClient.patch('/api/v1/sign', { document_id: documentId, fields: [] }),
      await asClient.post(`${signingPath(documentId)}/passcode`),
      await asClient.post(`${signingPath(documentId)}/decline`, { reason: 'Not now' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(422);
      expect(errorOf(refusal).detail).toBe(docusignMessages['docusign.signAtDocusign']);
    }
  });
});

describe('the signing pages read a DocuSign request as DocuSign has it', () => {
  it('asks DocuSign at most once a minute, then shows each signature given there, and names the account to staff', async () => {
    const { asAdviser, asClient, documentId, envelopeId, externalId } = await sentThroughDocusign();
    stand.signNext(externalId);
    const reads = readsOf(externalId);
    const soon = (await asClient.get(signingPath(documentId))).json().data;
    expect(soon.signers.map((s: { status: string }) => s.status)).toEqual(['pending', 'waiting']);
    expect(readsOf(externalId)).toBe(reads);

    await lookedAtLongAgo(envelopeId);
    const later = (await asClient.get(signingPath(documentId))).json().data;
    expect(later.signers.map((s: { status: string }) => s.status)).toEqual(['signed', 'pending']);
    expect(readsOf(externalId)).toBe(reads + 1);
    const forStaff = (await asAdviser.get(signingPath(documentId))).json().data;
    expect(forStaff).toMatchObject({ docusign_account: 'Practice Signing', actions: ['void'] });
    expect(readsOf(externalId)).toBe(reads + 1);

    await lookedAtLongAgo(envelopeId);
    stand.signNext(externalId);
    const done = (await asClient.get(signingPath(documentId))).json().data;
    expect(done).toMatchObject({ status: 'completed', actions: ['downloadSigned', 'downloadCertificate'] });
    const download = await asClient.get(`${signingPath(documentId)}/signed.pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await asClient.get(`${signingPath(documentId)}/certificate.pdf`)).statusCode).toBe(200);
  });

  it('shows the record as it stands when DocuSign cannot be reached', async () => {
    const { asAdviser, documentId, envelopeId, externalId } = await sentThroughDocusign();
    const atDocusign = stand.envelopes.get(externalId);
    stand.envelopes.delete(externalId);
    await lookedAtLongAgo(envelopeId);
    const response = await asAdviser.get(signingPath(documentId));
    if (atDocusign) stand.envelopes.set(externalId, atDocusign);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('sent');
  });
});

describe('polling DocuSign', () => {
  it('completes a request signed at DocuSign though nobody opens it, and leaves one looked at in the last minute', async () => {
    const quiet = await sentThroughDocusign(['client']);
    const fresh = await sentThroughDocusign(['client']);
    stand.signAll(quiet.externalId);
    stand.signAll(fresh.externalId);
    await lookedAtLongAgo(quiet.envelopeId);

    expect(await pollDocusignEnvelopes(t.runtime)).toBeGreaterThanOrEqual(1);
    const rows = await t.runtime.db.select().from(signingEnvelopes);
    const statusOf = (id: string) => rows.find((row) => row.id === id)?.status;
    expect(statusOf(quiet.envelopeId)).toBe('completed');
    expect(rows.find((row) => row.id === quiet.envelopeId)?.signedFileId).not.toBeNull();
    expect(statusOf(fresh.envelopeId)).toBe('sent');

    // Polled again at once, it asks DocuSign about nothing it has just looked at.
    const reads = readsOf(quiet.externalId);
    await pollDocusignEnvelopes(t.runtime);
    expect(readsOf(quiet.externalId)).toBe(reads);
  });
});
