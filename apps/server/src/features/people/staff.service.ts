import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type Adviser,
  AppError,
  type CreateAdminBody,
  type CreateAdviserBody,
  canStaff,
  messages,
  type PracticeAdmin,
  type StaffAction,
  type StaffListQuery,
  signatureUpload,
  type UpdateAdminBody,
  type UpdateAdviserBody,
} from '@advice/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { type RequestInfo, sendConfirmation } from '../auth/auth.service.ts';
import { getPracticeSettings, isEmailTaken, isPlatformAdminEmail, type UserRow, updateUser } from '../users/users.queries.ts';
import { presentAdmin, presentAdviser } from './staff.presenter.ts';
import {
  findAdminWithCounts,
  findAdviserWithCounts,
  findStaff,
  insertStaff,
  listAdmins,
  listAdvisers,
  type StaffRole,
} from './staff.queries.ts';

const notFound = { adviser: 'This adviser does not exist.', admin: 'This practice admin does not exist.' } as const;
const roleNames = { adviser: 'an adviser', admin: 'a practice admin' } as const;

/** The practice a staff route acts in; staff always belong to one. */
export function practiceOf(actor: Actor): string {
  if (!actor.practiceId) throw new AppError('resource.not_found');
  return actor.practiceId;
}

export function assertStaffRight(actor: Actor, action: StaffAction): void {
  if (!canStaff(actor, action)) throw new AppError('auth.forbidden', { detail: 'You do not have permission to do this.' });
}

export async function loadStaff(tx: Tx, actor: Actor, id: string, role: StaffRole): Promise<UserRow> {
  const user = await findStaff(tx, { practiceId: practiceOf(actor), id, role });
  if (!user) throw new AppError('resource.not_found', { detail: notFound[role] });
  return user;
}

export function auditStaff(tx: Tx, actor: Actor, user: UserRow, action: string, request: RequestInfo, before?: unknown, after?: unknown) {
  return writeAudit(tx, {
    actor,
    practiceId: user.practiceId,
    entityKind: 'user',
    entityId: user.id,
    action,
    before,
    after,
    ip: request.ip,
  });
}

/** Only the fields that changed, as { before, after } for the audit event. */
function changesOf(user: UserRow, next: Partial<UserRow>): { before: Partial<UserRow>; after: Partial<UserRow> } | null {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const current = user[key as keyof UserRow];
    if (value !== undefined && value !== current) {
      before[key] = current;
      after[key] = value;
    }
  }
  return Object.keys(after).length > 0 ? { before, after } : null;
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

const emailTaken = () =>
  new AppError('resource.conflict', { detail: 'Someone in this practice already uses this e-mail address.', pointer: '/email' });
/** A platform admin's address: refused with the generic text, which does not say who holds it. */
const emailUnusable = () => new AppError('resource.conflict', { detail: messages['email.taken'], pointer: '/email' });

/** Creates an invited staff account and sends its invitation in the same transaction. */
async function inviteStaff(
  uow: UnitOfWork,
  actor: Actor,
  values: { role: StaffRole; email: string; firstName: string; lastName: string; phone: string | null } & Partial<UserRow>,
  request: RequestInfo,
): Promise<UserRow> {
  const practiceId = practiceOf(actor);
  if (await isPlatformAdminEmail(uow.tx, values.email)) throw emailUnusable();
  if (await isEmailTaken(uow.tx, { practiceId, email: values.email })) throw emailTaken();
  const user = await insertStaff(uow.tx, {
    ...values,
    id: randomUUID(),
    practiceId,
    status: 'invited',
    passwordHash: null,
    invitedAt: new Date(),
    invitedBy: actor.userId,
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? emailTaken() : error;
  });
  const practice = await getPracticeSettings(uow.tx, practiceId);
  await sendConfirmation(uow, user, request.origin, `${practice.name} has created an account for you as ${roleNames[values.role]}.`);
  return user;
}

export async function listAdvisersFor(runtime: Runtime, actor: Actor, query: StaffListQuery): Promise<{ rows: Adviser[]; total: number }> {
  const { rows, total } = await listAdvisers(runtime.db, { practiceId: practiceOf(actor), query });
  return { rows: rows.map(presentAdviser), total };
}

