import { type AuditEventView, auditSentence, type FinancialStrategy, financialStrategyMessages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, practices, storedFiles, users } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../../realtime/hub.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { storageKeyOf, sweepOrphansNow } from '../../testing/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, multipartForm, pdfBytes, sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const as = (cast: Pick<CaseCast, 'practice'>, user: CreatedUser) => sessionFor(t.app, db(), user, cast.practice.host);
const base = (clientId: string) => `/api/v1/clients/${clientId}/financial-strategies`;
const one = (clientId: string, strategyId: string) => `${base(clientId)}/${strategyId}`;

/** A cast whose adviser is Priya Shah and whose client is Charlotte Hughes, for sentences and mails. */
async function newCast(): Promise<CaseCast> {
  const cast = await createCaseCast(db());
  await db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
  await db().update(users).set({ firstName: 'Charlotte', lastName: 'Hughes' }).where(eq(users.id, cast.client.id));
  return cast;
}

async function create(c: TestClient, clientId: string, body: object = { title: 'Retirement plan', summary: 'Drawing down from 60' }) {
  const response = await c.post(base(clientId), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as FinancialStrategy & { message: string };
}

function upload(
  c: TestClient,
  clientId: string,
  strategyId: string,
  file = { filename: 'Retirement plan.pdf', content: pdfBytes('plan v1') },
) {
  const form = multipartForm({}, { field: 'file', filename: file.filename, contentType: 'application/pdf', content: file.content });
  return c.request('PUT', `${one(clientId, strategyId)}/document`, { payload: form.payload, headers: form.headers });
}

async function uploaded(c: TestClient, clientId: string, strategyId: string) {
  const response = await upload(c, clientId, strategyId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as FinancialStrategy;
}

const share = (c: TestClient, clientId: string, strategyId: string) => c.post(`${one(clientId, strategyId)}/share`);
const unshare = (c: TestClient, clientId: string, strategyId: string) => c.post(`${one(clientId, strategyId)}/unshare`);

/** A strategy the adviser created, uploaded and shared. */
async function sharedStrategy(cast: CaseCast, title = 'Retirement plan'): Promise<string> {
  const adviser = await as(cast, cast.adviser);
  const { id } = await create(adviser, cast.client.id, { title });
  await uploaded(adviser, cast.client.id, id);
  expect((await share(adviser, cast.client.id, id)).statusCode).toBe(200);
  return id;
}

const bellsOf = (user: CreatedUser, kind: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, kind as never)));
const mailsTo = (user: CreatedUser) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));

function eventsOf(user: CreatedUser): RealtimeEvent[] {
  const events: RealtimeEvent[] = [];
  t.runtime.realtime.subscribe(user.id, (event) => events.push(event));
  return events;
}

