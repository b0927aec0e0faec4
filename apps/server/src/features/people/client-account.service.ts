import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type AuditAction,
  type AuditAfterOf,
  type AuditBeforeOf,
  type AuditEventView,
  type ClientDetail,
  type ClientDetailsBody,
  type ClientTag,
  can,
  canStaff,
  clientAccountMessages,
  clientActionsFor,
  type MyAdviser,
  type PersonalDetailsBody,
  snakeCase,
  vulnerabilityAuditActions,
} from '@advice/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents, clientProfiles, clientTagAssignments, clientTags, follows, type users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { type PracticeActor, practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { listEntityAudit } from '../audit/audit.reader.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { isLocked, type RequestInfo } from '../auth/auth.service.ts';
import { findUser, updateUser } from '../users/users.queries.ts';
import { type ClientRecord, loadClientFor } from './client-access.ts';
import {
  avatarUrlOf,
  findShownClientStatus,
  isFollowing,
  listAdditionalAdvisers,
  listFollowableClientIds,
  listTagsOfClient,
  presentPerson,
} from './client-account.queries.ts';

export function auditClient<A extends AuditAction<'client'>>(
  tx: Tx,
  actor: Actor,
  client: ClientRecord,
  action: A,
  request: RequestInfo,
  before?: AuditBeforeOf<'client', A>,
  after?: AuditAfterOf<'client', A>,
): Promise<void> {
  return writeAudit<'client', A>(tx, {
    actor,
    practiceId: client.user.practiceId,
    entityKind: 'client',
    entityId: client.user.id,
    action,
    before,
    after,
    ip: request.ip,
  });
}

/** One client as the detail page shows it, with how the viewer stands to them. */
export async function getClientDetail(runtime: Runtime, actor: Actor, clientId: string): Promise<ClientDetail> {
  const tx = runtime.db;
  const staff = practiceActorOf(actor, 'client');
  const client = await loadClientFor(tx, actor, clientId, 'client.view');
  const { user, profile } = client;
  const scope = { practiceId: staff.practiceId, clientId };
  const [adviser, additional, tags, followed, locked, status] = await Promise.all([
    user.adviserId ? findUser(tx, { id: user.adviserId, practiceId: staff.practiceId }) : null,
    listAdditionalAdvisers(tx, scope),
    listTagsOfClient(tx, scope),
    isFollowing(tx, { staffId: actor.userId, clientId }),
    isLocked(tx, user.practiceId, user.email),
    findShownClientStatus(tx, scope),
  ]);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    status: status ?? user.status,
    kind: profile.kind,
    avatar_url: avatarUrlOf(user),
    adviser: adviser ? presentPerson(adviser) : null,
    additional_advisers: additional.map(presentPerson),
    tags,
    is_followed: followed,
    line1: profile.line1,
    line2: profile.line2,
    city: profile.city,
    post_code: profile.postCode,
    country: profile.country,
    date_of_birth: profile.dateOfBirth,
    gender: profile.gender,
    marital_status: profile.maritalStatus,
    net_worth: profile.netWorth,
    est_total_case_size: profile.estTotalCaseSize,
    last_activity_at: profile.lastActivityAt?.toISOString() ?? null,
    created_at: profile.createdAt.toISOString(),
    invited_at: user.invitedAt?.toISOString() ?? null,
    confirmed_at: user.confirmedAt?.toISOString() ?? null,
    is_locked: locked,
    two_factor_method: user.twoFactorMethod,
    has_letter_of_authority: profile.letterOfAuthorityFileId !== null,
    has_welcome_video: profile.welcomeVideoFileId !== null,
    actions: clientActionsFor(client.actor, client.subject, status ?? user.status),
  };
}

const profileColumns = {
  line1: 'line1',
  line2: 'line2',
  city: 'city',
  post_code: 'postCode',
  country: 'country',
  date_of_birth: 'dateOfBirth',
  gender: 'gender',
  marital_status: 'maritalStatus',
  net_worth: 'netWorth',
  est_total_case_size: 'estTotalCaseSize',
} as const satisfies Record<string, keyof typeof clientProfiles.$inferSelect>;

/** Only the fields the body names change; the audit event keeps each one's old and new value. */
async function saveProfileFields(
  tx: Tx,
  actor: Actor,
  client: ClientRecord,
  input: PersonalDetailsBody & Partial<ClientDetailsBody>,
  request: RequestInfo,
) {
  const change: Partial<typeof clientProfiles.$inferInsert> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(profileColumns) as [
    keyof typeof profileColumns,
    (typeof profileColumns)[keyof typeof profileColumns],
  ][]) {
    const value = input[field];
    if (value === undefined || value === client.profile[column]) continue;
    Object.assign(change, { [column]: value });
    before[field] = client.profile[column];
    after[field] = value;
  }
  const userChange: Partial<typeof users.$inferInsert> = {};
  if (input.first_name !== undefined && input.first_name !== client.user.firstName) userChange.firstName = input.first_name;
  if (input.last_name !== undefined && input.last_name !== client.user.lastName) userChange.lastName = input.last_name;
  const phone = input.phone === undefined ? undefined : input.phone || null;
  if (phone !== undefined && phone !== client.user.phone) userChange.phone = phone;
  for (const [key, value] of Object.entries(userChange)) {
    before[snakeCase(key)] = client.user[key as keyof typeof userChange];
    after[snakeCase(key)] = value;
  }
  if (Object.keys(after).length === 0) return;
  if (Object.keys(change).length > 0) await tx.update(clientProfiles).set(change).where(eq(clientProfiles.userId, client.user.id));
  if (Object.keys(userChange).length > 0) await updateUser(tx, client.user, userChange);
  await auditClient(tx, actor, client, 'details_updated', request, before, after);
}

