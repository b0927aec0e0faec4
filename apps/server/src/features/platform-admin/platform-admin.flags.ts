import {
  type Actor,
  AppError,
  type FeatureFlag,
  featureFlags,
  interpolate,
  isFlagOn,
  type PracticeFlags,
  platformAdminMessages,
  snakeKeys,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import { practices } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { assertPlatformRight } from './platform-admin.access.ts';

type FlagState = Record<FeatureFlag, boolean>;

function flagState(stored: Record<string, unknown>): FlagState {
  return Object.fromEntries(featureFlags.map((flag) => [flag, isFlagOn(stored[flag])])) as FlagState;
}

/** A new practice starts with every feature on; the provider's support turns off what it does not take. */
export function allFlagsOn(): FlagState {
  return Object.fromEntries(featureFlags.map((flag) => [flag, true])) as FlagState;
}

/** The flags that are on, as the public practice lists them for the web app. */
export function enabledFeatures(stored: Record<string, unknown>): FeatureFlag[] {
  return featureFlags.filter((flag) => isFlagOn(stored[flag]));
}

const notFound = () => new AppError('resource.not_found', { detail: platformAdminMessages['platformAdmin.practiceNotFound'] });

export async function getFeatureFlags(runtime: Runtime, actor: Actor, practiceId: string): Promise<PracticeFlags> {
  assertPlatformRight(actor, 'platform.read');
  const [row] = await runtime.db
    .select({ name: practices.name, flags: practices.featureFlags })
    .from(practices)
    .where(eq(practices.id, practiceId));
  if (!row) throw notFound();
  return { name: row.name, flags: flagState(row.flags) };
}

/** Sets some of one practice's flags (the others' stay as they are); unknown names are refused, audited on the practice. */
export async function setFeatureFlags(
  runtime: Runtime,
  actor: Actor,
  practiceId: string,
  changes: Record<string, boolean>,
  request: RequestInfo,
): Promise<PracticeFlags> {
  assertPlatformRight(actor, 'platform.write');
  const unknown = Object.keys(changes).find((name) => !(featureFlags as readonly string[]).includes(name));
  if (unknown)
    throw new AppError('request.invalid', {
      detail: interpolate(platformAdminMessages['platformAdmin.flagUnknown'], { flag: unknown }),
      pointer: `/${unknown}`,
    });
  return inTransaction(runtime, async ({ tx }) => {
    const [row] = await tx
      .select({ name: practices.name, flags: practices.featureFlags })
      .from(practices)
      .where(eq(practices.id, practiceId))
      .for('update');
    if (!row) throw notFound();
    const before = flagState(row.flags);
    const next = { ...before, ...changes };
    await tx.update(practices).set({ featureFlags: next }).where(eq(practices.id, practiceId));
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'practice',
      entityId: practiceId,
      action: 'feature_flags_updated',
      before: snakeKeys(Object.fromEntries(Object.keys(changes).map((flag) => [flag, before[flag as FeatureFlag]]))),
      after: snakeKeys(changes),
      ip: request.ip,
    });
    return { name: row.name, flags: next };
  });
}
