import {
  type Actor,
  AppError,
  type PracticeSettings,
  type PracticeSettingsResponse,
  type PracticeSettingsSection,
  practiceSettingsMessages,
  readPracticeSettings,
  type SectionSettings,
  settingsAuditAction,
  snakeKeys,
} from '@advice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { practices, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { fullNameOf } from '../users/users.queries.ts';
import { listPracticeFiles } from './practice-settings.files.ts';

/** Sections whose change alters what any visitor sees (GET /practice, the manifest), so the tenant cache must forget. */
const publicSections = new Set<PracticeSettingsSection>(['general']);

export async function loadStoredSettings(db: Db | Tx, practiceId: string): Promise<Record<string, unknown>> {
  const [row] = await db.select({ settings: practices.settings }).from(practices).where(eq(practices.id, practiceId));
  if (!row) throw new AppError('resource.not_found');
  return row.settings;
}

export async function readSettings(db: Db | Tx, practiceId: string): Promise<PracticeSettings> {
  return readPracticeSettings(await loadStoredSettings(db, practiceId));
}

export async function getPracticeSettings(runtime: Runtime, actor: Actor): Promise<PracticeSettingsResponse> {
  const practiceId = practiceActorOf(actor).practiceId;
  const [settings, files, advisers] = await Promise.all([
    readSettings(runtime.db, practiceId),
    listPracticeFiles(runtime.db, practiceId),
    runtime.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, status: users.status })
      .from(users)
      .where(and(eq(users.practiceId, practiceId), eq(users.role, 'adviser')))
      .orderBy(users.lastName, users.firstName),
  ]);
  return {
    settings,
    files,
    advisers: advisers.map((a) => ({ id: a.id, name: fullNameOf(a), status: a.status })),
  };
}

/** Clients may pick a preferred adviser only among at least two active advisers of the practice (spec 1 §5). */
async function assertPreferredAdvisers(tx: Tx, practiceId: string, value: SectionSettings<'prospect-onboarding'>): Promise<void> {
  const ids = [...new Set(value.preferredAdvisers.adviserIds)];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(users.practiceId, practiceId), eq(users.role, 'adviser'), inArray(users.id, ids)));
  if (found.length !== ids.length) {
    throw new AppError('request.invalid', {
      detail: practiceSettingsMessages.preferredAdvisersUnknown,
      pointer: '/preferredAdvisers/adviserIds',
    });
  }
  const active = found.filter((a) => a.status === 'active').length;
  if (value.preferredAdvisers.isSelectableByClients && active < 2) {
    throw new AppError('rule.violated', {
      detail: practiceSettingsMessages.preferredAdvisersMin,
      pointer: '/preferredAdvisers/adviserIds',
    });
  }
}

/** Tile images must be this practice's own uploads of the right purpose. */
async function assertOwnImages(tx: Tx, practiceId: string, value: SectionSettings<'client-media'>): Promise<void> {
  const files = await listPracticeFiles(tx, practiceId);
  const ofPurpose = (purpose: string) => new Set(files.filter((f) => f.purpose === purpose).map((f) => f.id));
  const tiles = ofPurpose('dashboardTile');
  value.dashboardTiles.forEach((tile, index) => {
    if (tile.imageFileId && !tiles.has(tile.imageFileId)) {
      throw new AppError('request.invalid', {
        detail: practiceSettingsMessages.tileImageMissing,
        pointer: `/dashboardTiles/${index}/imageFileId`,
      });
    }
  });
}

/**
 * Saves one sub-page of the practice settings. The values were checked against the section's
 * schema by the route; rules that need the database are checked here. Settings are stored flat,
 * so keys other areas read (`sessionTimeoutEnabled`, `colourScheme`) keep their names.
 */
export async function updatePracticeSettings<S extends PracticeSettingsSection>(
  runtime: Runtime,
  actor: Actor,
  section: S,
  value: SectionSettings<S>,
  info: RequestInfo,
): Promise<{ settings: PracticeSettings; isPublic: boolean }> {
  const practiceId = practiceActorOf(actor).practiceId;
  const settings = await inTransaction(runtime, async ({ tx }) => {
    const [row] = await tx.select({ settings: practices.settings }).from(practices).where(eq(practices.id, practiceId)).for('update');
    if (!row) throw new AppError('resource.not_found');
    if (section === 'prospect-onboarding') await assertPreferredAdvisers(tx, practiceId, value as SectionSettings<'prospect-onboarding'>);
    if (section === 'client-media') await assertOwnImages(tx, practiceId, value as SectionSettings<'client-media'>);
    const fields = value as Record<string, unknown>;
    const before = Object.fromEntries(Object.keys(fields).map((key) => [key, row.settings[key] ?? null]));
    const next = { ...row.settings, ...fields };
    await tx.update(practices).set({ settings: next }).where(eq(practices.id, practiceId));
    await writeAudit(tx, {
      actor,
      practiceId,
      entityKind: 'practice',
      entityId: practiceId,
      action: settingsAuditAction(section),
      before: snakeKeys(before),
      after: snakeKeys(fields),
      ip: info.ip,
    });
    return readPracticeSettings(next);
  });
  return { settings, isPublic: publicSections.has(section) };
}