async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !check(); attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('writing a strategy', () => {
  it('the adviser creates, reads, edits and lists a strategy; it starts not shared, with no document', async () => {
    const cast = await newCast();
    const c = await as(cast, cast.adviser);
    const created = await create(c, cast.client.id);
    expect(created).toMatchObject({
      client_id: cast.client.id,
      title: 'Retirement plan',
      summary: 'Drawing down from 60',
      status: 'draft',
      document: null,
      shared_at: null,
      shared_by: null,
      opened_at: null,
      created_by: { id: cast.adviser.id, name: 'Priya Shah' },
      message: financialStrategyMessages['financialStrategy.created'],
    });
    const older = await create(c, cast.client.id, { title: 'Inheritance tax' });
    expect(older.summary).toBe('');

    const edited = await c.patch(one(cast.client.id, created.id), { title: '  Retirement plan 2030 ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Retirement plan 2030', summary: 'Drawing down from 60' });
    expect((await c.get(one(cast.client.id, created.id))).json().data.title).toBe('Retirement plan 2030');

    const list = await c.get(base(cast.client.id));
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total']).toBe('2');
    expect(list.json().data.map((row: FinancialStrategy) => row.id)).toEqual([older.id, created.id]);
  });

  it('refuses a missing or blank title beside the field, and a title past its length, keeping what is stored', async () => {
    const cast = await newCast();
    const c = await as(cast, cast.adviser);
    for (const body of [{}, { title: '   ' }, { title: 'x'.repeat(201) }]) {
      const response = await c.post(base(cast.client.id), body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).source?.pointer).toBe('/title');
    }
    const { id } = await create(c, cast.client.id);
    const blanked = await c.patch(one(cast.client.id, id), { title: '' });
    expect(blanked.statusCode).toBe(400);
    expect((await c.get(one(cast.client.id, id))).json().data.title).toBe('Retirement plan');
  });

  it('every member of the client’s staff may write one; an adviser of another client and another practice get 404', async () => {
    const cast = await newCast();
    for (const member of [cast.additional, cast.director, cast.supporting])
      await create(await as(cast, member), cast.client.id, { title: `By ${member.role}` });
    const { id } = await create(await as(cast, cast.adviser), cast.client.id);

    const stranger = await as(cast, cast.stranger);
    expect((await stranger.get(base(cast.client.id))).statusCode).toBe(404);
    expect((await stranger.get(one(cast.client.id, id))).statusCode).toBe(404);
    expect((await stranger.post(base(cast.client.id), { title: 'Mine' })).statusCode).toBe(404);

    const elsewhere = await createPractice(db());
    const foreign = await createUser(db(), { practiceId: elsewhere.id, role: 'director' });
    const outsider = await as({ practice: elsewhere }, foreign);
    for (const response of [
      await outsider.get(base(cast.client.id)),
      await outsider.get(one(cast.client.id, id)),
      await outsider.patch(one(cast.client.id, id), { title: 'Taken' }),
      await share(outsider, cast.client.id, id),
      await outsider.delete(one(cast.client.id, id)),
    ])
      expect(response.statusCode).toBe(404);
    expect((await (await as(cast, cast.adviser)).get(one(cast.client.id, id))).json().data.title).toBe('Retirement plan');
  });

  it('another client’s strategy id under this client is a 404', async () => {
    const cast = await newCast();
    const c = await as(cast, cast.adviser);
    const other = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const { id } = await create(c, other.id);
    expect((await c.get(one(cast.client.id, id))).statusCode).toBe(404);
    expect((await c.patch(one(cast.client.id, id), { title: 'Moved' })).statusCode).toBe(404);
  });
});

describe('the document', () => {
  it('is uploaded, downloaded as an attachment, and replaced; the replaced file goes with the orphan sweep', async () => {
    const cast = await newCast();
    const c = await as(cast, cast.adviser);
    const { id } = await create(c, cast.client.id);
    expect((await c.get(`${one(cast.client.id, id)}/document`)).statusCode).toBe(404);

    const first = await uploaded(c, cast.client.id, id);
    expect(first.document).toMatchObject({
      file_name: 'Retirement plan.pdf',
      content_type: 'application/pdf',
      size_bytes: pdfBytes('plan v1').length,
      download_url: `/api/v1/clients/${cast.client.id}/financial-strategies/${id}/document`,
    });
    const [before] = await db().select({ fileId: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, cast.client.id));
    const oldKey = await storageKeyOf(db(), before?.fileId);

    const replaced = await upload(c, cast.client.id, id, { filename: 'plan-v2.pdf', content: pdfBytes('plan v2') });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.document.file_name).toBe('plan-v2.pdf');

    const download = await c.get(`${one(cast.client.id, id)}/document`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="plan-v2.pdf"');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdfBytes('plan v2'))).toBe(true);

    await sweepOrphansNow(t.runtime);
    expect(await storageKeyOf(db(), before?.fileId)).toBe('');
    expect(await t.runtime.storage.get(oldKey)).toBeNull();
    expect((await c.get(`${one(cast.client.id, id)}/document`)).statusCode).toBe(200);
  });

  it('refuses a file whose content is not a document it takes, and keeps the document it had', async () => {
    const cast = await newCast();
    const c = await as(cast, cast.adviser);
    const { id } = await create(c, cast.client.id);
    await uploaded(c, cast.client.id, id);
    const form = multipartForm(
      {},
      { field: 'file', filename: 'plan.pdf', contentType: 'application/pdf', content: Buffer.from('#!/bin/sh\necho not a pdf\n') },
    );
    const refused = await c.request('PUT', `${one(cast.client.id, id)}/document`, { payload: form.payload, headers: form.headers });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'upload.type_not_allowed', source: { pointer: '/file' } });
    expect((await c.get(one(cast.client.id, id))).json().data.document.file_name).toBe('Retirement plan.pdf');
  });

  it('a client never uploads one', async () => {
    const cast = await newCast();
    const { id } = await create(await as(cast, cast.adviser), cast.client.id);
    expect((await upload(await as(cast, cast.client), cast.client.id, id)).statusCode).toBe(403);
  });
});

