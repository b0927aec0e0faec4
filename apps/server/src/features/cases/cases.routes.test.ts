import { type AuditEventInput, auditSentence, caseMessages, caseSections } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../db/client.ts';
import { clientCases, follows, mailOutbox, practices, users } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { markCaseSection } from './cases.queries.ts';
import { type CaseCast, createCaseCast, insertCase, multipartForm, optionIds, pdfBytes, questionId, sessionFor } from './cases.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;
let asDirector: TestClient;

const reload = 'This case was changed by someone else. Reload the page to see the latest version.';
const oar = {
  type: 'online_advice_request',
  initial_investment: 10_000,
  initial_investment_currency: 'GBP',
  monthly_contribution: 0,
  monthly_contribution_currency: null,
  investment_duration: 10,
};

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  const as = (user: CaseCast['client']) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);
  [asClient, asAdviser, asDirector] = await Promise.all([as(cast.client), as(cast.adviser), as(cast.director)]);
  await t.runtime.db.insert(follows).values({ staffId: cast.director.id, clientId: cast.client.id, practiceId: cast.practice.id });
});
afterAll(() => t.close());

const act = (c: TestClient, id: string, action: string, body: object) => c.post(`/api/v1/client-cases/${id}/${action}`, body);

describe('client requests', () => {
  it('a client requests a meeting and an Online Advice Request; following staff are told; both are listed', async () => {
    const meeting = await asClient.post('/api/v1/client-cases', { type: 'meeting_request', message: 'Can we talk about my pension?' });
    expect(meeting.statusCode).toBe(201);
    expect(meeting.json().data).toMatchObject({
      type: 'meeting_request',
      status: 'requested',
      message: 'Can we talk about my pension?',
      version: 1,
    });
    expect((await lastMailTo(t.runtime.db, cast.director.email))?.subject).toContain('new meeting request');

    const request = await asClient.post('/api/v1/client-cases', oar);
    expect(request.statusCode).toBe(201);
    const data = request.json().data;
    expect(data).toMatchObject({ status: 'building', initial_investment: 10_000 });
    expect(data.sections.map((s: { section: string; complete: boolean }) => [s.section, s.complete])).toEqual(
      caseSections.map((s) => [s, false]),
    );
    expect(data.actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'submit',
          blocked_by: { guard: 'allSectionsComplete', hint: 'Complete every section of the request before submitting it.' },
        }),
        expect.objectContaining({ action: 'cancel', irreversible: true, confirm: true }),
      ]),
    );

    const list = await asAdviser.get('/api/v1/client-cases?type=meeting_request&per_page=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.headers['x-total']).toBe('1');
    const required = await asClient.get('/api/v1/action-required');
    expect(required.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'complete_request', case_id: data.id })]));
  });

  it('refuses an invalid request with one error per field, and staff may not request for themselves', async () => {
    const invalid = await asClient.post('/api/v1/client-cases', { type: 'meeting_request', message: '   ' });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).source?.pointer).toBe('/message');
    expect((await asAdviser.post('/api/v1/client-cases', { type: 'meeting_request', message: 'hi' })).statusCode).toBe(403);
  });
});

describe('Online Advice Request submission', () => {
  it('is blocked until every section is complete, then goes through once', async () => {
    const created = (await asClient.post('/api/v1/client-cases', oar)).json().data;
    const blocked = await act(asClient, created.id, 'submit', { version: 1 });
    expect(blocked.statusCode).toBe(422);
    expect(errorOf(blocked).detail).toBe('Please complete all sections before submitting the case');
    for (const section of caseSections.slice(0, 4))
      await markCaseSection(t.runtime.db, { practiceId: cast.practice.id, caseId: created.id, section, complete: true });
    expect((await act(asClient, created.id, 'submit', { version: 1 })).statusCode).toBe(422);
    await markCaseSection(t.runtime.db, { practiceId: cast.practice.id, caseId: created.id, section: 'goals', complete: true });
    const submitted = await act(asClient, created.id, 'submit', { version: 1 });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', version: 2 });
    expect(submitted.json().data.timeline[0]).toMatchObject({ step: 'submitted', status: 'submitted' });
    const again = await act(asClient, created.id, 'submit', { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).detail).toBe('Case is already submitted');
  });
});

