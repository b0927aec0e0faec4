import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type AuditAction,
  type AuditAfterOf,
  type ClientListFilters,
  type ClientListQuery,
  type CreateClientBody,
  canStaff,
  clientMessages,
  type InvitationItem,
  type InviteProspectBody,
  messages,
  type Pagination,
  tokenLifetimes,
  uploadPolicies,
} from '@advice/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { insertRows, insertRowsReturning } from '../../db/insert-rows.ts';
import { clientProfiles, clientTags, follows, users, userTokens } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { csvOf } from '../../http/csv.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { pageOffset } from '../../http/pagination.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { invitationLink, type RequestInfo, sendConfirmation } from '../auth/auth.service.ts';
import { issueToken } from '../auth/tokens.ts';
import { checkUpload } from '../files/files.check.ts';
import { setStoredFileOwner, storeFile } from '../files/stored-files.ts';
import { findUser, listPlatformAdminEmails, type UserRow } from '../users/users.queries.ts';
import { aliased, assertStaffSubject, findStaffSubject, loadClientFor, staffMayActOn, staffScope } from './client-access.ts';
import { listClients } from './clients.queries.ts';

const day = 86_400_000;

export async function listClientsFor(runtime: Runtime, actor: Actor, query: ClientListQuery) {
  const { page, per_page, ...filters } = query;
  if (filters.awaiting && actor.role !== 'director') return { rows: [], total: 0 };
  return listClients(runtime.db, actor, filters, pageOffset({ page, per_page }));
}

const exportLimit = 100_000;

/** The filtered list as CSV, with the same filters and visibility as the list. */
export async function exportClientList(runtime: Runtime, actor: Actor, filters: ClientListFilters): Promise<string> {
  const { rows } = await listClients(runtime.db, actor, filters, { limit: exportLimit, offset: 0 });
  const header = [
    'First name',
    'Last name',
    'E-mail',
    'Kind',
    'Status',
    'Adviser',
    'Last activity',
    'Est. total case size',
    'Net worth',
    'Date created',
    'Date invited',
    'Client tags',
  ];
  return csvOf(
    header,
    rows.map((r) => [
      r.first_name,
      r.last_name,
      r.email,
      r.kind,
      r.status,
      r.adviser_name,
      r.last_activity_at,
      r.est_total_case_size,
      r.net_worth,
      r.created_at,
      r.invited_at,
      r.tags.map((t) => t.name).join(', '),
    ]),
  );
}

/** An active adviser of the actor's practice, or a refusal on the given field. */
export async function findActiveAdviser(tx: Tx, practiceId: string, adviserId: string, pointer = '/adviser_id'): Promise<UserRow> {
  const adviser = await findUser(tx, { id: adviserId, practiceId });
  if (adviser?.role !== 'adviser' || adviser.status !== 'active') {
    throw new AppError('rule.violated', { detail: clientMessages['clients.adviserNotActive'], pointer });
  }
  return adviser;
}

/** The adviser a new client gets: an adviser's own by default; the domain's table says whose clients the actor may create. */
async function adviserForNewClient(tx: Tx, actor: Actor, practiceId: string, adviserId: string | undefined): Promise<UserRow> {
  const chosen = adviserId ?? (actor.role === 'adviser' ? actor.userId : undefined);
  if (!chosen) throw new AppError('request.invalid', { detail: clientMessages['clients.adviserRequired'], pointer: '/adviser_id' });
  const refusal = actor.role === 'adviser' ? clientMessages['clients.ownClientsOnly'] : clientMessages['clients.supportedAdviserOnly'];
  assertStaffSubject(actor, 'adviser.createClientFor', await findStaffSubject(tx, actor, chosen), refusal, '/adviser_id');
  return findActiveAdviser(tx, practiceId, chosen);
}

/**
 * Why each e-mail cannot be given to a new client of the practice, by e-mail (two queries for many
 * addresses): used in the practice, or held by a platform admin. The latter gets the generic
 * `email.taken`, which does not say who holds the address.
 */
