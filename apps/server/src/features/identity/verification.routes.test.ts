import { type Verification, verificationMessage } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, practices, users } from '../../db/schema/index.ts';
import { errorOf, TestClient } from '../../testing/client.ts';
import { allFeaturesOn, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import type { CaseCast } from '../cases/cases.testing.ts';
import { base, chenMeiLing, one, returnToPortal, signInAtSandbox, verificationSteps } from './verification.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { db, as, newCast, create, consent, authorizationUrlOf, read, submitted, bellsOf, sentencesOf } = verificationSteps(() => t);

describe('statuses (spec 3 §4)', () => {
  it('the adviser completes a submitted verification; the client is told; nothing moves it after', async () => {
    const cast = await newCast();
    const id = await submitted(cast);
    const adviser = await as(cast, cast.adviser);
    const completed = await adviser.post(`${one(cast.client.id, id)}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({
      status: 'completed',
      completed_by: { id: cast.adviser.id, name: 'Priya Shah' },
      actions: [],
      message: 'Identity verification completed',
    });
    const [told] = await bellsOf(cast.client, 'identity.verification_completed');
    expect(told?.body).toBe('Your adviser completed your Singpass identity verification.');
    for (const action of ['complete', 'cancel']) {
      const refused = await adviser.post(`${one(cast.client.id, id)}/${action}`);
      expect(refused.statusCode).toBe(409);
    }
    expect(errorOf(await adviser.post(`${one(cast.client.id, id)}/complete`)).detail).toBe('Verification is already completed');
    expect((await consent(await as(cast, cast.client), cast.client.id, id)).statusCode).toBe(409);
  });

  it('an in-progress verification cannot be completed, and a submitted one is not signed in again', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const { id } = await create(adviser, cast.client.id);
    const early = await adviser.post(`${one(cast.client.id, id)}/complete`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).detail).toBe("A verification that is in progress cannot be changed with 'Complete'.");
    const done = await submitted(cast);
    const again = await consent(await as(cast, cast.client), cast.client.id, done);
    expect(again.statusCode).toBe(409);
  });

  it('the client cancels, for good: their staff are told, and a sign-in started before is refused on return', async () => {
    const cast = await newCast();
    const { id } = await create(await as(cast, cast.adviser), cast.client.id);
    const browser = await as(cast, cast.client);
    const callback = await signInAtSandbox(browser, await authorizationUrlOf(browser, cast.client.id, id), chenMeiLing);
    const cancelled = await browser.post(`${one(cast.client.id, id)}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancelled_by: { id: cast.client.id }, actions: [] });
    const [told] = await bellsOf(cast.adviser, 'identity.verification_cancelled');
    expect(told?.body).toBe('Amelia Clarke cancelled the Singpass identity verification.');
    expect((await returnToPortal(browser, callback)).outcome).toBe('unknown');
    expect((await read(browser, cast.client.id, id)).details).toBeNull();
    const twice = await browser.post(`${one(cast.client.id, id)}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).detail).toBe('Verification is already cancelled');
    expect((await consent(browser, cast.client.id, id)).statusCode).toBe(409);
  });

  it('the adviser cancels a submitted verification; the client is told', async () => {
    const cast = await newCast();
    const id = await submitted(cast);
    const cancelled = await (await as(cast, cast.additional)).post(`${one(cast.client.id, id)}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const [told] = await bellsOf(cast.client, 'identity.verification_cancelled');
    expect(told?.body).toBe('Your adviser cancelled the Singpass identity verification. There is nothing more to do.');
  });

  it('a deactivated client’s verifications are read-only', async () => {
    const cast = await newCast();
    const id = await submitted(cast);
    await db().update(users).set({ status: 'deactivated' }).where(eq(users.id, cast.client.id));
    const adviser = await as(cast, cast.adviser);
    expect((await read(adviser, cast.client.id, id)).actions).toEqual([]);
    const refused = await adviser.post(`${one(cast.client.id, id)}/complete`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('client.read_only');
  });
});

describe('who may do what', () => {
  it('only an adviser of the client asks; the director and a supporting admin read, and the director completes nothing', async () => {
    const cast = await newCast();
    const id = await submitted(cast);
    for (const member of [cast.director, cast.supporting]) {
      const c = await as(cast, member);
      expect((await c.get(base(cast.client.id))).json().data.map((v: Verification) => v.id)).toEqual([id]);
      expect((await read(c, cast.client.id, id)).actions).toEqual([]);
      expect((await c.post(`${one(cast.client.id, id)}/complete`)).statusCode).toBe(403);
      expect((await c.post(`${one(cast.client.id, id)}/cancel`)).statusCode).toBe(403);
    }
    expect((await (await as(cast, cast.director)).post(base(cast.client.id), { authority: 'singpass' })).statusCode).toBe(403);
    expect((await (await as(cast, cast.supporting)).post(base(cast.client.id), { authority: 'singpass' })).statusCode).toBe(403);
    expect((await (await as(cast, cast.client)).post(base(cast.client.id), { authority: 'singpass' })).statusCode).toBe(403);
    expect((await (await as(cast, cast.client)).post(`${one(cast.client.id, id)}/complete`)).statusCode).toBe(403);
    expect((await consent(await as(cast, cast.adviser), cast.client.id, id)).statusCode).toBe(403);
    await create(await as(cast, cast.additional), cast.client.id, { authority: 'iamSmart' });
  });

  it('an adviser of another client, another client and another practice get 404', async () => {
    const cast = await newCast();
    const id = await submitted(cast);
    const stranger = await as(cast, cast.stranger);
    expect((await stranger.get(base(cast.client.id))).statusCode).toBe(404);
    expect((await stranger.get(one(cast.client.id, id))).statusCode).toBe(404);
    expect((await stranger.post(base(cast.client.id), { authority: 'singpass' })).statusCode).toBe(404);
    const neighbour = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    expect((await (await as(cast, neighbour)).get(one(cast.client.id, id))).statusCode).toBe(404);

    const elsewhere = await createPractice(db());
    const foreign = await createUser(db(), { practiceId: elsewhere.id, role: 'adviser' });
    const outsider = await as({ practice: elsewhere }, foreign);
    for (const response of [
      await outsider.get(base(cast.client.id)),
      await outsider.get(one(cast.client.id, id)),
      await outsider.post(`${one(cast.client.id, id)}/cancel`),
      await outsider.post(base(cast.client.id), { authority: 'singpass' }),
      await outsider.get(`${base(cast.client.id)}/audit-trail`),
    ])
      expect(response.statusCode).toBe(404);
  });

  it('another client’s verification id under this client is a 404', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const other = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const { id } = await create(adviser, other.id);
    expect((await adviser.get(one(cast.client.id, id))).statusCode).toBe(404);
    expect((await adviser.post(`${one(cast.client.id, id)}/cancel`)).statusCode).toBe(404);
  });
});

describe('the request', () => {
  it('needs an authority, said beside the field; a cover note past its length is refused', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const missing = await adviser.post(base(cast.client.id), { cover_note: 'Hello' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ detail: 'Choose Singpass or iAM Smart', source: { pointer: '/authority' } });
    expect((await adviser.post(base(cast.client.id), { authority: 'singpass', cover_note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await adviser.get(base(cast.client.id))).headers['x-total']).toBe('0');
  });
});

describe('feature flags', () => {
  async function castWith(flags: Record<string, boolean>): Promise<CaseCast> {
    const cast = await newCast();
    await db()
      .update(practices)
      .set({ featureFlags: { ...allFeaturesOn, ...flags } })
      .where(eq(practices.id, cast.practice.id));
    t.app.forgetPractices();
    return cast;
  }

  it('only an authority switched on may be chosen; the other’s sandbox does not exist', async () => {
    const cast = await castWith({ singpass: false });
    const adviser = await as(cast, cast.adviser);
    const refused = await adviser.post(base(cast.client.id), { authority: 'singpass' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      detail: 'Singpass is not available in this practice. Choose another authority.',
      source: { pointer: '/authority' },
    });
    await create(adviser, cast.client.id, { authority: 'iamSmart' });
    const anyone = new TestClient(t.app, cast.practice.host);
    expect((await anyone.get('/api/v1/identity-sandbox/singpass/.well-known/openid-configuration')).statusCode).toBe(404);
    expect((await anyone.get('/api/v1/identity-sandbox/iamSmart/.well-known/openid-configuration')).statusCode).toBe(200);
    expect((await anyone.get('/api/v1/identity-sandbox/myinfo/.well-known/openid-configuration')).statusCode).toBe(404);
  });

  it('an authority switched off after the request stops its sign-in', async () => {
    const cast = await newCast();
    const { id } = await create(await as(cast, cast.adviser), cast.client.id);
    await db()
      .update(practices)
      .set({ featureFlags: { ...allFeaturesOn, singpass: false } })
      .where(eq(practices.id, cast.practice.id));
    t.app.forgetPractices();
    const refused = await consent(await as(cast, cast.client), cast.client.id, id);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).detail).toBe(verificationMessage('verification.authoritySwitchedOff', 'singpass'));
  });

  it('with both authorities off, verifications do not exist', async () => {
    const cast = await castWith({ singpass: false, iamSmart: false });
    const adviser = await as(cast, cast.adviser);
    expect((await adviser.get(base(cast.client.id))).statusCode).toBe(404);
    expect((await adviser.post(base(cast.client.id), { authority: 'singpass' })).statusCode).toBe(404);
  });
});