export async function updateClientDetails(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  input: ClientDetailsBody,
  request: RequestInfo,
) {
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.edit');
    await saveProfileFields(tx, actor, client, input, request);
  });
}

/** A client keeps their own address, date of birth, gender and marital status up to date. */
export async function updatePersonalDetails(runtime: Runtime, actor: Actor, input: PersonalDetailsBody, request: RequestInfo) {
  await inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, actor.userId, 'client.editPersonalDetails');
    await saveProfileFields(tx, actor, client, input, request);
  });
}

export async function listPracticeTags(runtime: Runtime, actor: Actor): Promise<ClientTag[]> {
  const staff = practiceActorOf(actor, 'client');
  return runtime.db
    .select({ id: clientTags.id, name: clientTags.name })
    .from(clientTags)
    .where(eq(clientTags.practiceId, staff.practiceId))
    .orderBy(asc(sql`lower(${clientTags.name})`));
}

async function assertTagNameFree(tx: Tx, practiceId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: clientTags.id })
    .from(clientTags)
    .where(and(eq(clientTags.practiceId, practiceId), sql`lower(${clientTags.name}) = lower(${name})`));
  if (taken && taken.id !== exceptId)
    throw new AppError('resource.conflict', { detail: clientAccountMessages['clients.tags.taken'], pointer: '/name' });
}

async function loadTag(tx: Tx, practiceId: string, tagId: string) {
  const [tag] = await tx
    .select()
    .from(clientTags)
    .where(and(eq(clientTags.id, tagId), eq(clientTags.practiceId, practiceId)));
  if (!tag) throw new AppError('resource.not_found', { detail: clientAccountMessages['clients.tags.notFound'] });
  return tag;
}

function assertTagManager(actor: Actor): PracticeActor {
  const staff = practiceActorOf(actor, 'client');
  if (!canStaff(actor, 'tags.manage')) throw new AppError('auth.forbidden', { detail: clientAccountMessages['clients.tags.cannotManage'] });
  return staff;
}

function auditTag<A extends AuditAction<'client-tag'>>(
  tx: Tx,
  actor: PracticeActor,
  tagId: string,
  action: A,
  request: RequestInfo,
  before?: AuditBeforeOf<'client-tag', A>,
  after?: AuditAfterOf<'client-tag', A>,
) {
  return writeAudit<'client-tag', A>(tx, {
    actor,
    practiceId: actor.practiceId,
    entityKind: 'client-tag',
    entityId: tagId,
    action,
    before,
    after,
    ip: request.ip,
  });
}

export async function createTag(runtime: Runtime, actor: Actor, name: string, request: RequestInfo): Promise<ClientTag> {
  const staff = assertTagManager(actor);
  return inTransaction(runtime, async ({ tx }) => {
    await assertTagNameFree(tx, staff.practiceId, name);
    const id = randomUUID();
    await tx.insert(clientTags).values({ id, practiceId: staff.practiceId, name });
    await auditTag(tx, staff, id, 'created', request, undefined, { name });
    return { id, name };
  });
}

export async function renameTag(runtime: Runtime, actor: Actor, tagId: string, name: string, request: RequestInfo): Promise<ClientTag> {
  const staff = assertTagManager(actor);
  return inTransaction(runtime, async ({ tx }) => {
    const tag = await loadTag(tx, staff.practiceId, tagId);
    await assertTagNameFree(tx, staff.practiceId, name, tag.id);
    await tx.update(clientTags).set({ name }).where(eq(clientTags.id, tag.id));
    await auditTag(tx, staff, tag.id, 'renamed', request, { name: tag.name }, { name });
    return { id: tag.id, name };
  });
}

export async function deleteTag(runtime: Runtime, actor: Actor, tagId: string, request: RequestInfo): Promise<void> {
  const staff = assertTagManager(actor);
  await inTransaction(runtime, async ({ tx }) => {
    const tag = await loadTag(tx, staff.practiceId, tagId);
    await tx.delete(clientTags).where(eq(clientTags.id, tag.id));
    await auditTag(tx, staff, tag.id, 'deleted', request, { name: tag.name });
  });
}