export async function takenEmails(tx: Tx, practiceId: string, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const taken = await tx
    .select({ email: users.email, role: users.role })
    .from(users)
    // Phrased like users_practice_email_unique so the lookup is index probes, not a scan of the practice.
    .where(
      and(sql`coalesce(${users.practiceId}, '00000000-0000-0000-0000-000000000000'::uuid) = ${practiceId}`, inArray(users.email, emails)),
    );
  const reasons = new Map<string, string>();
  for (const email of await listPlatformAdminEmails(tx, emails)) reasons.set(email, messages['email.taken']);
  for (const row of taken) {
    reasons.set(row.email, row.role === 'client' ? clientMessages['clients.emailTaken'] : clientMessages['clients.emailTakenByStaff']);
  }
  return reasons;
}

/** Refuses an e-mail already used in the practice (naming the client case as the spec words it) or held by a platform admin. */
export async function assertEmailFree(tx: Tx, practiceId: string, email: string): Promise<void> {
  const detail = (await takenEmails(tx, practiceId, [email])).get(email);
  if (detail) throw new AppError('resource.conflict', { detail, pointer: '/email' });
}

/** Staff who asked to follow every new client follow these ones, when they may (the one client scope, read from the staff side). */
export async function autoFollow(tx: Tx, practiceId: string, clientIds: string[]): Promise<void> {
  if (clientIds.length === 0) return;
  const follower = alias(users, 'follower');
  const client = alias(users, 'followed');
  await tx.execute(sql`
    INSERT INTO ${follows} (staff_id, client_id, practice_id)
    SELECT ${follower.id}, ${client.id}, ${client.practiceId} FROM ${aliased(follower)} JOIN ${aliased(client)} ON ${inArray(client.id, clientIds)}
     WHERE ${follower.practiceId} = ${practiceId} AND ${follower.autoFollowNewClients} AND ${follower.status} = 'active'
       AND ${staffMayActOn(follower, 'client.follow', client)}
    ON CONFLICT DO NOTHING`);
}

type NewClient = { firstName: string; lastName: string; email: string; phone?: string | undefined; kind: 'client' | 'prospect' };
type NewClientRecord = NewClient & { adviserId: string | null; message?: string | undefined; videoFileId?: string | null };

/** Inserts the client's account and profile; the caller has checked the e-mail and adviser. */
export async function insertClient(tx: Tx, actor: Actor, practiceId: string, input: NewClientRecord): Promise<UserRow> {
  const [user] = await insertClients(tx, actor, practiceId, [input]);
  if (!user) throw new Error('client insert returned nothing');
  return user;
}

/** Inserts many clients (bulk creation) with a statement per table; rows come back in the order given. */
export async function insertClients(tx: Tx, actor: Actor, practiceId: string, inputs: NewClientRecord[]): Promise<UserRow[]> {
  if (inputs.length === 0) return [];
  const now = new Date();
  const ids = inputs.map(() => randomUUID());
  const inserted = await insertRowsReturning(
    tx,
    users,
    inputs.map((input, index) => ({
      id: ids[index] ?? '',
      practiceId,
      role: 'client' as const,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone || null,
      status: 'invited' as const,
      adviserId: input.adviserId,
      invitedAt: now,
      invitedBy: actor.userId,
    })),
  );
  await insertRows(
    tx,
    clientProfiles,
    inputs.map((input, index) => ({
      userId: ids[index] ?? '',
      practiceId,
      kind: input.kind,
      invitationMessage: input.message || null,
      welcomeVideoFileId: input.videoFileId ?? null,
      createdAt: now,
    })),
  );
  await autoFollow(tx, practiceId, ids);
  const byId = new Map(inserted.map((user) => [user.id, user]));
  return ids.map((id) => {
    const user = byId.get(id);
    if (!user) throw new Error('client insert returned nothing');
    return user;
  });
}

