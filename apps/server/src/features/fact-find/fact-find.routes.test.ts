import { clientAccountMessages, factFindSections, factFindMessages as m } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { additionalAdvisers, auditEvents, users } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;
let cast: CaseCast;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
});
afterAll(() => t.close());

const as = (user: CreatedUser, host = cast.practice.host) => sessionFor(t.app, t.runtime.db, user, host);
const gbp = (amount: number) => ({ amount, currency: 'GBP' });
const joint = (you: number) => ({ source: 'joint', split: { you, partner: 100 - you } });

/** A client of the cast's adviser (with the cast's additional adviser and supporting admins related through the adviser). */
const newClient = () => createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });

/** Answers for every section, in step order: a couple with a dependant, a joint home and a joint mortgage. */
const sample: Record<string, Record<string, unknown>> = {
  'personal-details': {
    include_partner: true,
    client: {
      title: 'Mrs',
      first_name: 'Charlotte',
      last_name: 'Hughes',
      gender: 'female',
      birth_date: '1980-04-21',
      marital_status: 'married',
    },
    partner: { first_name: 'James', last_name: 'Hughes', gender: 'preferNotToSay' },
    dependants: [{ name: 'Amelia Hughes', relationship: 'child', age: 9, until_age: 21 }],
    connected_people_consent: true,
  },
  'occupation-earnings': {
    occupations: [{ earner: 'you', type: 'employment', occupation: 'Architect', employer: 'Studio North' }],
    incomes: [{ type: 'employment', value: gbp(65_000), source: { source: 'you' } }],
    expenditures: [{ description: 'Household', value: gbp(2_500), source: joint(50) }],
  },
  'assets-liabilities': {
    assets: [{ type: 'property', value: gbp(650_000), owner: joint(60), description: 'Home' }],
    liabilities: [{ type: 'mortgage', value: gbp(200_000), source: joint(50) }],
  },
  'tax-residence': { client: { pays_uk_income_tax: 'yes', country_of_residence: 'scotland', highest_rate: 'sc41' } },
  'investment-tax-planning': {
    emergency_funds: gbp(10_000),
    isas: [{ type: 'cash', amount: gbp(5_000), investor: 'partner' }],
    client: { interest: gbp(1_200) },
  },
  health: { client: { smoker: 'no', good_health: 'yes' }, partner: { smoker: 'yes' } },
  protection: { policies: [{ type: 'lifeInsurance', owner: { source: 'you' }, provider_name: 'Aviva', cover_amount: gbp(250_000) }] },
  'planning-objectives': { ideal_retirement: 'At 60, by the sea' },
  'recent-life-events': { bereavement: 'no', discuss_all_consent: true },
  'additional-comments': { comments: 'Nothing else for now' },
};

async function read(as: TestClient, clientId: string) {
  const response = await as.get(`/api/v1/clients/${clientId}/fact-finds`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function save(as: TestClient, clientId: string, slug: string, answers: unknown, version: number) {
  return as.request('PUT', `/api/v1/clients/${clientId}/fact-finds/sections/${slug}`, { payload: { version, answers } as object });
}

/** Saves every section in step order, through the client's address or a case's (`client-cases/:id/fact-find`). */
async function saveAll(as: TestClient, address: string) {
  let version = (await as.get(`/api/v1/${address}`)).json().data.version;
  for (const [slug, answers] of Object.entries(sample)) {
    const response = await as.request('PUT', `/api/v1/${address}/sections/${slug}`, { payload: { version, answers } });
    expect(response.statusCode, `${slug}: ${response.body}`).toBe(200);
    version = response.json().data.version;
  }
  return version;
}

async function auditActions(clientId: string) {
  const rows = await t.runtime.db
    .select({ action: auditEvents.action, actorId: auditEvents.actorId })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'client'), eq(auditEvents.entityId, clientId)));
  return rows;
}

