import { type AuditEventView, auditSentence, type CaseSection, caseSections } from '@advice/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, createPractice, createUser } from '../../testing/factories.ts';
import { waitForMailTo } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { markCaseSection } from './cases.queries.ts';
import { type CaseCast, createCaseCast, sessionFor } from './cases.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asAdviser: TestClient;

const request = {
  type: 'online_advice_request',
  initial_investment: 25_000,
  initial_investment_currency: 'GBP',
  monthly_contribution: 500,
  monthly_contribution_currency: 'GBP',
  investment_duration: 10,
};

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  asAdviser = await sessionFor(t.app, t.runtime.db, cast.adviser, cast.practice.host);
});
afterAll(() => t.close());

type Detail = {
  id: string;
  status: string;
  version: number;
  sections: { section: CaseSection; page: string; complete: boolean }[];
  next_section: CaseSection | null;
  return_note: string;
  actions: { action: string; blocked_by: { hint: string } | null }[];
};

/** A client of its own (so each test's requests are the only ones), signed in. */
async function newClient(practice: { id: string; host: string } = cast.practice) {
  const adviser = practice === cast.practice ? cast.adviser : await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
  const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
  const session = await sessionFor(t.app, t.runtime.db, user, practice.host);
  const staff = practice === cast.practice ? asAdviser : await sessionFor(t.app, t.runtime.db, adviser, practice.host);
  return { user, session, staff };
}

async function requestAdvice(client: TestClient): Promise<Detail> {
  const created = await client.post('/api/v1/client-cases', request);
  expect(created.statusCode).toBe(201);
  return created.json().data;
}

const read = async (c: TestClient, id: string): Promise<Detail> => (await c.get(`/api/v1/client-cases/${id}`)).json().data;
const act = (c: TestClient, id: string, action: string, body: object) => c.post(`/api/v1/client-cases/${id}/${action}`, body);

async function completeSections(practiceId: string, caseId: string, sections: readonly CaseSection[] = caseSections) {
  for (const section of sections) await markCaseSection(t.runtime.db, { practiceId, caseId, section, complete: true });
}

async function saveFirstName(c: TestClient, caseId: string, firstName: string, version: number) {
  const saved = await c.request('PUT', `/api/v1/client-cases/${caseId}/fact-find/sections/personal-details`, {
    payload: { version, answers: { client: { first_name: firstName, marital_status: 'single' } } },
  });
  expect(saved.statusCode).toBe(200);
  return saved.json().data.version as number;
}

describe('the sections of an Online Advice Request', () => {
  it('lists every section with its page, the next one to complete, and blocks submitting until all are complete', async () => {
    const { session } = await newClient();
    const created = await requestAdvice(session);
    expect(created.sections.map((s) => [s.section, s.page, s.complete])).toEqual([
      ['risk_tolerance', 'risk-assessment', false],
      ['fact_find', 'fact-find', false],
      ['financial_audit', 'financial-audit', false],
      ['financial_planning_health_check', 'financial-planning-health-check', false],
      ['goals', 'financial-planning-goals', false],
    ]);
    expect(created.next_section).toBe('risk_tolerance');

    await completeSections(cast.practice.id, created.id, ['risk_tolerance', 'fact_find', 'financial_audit', 'goals']);
    const almost = await read(session, created.id);
    expect(almost.next_section).toBe('financial_planning_health_check');
    expect(almost.actions.find((a) => a.action === 'submit')?.blocked_by?.hint).toBe(
      'Complete every section of the request before submitting it.',
    );
    const blocked = await act(session, created.id, 'submit', { version: almost.version });
    expect(blocked.statusCode).toBe(422);
    expect(errorOf(blocked).detail).toBe('Please complete all sections before submitting the case');

    await completeSections(cast.practice.id, created.id, ['financial_planning_health_check']);
    const ready = await read(session, created.id);
    expect(ready.next_section).toBeNull();
    expect(ready.actions.find((a) => a.action === 'submit')?.blocked_by).toBeNull();
    const submitted = await act(session, created.id, 'submit', { version: ready.version });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', next_section: null });
  });

  it('leaves out the sections whose flag or setting is off: they are not listed and do not block submitting', async () => {
    const practice = await createPractice(t.runtime.db, {
      featureFlags: { ...allFeaturesOn, riskTolerance: false, financialPlanningGoals: false },
    });
    const { session } = await newClient(practice);
    const created = await requestAdvice(session);
    expect(created.sections.map((s) => s.section)).toEqual(['fact_find', 'financial_audit', 'financial_planning_health_check']);
    await completeSections(practice.id, created.id, ['fact_find', 'financial_audit', 'financial_planning_health_check']);
    const submitted = await act(session, created.id, 'submit', { version: created.version });
    expect(submitted.statusCode).toBe(200);

    const noRisk = await createPractice(t.runtime.db, { settings: { riskAssessmentEnabled: false } });
    const other = await newClient(noRisk);
    expect((await requestAdvice(other.session)).sections.map((s) => s.section)).not.toContain('risk_tolerance');
  });
});

