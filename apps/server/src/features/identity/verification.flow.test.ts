import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications } from '../../db/schema/index.ts';
import { TestClient } from '../../testing/client.ts';
import { createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  chanTaiMan,
  chenMeiLing,
  desktop,
  iphone,
  openSandboxSignIn,
  rajesh,
  returnToPortal,
  signInAtSandbox,
  stopAtSandbox,
  verificationSteps,
  withParam,
} from './verification.testing.ts';

/** The client's sign-in at the authority, through the sandbox provider: the round trip, and every return that is refused. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { db, as, newCast, create, consent, authorizationUrlOf, read, submitted, bellsOf, sentencesOf } = verificationSteps(() => t);

describe('the sandbox round trip', () => {
  it('the adviser asks, the client signs in at the Singpass sandbox as a test person, and every detail is stored', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const created = await create(adviser, cast.client.id);
    expect(created).toMatchObject({
      authority: 'singpass',
      status: 'in_progress',
      cover_note: 'Before we open your ISA.',
      details: null,
      created_by: { id: cast.adviser.id, name: 'Priya Shah' },
      actions: ['cancel'],
      message: 'Identity verification sent to the client',
    });
    const [requested] = await bellsOf(cast.client, 'identity.verification_requested');
    expect(requested).toMatchObject({ title: 'Please verify your identity', link: `/identity-verifications/${created.id}` });

    const browser = await as(cast, cast.client);
    expect((await read(browser, cast.client.id, created.id)).actions).toEqual(['submit', 'cancel']);
    const authorizationUrl = await authorizationUrlOf(browser, cast.client.id, created.id);
    const sent = new URL(authorizationUrl);
    expect(sent.pathname).toBe('/api/v1/identity-sandbox/singpass/auth');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'advice-portal',
      code_challenge_method: 'S256',
      redirect_uri: `http://${cast.practice.host}/api/v1/identity-verifications/callback`,
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(sent.searchParams.get(param)?.length).toBeGreaterThanOrEqual(43);

    const { page } = await openSandboxSignIn(browser, authorizationUrl);
    expect(page).toContain('Singpass sandbox');
    expect(page).toContain('CHEN MEI LING');
    expect(page).toContain('Hanyu Pinyin alias');

    const callback = await signInAtSandbox(browser, authorizationUrl, chenMeiLing);
    expect(await returnToPortal(browser, callback)).toEqual({ page: `/identity-verifications/${created.id}`, outcome: 'received' });

    const stored = await read(adviser, cast.client.id, created.id);
    expect(stored).toMatchObject({ status: 'submitted', actions: ['complete', 'cancel'] });
    expect(stored.submitted_at).not.toBeNull();
    expect(stored.details).toEqual({
      authority: 'singpass',
      uid: 'G5996852M',
      name: 'CHEN MEI LING',
      alias: 'MAY CHEN',
      hanyu_pinyin_name: 'CHEN MEILING',
      hanyu_pinyin_alias: 'CHEN MEI',
      married_name: 'LIM MEI LING',
      sex: 'FEMALE',
      dob: '1990-03-14',
      nationality: 'CHINESE',
      country_of_birth: 'CHINA',
      address: '102 BEDOK NORTH AVENUE 4, #09-131, BEDOK NORTH VIEW, SINGAPORE 460102',
      pass_type: 'Employment Pass',
      pass_status: 'Live',
      pass_expiry_date: '2027-08-31',
    });
    const [toldAdviser] = await bellsOf(cast.adviser, 'identity.verification_submitted');
    expect(toldAdviser).toMatchObject({
      title: 'Identity verification submitted',
      body: 'Amelia Clarke verified their identity with Singpass. Review the details and complete the verification.',
      link: `/clients/${cast.client.id}/identity-verifications/${created.id}`,
    });
    // The pending sign-in is gone from the row once used.
    const [row] = await db().select().from(identityVerifications).where(eq(identityVerifications.id, created.id));
    expect(row?.flow).toBeNull();
  });

  it('the iAM Smart sandbox returns its profile: the Chinese name and the rest', async () => {
    const cast = await newCast();
    const id = await submitted(cast, 'iamSmart');
    expect((await read(await as(cast, cast.client), cast.client.id, id)).details).toEqual({
      authority: 'iamSmart',
      uid: 'A123456(3)',
      name: 'CHAN, Tai Man',
      chinese_name: '陳大文',
      sex: 'Male',
      dob: '1985-01-02',
      address: 'Flat A, 12/F, Block 1, Harbour View Garden, 10 Harbour Road, Wan Chai, Hong Kong',
    });
  });

  it('the sandbox speaks the authority’s protocol: PKCE, signed client assertions only, encrypted Singpass ID tokens', async () => {
    const cast = await newCast();
    const anyone = new TestClient(t.app, cast.practice.host);
    const discovery = await anyone.get('/api/v1/identity-sandbox/singpass/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({
      issuer: `http://${cast.practice.host}/api/v1/identity-sandbox/singpass`,
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      id_token_encryption_alg_values_supported: ['ECDH-ES+A256KW'],
      response_types_supported: ['code'],
    });
    const iamSmart = (await anyone.get('/api/v1/identity-sandbox/iamSmart/.well-known/openid-configuration')).json();
    expect(iamSmart.id_token_encryption_alg_values_supported).toBeUndefined();

    // An authorisation request without PKCE goes back to the portal refused.
    const withoutPkce = await anyone.get(
      `/api/v1/identity-sandbox/singpass/auth?client_id=advice-portal&response_type=code&scope=openid&state=s&nonce=n&redirect_uri=${encodeURIComponent(`http://${cast.practice.host}/api/v1/identity-verifications/callback`)}`,
    );
    expect(withoutPkce.statusCode).toBe(303);
    expect(new URL(withoutPkce.headers.location as string).searchParams.get('error')).toBe('invalid_request');

    // A token request with a client secret instead of a signed assertion is refused.
    const token = await anyone.post(
      '/api/v1/identity-sandbox/singpass/token',
      'grant_type=authorization_code&code=x&client_id=advice-portal&client_secret=guess',
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(token.statusCode).toBe(401);
    expect(token.json().error).toBe('invalid_client');

    // The portal publishes the public halves of its keys: one to sign with, one to encrypt to.
    const keys = await anyone.get('/api/v1/identity-verifications/singpass/jwks');
    expect(keys.statusCode).toBe(200);
    const published = keys.json().keys as Record<string, unknown>[];
    expect(published.map((key) => key.use).sort()).toEqual(['enc', 'sig']);
    expect(published.some((key) => 'd' in key)).toBe(false);
  });

  it('keeps its keys: a second request for them answers the same ones', async () => {
    const cast = await newCast();
    const anyone = new TestClient(t.app, cast.practice.host);
    const first = (await anyone.get('/api/v1/identity-sandbox/singpass/jwks')).json();
    const second = (await anyone.get('/api/v1/identity-sandbox/singpass/jwks')).json();
    expect(first.keys).toHaveLength(1);
    expect(second).toEqual(first);
  });
});

describe('refused returns from the authority', () => {
  it('a tampered state saves nothing and leaves the real sign-in usable', async () => {
    const cast = await newCast();
    const { id } = await create(await as(cast, cast.adviser), cast.client.id);
    const browser = await as(cast, cast.client);
    const callback = await signInAtSandbox(browser, await authorizationUrlOf(browser, cast.client.id, id), chenMeiLing);

    const tampered = withParam(callback, 'state', `${new URL(callback, 'http://x').searchParams.get('state')}x`);
    expect(await returnToPortal(browser, tampered)).toEqual({ page: '/identity-verifications', outcome: 'unknown' });
    expect(await read(browser, cast.client.id, id)).toMatchObject({ status: 'in_progress', details: null });

    expect((await returnToPortal(browser, callback)).outcome).toBe('received');
  });

  it('another client’s state is no use to this client', async () => {
    const cast = await newCast();
    const { id } = await create(await as(cast, cast.adviser), cast.client.id);
    const browser = await as(cast, cast.client);
    const callback = await signInAtSandbox(browser, await authorizationUrlOf(browser, cast.client.id, id), chenMeiLing);
    const neighbour = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    expect((await returnToPortal(await as(cast, neighbour), callback)).outcome).toBe('unknown');
    expect((await read(browser, cast.client.id, id)).status).toBe('in_progress');
  });

  it('a replayed code is refused: the same return again, and the used code with another verification’s state', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const { id } = await create(adviser, cast.client.id);
    const browser = await as(cast, cast.client);
    const callback = await signInAtSandbox(browser, await authorizationUrlOf(browser, cast.client.id, id), chenMeiLing);
    expect((await returnToPortal(browser, callback)).outcome).toBe('received');
    const before = await read(browser, cast.client.id, id);

    expect(await returnToPortal(browser, callback)).toEqual({ page: '/identity-verifications', outcome: 'unknown' });
    expect(await read(browser, cast.client.id, id)).toEqual(before);

    const second = await create(adviser, cast.client.id);
    const secondCallback = await signInAtSandbox(browser, await authorizationUrlOf(browser, cast.client.id, second.id), rajesh);
    const usedCode = new URL(callback, 'http://x').searchParams.get('code') ?? '';
    const replayed = withParam(secondCallback, 'code', usedCode);
    expect(await returnToPortal(browser, replayed)).toEqual({ page: `/identity-verifications/${second.id}`, outcome: 'unavailable' });
    expect(await read(browser, cast.client.id, second.id)).toMatchObject({ status: 'in_progress', details: null });
    // The refusal spent that sign-in: its own code is refused now too, and the client starts again.
    expect((await returnToPortal(browser, secondCallback)).outcome).toBe('unknown');
    expect((await sentencesOf(browser, cast.client.id, `?verification_id=${second.id}`))[0]).toBe(
      'The Singpass sign-in of Amelia Clarke failed: its answer could not be used',
    );
  });

  it('a sign-in stopped at the sandbox, or one that took too long, saves nothing and can be started again', async () => {
    const cast = await newCast();
    const { id } = await create(await as(cast, cast.adviser), cast.client.id, { authority: 'iamSmart' });
    const browser = await as(cast, cast.client);
    const stopped = await stopAtSandbox(browser, await authorizationUrlOf(browser, cast.client.id, id));
    expect(await returnToPortal(browser, stopped)).toEqual({ page: `/identity-verifications/${id}`, outcome: 'stopped' });

    const callback = await signInAtSandbox(browser, await authorizationUrlOf(browser, cast.client.id, id), chanTaiMan);
    const [row] = await db().select().from(identityVerifications).where(eq(identityVerifications.id, id));
    const flow = { ...(row?.flow as Record<string, unknown>), started_at: new Date(Date.now() - 16 * 60_000).toISOString() };
    await db().update(identityVerifications).set({ flow }).where(eq(identityVerifications.id, id));
    expect((await returnToPortal(browser, callback)).outcome).toBe('expired');
    expect(await read(browser, cast.client.id, id)).toMatchObject({ status: 'in_progress', details: null });

    const again = await signInAtSandbox(browser, await authorizationUrlOf(browser, cast.client.id, id), chanTaiMan);
    expect((await returnToPortal(browser, again)).outcome).toBe('received');
    expect(await sentencesOf(browser, cast.client.id)).toEqual([
      'Amelia Clarke verified their identity with iAM Smart',
      'Amelia Clarke went to iAM Smart to verify their identity',
      'The iAM Smart sign-in of Amelia Clarke took too long and was not accepted',
      'Amelia Clarke went to iAM Smart to verify their identity',
      'The iAM Smart sign-in of Amelia Clarke was stopped before it finished',
      'Amelia Clarke went to iAM Smart to verify their identity',
      'Priya Shah asked for an identity verification with iAM Smart',
    ]);
  });

  it('a return with no state, or from a sign-in the sandbox no longer knows, goes to the list saying so', async () => {
    const cast = await newCast();
    const browser = await as(cast, cast.client);
    expect(await returnToPortal(browser, '/api/v1/identity-verifications/callback?code=abc')).toEqual({
      page: '/identity-verifications',
      outcome: 'unknown',
    });
    const expired = await browser.get('/api/v1/identity-sandbox/singpass/interaction/not-a-real-one');
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('start the verification again');
  });
});

describe('iAM Smart on a mobile device (spec 1 §8)', () => {
  it('is refused with the spec’s title and sentence, and nothing is started; a desktop goes on', async () => {
    const cast = await newCast();
    const { id } = await create(await as(cast, cast.adviser), cast.client.id, { authority: 'iamSmart' });
    const browser = await as(cast, cast.client);
    const refused = await consent(browser, cast.client.id, id, iphone);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ title: 'Not supported', detail: 'iAM Smart is not supported on mobile devices.' });
    const [row] = await db().select().from(identityVerifications).where(eq(identityVerifications.id, id));
    expect(row?.flow).toBeNull();
    expect((await consent(browser, cast.client.id, id, desktop)).statusCode).toBe(200);
  });

  it('Singpass on a phone goes on', async () => {
    const cast = await newCast();
    const { id } = await create(await as(cast, cast.adviser), cast.client.id, { authority: 'singpass' });
    expect((await consent(await as(cast, cast.client), cast.client.id, id, iphone)).statusCode).toBe(200);
  });
});
