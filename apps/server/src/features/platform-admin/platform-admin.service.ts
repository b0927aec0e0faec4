import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type CreatePracticeBody,
  interpolate,
  type Pagination,
  type PlatformPractice,
  type PracticeBody,
  type PracticeListFilter,
  platformAdminMessages,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { practiceHosts, practices } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { pageOffset } from '../../http/pagination.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { type RequestInfo, sendConfirmation } from '../auth/auth.service.ts';
import { insertStaff } from '../people/staff.queries.ts';
import { isPlatformAdminEmail } from '../users/users.queries.ts';
import { assertPlatformRight } from './platform-admin.access.ts';
import { allFlagsOn } from './platform-admin.flags.ts';
import {
  findPlatformPractice,
  findTakenHost,
  listHostsOf,
  listPlatformPractices,
  lockPractice,
  type PracticeRow,
  replaceHosts,
} from './platform-admin.queries.ts';

const practiceNotFound = () => new AppError('resource.not_found', { detail: platformAdminMessages['platformAdmin.practiceNotFound'] });

async function assertHostsFree(tx: Tx, hosts: readonly string[], practiceId: string | null): Promise<void> {
  const taken = await findTakenHost(tx, hosts, practiceId);
  if (taken)
    throw new AppError('resource.conflict', {
      detail: interpolate(platformAdminMessages['platformAdmin.hostTaken'], { host: taken }),
      pointer: `/hosts/${hosts.indexOf(taken)}`,
    });
}

async function loadPractice(tx: Tx, id: string): Promise<PracticeRow> {
  const row = await lockPractice(tx, id);
  if (!row) throw practiceNotFound();
  return row;
}

async function presentPractice(tx: Tx, id: string): Promise<PlatformPractice> {
  const practice = await findPlatformPractice(tx, id);
  if (!practice) throw practiceNotFound();
  return practice;
}

export async function listPractices(
  runtime: Runtime,
  actor: Actor,
  query: Pagination & { filter: PracticeListFilter },
): Promise<{ rows: PlatformPractice[]; total: number }> {
  assertPlatformRight(actor, 'platform.read');
  return listPlatformPractices(runtime.db, { filter: query.filter, ...pageOffset(query) });
}

export async function getPractice(runtime: Runtime, actor: Actor, id: string): Promise<PlatformPractice> {
  assertPlatformRight(actor, 'platform.read');
  return presentPractice(runtime.db, id);
}

/**
 * A new practice on its hosts, every feature on, and its first director invited by the one invitation
 * mechanism: the link in the mail opens on the practice's first host (`originOf`), where the director signs in.
 */
export async function createPractice(
  runtime: Runtime,
  actor: Actor,
  body: CreatePracticeBody,
  request: RequestInfo,
  originOf: (host: string) => string,
): Promise<PlatformPractice> {
  assertPlatformRight(actor, 'platform.write');
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    await assertHostsFree(tx, body.hosts, null);
    if (await isPlatformAdminEmail(tx, body.director.email))
      throw new AppError('resource.conflict', {
        detail: platformAdminMessages['platformAdmin.directorEmailTaken'],
        pointer: '/director/email',
      });
    const id = randomUUID();
    await tx.insert(practices).values({ id, name: body.name, practiceType: body.practice_type, featureFlags: allFlagsOn() });
    await tx.insert(practiceHosts).values(body.hosts.map((host) => ({ host, practiceId: id })));
    const director = await insertStaff(tx, {
      id: randomUUID(),
      practiceId: id,
      role: 'director',
      email: body.director.email,
      firstName: body.director.first_name,
      lastName: body.director.last_name,
      status: 'invited',
      passwordHash: null,
      invitedAt: new Date(),
      invitedBy: actor.userId,
    });
    const origin = originOf(body.hosts[0] ?? '');
    await sendConfirmation(
      uow,
      director,
      origin,
      interpolate(platformAdminMessages['platformAdmin.directorInvitation'], { practice: body.name }),
    );
    await writeAudit(tx, {
      actor,
      practiceId: id,
      entityKind: 'practice',
      entityId: id,
      action: 'practice_created',
      after: {
        name: body.name,
        hosts: body.hosts,
        practice_type: body.practice_type,
        director_name: `${director.firstName} ${director.lastName}`,
        director_email: director.email,
      },
      ip: request.ip,
    });
    return presentPractice(tx, id);
  });
}

/** Changes a practice's name, hosts or type; only what changed is audited. */
export async function updatePractice(
  runtime: Runtime,
  actor: Actor,
  id: string,
  body: PracticeBody,
  request: RequestInfo,
): Promise<PlatformPractice> {
  assertPlatformRight(actor, 'platform.write');
  return inTransaction(runtime, async ({ tx }) => {
    const row = await loadPractice(tx, id);
    await assertHostsFree(tx, body.hosts, id);
    const hosts = await listHostsOf(tx, id);
    const was = { name: row.name, hosts, practice_type: row.practiceType };
    const now = { name: body.name, hosts: [...body.hosts].sort(), practice_type: body.practice_type };
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
    await tx.update(practices).set({ name: body.name, practiceType: body.practice_type }).where(eq(practices.id, id));
    if (changed.includes('hosts')) await replaceHosts(tx, id, body.hosts);
    await writeAudit(tx, {
      actor,
      practiceId: id,
      entityKind: 'practice',
      entityId: id,
      action: 'practice_configured',
      before: Object.fromEntries(changed.map((key) => [key, was[key]])),
      after: Object.fromEntries(changed.map((key) => [key, now[key]])),
      ip: request.ip,
    });
    return presentPractice(tx, id);
  });
}

/** Suspends or reactivates a practice: while suspended its people cannot sign in or call the API. */
export async function setPracticeSuspended(
  runtime: Runtime,
  actor: Actor,
  id: string,
  isSuspended: boolean,
  request: RequestInfo,
): Promise<PlatformPractice> {
  assertPlatformRight(actor, 'platform.write');
  return inTransaction(runtime, async ({ tx }) => {
    const row = await loadPractice(tx, id);
    if (isSuspended && row.suspendedAt)
      throw new AppError('state.illegal_transition', { detail: platformAdminMessages['platformAdmin.alreadySuspended'] });
    if (!isSuspended && !row.suspendedAt)
      throw new AppError('state.illegal_transition', { detail: platformAdminMessages['platformAdmin.notSuspended'] });
    await tx
      .update(practices)
      .set({ suspendedAt: isSuspended ? new Date() : null })
      .where(eq(practices.id, id));
    const entry = { actor, practiceId: id, entityKind: 'practice', entityId: id, ip: request.ip } as const;
    if (isSuspended)
      await writeAudit(tx, { ...entry, action: 'practice_suspended', before: { status: 'active' }, after: { status: 'suspended' } });
    else await writeAudit(tx, { ...entry, action: 'practice_reactivated', before: { status: 'suspended' }, after: { status: 'active' } });
    return presentPractice(tx, id);
  });
}
