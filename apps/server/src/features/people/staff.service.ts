import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type Adviser,
  type AdviserDetail,
  AppError,
  type AuditAction,
  type AuditAfterOf,
  type AuditBeforeOf,
  accountMessages,
  type CreateAdminBody,
  type CreateAdviserBody,
  canStaff,
  messages,
  type PracticeAdmin,
  type PracticeAdminDetail,
  type StaffAction,
  type StaffListQuery,
  type StaffSubjectAction,
  snakeKeys,
  staffMessages,
  staffSubjectActionsFor,
  tradingNameOf,
  type UpdateAdminBody,
  type UpdateAdviserBody,
  uploadPolicies,
} from '@advice/domain';
import sharp from 'sharp';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { type RequestInfo, sendConfirmation } from '../auth/auth.service.ts';
import { checkUpload, unreadableUpload } from '../files/files.check.ts';
import { readStoredFile, storeFile } from '../files/stored-files.ts';
import { getPracticeSettings, isEmailTaken, isPlatformAdminEmail, type UserRow, updateUser } from '../users/users.queries.ts';
import { assertStaffSubject, findStaffSubject } from './client-access.ts';
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

const notFound = { adviser: staffMessages['staff.adviserNotFound'], admin: staffMessages['staff.adminNotFound'] } as const;
const roleNames = { adviser: 'an adviser', admin: 'a practice admin' } as const;

export function assertStaffRight(actor: Actor, action: StaffAction): void {
  if (!canStaff(actor, action)) throw new AppError('auth.forbidden', { detail: messages['errors.noPermission'] });
}

export async function loadStaff(tx: Tx, actor: Actor, id: string, role: StaffRole): Promise<UserRow> {
  const user = await findStaff(tx, { practiceId: practiceActorOf(actor).practiceId, id, role });
  if (!user) throw new AppError('resource.not_found', { detail: notFound[role] });
  return user;
}

export function auditStaff<A extends AuditAction<'user'>>(
  tx: Tx,
  actor: Actor,
  user: UserRow,
  action: A,
  request: RequestInfo,
  before?: AuditBeforeOf<'user', A>,
  after?: AuditAfterOf<'user', A>,
) {
  return writeAudit<'user', A>(tx, {
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

const emailTaken = () => new AppError('resource.conflict', { detail: staffMessages['staff.emailInUse'], pointer: '/email' });
/** A platform admin's address: refused with the generic text, which does not say who holds it. */
const emailUnusable = () => new AppError('resource.conflict', { detail: messages['email.taken'], pointer: '/email' });

/** Creates an invited staff account and sends its invitation in the same transaction. */
async function inviteStaff(
  uow: UnitOfWork,
  actor: Actor,
  values: { role: StaffRole; email: string; firstName: string; lastName: string; phone: string | null } & Partial<UserRow>,
  request: RequestInfo,
): Promise<UserRow> {
  const practiceId = practiceActorOf(actor).practiceId;
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
  await sendConfirmation(
    uow,
    user,
    request.origin,
    `${tradingNameOf(practice)} has created an account for you as ${roleNames[values.role]}.`,
  );
  return user;
}

export async function listAdvisersFor(runtime: Runtime, actor: Actor, query: StaffListQuery): Promise<{ rows: Adviser[]; total: number }> {
  const { rows, total } = await listAdvisers(runtime.db, { practiceId: practiceActorOf(actor).practiceId, query });
  return { rows: rows.map(presentAdviser), total };
}

/** An adviser's page: their details and what the viewer may do there. */
export async function getAdviser(runtime: Runtime, actor: Actor, id: string): Promise<AdviserDetail> {
  const row = await findAdviserWithCounts(runtime.db, { practiceId: practiceActorOf(actor).practiceId, id });
  if (!row) throw new AppError('resource.not_found', { detail: notFound.adviser });
  return { ...presentAdviser(row), actions: await staffPageActions(runtime, actor, id) };
}

async function staffPageActions(runtime: Runtime, actor: Actor, id: string): Promise<StaffSubjectAction[]> {
  const viewer = { role: actor.role, adminLevel: actor.adminLevel, canRemoveClients: false };
  return staffSubjectActionsFor(viewer, await findStaffSubject(runtime.db, actor, id));
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
      first_name: user.firstName,
      last_name: user.lastName,
      can_remove_clients: user.canRemoveClients,
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
    await auditStaff(tx, actor, adviser, 'adviser_updated', request, snakeKeys(changes.before), snakeKeys(changes.after));
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
      { is_profile_visible: adviser.isProfileVisible },
      { is_profile_visible: input.is_profile_visible },
    );
  });
  return getAdviser(runtime, actor, actor.userId);
}