export async function getAdviser(runtime: Runtime, actor: Actor, id: string): Promise<Adviser> {
  const row = await findAdviserWithCounts(runtime.db, { practiceId: practiceOf(actor), id });
  if (!row) throw new AppError('resource.not_found', { detail: notFound.adviser });
  return presentAdviser(row);
}

export async function createAdviser(runtime: Runtime, actor: Actor, input: CreateAdviserBody, request: RequestInfo): Promise<Adviser> {
  assertStaffRight(actor, 'adviser.create');
  const id = await inTransaction(runtime, async (uow) => {
    const user = await inviteStaff(
      uow,
      actor,
      {
        role: 'adviser',
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone || null,
        jobTitle: input.job_title || null,
        canRemoveClients: input.can_remove_clients,
      },
      request,
    );
    await auditStaff(uow.tx, actor, user, 'adviser_created', request, undefined, {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      canRemoveClients: user.canRemoveClients,
    });
    return user.id;
  });
  return getAdviser(runtime, actor, id);
}

export async function updateAdviser(
  runtime: Runtime,
  actor: Actor,
  id: string,
  input: UpdateAdviserBody,
  request: RequestInfo,
): Promise<Adviser> {
  assertStaffRight(actor, 'adviser.edit');
  if (input.can_remove_clients !== undefined) assertStaffRight(actor, 'adviser.grantCanRemoveClients');
  await inTransaction(runtime, async ({ tx }) => {
    const adviser = await loadStaff(tx, actor, id, 'adviser');
    const changes = changesOf(adviser, {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone === undefined ? undefined : input.phone || null,
      jobTitle: input.job_title === undefined ? undefined : input.job_title || null,
      canRemoveClients: input.can_remove_clients,
    });
    if (!changes) return;
    await updateUser(tx, adviser, changes.after);
    await auditStaff(tx, actor, adviser, 'adviser_updated', request, changes.before, changes.after);
    if (changes.after.canRemoveClients !== undefined) {
      const action = changes.after.canRemoveClients ? 'can_remove_clients_granted' : 'can_remove_clients_revoked';
      await auditStaff(tx, actor, adviser, action, request);
    }
  });
  return getAdviser(runtime, actor, id);
}

/** The adviser's own settings: whether clients see their profile. */
export async function updateAdviserSettings(
  runtime: Runtime,
  actor: Actor,
  input: { is_profile_visible: boolean },
  request: RequestInfo,
): Promise<Adviser> {
  await inTransaction(runtime, async ({ tx }) => {
    const adviser = await loadStaff(tx, actor, actor.userId, 'adviser');
    if (adviser.isProfileVisible === input.is_profile_visible) return;
    await updateUser(tx, adviser, { isProfileVisible: input.is_profile_visible });
    await auditStaff(
      tx,
      actor,
      adviser,
      'settings_updated',
      request,
      { isProfileVisible: adviser.isProfileVisible },
      { isProfileVisible: input.is_profile_visible },
    );
  });
  return getAdviser(runtime, actor, actor.userId);
}

/** Checks a signature image by content (PNG or JPEG), re-encodes it as PNG and keeps it on the adviser's account. */
export async function updateSignature(runtime: Runtime, actor: Actor, file: Buffer, request: RequestInfo): Promise<Adviser> {
  if (file.length > signatureUpload.maxBytes)
    throw new AppError('upload.too_large', { detail: 'The signature image must be 2 MB or smaller.', pointer: '/signature' });
  const type = await fileTypeFromBuffer(file);
  if (!type || !(signatureUpload.types as readonly string[]).includes(type.mime))
    throw new AppError('upload.unsupported', { detail: 'Choose a PNG or JPEG image.', pointer: '/signature' });
  const image = await sharp(file, { failOn: 'error' })
    .resize(1200, 400, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => {
      throw new AppError('upload.unsupported', { detail: 'The image is unreadable or corrupted.', pointer: '/signature' });
    });
  const key = `signatures/${actor.userId}/${randomUUID()}.png`;
  await runtime.storage.put(key, image);
  const previous = await inTransaction(runtime, async ({ tx }) => {
    const adviser = await loadStaff(tx, actor, actor.userId, 'adviser');
    await updateUser(tx, adviser, { signatureKey: key });
    await auditStaff(tx, actor, adviser, 'signature_updated', request);
    return adviser.signatureKey;
  });
  if (previous) await runtime.storage.remove(previous);
  return getAdviser(runtime, actor, actor.userId);
}