describe('sharing', () => {
  it('is refused until the document is uploaded, then shares it: the client sees it, gets a bell, a mail and a live event', async () => {
    const cast = await newCast();
    const c = await as(cast, cast.adviser);
    const { id } = await create(c, cast.client.id);
    const refused = await share(c, cast.client.id, id);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).detail).toBe('Upload the strategy document before you share it with the client.');
    expect(await bellsOf(cast.client, 'financial_strategies.shared')).toHaveLength(0);

    await uploaded(c, cast.client.id, id);
    const live = eventsOf(cast.client);
    const shared = await share(c, cast.client.id, id);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data).toMatchObject({
      status: 'shared',
      shared_by: { id: cast.adviser.id, name: 'Priya Shah' },
      message: financialStrategyMessages['financialStrategy.shared'],
    });

    const bells = await bellsOf(cast.client, 'financial_strategies.shared');
    expect(bells).toHaveLength(1);
    expect(bells[0]).toMatchObject({ title: 'Financial strategy shared with you', link: `/financial-strategy/${id}` });
    expect(bells[0]?.body).toContain('“Retirement plan”');
    const mails = await mailsTo(cast.client);
    expect(mails.map((mail) => mail.subject)).toEqual(['Financial strategy shared with you']);
    expect(mails[0]?.text).toContain(`/financial-strategy/${id}`);
    await until(() => live.some((event) => event.type === 'financialStrategies.changed'));
    expect(live).toContainEqual({ type: 'financialStrategies.changed', clientId: cast.client.id, strategyId: id });
    // The adviser who shared it is not told of their own action.
    expect(await bellsOf(cast.adviser, 'financial_strategies.shared')).toHaveLength(0);

    const client = await as(cast, cast.client);
    expect((await client.get(base(cast.client.id))).json().data.map((row: FinancialStrategy) => row.id)).toEqual([id]);
    expect((await client.get(one(cast.client.id, id))).json().data.title).toBe('Retirement plan');
  });

  it('sharing a shared strategy again is a 409 that says so, and tells the client nothing more', async () => {
    const cast = await newCast();
    const id = await sharedStrategy(cast);
    const again = await share(await as(cast, cast.adviser), cast.client.id, id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).detail).toBe(financialStrategyMessages['financialStrategy.alreadyShared']);
    expect(await bellsOf(cast.client, 'financial_strategies.shared')).toHaveLength(1);
  });

  it('a client with no adviser is told by a bell and gets no mail', async () => {
    const cast = await newCast();
    const orphan = await createUser(db(), { practiceId: cast.practice.id, role: 'client' });
    const director = await as(cast, cast.director);
    const { id } = await create(director, orphan.id);
    await uploaded(director, orphan.id, id);
    expect((await share(director, orphan.id, id)).statusCode).toBe(200);
    expect(await bellsOf(orphan, 'financial_strategies.shared')).toHaveLength(1);
    expect(await mailsTo(orphan)).toHaveLength(0);
  });

  it('a practice admin shares only with the adviser’s right: without it a 403 that says where it is granted', async () => {
    const cast = await newCast();
    const admin = await as(cast, cast.supporting);
    const { id } = await create(admin, cast.client.id);
    await uploaded(admin, cast.client.id, id);
    const refused = await share(admin, cast.client.id, id);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).detail).toContain('My support');
    expect((await (await as(cast, cast.client)).get(base(cast.client.id))).json().data).toEqual([]);

    const granted = await as(cast, cast.supportingWithRights);
    expect((await share(granted, cast.client.id, id)).statusCode).toBe(200);
    expect((await unshare(admin, cast.client.id, id)).statusCode).toBe(403);
    expect((await unshare(granted, cast.client.id, id)).statusCode).toBe(200);
  });

  it('a client never shares, nor changes or deletes a strategy, even one shared with them', async () => {
    const cast = await newCast();
    const id = await sharedStrategy(cast);
    const client = await as(cast, cast.client);
    for (const response of [
      await client.post(base(cast.client.id), { title: 'Mine' }),
      await client.patch(one(cast.client.id, id), { title: 'Mine' }),
      await unshare(client, cast.client.id, id),
      await share(client, cast.client.id, id),
      await client.delete(one(cast.client.id, id)),
      await client.get(`${one(cast.client.id, id)}/audit-trail`),
      await client.get('/api/v1/financial-strategies/to-share'),
    ])
      expect(response.statusCode).toBe(403);
  });
});

