import {
  type Actor,
  type AdminRight,
  AppError,
  type StaffSubjectAction,
  type SupportEntry,
  staffMessages,
  type TeamEntry,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { assertStaffSubject, findStaffSubject } from './client-access.ts';
import { presentSupportEntry, presentTeamEntry } from './staff.presenter.ts';
import { deleteAssignment, findAssignment, listSupportOf, listTeamOf, saveAssignment } from './staff.queries.ts';
import { assertStaffRight, auditStaff, loadStaff } from './staff.service.ts';

const supportRefusal = staffMessages['staff.supportForbidden'];

/** 'My support' belongs to the adviser; directors see and manage it for any adviser of the practice (the domain's table). */
async function assertSupportAccess(tx: Tx, actor: Actor, adviserId: string, action: StaffSubjectAction): Promise<void> {
  assertStaffSubject(actor, action, await findStaffSubject(tx, actor, adviserId), supportRefusal);
}

/** The practice admins supporting an adviser, with the rights the adviser granted each. */
export async function getSupport(runtime: Runtime, actor: Actor, adviserId: string): Promise<SupportEntry[]> {
  const adviser = await loadStaff(runtime.db, actor, adviserId, 'adviser');
  await assertSupportAccess(runtime.db, actor, adviser.id, 'adviser.viewSupport');
  const rows = await listSupportOf(runtime.db, { practiceId: practiceActorOf(actor).practiceId, adviserId: adviser.id });
  return rows.map(presentSupportEntry);
}

/** 'My team': the advisers an admin supports; the admin themself and directors see it. */
export async function getTeam(runtime: Runtime, actor: Actor, adminId: string): Promise<TeamEntry[]> {
  const admin = await loadStaff(runtime.db, actor, adminId, 'admin');
  const subject = await findStaffSubject(runtime.db, actor, admin.id);
  assertStaffSubject(actor, 'admin.viewTeam', subject, staffMessages['staff.teamForbidden']);
  const rows = await listTeamOf(runtime.db, { practiceId: practiceActorOf(actor).practiceId, adminId: admin.id });
  return rows.map(presentTeamEntry);
}

/** Assigns an admin to an adviser with these rights, or changes the rights of one already assigned. */
export async function setSupport(
  runtime: Runtime,
  actor: Actor,
  ids: { adviserId: string; adminId: string },
  rights: AdminRight[],
  request: RequestInfo,
): Promise<SupportEntry> {
  assertStaffRight(actor, 'support.manage');
  return inTransaction(runtime, async ({ tx }) => {
    const adviser = await loadStaff(tx, actor, ids.adviserId, 'adviser');
    await assertSupportAccess(tx, actor, adviser.id, 'adviser.manageSupport');
    const admin = await loadStaff(tx, actor, ids.adminId, 'admin');
    const existing = await findAssignment(tx, { adminId: admin.id, adviserId: adviser.id });
    if (!existing) {
      assertStaffRight(actor, 'admin.assign');
      if (admin.status === 'deactivated')
        throw new AppError('state.illegal_transition', { detail: staffMessages['staff.adminDeactivated'] });
      if (adviser.status === 'deactivated')
        throw new AppError('state.illegal_transition', {
          detail: staffMessages['staff.adviserDeactivated'],
        });
    }
    const saved = await saveAssignment(tx, {
      practiceId: practiceActorOf(actor).practiceId,
      adminId: admin.id,
      adviserId: adviser.id,
      rights,
    });
    await auditStaff(
      tx,
      actor,
      adviser,
      existing ? 'support_rights_changed' : 'support_assigned',
      request,
      existing ? { admin_id: admin.id, rights: existing.rights } : undefined,
      { admin_id: admin.id, rights },
    );
    return presentSupportEntry({ assignment: saved, admin });
  });
}

export async function removeSupport(
  runtime: Runtime,
  actor: Actor,
  ids: { adviserId: string; adminId: string },
  request: RequestInfo,
): Promise<void> {
  assertStaffRight(actor, 'admin.assign');
  await inTransaction(runtime, async ({ tx }) => {
    const adviser = await loadStaff(tx, actor, ids.adviserId, 'adviser');
    await assertSupportAccess(tx, actor, adviser.id, 'adviser.manageSupport');
    const existing = await findAssignment(tx, { adminId: ids.adminId, adviserId: adviser.id });
    if (!existing) throw new AppError('resource.not_found', { detail: staffMessages['staff.notSupporting'] });
    await deleteAssignment(tx, { adminId: ids.adminId, adviserId: adviser.id });
    await auditStaff(tx, actor, adviser, 'support_unassigned', request, { admin_id: ids.adminId, rights: existing.rights });
  });
}
