import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, follows } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from './cases.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;

const request = {
  account_type: 'individual_savings_account',
  account_number: 'ISA-00123',
  amount: 20_000,
  client_comment: 'Before April, please',
};

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  asClient = await sessionFor(t.app, t.runtime.db, cast.client, cast.practice.host);
  asAdviser = await sessionFor(t.app, t.runtime.db, cast.adviser, cast.practice.host);
  await t.runtime.db.insert(follows).values({ staffId: cast.adviser.id, clientId: cast.client.id, practiceId: cast.practice.id });
});
afterAll(() => t.close());

const create = async () => {
  const response = await asClient.post('/api/v1/top-ups', request);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; status: string };
};

describe('top-ups', () => {
  it('a client requests a top-up; following staff are told; it is audited and listed', async () => {
    const topUp = await create();
    expect(topUp).toMatchObject({
      status: 'submitted',
      amount: 20_000,
      account_type_label: 'Individual Savings Account',
      actions: ['cancel'],
    });
    expect((await lastMailTo(t.runtime.db, cast.adviser.email))?.subject).toContain('new request');
    const [audit] = await t.runtime.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityKind, 'top-up'), eq(auditEvents.entityId, topUp.id)));
    expect(audit?.action).toBe('created');
    const staffList = await asAdviser.get(`/api/v1/clients/${cast.client.id}/top-ups`);
    expect(staffList.json().data.map((x: { id: string }) => x.id)).toContain(topUp.id);
    expect(staffList.headers['x-total']).toBeDefined();
    expect((await asClient.get('/api/v1/top-ups')).json().data.map((x: { id: string }) => x.id)).toContain(topUp.id);
    expect((await asAdviser.get(`/api/v1/top-ups/${topUp.id}`)).json().data.actions).toEqual(['complete']);
  });

  it('refuses decimals and a missing account number', async () => {
    const response = await asClient.post('/api/v1/top-ups', { ...request, amount: 10.5, account_number: '' });
    expect(response.statusCode).toBe(400);
    const pointers = response.json().errors.map((e: { source?: { pointer?: string } }) => e.source?.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/amount', '/account_number']));
  });

  it('the adviser completes a top-up with a comment; the client is told', async () => {
    const topUp = await create();
    const completed = await asAdviser.patch(`/api/v1/top-ups/${topUp.id}/complete`, { comment: 'Done on 3 March' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ status: 'completed', comment: 'Done on 3 March', actions: [] });
    expect((await lastMailTo(t.runtime.db, cast.client.email))?.subject).toContain('completed');
    expect((await asClient.patch(`/api/v1/top-ups/${topUp.id}/cancel`)).statusCode).toBe(409);
  });

  it('the client cancels for good: a cancelled top-up cannot be completed; the trail shows both', async () => {
    const topUp = await create();
    const cancelled = await asClient.patch(`/api/v1/top-ups/${topUp.id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    const complete = await asAdviser.patch(`/api/v1/top-ups/${topUp.id}/complete`, {});
    expect(complete.statusCode).toBe(409);
    expect(errorOf(complete).code).toBe('state.illegal_transition');
    const trail = await asClient.get(`/api/v1/top-ups/${topUp.id}/audit-trail`);
    expect(trail.json().data.map((e: { action: string }) => e.action)).toEqual(['cancel', 'created']);
  });

  it('the client cannot complete and staff cannot cancel', async () => {
    const topUp = await create();
    expect((await asClient.patch(`/api/v1/top-ups/${topUp.id}/complete`, {})).statusCode).toBe(403);
    expect((await asAdviser.patch(`/api/v1/top-ups/${topUp.id}/cancel`)).statusCode).toBe(403);
  });

  it('another client’s top-up, and another practice’s, is a 404', async () => {
    const topUp = await create();
    const otherClient = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const asOther = await sessionFor(t.app, t.runtime.db, otherClient, cast.practice.host);
    expect((await asOther.get(`/api/v1/top-ups/${topUp.id}`)).statusCode).toBe(404);
    expect((await asOther.patch(`/api/v1/top-ups/${topUp.id}/cancel`)).statusCode).toBe(404);
    expect((await asOther.get('/api/v1/top-ups')).json().data).toEqual([]);
    const stranger = await sessionFor(t.app, t.runtime.db, cast.stranger, cast.practice.host);
    expect((await stranger.patch(`/api/v1/top-ups/${topUp.id}/complete`, {})).statusCode).toBe(404);
    const other = await createPractice(t.runtime.db);
    const foreign = await sessionFor(
      t.app,
      t.runtime.db,
      await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }),
      other.host,
    );
    expect((await foreign.get(`/api/v1/top-ups/${topUp.id}`)).statusCode).toBe(404);
  });

  it('is not there when the practice has top-ups switched off', async () => {
    const practice = await createPractice(t.runtime.db, { featureFlags: { topUp: false } });
    const client = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await sessionFor(t.app, t.runtime.db, client, practice.host);
    expect((await c.post('/api/v1/top-ups', request)).statusCode).toBe(404);
  });
});
