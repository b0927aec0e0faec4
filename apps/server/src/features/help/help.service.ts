import {
  type Actor,
  type FeatureHelp,
  type FeatureHelpBody,
  type FeatureHelpKey,
  featureHelpCatalogue,
  featureHelpKeys,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { featureHelps, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';

type HelpRow = typeof featureHelps.$inferSelect;

function presentHelp(key: FeatureHelpKey, row: HelpRow | undefined): FeatureHelp {
  const wording = row ?? featureHelpCatalogue[key];
  return { key, title: wording.title, text: wording.text, updated_at: row ? row.updatedAt.toISOString() : null };
}

async function readHelps(db: Db | Tx): Promise<Map<string, HelpRow>> {
  const rows = await db.select().from(featureHelps);
  return new Map(rows.map((row) => [row.key, row]));
}

/** Every help in the catalogue's order, each in a platform admin's wording where one rewrote it. */
export async function listFeatureHelps(runtime: Runtime): Promise<FeatureHelp[]> {
  const rows = await readHelps(runtime.db);
  return featureHelpKeys.map((key) => presentHelp(key, rows.get(key)));
}

/** A platform admin's new wording of one help, for every practice at once. */
export async function updateFeatureHelp(
  runtime: Runtime,
  actor: Actor,
  key: FeatureHelpKey,
  body: FeatureHelpBody,
  info: RequestInfo,
): Promise<FeatureHelp> {
  return inTransaction(runtime, async ({ tx }) => {
    const before = presentHelp(key, (await readHelps(tx)).get(key));
    const values = { key, title: body.title, text: body.text, updatedBy: actor.userId, updatedAt: new Date() };
    const [row] = await tx.insert(featureHelps).values(values).onConflictDoUpdate({ target: featureHelps.key, set: values }).returning();
    await writeAudit(tx, {
      actor,
      practiceId: null,
      entityKind: 'feature-help',
      entityId: key,
      action: 'updated',
      before: { key, title: before.title, text: before.text },
      after: { key, title: body.title, text: body.text },
      ip: info.ip,
    });
    return presentHelp(key, row);
  });
}

/** Finishing or skipping the tour marks it done for good; setting it back shows it on the next visit home. */
export async function updateTourGuide(runtime: Runtime, actor: Actor, isCompleted: boolean): Promise<{ is_tour_guide_completed: boolean }> {
  await runtime.db
    .update(users)
    .set({ tourGuideCompletedAt: isCompleted ? new Date() : null })
    .where(eq(users.id, actor.userId));
  return { is_tour_guide_completed: isCompleted };
}