describe('recommendation pack', () => {
  it('the client is mailed when a pack is shared, not when it goes back to prepare; a pack cancelled unsent stays out of their sight', async () => {
    const mailsToClient = async () =>
      (await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.client.email))).length;
    const create = async (name: string) =>
      (await asAdviser.post(`/api/v1/clients/${cast.client.id}/client-cases`, { type: 'recommendation_pack_case', name })).json().data;
    const before = await mailsToClient();
    const pack = await create('Shared then withdrawn');
    expect((await act(asAdviser, pack.id, 'send', { version: 1 })).statusCode).toBe(200);
    expect(await mailsToClient()).toBe(before + 1);
    expect((await act(asAdviser, pack.id, 'back-to-prepare', { version: 2 })).json().data.status).toBe('submitted');
    expect(await mailsToClient()).toBe(before + 1);

    const unsent = await create('Never shared');
    expect((await act(asAdviser, unsent.id, 'cancel', { version: 1 })).json().data.status).toBe('cancelled');
    expect(await mailsToClient()).toBe(before + 1);
    expect((await asClient.get(`/api/v1/client-cases/${unsent.id}`)).statusCode).toBe(404);
    const listed = (await asClient.get('/api/v1/client-cases')).json().data.map((c: { id: string }) => c.id);
    expect(listed).not.toContain(unsent.id);
  });

  it('is prepared out of the client’s sight, sent, accepted by the client after consent and confirmed by the adviser', async () => {
    const created = await asAdviser.post(`/api/v1/clients/${cast.client.id}/client-cases`, {
      type: 'recommendation_pack_case',
      name: 'Pension review 2025',
      cover_note: 'Our advice',
    });
    expect(created.statusCode).toBe(201);
    const pack = created.json().data;
    expect(pack.status).toBe('submitted');
    expect((await asClient.get(`/api/v1/client-cases/${pack.id}`)).statusCode).toBe(404);
    expect((await asClient.get('/api/v1/client-cases?type=recommendation_pack_case')).json().data).toEqual([]);

    const sent = await act(asAdviser, pack.id, 'send', { version: 1 });
    expect(sent.json().data.status).toBe('reviewing_pack');
    expect((await lastMailTo(t.runtime.db, cast.client.email))?.subject).toBe('Pension review 2025: shared for your review');
    expect((await asClient.get('/api/v1/action-required')).json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'review_pack', case_id: pack.id })]),
    );
    const view = (await asClient.get(`/api/v1/client-cases/${pack.id}`)).json().data;
    expect(view.actions.map((a: { action: string }) => a.action)).toEqual(['accept', 'reject']);

    const noConsent = await act(asClient, pack.id, 'accept', { version: 2 });
    expect(noConsent.statusCode).toBe(422);
    expect(errorOf(noConsent).detail).toContain('Tick the box');
    expect((await act(asClient, pack.id, 'accept', { version: 2, consent: true })).json().data.status).toBe('accepted');
    expect((await lastMailTo(t.runtime.db, cast.director.email))?.subject).toContain('accepted by the client');
    const [row] = await t.runtime.db.select().from(clientCases).where(eq(clientCases.id, pack.id));
    expect(row?.clientConsentAt).toBeInstanceOf(Date);

    const confirmed = (await act(asAdviser, pack.id, 'confirm', { version: 3 })).json().data;
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.timeline.map((s: { step: string; status: string | null }) => [s.step, s.status])).toEqual([
      ['submitted', 'submitted'],
      ['pack_shared', 'reviewing_pack'],
      ['accepted_or_rejected', 'accepted'],
      ['confirmed', 'confirmed'],
    ]);
    expect(confirmed.is_editable).toBe(false);
    const trail = await asAdviser.get(`/api/v1/client-cases/${pack.id}/audit-trail`);
    expect(trail.json().data.map((e: { action: string }) => e.action)).toEqual(['confirm', 'accept', 'send', 'created']);
  });

  it('records each document the client opens, and, where the practice asks, is accepted only once every one is opened', async () => {
    const upload = (caseId: string, name: string, concealed = false) => {
      const form = multipartForm(
        { category: 'investment', name, concealed: String(concealed) },
        { filename: `${name}.pdf`, content: pdfBytes(name) },
      );
      return asAdviser.request('POST', `/api/v1/client-cases/${caseId}/documents`, { payload: form.payload, headers: form.headers });
    };
    const pack = (
      await asAdviser.post(`/api/v1/clients/${cast.client.id}/client-cases`, { type: 'recommendation_pack_case', name: 'Read first' })
    ).json().data;
    const report = (await upload(pack.id, 'Report')).json().data;
    const terms = (await upload(pack.id, 'Terms')).json().data;
    await upload(pack.id, 'Internal notes', true);
    await act(asAdviser, pack.id, 'send', { version: 1 });
    const [practice] = await t.runtime.db.select().from(practices).where(eq(practices.id, cast.practice.id));
    await t.runtime.db
      .update(practices)
      .set({ settings: { ...(practice?.settings as object), documentsOpenedBeforeAccepting: true } })
      .where(eq(practices.id, cast.practice.id));
    try {
      const unread = await act(asClient, pack.id, 'accept', { version: 2, consent: true });
      expect(unread.statusCode).toBe(422);
      expect(errorOf(unread).detail).toBe(caseMessages['cases.documentsUnopened']);
      const offered = (await asClient.get(`/api/v1/client-cases/${pack.id}`)).json().data.actions;
      expect(offered.find((a: { action: string }) => a.action === 'accept').blocked_by).toMatchObject({ guard: 'allDocumentsOpened' });

      await asAdviser.get(terms.download_url);
      await asClient.get(report.download_url);
      expect((await act(asClient, pack.id, 'accept', { version: 2, consent: true })).statusCode).toBe(422);
      await asClient.get(terms.download_url);
      expect((await act(asClient, pack.id, 'accept', { version: 2, consent: true })).json().data.status).toBe('accepted');

      const trail = (await asAdviser.get(`/api/v1/client-cases/${pack.id}/audit-trail`)).json().data as AuditEventInput[];
      const me = (await asClient.get('/api/v1/users/me')).json().data;
      expect(trail.filter((e) => e.action === 'document_viewed').map((e) => auditSentence(e))).toEqual([
        `${me.first_name} ${me.last_name} opened Terms.pdf`,
        `${me.first_name} ${me.last_name} opened Report.pdf`,
      ]);
    } finally {
      await t.runtime.db
        .update(practices)
        .set({ settings: practice?.settings ?? {} })
        .where(eq(practices.id, cast.practice.id));
    }
  });

  it('cannot be sent as already agreed once a signing envelope is drafted', async () => {
    const id = await insertCase(t.runtime.db, {
      practiceId: cast.practice.id,
      clientId: cast.client.id,
      adviserId: cast.adviser.id,
      type: 'recommendation_pack_case',
      status: 'submitted',
    });
    await t.runtime.db.update(clientCases).set({ signingEnvelopeDraftedAt: new Date() }).where(eq(clientCases.id, id));
    const refused = await act(asAdviser, id, 'send-agreed', { version: 1 });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).detail).toContain('signing envelope');
    expect((await asAdviser.get(`/api/v1/client-cases/${id}`)).json().data.actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'sendAgreed', blocked_by: expect.objectContaining({ guard: 'noSigningEnvelopeDrafted' }) }),
      ]),
    );
  });
});