/** Creates a client with an invitation e-mail and, optionally, a welcome video that is fixed from then on. */
export async function createClient(
  runtime: Runtime,
  actor: Actor,
  input: CreateClientBody,
  video: UploadedFile | null,
  request: RequestInfo,
): Promise<UserRow> {
  const practiceId = practiceActorOf(actor).practiceId;
  if (!canStaff(actor, 'clients.create')) throw new AppError('auth.forbidden');
  const stored = video ? await storeWelcomeVideo(runtime, actor, practiceId, video) : null;
  return inTransaction(runtime, async (uow) => {
    const adviser = await adviserForNewClient(uow.tx, actor, practiceId, input.adviser_id);
    await assertEmailFree(uow.tx, practiceId, input.email);
    const client = await insertClient(uow.tx, actor, practiceId, {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      kind: 'client',
      adviserId: adviser.id,
      message: input.message,
      videoFileId: stored?.id ?? null,
    });
    if (stored) await setStoredFileOwner(uow.tx, { id: stored.id, ownerId: client.id });
    await audit(uow.tx, actor, client, 'created', request, { adviser_id: adviser.id, welcome_video: stored !== null });
    await sendConfirmation(uow, client, request.origin, input.message || undefined);
    return client;
  });
}

/** Checks a welcome video by its policy and stores it before its client exists; a refused client leaves it to the orphan sweep. */
async function storeWelcomeVideo(runtime: Runtime, actor: Actor, practiceId: string, video: UploadedFile) {
  const checked = await checkUpload(uploadPolicies.welcomeVideo, video);
  return storeFile(runtime, {
    practiceId,
    ownerId: null,
    purpose: 'welcomeVideo',
    fileName: 'welcome-video.mp4',
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: actor.userId,
  });
}

function audit<A extends AuditAction<'client'>>(
  tx: Tx,
  actor: Actor,
  client: UserRow,
  action: A,
  request: RequestInfo,
  after?: AuditAfterOf<'client', A>,
) {
  return writeAudit<'client', A>(tx, {
    actor,
    practiceId: client.practiceId,
    entityKind: 'client',
    entityId: client.id,
    action,
    after,
    ip: request.ip,
  });
}

async function mailProspectInvitation(uow: UnitOfWork, prospect: UserRow, origin: string, message: string | null): Promise<void> {
  const token = await issueToken(uow.tx, {
    userId: prospect.id,
    kind: 'confirmation',
    lifetimeMillis: tokenLifetimes.prospectInvitationMonths * 31 * day,
  });
  await uow.mail({
    practiceId: prospect.practiceId,
    to: prospect.email,
    template: 'prospectInvitation',
    params: {
      firstName: prospect.firstName,
      link: invitationLink(prospect, origin, token),
      ...(message ? { message } : {}),
    },
  });
}

/** Invites a prospect: a director's waits for an adviser; an adviser's is their own. */
export async function inviteProspect(runtime: Runtime, actor: Actor, input: InviteProspectBody, request: RequestInfo): Promise<UserRow> {
  const practiceId = practiceActorOf(actor).practiceId;
  if (!canStaff(actor, 'prospects.invite')) throw new AppError('auth.forbidden');
  return inTransaction(runtime, async (uow) => {
    await assertEmailFree(uow.tx, practiceId, input.email);
    const prospect = await insertClient(uow.tx, actor, practiceId, {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      kind: 'prospect',
      adviserId: actor.role === 'adviser' ? actor.userId : null,
      message: input.message,
    });
    await audit(uow.tx, actor, prospect, 'prospect_invited', request);
    await mailProspectInvitation(uow, prospect, request.origin, input.message || null);
    return prospect;
  });
}

/** Prospects who have not yet accepted their invitation, among those the actor may see. */
export async function listInvitations(
  runtime: Runtime,
  actor: Actor,
  pagination: Pagination,
): Promise<{ rows: InvitationItem[]; total: number }> {
  const filters: ClientListFilters = { kind: 'prospect', sort: 'invited_at', direction: 'desc' };
  const { rows, total } = await listClients(runtime.db, actor, filters, pageOffset(pagination), { status: 'invited' });
  return {
    rows: rows.map((r) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      adviser_name: r.adviser_name,
      invited_at: r.invited_at,
    })),
    total,
  };
}