/** Replaces the client's tags with the given ones; every id must be a tag of the practice. */
export async function assignClientTags(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  tagIds: string[],
  request: RequestInfo,
): Promise<ClientTag[]> {
  const staff = practiceActorOf(actor, 'client');
  return inTransaction(runtime, async ({ tx }) => {
    const client = await loadClientFor(tx, actor, clientId, 'client.tag');
    const wanted = [...new Set(tagIds)];
    const found = wanted.length
      ? await tx
          .select({ id: clientTags.id })
          .from(clientTags)
          .where(and(eq(clientTags.practiceId, staff.practiceId), inArray(clientTags.id, wanted)))
      : [];
    if (found.length !== wanted.length)
      throw new AppError('request.invalid', { detail: clientAccountMessages['clients.tags.unknown'], pointer: '/tag_ids' });
    const before = await listTagsOfClient(tx, { practiceId: staff.practiceId, clientId });
    await tx.delete(clientTagAssignments).where(eq(clientTagAssignments.clientId, clientId));
    if (wanted.length) {
      await tx.insert(clientTagAssignments).values(wanted.map((tagId) => ({ tagId, clientId, practiceId: staff.practiceId })));
    }
    const after = await listTagsOfClient(tx, { practiceId: staff.practiceId, clientId });
    await auditClient(tx, actor, client, 'tags_updated', request, { tags: before.map((t) => t.name) }, { tags: after.map((t) => t.name) });
    return after;
  });
}

export async function followClient(runtime: Runtime, actor: Actor, clientId: string, isFollow: boolean): Promise<void> {
  const staff = practiceActorOf(actor, 'client');
  await inTransaction(runtime, async ({ tx }) => {
    await loadClientFor(tx, actor, clientId, 'client.follow');
    if (isFollow) {
      await tx.insert(follows).values({ staffId: actor.userId, clientId, practiceId: staff.practiceId }).onConflictDoNothing();
    } else {
      await tx.delete(follows).where(and(eq(follows.staffId, actor.userId), eq(follows.clientId, clientId)));
    }
  });
}

/** Follows or unfollows every client the actor may see; answers how many clients that was. */
export async function followAllClients(runtime: Runtime, actor: Actor, isFollow: boolean): Promise<number> {
  const staff = practiceActorOf(actor, 'client');
  return inTransaction(runtime, async ({ tx }) => {
    const ids = await listFollowableClientIds(tx, staff);
    if (isFollow && ids.length) {
      await tx
        .insert(follows)
        .values(ids.map((clientId) => ({ staffId: actor.userId, clientId, practiceId: staff.practiceId })))
        .onConflictDoNothing();
    }
    if (!isFollow) await tx.delete(follows).where(and(eq(follows.staffId, actor.userId), eq(follows.practiceId, staff.practiceId)));
    return ids.length;
  });
}

export async function setAutoFollow(runtime: Runtime, actor: Actor, enabled: boolean, request: RequestInfo): Promise<void> {
  const staff = practiceActorOf(actor, 'client');
  await inTransaction(runtime, async ({ tx }) => {
    const user = await findUser(tx, { id: actor.userId, practiceId: staff.practiceId });
    if (!user) throw new AppError('resource.not_found');
    await updateUser(tx, user, { autoFollowNewClients: enabled });
    await writeAudit(tx, {
      actor,
      practiceId: staff.practiceId,
      entityKind: 'user',
      entityId: user.id,
      action: 'auto_follow_changed',
      before: { enabled: user.autoFollowNewClients },
      after: { enabled },
      ip: request.ip,
    });
  });
}

/** The client's own adviser, only while the adviser is active and shows their profile to clients. */
export async function getMyAdviser(runtime: Runtime, actor: Actor): Promise<MyAdviser> {
  const staff = practiceActorOf(actor, 'client');
  const me = await findUser(runtime.db, { id: actor.userId, practiceId: staff.practiceId });
  if (!me?.adviserId) return null;
  const adviser = await findUser(runtime.db, { id: me.adviserId, practiceId: staff.practiceId });
  if (adviser?.status !== 'active' || !adviser.isProfileVisible) return null;
  return {
    id: adviser.id,
    first_name: adviser.firstName,
    last_name: adviser.lastName,
    job_title: adviser.jobTitle,
    email: adviser.email,
    phone: adviser.phone,
    avatar_url: avatarUrlOf(adviser),
  };
}

const additionalAdviserActions = ['additional_adviser_added', 'additional_adviser_removed'];

/** The client's audit trail, newest first; `additional_advisers` narrows it to those changes. */
export async function listClientAuditTrail(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
  query: { page: number; per_page: number; scope: 'all' | 'additional_advisers' },
): Promise<{ rows: AuditEventView[]; total: number }> {
  const staff = practiceActorOf(actor, 'client');
  const tx = runtime.db;
  const access = await loadClientFor(tx, actor, clientId, 'client.viewAuditTrail');
  return listEntityAudit(tx, {
    practiceId: staff.practiceId,
    entityKind: 'client',
    entityId: clientId,
    actions: query.scope === 'additional_advisers' ? additionalAdviserActions : undefined,
    // Vulnerability observations show only to those who may see them, whoever else may read this trail.
    except: can(access.actor, 'vulnerability.view', access.subject)
      ? undefined
      : inArray(auditEvents.action, [...vulnerabilityAuditActions]),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
}