describe('what the client sees', () => {
  it('only the strategies shared with them: an unshared one, and its document, are a 404 to them', async () => {
    const cast = await newCast();
    const adviser = await as(cast, cast.adviser);
    const { id } = await create(adviser, cast.client.id, { title: 'Draft plan' });
    await uploaded(adviser, cast.client.id, id);
    const client = await as(cast, cast.client);
    expect((await client.get(base(cast.client.id))).json().data).toEqual([]);
    expect((await client.get(one(cast.client.id, id))).statusCode).toBe(404);
    expect((await client.get(`${one(cast.client.id, id)}/document`)).statusCode).toBe(404);
    // Another client's strategies are not theirs to list.
    const neighbour = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    expect((await (await as(cast, neighbour)).get(base(cast.client.id))).statusCode).toBe(404);
  });

  it('opening the document records it: the strategy reads as opened, and leaves the unopened list', async () => {
    const cast = await newCast();
    const first = await sharedStrategy(cast, 'Retirement plan');
    const second = await sharedStrategy(cast, 'School fees');
    const client = await as(cast, cast.client);
    const unopened = async () =>
      (await client.get(`${base(cast.client.id)}?unopened=true`)).json().data.map((row: FinancialStrategy) => row.id);
    expect(await unopened()).toEqual([second, first]);

    const opened = await client.get(`${one(cast.client.id, first)}/document`);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(pdfBytes('plan v1'))).toBe(true);
    expect(await unopened()).toEqual([second]);
    const seenByStaff = (await (await as(cast, cast.adviser)).get(one(cast.client.id, first))).json().data;
    expect(seenByStaff.opened_at).not.toBeNull();
    // The adviser's own download is no evidence that the client read it.
    await (await as(cast, cast.adviser)).get(`${one(cast.client.id, second)}/document`);
    expect(await unopened()).toEqual([second]);
  });
});

describe('unsharing and deleting', () => {
  it('unsharing takes it from the client, who gets a bell but no mail; unsharing again is a 409', async () => {
    const cast = await newCast();
    const id = await sharedStrategy(cast);
    const c = await as(cast, cast.adviser);
    const mailsBefore = (await mailsTo(cast.client)).length;
    const live = eventsOf(cast.client);
    const response = await unshare(c, cast.client.id, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'draft', shared_at: null, shared_by: null });
    const bells = await bellsOf(cast.client, 'financial_strategies.unshared');
    expect(bells).toHaveLength(1);
    expect(bells[0]?.link).toBe('/financial-strategy');
    expect(await mailsTo(cast.client)).toHaveLength(mailsBefore);
    await until(() => live.length > 0);
    expect(live).toContainEqual({ type: 'financialStrategies.changed', clientId: cast.client.id, strategyId: id });
    expect((await (await as(cast, cast.client)).get(one(cast.client.id, id))).statusCode).toBe(404);

    const again = await unshare(c, cast.client.id, id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).detail).toBe(financialStrategyMessages['financialStrategy.notShared']);
  });

  it('a shared strategy cannot be deleted until it is unshared; then it goes, and its document with the sweep', async () => {
    const cast = await newCast();
    const id = await sharedStrategy(cast);
    const c = await as(cast, cast.adviser);
    const refused = await c.delete(one(cast.client.id, id));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).detail).toBe(financialStrategyMessages['financialStrategy.deleteShared']);
    expect((await (await as(cast, cast.client)).get(one(cast.client.id, id))).statusCode).toBe(200);

    await unshare(c, cast.client.id, id);
    const deleted = await c.delete(one(cast.client.id, id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.message).toBe(financialStrategyMessages['financialStrategy.deleted']);
    expect((await c.get(one(cast.client.id, id))).statusCode).toBe(404);
    const [file] = await db().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, cast.client.id));
    await sweepOrphansNow(t.runtime);
    expect(await storageKeyOf(db(), file?.id)).toBe('');
  });

  it('a deactivated client’s strategies stay readable to staff, and every change is refused with 409', async () => {
    const cast = await newCast();
    const id = await sharedStrategy(cast);
    await db().update(users).set({ status: 'deactivated' }).where(eq(users.id, cast.client.id));
    const c = await as(cast, cast.adviser);
    expect((await c.get(one(cast.client.id, id))).statusCode).toBe(200);
    expect((await c.patch(one(cast.client.id, id), { title: 'Changed' })).statusCode).toBe(409);
    expect((await unshare(c, cast.client.id, id)).statusCode).toBe(409);
  });
});

