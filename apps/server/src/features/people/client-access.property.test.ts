import {
  type Actor,
  type AdminLevel,
  type AdminRight,
  AppError,
  adminRights,
  type ClientAction,
  can,
  clientActions,
  type StaffSubjectAction,
  staffSubjectActions,
} from '@advice/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { additionalAdvisers, adminAssignments, users } from '../../db/schema/index.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  assertClientAction,
  clientIdScope,
  clientScope,
  findClientAccess,
  findStaffSubject,
  staffMayActOn,
  staffScope,
} from './client-access.ts';
import { listClients } from './clients.queries.ts';

/*
 * The list scope (SQL) and the single-item check (the loader, and `can` for staff pages) must agree:
 * a client is in the scope's list for an action exactly when the loader allows that action. Worlds of
 * practices are generated (advisers with and without the removal grant, admins of both levels supporting
 * advisers with random rights, directors, clients invited, active or deactivated, some without an adviser,
 * with additional advisers, now and then a stale row naming the own adviser as additional too), and every
 * actor of every world (a platform admin included) is checked against every client for every action.
 */

type ClientShape = { adviser: number | null; status: 'invited' | 'active' | 'deactivated'; additional: number[] };
type AdminShape = { level: AdminLevel; supports: { adviser: number; rights: AdminRight[] }[] };
type PracticeShape = { advisers: boolean[]; admins: AdminShape[]; directors: number; clients: ClientShape[] };

const practiceShape: fc.Arbitrary<PracticeShape> = fc.record({
  advisers: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
  admins: fc.array(
    fc.record({
      level: fc.constantFrom<AdminLevel>('normal', 'prime'),
      supports: fc.array(fc.record({ adviser: fc.nat(), rights: fc.subarray([...adminRights]) }), { maxLength: 3 }),
    }),
    { maxLength: 3 },
  ),
  directors: fc.integer({ min: 1, max: 2 }),
  clients: fc.array(
    fc.record({
      adviser: fc.option(fc.nat(), { nil: null }),
      status: fc.constantFrom('invited', 'active', 'deactivated'),
      additional: fc.array(fc.nat(), { maxLength: 2 }),
    }),
    { maxLength: 6 },
  ),
});

/** One hand-written practice with every relation, status, right and grant, so no run depends on luck for them. */
const everyCase: PracticeShape = {
  advisers: [false, true],
  admins: [
    { level: 'normal', supports: [{ adviser: 0, rights: [...adminRights] }] },
    { level: 'prime', supports: [{ adviser: 1, rights: ['deactivateClients'] }] },
    { level: 'normal', supports: [] },
  ],
  directors: 1,
  clients: [
    { adviser: 0, status: 'active', additional: [1] },
    { adviser: 1, status: 'invited', additional: [] },
    { adviser: 0, status: 'deactivated', additional: [1] },
    { adviser: null, status: 'invited', additional: [0] },
    { adviser: 1, status: 'active', additional: [1] },
  ],
};

let t: TestApp;
let platformAdmin: Actor;
beforeAll(async () => {
  t = await startTestApp();
  const admin = await createUser(t.runtime.db, { practiceId: null, role: 'super_admin' });
  platformAdmin = { userId: admin.id, practiceId: null, role: 'super_admin', adminLevel: null };
});
afterAll(() => t.close());

type Member = Actor & { practiceId: string };
type World = { actors: Actor[]; clients: Member[]; staff: Member[] };

const pick = <T>(items: T[], index: number): T | undefined => items[index % items.length];

async function insertPractice(shape: PracticeShape): Promise<Member[]> {
  const db = t.runtime.db;
  const { id: practiceId } = await createPractice(db);
  const member = async (role: Member['role'], extra: Parameters<typeof createUser>[1] extends infer I ? Partial<I> : never = {}) => {
    const user = await createUser(db, { practiceId, role, ...extra });
    return { userId: user.id, practiceId, role, adminLevel: role === 'admin' ? (extra.adminLevel ?? 'normal') : null } as Member;
  };
  const advisers = await Promise.all(shape.advisers.map((canRemoveClients) => member('adviser', { canRemoveClients })));
  const admins = await Promise.all(shape.admins.map((admin) => member('admin', { adminLevel: admin.level })));
  const directors = await Promise.all(Array.from({ length: shape.directors }, () => member('director')));
  const clients = await Promise.all(
    shape.clients.map((client) =>
      member('client', {
        status: client.status,
        ...(client.adviser === null ? {} : { adviserId: pick(advisers, client.adviser)?.userId }),
      }),
    ),
  );
  const extras = shape.clients.flatMap((client, index) =>
    [...new Set(client.additional.map((n) => pick(advisers, n)?.userId ?? ''))].map((adviserId) => ({
      clientId: clients[index]?.userId ?? '',
      adviserId,
      practiceId,
    })),
  );
  if (extras.length) await db.insert(additionalAdvisers).values(extras);
  const assignments = shape.admins.flatMap((admin, index) => {
    const byAdviser = new Map(admin.supports.map((s) => [pick(advisers, s.adviser)?.userId ?? '', s.rights]));
    return [...byAdviser].map(([adviserId, rights]) => ({ practiceId, adminId: admins[index]?.userId ?? '', adviserId, rights }));
  });
  if (assignments.length) await db.insert(adminAssignments).values(assignments);
  return [...advisers, ...admins, ...directors, ...clients];
}

