import type { CaseStatus, CaseType } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCases } from '../../db/schema/index.ts';
import type { TestClient } from '../../testing/client.ts';
import { allFeaturesOn, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, sessionFor } from './cases.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asAdviser: TestClient;
let asDirector: TestClient;
let asStranger: TestClient;
let asClient: TestClient;
const ids: Record<string, string> = {};

/** Cases of the cast's client, each last changed `daysAgo` days ago, so the order of waiting is known. */
const cases: [name: string, type: CaseType, status: CaseStatus, daysAgo: number][] = [
  ['unsentPack', 'recommendation_pack_case', 'submitted', 3],
  ['draftDocumentPack', 'document_pack_case', 'draft', 5],
  ['draftQuestionnaire', 'review_questionnaire_case', 'draft', 1],
  ['packWithClient', 'recommendation_pack_case', 'reviewing_pack', 9],
  ['acceptedPack', 'recommendation_pack_case', 'accepted', 2],
  ['rejectedPack', 'recommendation_pack_case', 'rejected', 6],
  ['completedDocumentPack', 'document_pack_case', 'submitted', 4],
  ['answeredQuestionnaire', 'review_questionnaire_case', 'submitted', 8],
  ['confirmedPack', 'recommendation_pack_case', 'confirmed', 7],
  ['submittedRequest', 'online_advice_request', 'submitted', 10],
];

async function insertAged(
  practiceId: string,
  clientId: string,
  adviserId: string,
  type: CaseType,
  status: CaseStatus,
  daysAgo: number,
): Promise<string> {
  const id = await insertCase(t.runtime.db, { practiceId, clientId, adviserId, type, status });
  await t.runtime.db
    .update(clientCases)
    .set({ updatedAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(clientCases.id, id));
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  const as = (user: CaseCast['client']) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);
  [asAdviser, asDirector, asStranger, asClient] = await Promise.all([
    as(cast.adviser),
    as(cast.director),
    as(cast.stranger),
    as(cast.client),
  ]);
  for (const [name, type, status, daysAgo] of cases)
    ids[name] = await insertAged(cast.practice.id, cast.client.id, cast.adviser.id, type, status, daysAgo);
});
afterAll(() => t.close());

const listed = async (caller: TestClient, query: string) => {
  const response = await caller.get(`/api/v1/client-cases?${query}`);
  expect(response.statusCode).toBe(200);
  return { ids: response.json().data.map((row: { id: string }) => row.id), total: response.headers['x-total'] };
};

describe('the cases waiting on staff (GET /client-cases?waiting=)', () => {
  it('prepare: the packs and questionnaires not sent yet, longest waiting first, with how many in all', async () => {
    expect(await listed(asAdviser, 'waiting=prepare')).toEqual({
      ids: [ids.draftDocumentPack, ids.unsentPack, ids.draftQuestionnaire],
      total: '3',
    });
    expect(await listed(asAdviser, 'waiting=prepare&per_page=2')).toEqual({ ids: [ids.draftDocumentPack, ids.unsentPack], total: '3' });
  });

  it('review: what the client answered (accepted, not accepted, completed, submitted), not what is still with them or closed', async () => {
    expect(await listed(asDirector, 'waiting=review')).toEqual({
      ids: [ids.answeredQuestionnaire, ids.rejectedPack, ids.completedDocumentPack, ids.acceptedPack],
      total: '4',
    });
  });

  it('lists nothing of clients the caller does not look after', async () => {
    expect(await listed(asStranger, 'waiting=prepare')).toEqual({ ids: [], total: '0' });
    expect(await listed(asStranger, 'waiting=review')).toEqual({ ids: [], total: '0' });
  });

  it('never shows a client the packs staff are still preparing', async () => {
    expect(await listed(asClient, 'waiting=prepare')).toEqual({ ids: [], total: '0' });
  });

  it('leaves out the case types whose feature the practice has switched off', async () => {
    const practice = await createPractice(t.runtime.db, {
      featureFlags: { ...allFeaturesOn, documentsPack: false, reviewQuestionnaire: false },
    });
    const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const client = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    const pack = await insertAged(practice.id, client.id, adviser.id, 'recommendation_pack_case', 'submitted', 1);
    await insertAged(practice.id, client.id, adviser.id, 'document_pack_case', 'draft', 2);
    await insertAged(practice.id, client.id, adviser.id, 'review_questionnaire_case', 'submitted', 2);
    const asOther = await sessionFor(t.app, t.runtime.db, adviser, practice.host);
    expect(await listed(asOther, 'waiting=prepare')).toEqual({ ids: [pack], total: '1' });
    expect(await listed(asOther, 'waiting=review')).toEqual({ ids: [], total: '0' });
  });

  it('refuses a kind of waiting it does not know, naming the field', async () => {
    const response = await asAdviser.get('/api/v1/client-cases?waiting=later');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ source: { parameter: 'waiting' } });
  });
});