describe('GET /clients/:id/financial-strategies/:strategyId/audit-trail', () => {
  it('lists the strategy’s events as sentences, newest first, each change in its own words', async () => {
    const cast = await newCast();
    const c = await as(cast, cast.adviser);
    const { id } = await create(c, cast.client.id, { title: 'Pension plan' });
    await c.patch(one(cast.client.id, id), { title: 'Retirement plan' });
    await c.patch(one(cast.client.id, id), { summary: 'Drawing down from 60' });
    await uploaded(c, cast.client.id, id);
    await share(c, cast.client.id, id);
    await (await as(cast, cast.client)).get(`${one(cast.client.id, id)}/document`);
    await unshare(c, cast.client.id, id);

    const trail = await c.get(`${one(cast.client.id, id)}/audit-trail`);
    expect(trail.statusCode).toBe(200);
    const size = `${pdfBytes('plan v1').length} bytes`;
    expect((trail.json().data as AuditEventView[]).map((event) => auditSentence(event))).toEqual([
      'Priya Shah stopped sharing the financial strategy “Retirement plan” with the client',
      'Charlotte Hughes opened the financial strategy “Retirement plan”',
      'Priya Shah shared the financial strategy “Retirement plan” with the client',
      `Priya Shah uploaded Retirement plan.pdf (${size}) as the document of the financial strategy “Retirement plan”`,
      'Priya Shah changed the summary of the financial strategy “Retirement plan”',
      'Priya Shah renamed the financial strategy “Pension plan” to “Retirement plan”',
      'Priya Shah created the financial strategy “Pension plan”',
    ]);
    expect((await c.get(`${one(cast.client.id, '00000000-0000-4000-8000-000000000000')}/audit-trail`)).statusCode).toBe(404);
  });

  it('an edit that changes nothing writes no event', async () => {
    const cast = await newCast();
    const c = await as(cast, cast.adviser);
    const { id } = await create(c, cast.client.id);
    expect((await c.patch(one(cast.client.id, id), { title: 'Retirement plan', summary: 'Drawing down from 60' })).statusCode).toBe(200);
    expect((await c.get(`${one(cast.client.id, id)}/audit-trail`)).headers['x-total']).toBe('1');
  });
});

describe('GET /financial-strategies/to-share', () => {
  const toShare = '/api/v1/financial-strategies/to-share';

  it('lists the strategies not shared yet of the clients the viewer may manage, each with its next step, longest waiting first', async () => {
    const cast = await newCast();
    const c = await as(cast, cast.adviser);
    const noDocument = await create(c, cast.client.id, { title: 'Pension plan' });
    const ready = await create(c, cast.client.id, { title: 'School fees' });
    await uploaded(c, cast.client.id, ready.id);
    await sharedStrategy(cast, 'Shared already');
    const othersClient = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.stranger.id });
    const others = await create(await as(cast, cast.stranger), othersClient.id, { title: 'Not mine' });

    const response = await c.get(toShare);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total']).toBe('2');
    expect(response.json().data).toEqual([
      {
        id: noDocument.id,
        title: 'Pension plan',
        client: { id: cast.client.id, first_name: 'Charlotte', last_name: 'Hughes' },
        next_step: 'upload',
        updated_at: expect.any(String),
      },
      expect.objectContaining({ id: ready.id, next_step: 'share' }),
    ]);
    const directors = (await (await as(cast, cast.director)).get(toShare)).json().data.map((row: { id: string }) => row.id);
    expect(directors).toEqual([noDocument.id, ready.id, others.id]);
    expect((await (await as(cast, cast.supporting)).get(toShare)).json().data).toHaveLength(2);
  });
});

describe('the financialStrategy feature switched off', () => {
  it('answers 404 on every route, to staff and client alike', async () => {
    const cast = await newCast();
    const id = await sharedStrategy(cast);
    await db()
      .update(practices)
      .set({ featureFlags: { ...allFeaturesOn, financialStrategy: false } })
      .where(eq(practices.id, cast.practice.id));
    t.app.forgetPractices();
    for (const user of [cast.adviser, cast.client]) {
      const c = await as(cast, user);
      for (const response of [
        await c.get(base(cast.client.id)),
        await c.post(base(cast.client.id), { title: 'x' }),
        await c.get(one(cast.client.id, id)),
        await c.patch(one(cast.client.id, id), { title: 'x' }),
        await c.get(`${one(cast.client.id, id)}/document`),
        await upload(c, cast.client.id, id),
        await share(c, cast.client.id, id),
        await unshare(c, cast.client.id, id),
        await c.get(`${one(cast.client.id, id)}/audit-trail`),
        await c.delete(one(cast.client.id, id)),
        await c.get('/api/v1/financial-strategies/to-share'),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('feature.disabled');
      }
    }
  });
});