describe('saving and reading each section', () => {
  it('the client fills every section and reads it back; the adviser reads what they saved', async () => {
    const client = await newClient();
    const asClient = await as(client);
    const empty = await read(asClient, client.id);
    expect(empty).toMatchObject({ version: 0, answers: {}, include_partner: false, actions: ['edit'], review: null, guidance: null });
    expect(empty.sections.map((s: { slug: string; saved: boolean }) => [s.slug, s.saved])).toEqual(
      factFindSections.map((s) => [s.slug, false]),
    );

    let version = 0;
    for (const [slug, answers] of Object.entries(sample)) {
      const response = await save(asClient, client.id, slug, answers, version);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ message: 'Fact Find saved', version: version + 1 });
      version += 1;
    }
    const own = await read(asClient, client.id);
    expect(own.version).toBe(10);
    expect(own.include_partner).toBe(true);
    expect(own.sections.every((s: { complete: boolean }) => s.complete)).toBe(true);
    expect(own.answers.assetsLiabilities.assets[0]).toMatchObject({ type: 'property', owner: joint(60), description: 'Home' });
    expect(own.answers.assetsLiabilities.assets[0].id).toMatch(/^[0-9a-f-]{36}$/u);
    expect(own.answers.personalDetails.partner).toMatchObject({ first_name: 'James', gender: 'preferNotToSay' });
    expect(own.saved_by).toEqual({ id: client.id, first_name: 'Test', last_name: 'client' });

    const byAdviser = await read(await as(cast.adviser), client.id);
    expect(byAdviser.answers).toEqual(own.answers);
    expect(byAdviser.actions).toEqual(['edit', 'review']);
    expect(byAdviser.guidance.taxResidence[0].text).toMatch(/^Your client is a Scottish taxpayer/u);
    expect(byAdviser.guidance.occupationEarnings[0].text).toContain('their top rate is 42%');
    const saves = (await auditActions(client.id)).filter((row) => row.action === 'fact_find_saved');
    expect(saves).toHaveLength(10);
    expect(saves.every((row) => row.actorId === client.id)).toBe(true);
  });

  it('the adviser fills every section on the client’s behalf and the client reads it', async () => {
    const client = await newClient();
    const asAdviser = await as(cast.adviser);
    expect(await saveAll(asAdviser, `clients/${client.id}/fact-finds`)).toBe(10);
    const own = await read(await as(client), client.id);
    expect(own.saved_by).toMatchObject({ id: cast.adviser.id });
    expect(own.answers.recentLifeEvents).toMatchObject({ bereavement: 'no', discuss_all_consent: true });
    expect(own.answers.planningObjectives.ideal_retirement).toBe('At 60, by the sea');
  });

  it('saving a section unchanged makes no new version; a supporting admin and a director may save too', async () => {
    const client = await newClient();
    const asAdviser = await as(cast.adviser);
    const first = await save(asAdviser, client.id, 'health', sample.health, 0);
    const again = await save(asAdviser, client.id, 'health', (await read(asAdviser, client.id)).answers.health, 1);
    expect(again.json().data.version).toBe(first.json().data.version);
    expect((await save(await as(cast.supporting), client.id, 'additional-comments', { comments: 'From support' }, 1)).statusCode).toBe(200);
    expect((await save(await as(cast.director), client.id, 'additional-comments', { comments: 'From the director' }, 2)).statusCode).toBe(
      200,
    );
  });
});

describe('the save rules and the schemas answer 400 per field', () => {
  it('names each field a save rule refuses, with the spec’s message', async () => {
    const client = await newClient();
    const asClient = await as(client);
    expect(
      (await save(asClient, client.id, 'personal-details', { include_partner: true, connected_people_consent: true }, 0)).statusCode,
    ).toBe(200);
    const response = await save(
      asClient,
      client.id,
      'occupation-earnings',
      { occupations: [{}], incomes: [{ value: gbp(1) }], expenditures: [{}] },
      1,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { source: { pointer: string }; detail: string }) => [e.source.pointer, e.detail])).toEqual([
      ['/answers/occupations/0/occupation', m['factFind.occupations']],
      ['/answers/occupations/0/earner', m['factFind.occupations']],
      ['/answers/incomes/0/source', m['factFind.incomes']],
      ['/answers/incomes/0/type', m['factFind.incomes']],
      ['/answers/expenditures/0/value', m['factFind.expenditures']],
      ['/answers/expenditures/0/source', m['factFind.expenditures']],
    ]);
    const dependants = await save(
      asClient,
      client.id,
      'personal-details',
      { dependants: [{ name: '' }], connected_people_consent: true },
      1,
    );
    expect(errorOf(dependants)).toMatchObject({ detail: m['factFind.dependantsNamed'], source: { pointer: '/answers/dependants/0/name' } });
    expect((await read(asClient, client.id)).version).toBe(1);
  });

  it('refuses a joint split that does not add up to 100, and an amount in a currency the practice does not offer', async () => {
    const client = await newClient();
    const asAdviser = await as(cast.adviser);
    await save(asAdviser, client.id, 'personal-details', { include_partner: true, connected_people_consent: true }, 0);
    const split = await save(
      asAdviser,
      client.id,
      'assets-liabilities',
      { assets: [{ type: 'cash', value: gbp(1), owner: { source: 'joint', split: { you: 50, partner: 40 } } }] },
      1,
    );
    expect(split.statusCode).toBe(400);
    expect(errorOf(split)).toMatchObject({ detail: m['factFind.jointSplit'], source: { pointer: '/answers/assets/0/owner/split' } });
    const euros = await save(
      asAdviser,
      client.id,
      'assets-liabilities',
      { assets: [{ type: 'cash', value: { amount: 5, currency: 'EUR' }, owner: { source: 'you' } }] },
      1,
    );
    expect(errorOf(euros)).toMatchObject({
      detail: m['factFind.currencyUnknown'],
      source: { pointer: '/answers/assets/0/value/currency' },
    });
    const decimals = await save(
      asAdviser,
      client.id,
      'assets-liabilities',
      { assets: [{ type: 'cash', value: { amount: 5.5, currency: 'GBP' } }] },
      1,
    );
    expect(errorOf(decimals)).toMatchObject({ detail: m['factFind.integer'], source: { pointer: '/answers/assets/0/value/amount' } });
  });

  it('refuses a save over a newer save of the same section, and an unknown section', async () => {
    const client = await newClient();
    const asClient = await as(client);
    await save(await as(cast.adviser), client.id, 'health', { client: { smoker: 'yes' } }, 0);
    const stale = await save(asClient, client.id, 'health', { client: { smoker: 'no' } }, 0);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).detail).toBe(m['factFind.changedElsewhere']);
    expect((await save(asClient, client.id, 'protection', {}, 0)).statusCode).toBe(200);
    expect((await save(asClient, client.id, 'pets', {}, 2)).statusCode).toBe(400);
  });
});