describe('GET /clients/:id/identity-verifications/audit-trail', () => {
  it('reads each step as a sentence, for the client and their staff, and of one verification when asked', async () => {
    const cast = await newCast();
    const id = await submitted(cast);
    const adviser = await as(cast, cast.adviser);
    expect((await adviser.post(`${one(cast.client.id, id)}/complete`)).statusCode).toBe(200);
    const other = await create(adviser, cast.client.id, { authority: 'iamSmart', cover_note: '' });
    expect((await adviser.post(`${one(cast.client.id, other.id)}/cancel`)).statusCode).toBe(200);

    expect(await sentencesOf(adviser, cast.client.id, `?verification_id=${id}`)).toEqual([
      'Priya Shah completed the Singpass identity verification',
      'Amelia Clarke verified their identity with Singpass',
      'Amelia Clarke went to Singpass to verify their identity',
      'Priya Shah asked for an identity verification with Singpass',
    ]);
    const all = await sentencesOf(await as(cast, cast.client), cast.client.id);
    expect(all.slice(0, 2)).toEqual([
      'Priya Shah cancelled the iAM Smart identity verification',
      'Priya Shah asked for an identity verification with iAM Smart',
    ]);
    expect(all).toHaveLength(6);
    // The trail never carries what the authority returned.
    const events = await db().select().from(auditEvents).where(eq(auditEvents.entityId, cast.client.id));
    expect(JSON.stringify(events)).not.toContain('G5996852M');
  });
});