async function insertWorld(shapes: PracticeShape[]): Promise<World> {
  const members = (await Promise.all(shapes.map(insertPractice))).flat();
  return {
    actors: [...members, platformAdmin],
    clients: members.filter((m) => m.role === 'client'),
    staff: members.filter((m) => m.role === 'adviser' || m.role === 'admin'),
  };
}

const columns = <A extends string>(actions: readonly A[], condition: (action: A) => SQL) =>
  Object.fromEntries(actions.map((action) => [action, sql<boolean>`(${condition(action)})`])) as Record<A, SQL<boolean>>;

/** Per client, whether each list scope holds for the actor: the users scope, the id-column scope, and the staff side. */
async function scopesOf(actor: Actor, clientIds: string[]) {
  const acting = alias(users, 'acting');
  const sameClient = (action: ClientAction) =>
    sql`${users.practiceId} is not distinct from ${actor.practiceId}::uuid and ${users.role} = 'client' and ${clientIdScope(actor, action, users.id)}`;
  const [byUsers, byId, byStaff] = await Promise.all([
    t.runtime.db
      .select({ id: users.id, ...columns(clientActions, (a) => clientScope(actor, a)) })
      .from(users)
      .where(inArray(users.id, clientIds)),
    t.runtime.db
      .select({ id: users.id, ...columns(clientActions, sameClient) })
      .from(users)
      .where(inArray(users.id, clientIds)),
    t.runtime.db
      .select({ id: users.id, ...columns(clientActions, (a) => sql`coalesce(${staffMayActOn(acting, a, users)}, false)`) })
      .from(users)
      .innerJoin(acting, eq(acting.id, actor.userId))
      .where(inArray(users.id, clientIds)),
  ]);
  return { byUsers, byId, byStaff };
}

/** What the loader answers the actor for each action on one client: allowed, or the refusal's code. */
async function loaderAnswers(actor: Actor, clientId: string): Promise<Record<ClientAction, true | string>> {
  const access = await findClientAccess(t.runtime.db, actor, clientId);
  const answer = (action: ClientAction): true | string => {
    try {
      assertClientAction(access, action);
      return true;
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  };
  return Object.fromEntries(clientActions.map((action) => [action, answer(action)])) as Record<ClientAction, true | string>;
}

async function checkClients(world: World): Promise<string[]> {
  const clientIds = world.clients.map((c) => c.userId);
  const mismatches: string[] = [];
  await Promise.all(
    world.actors.map(async (actor) => {
      const { byUsers, byId, byStaff } = await scopesOf(actor, clientIds);
      const listed = actor.practiceId
        ? new Set(
            (await listClients(t.runtime.db, actor, { sort: 'name', direction: 'asc' }, { limit: 1_000, offset: 0 })).rows.map((r) => r.id),
          )
        : new Set<string>();
      for (const client of world.clients) {
        const answers = await loaderAnswers(actor, client.userId);
        const rows = [byUsers, byId, byStaff].map((list) => list.find((row) => row.id === client.userId));
        for (const action of clientActions) {
          const allowed = answers[action] === true;
          const say = (what: string) => mismatches.push(`${actor.role} ${actor.userId} ${action} ${client.userId}: ${what}`);
          rows.forEach((row, index) => {
            if (Boolean(row?.[action]) !== allowed) say(`scope #${index} ${row?.[action]} but loader ${answers[action]}`);
          });
          if (action === 'client.view' && listed.has(client.userId) !== allowed) say(`client list ${listed.has(client.userId)}`);
          if (client.practiceId !== actor.practiceId && answers[action] !== 'resource.not_found')
            say(`another practice: ${answers[action]}`);
        }
      }
    }),
  );
  return mismatches;
}

/** Staff pages: the staff scope against `can` on the subject the server reads (another practice's member: never). */
async function checkStaff(world: World): Promise<string[]> {
  const staffIds = world.staff.map((s) => s.userId);
  const mismatches: string[] = [];
  await Promise.all(
    world.actors.map(async (actor) => {
      const scoped = await t.runtime.db
        .select({ id: users.id, ...columns(staffSubjectActions, (a: StaffSubjectAction) => staffScope(actor, a)) })
        .from(users)
        .where(and(inArray(users.id, staffIds)));
      const permissionActor = { role: actor.role, adminLevel: actor.adminLevel, canRemoveClients: false };
      for (const member of world.staff) {
        const subject = member.practiceId === actor.practiceId ? await findStaffSubject(t.runtime.db, actor, member.userId) : null;
        const row = scoped.find((r) => r.id === member.userId);
        for (const action of staffSubjectActions) {
          const allowed = subject !== null && can(permissionActor, action, subject);
          if (Boolean(row?.[action]) !== allowed)
            mismatches.push(`${actor.role} ${action} ${member.role}: scope ${row?.[action]}, can ${allowed}`);
        }
      }
    }),
  );
  return mismatches;
}

describe('client access: the list scope and the loader agree', () => {
  it('for every relation and every action of the table, in generated worlds of two practices', async () => {
    // Each world is checked exhaustively (every actor × every client × every action, a few thousand
    // checks, about a second of queries), so breadth comes from the worlds' shapes, not their number:
    // the hand-written world holds every relation, status, right and grant, and six generated ones add
    // random combinations (rights subsets, stale rows, clients without advisers) at little cost in time.
    await fc.assert(
      fc.asyncProperty(fc.tuple(practiceShape, practiceShape), async (shapes) => {
        const world = await insertWorld(shapes);
        expect(await checkClients(world)).toEqual([]);
        expect(await checkStaff(world)).toEqual([]);
      }),
      { numRuns: 6, examples: [[[everyCase, everyCase]]] },
    );
  }, 120_000);
});
