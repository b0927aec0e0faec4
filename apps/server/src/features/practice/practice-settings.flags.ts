import {
  type Actor,
  AppError,
  type FeatureFlag,
  featureFlags,
  interpolate,
  isFlagOn,
  practiceSettingsMessages,
  snakeKeys,
} from '@advice/domain';
import { asc, eq } from 'drizzle-orm';
import { practiceHosts, practices } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';

export type FlagState = Record<FeatureFlag, boolean>;

function flagState(stored: Record<string, unknown>): FlagState {
  return Object.fromEntries(featureFlags.map((flag) => [flag, isFlagOn(stored[flag])])) as FlagState;
}

/** Every practice with its hosts, so a super or support admin can pick one. */
export async function listPractices(runtime: Runtime): Promise<{ id: string; name: string; hosts: string[] }[]> {
  const rows = await runtime.db
    .select({ id: practices.id, name: practices.name, host: practiceHosts.host })
    .from(practices)
    .leftJoin(practiceHosts, eq(practiceHosts.practiceId, practices.id))
    .orderBy(asc(practices.name), asc(practiceHosts.host));
  const byId = new Map<string, { id: string; name: string; hosts: string[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, name: row.name, hosts: [] };
    if (row.host) entry.hosts.push(row.host);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

export async function getFeatureFlags(runtime: Runtime, practiceId: string): Promise<{ name: string; flags: FlagState }> {
  const [row] = await runtime.db
    .select({ name: practices.name, flags: practices.featureFlags })
    .from(practices)
    .where(eq(practices.id, practiceId));
  if (!row) throw new AppError('resource.not_found');
  return { name: row.name, flags: flagState(row.flags) };
}

/** Sets some of a practice's feature flags; unknown names are refused, one error each. */
export async function setFeatureFlags(
  runtime: Runtime,
  actor: Actor,
  practiceId: string,
  changes: Record<string, boolean>,
  info: RequestInfo,
): Promise<{ name: string; flags: FlagState }> {
  const unknown = Object.keys(changes).find((name) => !(featureFlags as readonly string[]).includes(name));
  if (unknown)
    throw new AppError('request.invalid', {
      detail: interpolate(practiceSettingsMessages.featureFlagUnknown, { flag: unknown }),
      pointer: `/${unknown}`,
    });
  return inTransaction(runtime, async ({ tx }) => {
    const [row] = await tx
      .select({ name: practices.name, flags: practices.featureFlags })
      .from(practices)
      .where(eq(practices.id, practiceId))
      .for('update');
    if (!row) throw new AppError('resource.not_found');
    const before = flagState(row.flags);
    const next = { ...before, ...changes };
    await tx.update(practices).set({ featureFlags: next }).where(eq(practices.id, practiceId));
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'practice',
      entityId: practiceId,
      action: 'feature_flags_updated',
      before: snakeKeys(Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as FeatureFlag]]))),
      after: snakeKeys(changes),
      ip: info.ip,
    });
    return { name: row.name, flags: next };
  });
}

export function enabledFeatures(stored: Record<string, unknown>): FeatureFlag[] {
  return featureFlags.filter((flag) => isFlagOn(stored[flag]));
}
