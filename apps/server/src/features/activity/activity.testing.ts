import { randomUUID } from 'node:crypto';
import type { AuditEntityKind } from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, financialStrategies, topUps, users } from '../../db/schema/index.ts';
import type { CreatedUser } from '../../testing/factories.ts';
import { type CaseCast, createCaseCast, insertCase } from '../cases/cases.testing.ts';

/** A practice's cast with names a sentence shows, and a case, a top-up and a shared and an unshared strategy of the client. */
export async function createActivityCast(db: Db) {
  const cast = await createCaseCast(db);
  await db.update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
  await db.update(users).set({ firstName: 'Olivia', lastName: 'Hart' }).where(eq(users.id, cast.client.id));
  const practiceId = cast.practice.id;
  const caseId = await insertCase(db, {
    practiceId,
    clientId: cast.client.id,
    adviserId: cast.adviser.id,
    type: 'recommendation_pack_case',
    status: 'reviewing_pack',
  });
  const topUpId = randomUUID();
  await db.insert(topUps).values({
    id: topUpId,
    practiceId,
    clientId: cast.client.id,
    accountType: 'unit_trust',
    accountNumber: 'UT-1',
    amount: 5000,
  });
  const strategy = async (shared: boolean) => {
    const id = randomUUID();
    await db.insert(financialStrategies).values({
      id,
      practiceId,
      clientId: cast.client.id,
      title: shared ? 'Retirement' : 'Draft plan',
      sharedAt: shared ? new Date() : null,
    });
    return id;
  };
  return { ...cast, caseId, topUpId, sharedStrategyId: await strategy(true), draftStrategyId: await strategy(false) };
}
export type ActivityCast = CaseCast & Awaited<ReturnType<typeof createActivityCast>>;

/** An audit event written directly, at a chosen time, as the areas' services write them. */
export async function insertEvent(
  db: Db,
  input: {
    practiceId: string;
    kind: AuditEntityKind;
    entityId: string;
    action: string;
    actor: CreatedUser | null;
    at: string | Date;
    before?: unknown;
    after?: unknown;
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(auditEvents).values({
    id,
    practiceId: input.practiceId,
    actorId: input.actor?.id ?? null,
    entityKind: input.kind,
    entityId: input.entityId,
    action: input.action,
    before: input.before ?? null,
    after: input.after ?? null,
    createdAt: new Date(input.at),
  });
  return id;
}