describe('versions, changes and reviews', () => {
  it('lists versions newest first and the field-by-field changes since any of them', async () => {
    const client = await newClient();
    const asClient = await as(client);
    await save(asClient, client.id, 'personal-details', { client: { first_name: 'Charlotte', marital_status: 'single' } }, 0);
    await save(asClient, client.id, 'personal-details', { client: { first_name: 'Charlotte', marital_status: 'married' } }, 1);
    await save(asClient, client.id, 'health', { client: { smoker: 'no' } }, 2);

    const versions = await asClient.get(`/api/v1/clients/${client.id}/fact-finds/versions?per_page=2`);
    expect(versions.headers['x-total']).toBe('3');
    expect(
      versions.json().data.map((v: { version: number; section: string; section_label: string }) => [v.version, v.section_label]),
    ).toEqual([
      [3, 'Health'],
      [2, 'Personal details'],
    ]);
    expect(versions.json().data[0].saved_by).toMatchObject({ id: client.id });

    const changes = await (await as(cast.adviser)).get(`/api/v1/clients/${client.id}/fact-finds/changes?since=1`);
    expect(changes.statusCode).toBe(200);
    expect(changes.json().data).toEqual({
      since: 1,
      version: 3,
      changes: [
        {
          section: 'personalDetails',
          path: '/client/marital_status',
          label: 'Client: marital status',
          before: 'Single',
          after: 'Married or civil partner',
        },
        { section: 'health', path: '/client/smoker', label: 'Client: smoker', before: null, after: 'No' },
      ],
    });
    expect((await asClient.get(`/api/v1/clients/${client.id}/fact-finds/changes?since=4`)).statusCode).toBe(404);
  });

  it('the adviser marks the current version reviewed and then sees only what changed since', async () => {
    const client = await newClient();
    const asAdviser = await as(cast.adviser);
    const nothing = await asAdviser.post(`/api/v1/clients/${client.id}/fact-finds/review`);
    expect(nothing.statusCode).toBe(409);
    expect(errorOf(nothing).detail).toBe(m['factFind.nothingToReview']);

    const asClient = await as(client);
    await save(asClient, client.id, 'additional-comments', { comments: 'First thoughts' }, 0);
    const before = await read(asAdviser, client.id);
    expect(before.review).toMatchObject({ reviewed_version: null, changes: [{ label: 'Comments', after: 'First thoughts' }] });

    const reviewed = await asAdviser.post(`/api/v1/clients/${client.id}/fact-finds/review`);
    expect(reviewed.json().data).toEqual({ message: m['factFind.reviewed'], version: 1 });
    expect((await read(asAdviser, client.id)).review).toMatchObject({ reviewed_version: 1, changes: [] });

    await save(asClient, client.id, 'additional-comments', { comments: 'Second thoughts' }, 1);
    const after = await read(asAdviser, client.id);
    expect(after.review.changes).toEqual([
      { section: 'additionalComments', path: '/comments', label: 'Comments', before: 'First thoughts', after: 'Second thoughts' },
    ]);
    // Each member of staff has their own review: the director has reviewed nothing.
    expect((await read(await as(cast.director), client.id)).review.reviewed_version).toBeNull();
    expect((await auditActions(client.id)).filter((row) => row.action === 'fact_find_reviewed')).toHaveLength(1);
  });

  it('only the adviser, an additional adviser or a director reviews; a supporting admin and the client may not', async () => {
    const client = await newClient();
    await t.runtime.db
      .insert(additionalAdvisers)
      .values({ clientId: client.id, adviserId: cast.additional.id, practiceId: cast.practice.id });
    await save(await as(client), client.id, 'health', {}, 0);
    expect((await (await as(cast.supporting)).post(`/api/v1/clients/${client.id}/fact-finds/review`)).statusCode).toBe(403);
    expect((await (await as(client)).post(`/api/v1/clients/${client.id}/fact-finds/review`)).statusCode).toBe(403);
    expect((await (await as(cast.additional)).post(`/api/v1/clients/${client.id}/fact-finds/review`)).statusCode).toBe(200);
    expect((await read(await as(cast.supporting), client.id)).actions).toEqual(['edit']);
  });
});

