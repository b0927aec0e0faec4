import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Verification } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, identityVerifications } from '../../db/schema/index.ts';
import { defaultScopes } from '../../platform/identity/identity-settings.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import type { CreatedUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';
import { type AuthorityStandIn, startAuthorityStandIn } from './verification.stand-in.ts';
import { returnToPortal } from './verification.testing.ts';

/*
 * A real authority, configured (SINGPASS_ISSUER, _CLIENT_ID, _JWKS_PATH): the same relying party as the sandbox
 * round trip, against a stand-in that the tests turn bad on purpose. iAM Smart is configured at an address
 * where nothing answers.
 */

let t: TestApp;
let standIn: AuthorityStandIn;
let keysDir: string;
let portalPublic: JWK[];

async function portalKey(alg: string, use: 'sig' | 'enc'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, crv: 'P-256' });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), use, alg };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  keysDir = await mkdtemp(path.join(tmpdir(), 'advice-identity-keys-'));
  const keys = [await portalKey('ES256', 'sig'), await portalKey('ECDH-ES+A256KW', 'enc')];
  const keysPath = path.join(keysDir, 'singpass.jwks.json');
  await writeFile(keysPath, JSON.stringify({ keys }));
  portalPublic = keys.map(({ d: _d, ...rest }) => rest);
  standIn = await startAuthorityStandIn(portalPublic);
  const settings = { keysPath, clientSecret: undefined, redirectUri: undefined };
  t = await startTestApp({
    identity: {
      singpass: { ...settings, issuer: standIn.url, clientId: standIn.clientId, scope: defaultScopes.singpass },
      iamSmart: { ...settings, issuer: `http://127.0.0.1:${await closedPort()}`, clientId: 'nobody', scope: defaultScopes.iamSmart },
    },
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
  await rm(keysDir, { recursive: true, force: true });
});
beforeEach(() => {
  Object.assign(standIn.options, { idTokenExpiresIn: 600, isEncrypted: true, isTokenFailing: false });
});

const db = () => t.runtime.db;
const as = (cast: Pick<CaseCast, 'practice'>, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const base = (clientId: string) => `/api/v1/clients/${clientId}/identity-verifications`;
const sub = 's=S9812381D,u=0c2b5a1e-1f0e-4d7c-9b8a-7f6e5d4c3b2a';

/** The adviser asks; the client consents; the stand-in issues the code its sign-in would have. */
async function signedInAtAuthority(authority: 'singpass' | 'iamSmart' = 'singpass') {
  const cast = await createCaseCast(db());
  const adviser = await as(cast, cast.adviser);
  const created = await adviser.post(base(cast.client.id), { authority });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  const browser = await as(cast, cast.client);
  const consent = await browser.post(`${base(cast.client.id)}/${id}/consent`);
  return { cast, id, browser, consent };
}

async function callbackOf(consentBody: { data: { authorization_url: string } }): Promise<string> {
  const authorization = new URL(consentBody.data.authorization_url);
  const code = standIn.issueCode(authorization, sub);
  return `/api/v1/identity-verifications/callback?code=${code}&state=${authorization.searchParams.get('state')}`;
}

async function stateOf(browser: TestClient, clientId: string, id: string): Promise<Verification> {
  return (await browser.get(`${base(clientId)}/${id}`)).json().data as Verification;
}

describe('a configured authority (Singpass)', () => {
  it('signs in with a signed client assertion and PKCE, decrypts the ID token and stores the Myinfo data', async () => {
    const { cast, id, browser, consent } = await signedInAtAuthority();
    expect(consent.statusCode, consent.body).toBe(200);
    const authorization = new URL(consent.json().data.authorization_url);
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${standIn.url}/auth`);
    expect(authorization.searchParams.get('client_id')).toBe(standIn.clientId);
    expect(authorization.searchParams.get('scope')).toBe(defaultScopes.singpass);
    expect(authorization.searchParams.get('redirect_uri')).toBe(`http://${cast.practice.host}/api/v1/identity-verifications/callback`);

    const before = standIn.tokenRequests.length;
    expect(await returnToPortal(browser, await callbackOf(consent.json()))).toEqual({
      page: `/identity-verifications/${id}`,
      outcome: 'received',
    });
    const sent = standIn.tokenRequests[before];
    expect(sent).toMatchObject({
      grant_type: 'authorization_code',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    });
    expect(sent?.code_verifier?.length).toBeGreaterThanOrEqual(43);
    expect(sent?.client_secret).toBeUndefined();

    expect(await stateOf(browser, cast.client.id, id)).toMatchObject({
      status: 'submitted',
      details: {
        authority: 'singpass',
        uid: 'S9812381D',
        name: 'TAN XIAO HUI',
        nationality: 'SINGAPORE CITIZEN',
        pass_type: 'Work Permit',
        address: '1 TEST ROAD, SINGAPORE 123456',
      },
    });
  });

  it('publishes the configured keys’ public halves for the authority to fetch', async () => {
    const anyone = new TestClient(t.app, (await createCaseCast(db())).practice.host);
    const published = (await anyone.get('/api/v1/identity-verifications/singpass/jwks')).json().keys;
    expect(published).toEqual(portalPublic);
    expect((await anyone.get('/api/v1/identity-sandbox/singpass/.well-known/openid-configuration')).statusCode).toBe(404);
  });

  it('refuses an expired ID token: nothing is stored, and the failure is on the trail', async () => {
    const { cast, id, browser, consent } = await signedInAtAuthority();
    standIn.options.idTokenExpiresIn = -600;
    expect(await returnToPortal(browser, await callbackOf(consent.json()))).toEqual({
      page: `/identity-verifications/${id}`,
      outcome: 'unavailable',
    });
    expect(await stateOf(browser, cast.client.id, id)).toMatchObject({ status: 'in_progress', details: null });
    const [failure] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'verification_failed'));
    expect(failure?.after).toMatchObject({ authority: 'singpass', reason: 'unavailable' });
  });

  it('refuses an ID token sent in the clear: Singpass encrypts its tokens', async () => {
    const { cast, id, browser, consent } = await signedInAtAuthority();
    standIn.options.isEncrypted = false;
    expect((await returnToPortal(browser, await callbackOf(consent.json()))).outcome).toBe('unavailable');
    expect((await stateOf(browser, cast.client.id, id)).status).toBe('in_progress');
  });

  it('an authority that fails on the code leaves the verification to start again', async () => {
    const { cast, id, browser, consent } = await signedInAtAuthority();
    standIn.options.isTokenFailing = true;
    expect((await returnToPortal(browser, await callbackOf(consent.json()))).outcome).toBe('unavailable');
    standIn.options.isTokenFailing = false;
    const again = await browser.post(`${base(cast.client.id)}/${id}/consent`);
    expect((await returnToPortal(browser, await callbackOf(again.json()))).outcome).toBe('received');
  });
});

describe('an authority that does not answer (iAM Smart here)', () => {
  it('answers the spec’s sentence at consent (503), and nothing is started', async () => {
    const { id, consent } = await signedInAtAuthority('iamSmart');
    expect(consent.statusCode).toBe(503);
    expect(errorOf(consent).detail).toBe('We cannot process the verification at the moment. Please try again later.');
    const [row] = await db().select().from(identityVerifications).where(eq(identityVerifications.id, id));
    expect(row).toMatchObject({ status: 'in_progress', flow: null });
  });
});
