import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocusignStandIn, startDocusignStandIn } from '../../../testing/docusign-stand-in.ts';
import { type EngineEnvelopeInput, SigningEngineError } from '../signing-engine.ts';
import { createDocusignEngine } from './docusign-engine.ts';
import { envelopeDefinitionOf, envelopeStateOf } from './docusign-envelope.ts';
import {
  type DocusignSettings,
  docusignAuthorizationUrl,
  exchangeDocusignCode,
  pkceChallengeOf,
  readDocusignUserInfo,
  refreshDocusignTokens,
} from './docusign-oauth.ts';

let stand: DocusignStandIn;
let settings: DocusignSettings & { clientId: string };

beforeAll(async () => {
  stand = await startDocusignStandIn();
  settings = { clientId: stand.clientId, clientSecret: stand.clientSecret, authUrl: stand.url };
});
afterAll(() => stand.close());

const verifier = 'v'.repeat(43);
const pdf = Buffer.from('%PDF-1.7\n% a two-page document\n%%EOF\n');
const a4 = { width: 595.28, height: 841.89 };

/** Signs in at the stand-in's sign-in page as a browser would, and answers the code it hands back. */
async function codeFor(codeVerifier: string): Promise<string> {
  const url = docusignAuthorizationUrl(settings, { redirectUri: 'https://p.test/account-settings', state: 'the-state', codeVerifier });
  const response = await fetch(url, { redirect: 'manual' });
  const back = new URL(response.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe('https://p.test/account-settings');
  expect(back.searchParams.get('state')).toBe('the-state');
  return back.searchParams.get('code') ?? '';
}

async function connectedEngine() {
  const tokens = await exchangeDocusignCode(settings, { code: await codeFor(verifier), codeVerifier: verifier });
  const info = await readDocusignUserInfo(settings, tokens.accessToken);
  const [account] = info.accounts;
  if (!account) throw new Error('no account');
  return createDocusignEngine({ baseUri: account.baseUri, accountId: account.accountId, accessToken: async () => tokens.accessToken });
}

const envelopeInput: EngineEnvelopeInput = {
  documentName: 'Suitability report.pdf',
  pdf,
  pages: [a4, a4],
  signers: [
    { role: 'client', order: 1, name: 'Charlotte Hughes', email: 'charlotte@example.test' },
    { role: 'adviser', order: 2, name: 'Adam Adviser', email: 'adam@example.test' },
  ],
  placements: [
    { signer: 'client', type: 'addSignaturePlaceholder', page: 2, x: 0.1, y: 0.5, width: 0.3, height: 0.05, label: '', required: true },
    {
      signer: 'client',
      type: 'addTextPlaceholder',
      page: 1,
      x: 0.5,
      y: 0.25,
      width: 0.2,
      height: 0.04,
      label: 'Policy number',
      required: false,
    },
    {
      signer: 'adviser',
      type: 'addSignaturePlaceholder',
      page: 2,
      x: 0.6,
      y: 0.5,
      width: 0.3,
      height: 0.05,
      label: 'Adviser',
      required: true,
    },
  ],
  subject: 'Please sign Suitability report',
  message: 'Here is your report.',
};

describe('DocuSign OAuth (authorisation code with PKCE)', () => {
  it('asks DocuSign for the signature scope with the S256 challenge of the verifier', () => {
    const url = new URL(
      docusignAuthorizationUrl(settings, { redirectUri: 'https://p.test/account-settings', state: 's', codeVerifier: verifier }),
    );
    expect(url.origin + url.pathname).toBe(`${stand.url}/oauth/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      scope: 'signature extended',
      client_id: stand.clientId,
      redirect_uri: 'https://p.test/account-settings',
      state: 's',
      code_challenge: pkceChallengeOf(verifier),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with the verifier and the integration key, then reads the login’s accounts', async () => {
    const tokens = await exchangeDocusignCode(settings, { code: await codeFor(verifier), codeVerifier: verifier });
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const [exchange] = stand.requestsTo('POST', '/oauth/token').slice(-1);
    expect(exchange?.authorization).toBe(`Basic ${Buffer.from(`${stand.clientId}:${stand.clientSecret}`).toString('base64')}`);
    expect(exchange?.body).toMatchObject({ grant_type: 'authorization_code', code_verifier: verifier });
    const info = await readDocusignUserInfo(settings, tokens.accessToken);
    expect(info).toEqual({
      email: 'adviser@docusign.example',
      name: 'Docu Adviser',
      accounts: [{ accountId: 'acc-1', accountName: 'Practice Signing', baseUri: stand.url, isDefault: true }],
    });
  });

  it('refuses a code given with another verifier, as DocuSign does (invalid_grant)', async () => {
    const code = await codeFor(verifier);
    const error = await exchangeDocusignCode(settings, { code, codeVerifier: 'w'.repeat(43) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SigningEngineError);
    expect(error).toMatchObject({ status: 400, isUnauthorised: true });
  });

  it('refreshes tokens with the refresh token, which is then spent', async () => {
    const tokens = await exchangeDocusignCode(settings, { code: await codeFor(verifier), codeVerifier: verifier });
    const fresh = await refreshDocusignTokens(settings, tokens.refreshToken ?? '');
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshToken).not.toBe(tokens.refreshToken);
    await expect(refreshDocusignTokens(settings, tokens.refreshToken ?? '')).rejects.toMatchObject({ isUnauthorised: true });
  });
});

describe('the DocuSign engine', () => {
  it('sends one document with signHere and text tabs in points from the top left, signers in routing order', async () => {
    const engine = await connectedEngine();
    const { externalId } = await engine.sendEnvelope(envelopeInput);
    const [sent] = stand.requestsTo('POST', '/restapi/v2.1/accounts/acc-1/envelopes').slice(-1);
    expect(sent?.authorization).toMatch(/^Bearer /u);
    const body = sent?.body as ReturnType<typeof envelopeDefinitionOf>;
    expect(body.status).toBe('sent');
    expect(body.emailSubject).toBe('Please sign Suitability report');
    expect(body.documents).toEqual([
      { documentId: '1', name: 'Suitability report.pdf', fileExtension: 'pdf', documentBase64: pdf.toString('base64') },
    ]);
    expect(body.recipients.signers).toEqual([
      {
        recipientId: '1',
        routingOrder: '1',
        name: 'Charlotte Hughes',
        email: 'charlotte@example.test',
        tabs: {
          signHereTabs: [{ documentId: '1', pageNumber: '2', xPosition: '60', yPosition: '421', tabLabel: 'field-1', optional: 'false' }],
          textTabs: [
            {
              documentId: '1',
              pageNumber: '1',
              xPosition: '298',
              yPosition: '210',
              tabLabel: 'Policy number',
              width: '119',
              height: '34',
              required: 'false',
            },
          ],
        },
      },
      {
        recipientId: '2',
        routingOrder: '2',
        name: 'Adam Adviser',
        email: 'adam@example.test',
        tabs: {
          signHereTabs: [{ documentId: '1', pageNumber: '2', xPosition: '357', yPosition: '421', tabLabel: 'Adviser', optional: 'false' }],
          textTabs: [],
        },
      },
    ]);
    expect(stand.envelopes.get(externalId)?.status).toBe('sent');
  });

  it('reads each signer’s turn and the envelope’s end as DocuSign moves them along', async () => {
    const engine = await connectedEngine();
    const { externalId } = await engine.sendEnvelope(envelopeInput);
    expect(await engine.readEnvelope(externalId)).toMatchObject({
      status: 'sent',
      signers: [
        { order: 1, status: 'pending', signedAt: null },
        { order: 2, status: 'waiting', signedAt: null },
      ],
    });
    stand.signNext(externalId);
    const halfway = await engine.readEnvelope(externalId);
    expect(halfway.signers.map((s) => s.status)).toEqual(['signed', 'pending']);
    expect(halfway.signers[0]?.signedAt).toBeInstanceOf(Date);
    stand.signNext(externalId);
    const done = await engine.readEnvelope(externalId);
    expect(done.status).toBe('completed');
    expect(done.completedAt).toBeInstanceOf(Date);
    expect((await engine.fetchSignedPdf(externalId)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await engine.fetchCertificate(externalId)).subarray(0, 5).toString()).toBe('%PDF-');
    const [combined] = stand.requestsTo('GET', `/restapi/v2.1/accounts/acc-1/envelopes/${externalId}/documents/combined`);
    expect(combined?.query).toEqual({ certificate: 'false' });
  });

  it('voids an envelope at DocuSign with a reason, and is refused for a completed one', async () => {
    const engine = await connectedEngine();
    const { externalId } = await engine.sendEnvelope(envelopeInput);
    await engine.voidEnvelope(externalId, 'The adviser cancelled this signing request.');
    expect(stand.envelopes.get(externalId)).toMatchObject({
      status: 'voided',
      voidedReason: 'The adviser cancelled this signing request.',
    });
    expect((await engine.readEnvelope(externalId)).status).toBe('voided');
    const other = await engine.sendEnvelope(envelopeInput);
    stand.signAll(other.externalId);
    await expect(engine.voidEnvelope(other.externalId, 'late')).rejects.toMatchObject({ status: 400, isUnauthorised: false });
  });

  it('says an expired token is refused, so the caller refreshes or asks to connect again', async () => {
    const engine = await connectedEngine();
    stand.expireAccessTokens();
    const error = await engine.sendEnvelope(envelopeInput).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SigningEngineError);
    expect(error).toMatchObject({ status: 401, isUnauthorised: true });
    expect(String((error as Error).message)).not.toMatch(/Bearer/u);
  });
});

describe('the envelope in DocuSign’s shapes', () => {
  it('refuses a field on a page the document does not have', () => {
    expect(() => envelopeDefinitionOf({ ...envelopeInput, pages: [a4] })).toThrow(RangeError);
  });

  it('reads nothing from an answer not in the documented shape or with an unknown status', () => {
    expect(envelopeStateOf({ nope: true }, { signers: [] })).toBeNull();
    expect(envelopeStateOf({ status: 'teleported' }, { signers: [] })).toBeNull();
    expect(envelopeStateOf({ status: 'Delivered' }, { signers: [{ recipientId: '1', status: 'delivered' }] })).toMatchObject({
      status: 'sent',
      signers: [{ order: 1, status: 'pending' }],
    });
  });
});