describe('the adviser reviews a submitted request', () => {
  it('sends it back with a note the client reads on the case, in the bell and in the mail; the audit trail says it', async () => {
    const { user, session, staff } = await newClient();
    const created = await requestAdvice(session);
    await completeSections(cast.practice.id, created.id);
    await act(session, created.id, 'submit', { version: created.version });
    const submitted = await read(staff, created.id);

    const tooLong = await act(staff, created.id, 'back-to-client', { version: submitted.version, note: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).source?.pointer).toBe('/note');

    const note = 'Please add your partner’s pension to the fact find.';
    const back = await act(staff, created.id, 'back-to-client', { version: submitted.version, note: `  ${note} ` });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'building', return_note: note });
    expect(await read(session, created.id)).toMatchObject({ status: 'building', return_note: note, next_section: null });

    const mail = await waitForMailTo(t.runtime.db, user.email);
    expect(mail.subject).toContain('sent back to you to continue');
    expect(mail.subject).not.toContain(note);
    expect(mail.text).toContain(`was updated: sent back to you to continue.`);
    expect(mail.text).toContain(`Note from your adviser:\n${note}`);
    const [bell] = await t.runtime.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(bell?.body).toMatch(/was sent back to you to continue\. Note from your adviser: “.+”$/u);
    expect(bell?.body).toContain(`“${note}”`);
    const [latest] = (await staff.get(`/api/v1/client-cases/${created.id}/audit-trail`)).json().data as AuditEventView[];
    expect(latest && auditSentence(latest)).toContain(`sent the case back to the client with the note “${note}”`);

    const again = await act(session, created.id, 'submit', { version: back.json().data.version });
    expect(again.json().data).toMatchObject({ status: 'submitted', return_note: '' });
  });

  it('completes it; the client may neither complete it nor send it back', async () => {
    const { session, staff } = await newClient();
    const created = await requestAdvice(session);
    await completeSections(cast.practice.id, created.id);
    const submitted = (await act(session, created.id, 'submit', { version: created.version })).json().data as Detail;
    expect(submitted.actions.map((a) => a.action)).not.toContain('complete');
    expect((await act(session, created.id, 'complete', { version: submitted.version })).statusCode).toBe(403);
    expect((await act(session, created.id, 'back-to-client', { version: submitted.version, note: 'Mine' })).statusCode).toBe(403);
    const staffView = await read(staff, created.id);
    expect(staffView.actions.map((a) => a.action)).toEqual(expect.arrayContaining(['backToClient', 'complete']));
    const completed = await act(staff, created.id, 'complete', { version: staffView.version });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.status).toBe('completed');
    const [event] = await t.runtime.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, created.id), eq(auditEvents.action, 'complete')));
    expect(event?.after).toMatchObject({ status: 'completed' });
  });
});

describe('what changed since the last request', () => {
  it('compares the fact find as submitted before it was sent back with the resubmission, then with the previous request', async () => {
    const { session, staff } = await newClient();
    const first = await requestAdvice(session);
    const firstChanges = await staff.get(`/api/v1/client-cases/${first.id}/changes`);
    expect(firstChanges.statusCode).toBe(200);
    expect(firstChanges.json().data).toMatchObject({ baseline: null, submitted_at: null, fact_find: { changes: [] } });

    let version = await saveFirstName(session, first.id, 'Charlotte', 0);
    await completeSections(cast.practice.id, first.id);
    const submitted = (await act(session, first.id, 'submit', { version: first.version })).json().data as Detail;
    expect((await staff.get(`/api/v1/client-cases/${first.id}/changes`)).json().data).toMatchObject({ baseline: null });

    const back = (await act(staff, first.id, 'back-to-client', { version: submitted.version, note: 'Your name' })).json().data as Detail;
    version = await saveFirstName(session, first.id, 'Charlie', version);
    // The fact find is not whole, so its save marked the section incomplete again.
    await completeSections(cast.practice.id, first.id);
    expect((await act(session, first.id, 'submit', { version: back.version })).statusCode).toBe(200);
    const resubmitted = (await staff.get(`/api/v1/client-cases/${first.id}/changes`)).json().data;
    expect(resubmitted.baseline).toMatchObject({ case_id: first.id, is_same_case: true });
    expect(resubmitted.fact_find).toMatchObject({ since_version: 1, version: 2 });
    expect(resubmitted.fact_find.changes).toEqual([
      expect.objectContaining({ section: 'personalDetails', before: 'Charlotte', after: 'Charlie' }),
    ]);
    const completed = await read(staff, first.id);
    await act(staff, first.id, 'complete', { version: completed.version });
    expect((await staff.get(`/api/v1/client-cases/${first.id}/changes`)).json().data.fact_find.changes).toHaveLength(1);

    const second = await requestAdvice(session);
    await saveFirstName(session, second.id, 'Charles', version);
    const whileBuilding = (await staff.get(`/api/v1/client-cases/${second.id}/changes`)).json().data;
    expect(whileBuilding.baseline).toMatchObject({ case_id: first.id, is_same_case: false });
    expect(whileBuilding.fact_find.changes).toEqual([
      expect.objectContaining({ section: 'personalDetails', before: 'Charlie', after: 'Charles' }),
    ]);
  });

  it('is for the client’s staff only, and for requests only', async () => {
    const { session, staff } = await newClient();
    const created = await requestAdvice(session);
    expect((await session.get(`/api/v1/client-cases/${created.id}/changes`)).statusCode).toBe(403);
    const stranger = await sessionFor(t.app, t.runtime.db, cast.stranger, cast.practice.host);
    expect((await stranger.get(`/api/v1/client-cases/${created.id}/changes`)).statusCode).toBe(404);
    const meeting = (await session.post('/api/v1/client-cases', { type: 'meeting_request', message: 'A call, please' })).json().data;
    expect((await staff.get(`/api/v1/client-cases/${meeting.id}/changes`)).statusCode).toBe(404);
  });
});