describe('review questionnaire', () => {
  it('is created with questions, sent, answered by the client with at least one option, then submitted', async () => {
    const created = await asAdviser.post(`/api/v1/clients/${cast.client.id}/client-cases`, {
      type: 'review_questionnaire_case',
      name: 'Annual review',
      questions: [{ text: 'Has your income changed?', options: ['Yes', 'No'] }],
    });
    expect(created.statusCode).toBe(201);
    const rq = created.json().data;
    expect(rq.status).toBe('draft');
    await act(asAdviser, rq.id, 'send', { version: 1 });
    const blocked = await act(asClient, rq.id, 'submit', { version: 2 });
    expect(blocked.statusCode).toBe(422);
    expect(errorOf(blocked).detail).toBe('Mark at least one option before submitting the questionnaire.');
    const [question] = rq.questions;
    const wrong = await asClient.request('PUT', `/api/v1/client-cases/${rq.id}/answers`, {
      payload: { version: 2, answers: [{ question_id: question.id, option_ids: [optionIds[0]] }] },
    });
    expect(wrong.statusCode).toBe(400);
    const saved = await asClient.request('PUT', `/api/v1/client-cases/${rq.id}/answers`, {
      payload: { version: 2, answers: [{ question_id: question.id, option_ids: [question.options[0].id] }] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await act(asClient, rq.id, 'submit', { version: 3 })).json().data.status).toBe('submitted');
    expect(questionId).toBeTruthy();
  });

  it('refuses a questionnaire without options per question', async () => {
    const response = await asAdviser.post(`/api/v1/clients/${cast.client.id}/client-cases`, {
      type: 'review_questionnaire_case',
      name: 'Annual review',
      questions: [{ text: 'Anything?', options: ['Only one'] }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('two staff at once', () => {
  const newPack = () =>
    insertCase(t.runtime.db, {
      practiceId: cast.practice.id,
      clientId: cast.client.id,
      adviserId: cast.adviser.id,
      type: 'recommendation_pack_case',
      status: 'accepted',
    });

  it('two transitions on one version: exactly one succeeds, the other is told to reload', async () => {
    const id = await newPack();
    const responses = await Promise.all([act(asAdviser, id, 'confirm', { version: 1 }), act(asDirector, id, 'resend', { version: 1 })]);
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409);
    expect(loser && errorOf(loser).detail).toBe(reload);
    const [row] = await t.runtime.db.select().from(clientCases).where(eq(clientCases.id, id));
    expect(row?.version).toBe(2);
  });

  it('an edit and a transition on one version: exactly one succeeds, the other is told to reload', async () => {
    const id = await newPack();
    const responses = await Promise.all([
      asDirector.patch(`/api/v1/client-cases/${id}`, { version: 1, name: 'Renamed pack', estimated_case_size: 250_000 }),
      act(asAdviser, id, 'confirm', { version: 1 }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409);
    expect(loser && errorOf(loser).detail).toBe(reload);
  });

  it('a change committed between reading and writing the case still loses: the write is conditional on the version', async () => {
    const id = await newPack();
    const pool = createPool(t.databaseUrl, 1);
    const other = await pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('UPDATE client_cases SET version = version + 1 WHERE id = $1', [id]);
      const pending = act(asAdviser, id, 'confirm', { version: 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('COMMIT');
      const response = await pending;
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).detail).toBe(reload);
    } finally {
      other.release();
      await pool.end();
    }
    const [row] = await t.runtime.db.select().from(clientCases).where(eq(clientCases.id, id));
    expect(row).toMatchObject({ status: 'accepted', version: 2 });
  });

  it('a stale version is refused and changes nothing', async () => {
    const id = await newPack();
    expect((await asAdviser.patch(`/api/v1/client-cases/${id}`, { version: 1, name: 'First' })).statusCode).toBe(200);
    const stale = await act(asDirector, id, 'confirm', { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).detail).toBe(reload);
    const [row] = await t.runtime.db.select().from(clientCases).where(eq(clientCases.id, id));
    expect(row).toMatchObject({ status: 'accepted', version: 2, name: 'First' });
  });
});

describe('a deactivated client', () => {
  it('keeps their cases readable, and refuses every change to them as read-only', async () => {
    const client = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const id = await insertCase(t.runtime.db, {
      practiceId: cast.practice.id,
      clientId: client.id,
      adviserId: cast.adviser.id,
      type: 'recommendation_pack_case',
      status: 'submitted',
    });
    await t.runtime.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, client.id));
    const before = await t.runtime.db.select().from(clientCases).where(eq(clientCases.id, id));

    const refused = [
      await act(asAdviser, id, 'send', { version: 1 }),
      await act(asDirector, id, 'cancel', { version: 1 }),
      await asAdviser.patch(`/api/v1/client-cases/${id}`, { version: 1, name: 'Renamed' }),
      await asAdviser.post(`/api/v1/client-cases/${id}/addenda`, { text: 'A late note' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'client.read_only',
        detail: "This client's account is deactivated, so it is read-only.",
      });
    }
    expect(await t.runtime.db.select().from(clientCases).where(eq(clientCases.id, id))).toEqual(before);
    expect((await asAdviser.get(`/api/v1/client-cases/${id}`)).statusCode).toBe(200);
    expect((await asAdviser.get(`/api/v1/client-cases/${id}/audit-trail`)).statusCode).toBe(200);
  });
});

describe('cancelling and access', () => {
  it('a client cancels their own request for good; the case shows a notice and no actions', async () => {
    const created = (await asClient.post('/api/v1/client-cases', { type: 'meeting_request', message: 'Please call' })).json().data;
    const cancelled = await act(asClient, created.id, 'cancel', { version: 1 });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', actions: [], notice: expect.stringContaining('audit trail') });
    expect((await act(asAdviser, created.id, 'complete', { version: 2 })).statusCode).toBe(409);
    expect((await asClient.get(`/api/v1/client-cases/${created.id}/audit-trail`)).json().data[0].action).toBe('cancel');
  });

  it('another practice’s case is a 404 for every verb; the client list of another client is a 404', async () => {
    const id = await insertCase(t.runtime.db, {
      practiceId: cast.practice.id,
      clientId: cast.client.id,
      adviserId: cast.adviser.id,
      type: 'meeting_request',
      status: 'requested',
    });
    const other = await createPractice(t.runtime.db);
    const foreignDirector = await createUser(t.runtime.db, { practiceId: other.id, role: 'director' });
    const foreign = await sessionFor(t.app, t.runtime.db, foreignDirector, other.host);
    expect((await foreign.get(`/api/v1/client-cases/${id}`)).statusCode).toBe(404);
    expect((await act(foreign, id, 'complete', { version: 1 })).statusCode).toBe(404);
    expect((await foreign.patch(`/api/v1/client-cases/${id}`, { version: 1, name: 'x' })).statusCode).toBe(404);
    const otherClient = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    expect((await asClient.get(`/api/v1/clients/${otherClient.id}/client-cases`)).statusCode).toBe(404);
    expect((await asClient.get(`/api/v1/clients/${cast.client.id}/client-cases`)).statusCode).toBe(200);
  });

  it('the client edits their own request’s investment while building, but not a pack', async () => {
    const created = (await asClient.post('/api/v1/client-cases', oar)).json().data;
    const edited = await asClient.patch(`/api/v1/client-cases/${created.id}`, { version: 1, investment_duration: 20 });
    expect(edited.json().data).toMatchObject({ investment_duration: 20, version: 2 });
    const pack = await insertCase(t.runtime.db, {
      practiceId: cast.practice.id,
      clientId: cast.client.id,
      adviserId: cast.adviser.id,
      type: 'recommendation_pack_case',
      status: 'reviewing_pack',
    });
    expect((await asClient.patch(`/api/v1/client-cases/${pack}`, { version: 1, name: 'Mine' })).statusCode).toBe(403);
  });
});