async function loadPendingInvitation(tx: Tx, actor: Actor, id: string) {
  const record = await loadClientFor(tx, actor, id, 'client.resendInvitation');
  if (record.user.status === 'active')
    throw new AppError('state.illegal_transition', { detail: clientMessages['clients.invitationAccepted'] });
  if (record.user.status !== 'invited')
    throw new AppError('state.illegal_transition', { detail: clientMessages['clients.invitationClosed'] });
  return record;
}

/** Sends a fresh invitation link; earlier links then say a newer one was sent. */
export async function resendInvitation(runtime: Runtime, actor: Actor, id: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const { user, profile } = await loadPendingInvitation(uow.tx, actor, id);
    if (profile.kind === 'prospect') await mailProspectInvitation(uow, user, request.origin, profile.invitationMessage);
    else await sendConfirmation(uow, user, request.origin, profile.invitationMessage ?? undefined);
    await audit(uow.tx, actor, user, 'invitation_resent', request);
  });
}

/** Cancels a pending invitation: its link then says so, and the account cannot be confirmed. */
export async function cancelInvitation(runtime: Runtime, actor: Actor, id: string, request: RequestInfo): Promise<void> {
  await inTransaction(runtime, async ({ tx }) => {
    const { user } = await loadPendingInvitation(tx, actor, id);
    await tx
      .update(userTokens)
      .set({ usedAt: new Date(), data: sql`${userTokens.data} || '{"cancelled": true}'::jsonb` })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.kind, 'confirmation'), isNull(userTokens.usedAt)));
    await tx.update(users).set({ status: 'deactivated', deactivatedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
    await audit(tx, actor, user, 'invitation_cancelled', request, { status: 'deactivated' });
  });
}

/** A director gives an awaiting prospect (no adviser yet) to an active adviser, who is told by e-mail. */
export async function assignProspect(runtime: Runtime, actor: Actor, id: string, adviserId: string, request: RequestInfo): Promise<void> {
  const practiceId = practiceActorOf(actor).practiceId;
  if (!canStaff(actor, 'prospects.assign')) throw new AppError('auth.forbidden');
  await inTransaction(runtime, async ({ tx, mail }) => {
    const { user, profile } = await loadClientFor(tx, actor, id, 'client.changeAdviser');
    if (profile.kind !== 'prospect' || user.adviserId !== null || user.status === 'deactivated') {
      throw new AppError('state.illegal_transition', { detail: clientMessages['clients.assignOnlyWaiting'] });
    }
    const adviser = await findActiveAdviser(tx, practiceId, adviserId);
    await tx.update(users).set({ adviserId: adviser.id, updatedAt: new Date() }).where(eq(users.id, user.id));
    await autoFollow(tx, practiceId, [user.id]);
    await audit(tx, actor, user, 'prospect_assigned', request, { adviser_id: adviser.id });
    await mail({
      practiceId,
      to: adviser.email,
      template: 'prospectAssigned',
      params: {
        firstName: adviser.firstName,
        prospectName: `${user.firstName} ${user.lastName}`,
        link: `${request.origin}/clients/${user.id}`,
      },
    });
  });
}

/** Active advisers of the practice the actor may create clients for, for the assign and create forms. */
export async function listActiveAdvisers(runtime: Runtime, actor: Actor) {
  practiceActorOf(actor);
  return runtime.db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'adviser'), eq(users.status, 'active'), staffScope(actor, 'adviser.createClientFor')))
    .orderBy(users.lastName, users.firstName);
}

/** The practice's client tags, for the list's tag filter. */
export async function listTagChoices(runtime: Runtime, actor: Actor) {
  return runtime.db
    .select({ id: clientTags.id, name: clientTags.name })
    .from(clientTags)
    .where(eq(clientTags.practiceId, practiceActorOf(actor).practiceId))
    .orderBy(sql`lower(${clientTags.name})`);
}