describe('who reaches a fact find', () => {
  it('a practice admin without a relation, an unrelated adviser and another practice get 404', async () => {
    const client = await newClient();
    await save(await as(client), client.id, 'health', {}, 0);
    const loneAdmin = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'admin' });
    const other = await createPractice(t.runtime.db);
    const foreignDirector = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
    const callers: [string, TestClient][] = [
      ['admin without a relation', await as(loneAdmin)],
      ['unrelated adviser', await as(cast.stranger)],
      ['another practice', await as(foreignDirector, other.host)],
    ];
    for (const [name, caller] of callers) {
      for (const path of ['fact-finds', 'fact-finds/versions', 'fact-finds/changes?since=0', 'fact-finds/documents'])
        expect((await caller.get(`/api/v1/clients/${client.id}/${path}`)).statusCode, `${name} GET ${path}`).toBe(404);
      expect((await save(caller, client.id, 'health', {}, 1)).statusCode, `${name} PUT`).toBe(404);
    }
    const someoneElse = await newClient();
    expect((await (await as(client)).get(`/api/v1/clients/${someoneElse.id}/fact-finds`)).statusCode).toBe(404);
  });

  it('a deactivated client’s fact find reads but refuses every change (409)', async () => {
    const client = await newClient();
    const asAdviser = await as(cast.adviser);
    await save(asAdviser, client.id, 'health', {}, 0);
    await t.runtime.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, client.id));
    const view = await read(asAdviser, client.id);
    expect(view.actions).toEqual([]);
    const refused = await save(asAdviser, client.id, 'health', { client: { smoker: 'no' } }, 1);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'client.read_only', detail: clientAccountMessages['clients.readOnly'] });
    expect((await asAdviser.post(`/api/v1/clients/${client.id}/fact-finds/review`)).statusCode).toBe(409);
    expect((await read(asAdviser, client.id)).version).toBe(1);
  });
});

describe('the fact find of a case', () => {
  it('reads the case’s client’s fact find, and completes the case’s section once every section passes', async () => {
    const client = await newClient();
    const caseId = await insertCase(t.runtime.db, {
      practiceId: cast.practice.id,
      clientId: client.id,
      adviserId: cast.adviser.id,
      type: 'online_advice_request',
      status: 'building',
      ready: false,
    });
    const asClient = await as(client);
    const first = await asClient.get(`/api/v1/client-cases/${caseId}/fact-find`);
    expect(first.json().data).toMatchObject({ case_id: caseId, case_section_complete: false, client_id: client.id, version: 0 });

    const saved = await asClient.request('PUT', `/api/v1/client-cases/${caseId}/fact-find/sections/personal-details`, {
      payload: { version: 0, answers: sample['personal-details'] },
    });
    expect(saved.json().data).toEqual({ message: 'Fact Find saved', version: 1, case_section_complete: false });
    // Personal details again (its dependant, sent without an id, is a new row), then the nine others.
    expect(await saveAll(asClient, `client-cases/${caseId}/fact-find`)).toBe(11);
    const done = await asClient.get(`/api/v1/client-cases/${caseId}/fact-find`);
    expect(done.json().data).toMatchObject({ case_section_complete: true, version: 11 });
    const detail = await (await as(cast.adviser)).get(`/api/v1/client-cases/${caseId}`);
    expect(detail.json().data.sections).toContainEqual(expect.objectContaining({ section: 'fact_find', complete: true }));
    // The same fact find as the client's own.
    expect((await read(asClient, client.id)).version).toBe(11);
  });

  it('another practice’s case answers 404', async () => {
    const caseId = await insertCase(t.runtime.db, {
      practiceId: cast.practice.id,
      clientId: cast.client.id,
      adviserId: cast.adviser.id,
      type: 'online_advice_request',
      status: 'building',
    });
    const other = await createPractice(t.runtime.db);
    const foreign = await as(await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }), other.host);
    expect((await foreign.get(`/api/v1/client-cases/${caseId}/fact-find`)).statusCode).toBe(404);
  });
});