describe('list', () => {
  it('lists the client’s verifications newest first, by status when asked', async () => {
    const cast = await newCast();
    const first = await submitted(cast);
    const second = await create(await as(cast, cast.adviser), cast.client.id, { authority: 'iamSmart' });
    const browser = await as(cast, cast.client);
    const all = await browser.get(base(cast.client.id));
    expect(all.headers['x-total']).toBe('2');
    expect(all.json().data.map((v: Verification) => v.id)).toEqual([second.id, first]);
    const open = await browser.get(`${base(cast.client.id)}?status=in_progress`);
    expect(open.json().data.map((v: Verification) => v.id)).toEqual([second.id]);
  });
});

describe('GET /identity-verifications/to-review', () => {
  it('lists the submitted verifications of the adviser’s clients, the longest waiting first; not another adviser’s', async () => {
    const cast = await newCast();
    const first = await submitted(cast);
    const second = await submitted(cast, 'iamSmart');
    await create(await as(cast, cast.adviser), cast.client.id);
    const adviser = await as(cast, cast.adviser);
    const list = await adviser.get('/api/v1/identity-verifications/to-review');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject([
      { id: first, authority: 'singpass', client: { id: cast.client.id, first_name: 'Amelia', last_name: 'Clarke' } },
      { id: second, authority: 'iamSmart' },
    ]);
    await adviser.post(`${one(cast.client.id, first)}/complete`);
    expect((await adviser.get('/api/v1/identity-verifications/to-review')).json().data.map((v: { id: string }) => v.id)).toEqual([second]);
    expect((await (await as(cast, cast.stranger)).get('/api/v1/identity-verifications/to-review')).json().data).toEqual([]);
    expect((await (await as(cast, cast.director)).get('/api/v1/identity-verifications/to-review')).statusCode).toBe(403);
  });
});
