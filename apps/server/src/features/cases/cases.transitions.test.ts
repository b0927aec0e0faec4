import {
  actionPath,
  type CaseAction,
  type CaseType,
  type ClientRelation,
  caseActions,
  caseTypes,
  isAllowedBy,
  isVisibleToClient,
  machineOf,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientCases } from '../../db/schema/index.ts';
import type { TestClient } from '../../testing/client.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, insertCase, sessionFor } from './cases.testing.ts';

/**
 * Walks every (case type, from, to, actor) over the domain's tables through the API. An allowed
 * transition succeeds and writes its audit event; a transition in the table the actor may not make is
 * 403; a pair the table does not have is 409; a case the caller may not see is 404. Refusals change
 * neither the status nor the version.
 */
type Who = 'client' | 'adviser' | 'additional' | 'supporting' | 'supportingWithRights' | 'director' | 'stranger';
const subjects: Record<Who, { relation: ClientRelation | null; rights: readonly string[] }> = {
  client: { relation: 'self', rights: [] },
  adviser: { relation: 'own', rights: [] },
  additional: { relation: 'additional', rights: [] },
  supporting: { relation: 'supporting', rights: [] },
  supportingWithRights: { relation: 'supporting', rights: ['sendRecommendationPack', 'acceptRecommendationPack'] },
  director: { relation: 'director', rights: [] },
  stranger: { relation: null, rights: [] },
};
const everyone = Object.keys(subjects) as Who[];

let t: TestApp;
let cast: CaseCast;
const callers = {} as Record<Who, TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  for (const who of everyone)
    callers[who] = await sessionFor(t.app, t.runtime.db, cast[who === 'client' ? 'client' : who], cast.practice.host);
});
afterAll(() => t.close());

type Attempt = { action: CaseAction; expected: 200 | 403 | 404 | 409 };

/** What the API must answer when `who` asks to move a `type` case from `from` to `to`. */
function attemptsFor(type: CaseType, from: string, to: string, who: Who): Attempt[] {
  const machine = machineOf(type);
  const subject = subjects[who] as Parameters<typeof isAllowedBy>[1];
  const hidden = subject.relation === null || (subject.relation === 'self' && !isVisibleToClient(type, from as never));
  const table = machine.transitions.filter((x) => x.from === from && x.to === to);
  if (table.length > 0) {
    const allowed = table.find((x) => isAllowedBy(x.who, subject));
    if (allowed) return [{ action: allowed.action, expected: hidden ? 404 : 200 }];
    return [...new Set(table.map((x) => x.action))].map((action) => ({ action, expected: hidden ? 404 : 403 }));
  }
  const definedHere = new Set(machine.transitions.filter((x) => x.from === from).map((x) => x.action));
  const leadingThere = machine.transitions.filter((x) => x.to === to && !definedHere.has(x.action)).map((x) => x.action);
  // No action of this type leads to `to` at all (such as into `abandoned`): ask with one that does not exist from here.
  const actions = leadingThere.length > 0 ? [...new Set(leadingThere)] : [caseActions.find((a) => !definedHere.has(a)) ?? 'cancel'];
  return actions.map((action) => ({ action, expected: hidden ? 404 : 409 }));
}

describe.each(caseTypes)('%s: every (from, to, actor) through the API', (type) => {
  const statuses = machineOf(type).statuses;
  const triples = statuses.flatMap((from) => statuses.flatMap((to) => everyone.map((who) => [from, to, who] as const)));

  it(`answers each of the ${triples.length} triples as the table says`, async () => {
    const db = t.runtime.db;
    const failures: string[] = [];
    for (const [from, to, who] of triples) {
      for (const attempt of attemptsFor(type, from, to, who)) {
        const id = await insertCase(db, {
          practiceId: cast.practice.id,
          clientId: cast.client.id,
          adviserId: cast.adviser.id,
          type,
          status: from,
        });
        const response = await callers[who].post(`/api/v1/client-cases/${id}/${actionPath(attempt.action)}`, { version: 1, consent: true });
        const label = `${from} → ${to} as ${who} (${attempt.action})`;
        if (response.statusCode !== attempt.expected) {
          failures.push(`${label}: expected ${attempt.expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
          continue;
        }
        const [row] = await db.select().from(clientCases).where(eq(clientCases.id, id));
        const audits = await db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, attempt.action)));
        if (attempt.expected === 200) {
          if (row?.status !== to || row.version !== 2) failures.push(`${label}: row is ${row?.status} v${row?.version}`);
          if (audits.length !== 1 || (audits[0]?.after as { status?: string } | undefined)?.status !== to)
            failures.push(`${label}: no audit event`);
          if (response.json().data.status !== to) failures.push(`${label}: response status ${response.json().data.status}`);
        } else {
          if (row?.status !== from || row.version !== 1) failures.push(`${label}: refused but changed to ${row?.status} v${row?.version}`);
          if (audits.length !== 0) failures.push(`${label}: refused but audited`);
          if (attempt.expected === 409 && response.json().errors[0].code !== 'state.illegal_transition')
            failures.push(`${label}: 409 with ${response.json().errors[0].code}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