export async function removeSignature(runtime: Runtime, actor: Actor, request: RequestInfo): Promise<void> {
  const previous = await inTransaction(runtime, async ({ tx }) => {
    const adviser = await loadStaff(tx, actor, actor.userId, 'adviser');
    if (!adviser.signatureKey) return null;
    await updateUser(tx, adviser, { signatureKey: null });
    await auditStaff(tx, actor, adviser, 'signature_removed', request);
    return adviser.signatureKey;
  });
  if (previous) await runtime.storage.remove(previous);
}

/** A signature image: only its adviser and the practice's directors see it. */
export async function readSignature(runtime: Runtime, actor: Actor, id: string): Promise<Buffer> {
  const adviser = await loadStaff(runtime.db, actor, id, 'adviser');
  if (actor.role !== 'director' && actor.userId !== adviser.id)
    throw new AppError('auth.forbidden', { detail: 'Only the adviser and directors can see this signature.' });
  const file = adviser.signatureKey ? await runtime.storage.get(adviser.signatureKey) : null;
  if (!file) throw new AppError('resource.not_found', { detail: 'No signature is saved.' });
  return file;
}

/** Sends a new invitation link to staff who have not accepted theirs yet. */
export async function resendStaffInvitation(
  runtime: Runtime,
  actor: Actor,
  id: string,
  role: StaffRole,
  request: RequestInfo,
): Promise<void> {
  assertStaffRight(actor, 'staff.resendInvitation');
  await inTransaction(runtime, async (uow) => {
    const user = await loadStaff(uow.tx, actor, id, role);
    if (user.status === 'active') throw new AppError('state.illegal_transition', { detail: 'This account is already confirmed.' });
    if (user.status === 'deactivated') throw new AppError('state.illegal_transition', { detail: 'This account is deactivated.' });
    const practice = await getPracticeSettings(uow.tx, user.practiceId);
    await sendConfirmation(uow, user, request.origin, `${practice.name} has created an account for you as ${roleNames[role]}.`);
    await auditStaff(uow.tx, actor, user, 'invitation_resent', request);
  });
}

export async function listAdminsFor(
  runtime: Runtime,
  actor: Actor,
  query: StaffListQuery,
): Promise<{ rows: PracticeAdmin[]; total: number }> {
  const { rows, total } = await listAdmins(runtime.db, { practiceId: practiceOf(actor), query });
  return { rows: rows.map(presentAdmin), total };
}

export async function getAdmin(runtime: Runtime, actor: Actor, id: string): Promise<PracticeAdmin> {
  const row = await findAdminWithCounts(runtime.db, { practiceId: practiceOf(actor), id });
  if (!row) throw new AppError('resource.not_found', { detail: notFound.admin });
  return presentAdmin(row);
}

export async function createAdmin(runtime: Runtime, actor: Actor, input: CreateAdminBody, request: RequestInfo): Promise<PracticeAdmin> {
  assertStaffRight(actor, 'admin.create');
  const id = await inTransaction(runtime, async (uow) => {
    const user = await inviteStaff(
      uow,
      actor,
      {
        role: 'admin',
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone || null,
        adminLevel: input.admin_level,
      },
      request,
    );
    await auditStaff(uow.tx, actor, user, 'admin_created', request, undefined, {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      adminLevel: user.adminLevel,
    });
    return user.id;
  });
  return getAdmin(runtime, actor, id);
}

export async function updateAdmin(
  runtime: Runtime,
  actor: Actor,
  id: string,
  input: UpdateAdminBody,
  request: RequestInfo,
): Promise<PracticeAdmin> {
  assertStaffRight(actor, 'admin.edit');
  if (input.admin_level !== undefined) assertStaffRight(actor, 'admin.setLevel');
  await inTransaction(runtime, async ({ tx }) => {
    const admin = await loadStaff(tx, actor, id, 'admin');
    const changes = changesOf(admin, {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone === undefined ? undefined : input.phone || null,
      adminLevel: input.admin_level,
    });
    if (!changes) return;
    await updateUser(tx, admin, changes.after);
    await auditStaff(tx, actor, admin, 'admin_updated', request, changes.before, changes.after);
  });
  return getAdmin(runtime, actor, id);
}