/**
 * Checks a signature image by its policy (PNG or JPEG by content), re-encodes it as PNG and keeps it on the
 * adviser's account; the one it replaces is left to the orphan sweep.
 */
export async function updateSignature(runtime: Runtime, actor: Actor, upload: UploadedFile, request: RequestInfo): Promise<Adviser> {
  const policy = uploadPolicies.signature;
  await checkUpload(policy, upload);
  const image = await sharp(upload.body, { failOn: 'error' })
    .resize(1200, 400, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => {
      throw unreadableUpload(policy, upload.fileName);
    });
  const stored = await storeFile(runtime, {
    practiceId: actor.practiceId,
    ownerId: actor.userId,
    purpose: 'signature',
    fileName: 'signature.png',
    mediaType: 'image/png',
    ext: 'png',
    body: image,
    createdBy: actor.userId,
  });
  await inTransaction(runtime, async ({ tx }) => {
    const adviser = await loadStaff(tx, actor, actor.userId, 'adviser');
    await updateUser(tx, adviser, { signatureFileId: stored.id });
    await auditStaff(tx, actor, adviser, 'signature_updated', request);
  });
  return getAdviser(runtime, actor, actor.userId);
}

export async function removeSignature(runtime: Runtime, actor: Actor, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const adviser = await loadStaff(tx, actor, actor.userId, 'adviser');
    if (!adviser.signatureFileId) return;
    await updateUser(tx, adviser, { signatureFileId: null });
    await auditStaff(tx, actor, adviser, 'signature_removed', request);
  });
}

/** A signature image: only its adviser and the practice's directors see it. */
export async function readSignature(runtime: Runtime, actor: Actor, id: string): Promise<Buffer> {
  const adviser = await loadStaff(runtime.db, actor, id, 'adviser');
  const subject = await findStaffSubject(runtime.db, actor, adviser.id);
  assertStaffSubject(actor, 'adviser.viewSignature', subject, staffMessages['staff.signatureForbidden']);
  const file = await readStoredFile(runtime, { practiceId: adviser.practiceId, id: adviser.signatureFileId });
  if (!file) throw new AppError('resource.not_found', { detail: staffMessages['staff.noSignature'] });
  return file.body;
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
    if (user.status === 'active') throw new AppError('state.illegal_transition', { detail: accountMessages['account.alreadyConfirmed'] });
    if (user.status === 'deactivated') throw new AppError('state.illegal_transition', { detail: accountMessages['account.deactivated'] });
    const practice = await getPracticeSettings(uow.tx, user.practiceId);
    await sendConfirmation(uow, user, request.origin, `${tradingNameOf(practice)} has created an account for you as ${roleNames[role]}.`);
    await auditStaff(uow.tx, actor, user, 'invitation_resent', request);
  });
}

export async function listAdminsFor(
  runtime: Runtime,
  actor: Actor,
  query: StaffListQuery,
): Promise<{ rows: PracticeAdmin[]; total: number }> {
  const { rows, total } = await listAdmins(runtime.db, { practiceId: practiceActorOf(actor).practiceId, query });
  return { rows: rows.map(presentAdmin), total };
}

/** A practice admin's page: their details and what the viewer may do there. */
export async function getAdmin(runtime: Runtime, actor: Actor, id: string): Promise<PracticeAdminDetail> {
  const row = await findAdminWithCounts(runtime.db, { practiceId: practiceActorOf(actor).practiceId, id });
  if (!row) throw new AppError('resource.not_found', { detail: notFound.admin });
  return { ...presentAdmin(row), actions: await staffPageActions(runtime, actor, id) };
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
      first_name: user.firstName,
      last_name: user.lastName,
      admin_level: user.adminLevel,
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
    await auditStaff(tx, actor, admin, 'admin_updated', request, snakeKeys(changes.before), snakeKeys(changes.after));
  });
  return getAdmin(runtime, actor, id);
}
