import { describe, expect, it } from 'vitest';
import type { AdminLevel, Role } from '../shared/roles.ts';
import {
  type AdminRight,
  adminRights,
  type ClientAction,
  can,
  canStaff,
  clientAccountStatuses,
  clientActionEffects,
  clientActions,
  clientActionsFor,
  clientRolesFor,
  isClientReadOnly,
  isOpenOnClientAccount,
  type PermissionActor,
  type StaffAction,
  staffActionsFor,
  staffPermissions,
  staffRolesFor,
  staffSubjectActions,
  staffSubjectActionsFor,
  staffSubjectOf,
  subjectPermissions,
} from './people.permissions.ts';

const adviser: PermissionActor = { role: 'adviser', adminLevel: null, canRemoveClients: false };
const removingAdviser: PermissionActor = { ...adviser, canRemoveClients: true };
const admin: PermissionActor = { role: 'admin', adminLevel: 'normal', canRemoveClients: false };
const primeAdmin: PermissionActor = { role: 'admin', adminLevel: 'prime', canRemoveClients: false };
const director: PermissionActor = { role: 'director', adminLevel: null, canRemoveClients: false };
const client: PermissionActor = { role: 'client', adminLevel: null, canRemoveClients: false };

/** What only the client does, for themself: no member of staff acts in their name. */
const clientOnly: ClientAction[] = ['client.editPersonalDetails', 'client.request', 'verification.submit', 'vault.view', 'vault.manage'];
/** The director's view of a client's identity is read-only (spec 3 §6); restricted documents and share links are the adviser's. */
const notDirectors: ClientAction[] = [
  'identity.edit',
  'identity.viewRestricted',
  'identity.lock',
  'identity.requestCopy',
  'verification.create',
  'verification.complete',
  'verification.cancel',
  'vault.shareLink',
];
const staffActions = clientActions.filter((a) => !clientOnly.includes(a) && !notDirectors.includes(a));

const rightFor: Partial<Record<ClientAction, AdminRight>> = {
  'client.deactivate': 'deactivateClients',
  'client.remove': 'deleteClients',
  'client.manageAdditionalAdvisers': 'manageAdditionalAdvisers',
  'financialStrategy.share': 'shareFinancialStrategies',
};

describe('client permissions (spec 1 §6)', () => {
  it.each(clientActions)('%s: nobody without a relation to the client', (action) => {
    for (const actor of [adviser, admin, primeAdmin, director, client])
      expect(can(actor, action, { relation: null, rights: [] })).toBe(false);
  });

  it.each(staffActions)('%s: a director may, always', (action) => {
    expect(can(director, action, { relation: 'director', rights: [] })).toBe(true);
  });

  it.each(notDirectors)('%s: a director only reads a client’s identity, and makes no share link', (action) => {
    expect(can(director, action, { relation: 'director', rights: [] })).toBe(false);
  });

  it.each(Object.entries(rightFor))('%s: a supporting admin needs the adviser-granted right %s', (action, right) => {
    const a = action as ClientAction;
    expect(can(admin, a, { relation: 'supporting', rights: [] })).toBe(false);
    expect(can(admin, a, { relation: 'supporting', rights: adminRights.filter((r) => r !== right) })).toBe(false);
    expect(can(admin, a, { relation: 'supporting', rights: [right as AdminRight] })).toBe(true);
  });

  it('only advisers granted canRemoveClients remove their clients', () => {
    expect(can(adviser, 'client.remove', { relation: 'own', rights: [] })).toBe(false);
    expect(can(removingAdviser, 'client.remove', { relation: 'own', rights: [] })).toBe(true);
    expect(can(removingAdviser, 'client.remove', { relation: 'additional', rights: [] })).toBe(true);
  });

  it('additional advisers have full access except removal without the grant', () => {
    for (const action of staffActions.filter((a) => a !== 'client.remove' && a !== 'client.changeAdviser')) {
      expect(can(adviser, action, { relation: 'additional', rights: [] }), action).toBe(true);
    }
  });

  it('only prime admins join meeting rooms', () => {
    expect(can(admin, 'meetingRoom.join', { relation: 'supporting', rights: [...adminRights] })).toBe(false);
    expect(can(primeAdmin, 'meetingRoom.join', { relation: 'supporting', rights: [] })).toBe(true);
  });

  it('a client sees themself, keeps their details, fact find and estate summary, makes requests, changes their adviser, writes client notes, shares a to-do list, keeps a motivation centre, reads their activity and strategies, and no more', () => {
    const allowed = clientActions.filter((a) => can(client, a, { relation: 'self', rights: [] }));
    expect(allowed).toEqual([
      'client.view',
      'client.editPersonalDetails',
      'client.request',
      'client.changeAdviser',
      'meetingRoom.join',
      'meetingRoom.view',
      'factFind.view',
      'factFind.edit',
      'estateSummary.view',
      'estateSummary.edit',
      'messages.view',
      'messages.send',
      'todos.view',
      'todos.manage',
      'activityFeed.view',
      'motivation.view',
      'motivation.manage',
      'motivation.comment',
      'financialStrategy.view',
      'identity.view',
      'identity.edit',
      'identity.viewRestricted',
      'verification.view',
      'verification.submit',
      'verification.cancel',
      'vault.view',
      'vault.manage',
      'vault.shareLink',
    ]);
  });

  it('never lets a client near an observation of their vulnerability, a practice note, an interaction report, nor review their own fact find or write a strategy', () => {
    for (const action of [
      'vulnerability.view',
      'vulnerability.record',
      'factFind.review',
      'practiceNotes.view',
      'practiceNotes.write',
      'interactionReports.view',
      'consumerDuty.view',
      'financialStrategy.manage',
      'financialStrategy.share',
      'identity.lock',
      'identity.requestCopy',
      'verification.create',
      'verification.complete',
      'vault.viewShared',
      'vault.requestDocuments',
    ] as const)
      expect(can(client, action, { relation: 'self', rights: [] })).toBe(false);
  });

  it.each(clientOnly)('%s: only the client themself, never staff', (action) => {
    for (const relation of ['own', 'additional', 'supporting', 'director'] as const)
      expect(can(director, action, { relation, rights: [...adminRights] })).toBe(false);
  });
});

describe('a deactivated client account is read-only (spec 1 §4)', () => {
  it.each(clientAccountStatuses)('%s: read-only exactly when deactivated or the invitation was cancelled', (status) => {
    expect(isClientReadOnly(status)).toBe(status === 'deactivated' || status === 'invitation_cancelled');
  });

  it.each(clientActions)('%s: open on invited and active accounts, whatever it does', (action) => {
    expect(isOpenOnClientAccount(action, 'invited')).toBe(true);
    expect(isOpenOnClientAccount(action, 'active')).toBe(true);
  });

  it.each(clientActions)('%s: on a deactivated account or cancelled invitation, open unless it writes', (action) => {
    const isOpen = clientActionEffects[action] !== 'write';
    expect(isOpenOnClientAccount(action, 'deactivated')).toBe(isOpen);
    expect(isOpenOnClientAccount(action, 'invitation_cancelled')).toBe(isOpen);
  });

  it('still lets staff look (messages, notes, to-dos, activity, reports, motivation centre, strategies too), follow, remove, deactivate (which says it already is) and resend (which says it was cancelled)', () => {
    const open = clientActions.filter((a) => isOpenOnClientAccount(a, 'deactivated'));
    expect(open).toEqual([
      'client.view',
      'client.follow',
      'client.deactivate',
      'client.remove',
      'client.resendInvitation',
      'client.viewAuditTrail',
      'meetingRoom.view',
      'factFind.view',
      'vulnerability.view',
      'estateSummary.view',
      'messages.view',
      'practiceNotes.view',
      'todos.view',
      'activityFeed.view',
      'interactionReports.view',
      'consumerDuty.view',
      'motivation.view',
      'financialStrategy.view',
      'identity.view',
      'identity.viewRestricted',
      'verification.view',
      'vault.view',
      'vault.viewShared',
    ]);
  });
});

describe('staff permissions', () => {
  const as = (role: Role, adminLevel: AdminLevel | null = null) => ({ role, adminLevel });

  it('directors create advisers and admins; advisers manage their support; super admins set flags', () => {
    expect(canStaff(as('director'), 'adviser.create')).toBe(true);
    expect(canStaff(as('adviser'), 'adviser.create')).toBe(false);
    expect(canStaff(as('adviser'), 'support.manage')).toBe(true);
    expect(canStaff(as('admin', 'prime'), 'support.manage')).toBe(false);
    expect(canStaff(as('super_admin'), 'featureFlags.manage')).toBe(true);
    expect(canStaff(as('director'), 'featureFlags.manage')).toBe(false);
  });

  it.each<[string, Role, AdminLevel | null, boolean]>([
    ['a director', 'director', null, true],
    ['an adviser', 'adviser', null, true],
    ['a prime practice admin (the level the director grants)', 'admin', 'prime', true],
    ['a normal practice admin', 'admin', 'normal', false],
    ['a client', 'client', null, false],
    ['a super admin', 'super_admin', null, false],
    ['a support admin', 'support_admin', null, false],
  ])('tags.manage: %s → %s', (_name, role, adminLevel, expected) => {
    expect(canStaff(as(role, adminLevel), 'tags.manage')).toBe(expected);
  });

  it('a route lets every role that may take the action through, and canStaff decides the condition', () => {
    expect(staffRolesFor('tags.manage')).toEqual(['director', 'adviser', 'admin']);
    expect(staffRolesFor('adviser.create')).toEqual(['director']);
  });

  it.each(Object.keys(staffPermissions) as StaffAction[])('%s: a normal admin may exactly when every admin may', (action) => {
    const isEveryAdmin = (staffPermissions[action] as Partial<Record<Role, unknown>>).admin === true;
    expect(canStaff(as('admin', 'normal'), action)).toBe(isEveryAdmin);
  });
});

describe('staff subjects: one member of staff acting on the page of another (the same table and can)', () => {
  const adviserId = '00000000-0000-4000-8000-000000000001';
  const me = (role: Role, userId = '00000000-0000-4000-8000-0000000000ff') => ({ userId, role });

  it.each(staffSubjectActions)('%s: never names a client-only relation (own, additional)', (action) => {
    expect(Object.keys(subjectPermissions[action]).filter((relation) => relation === 'own' || relation === 'additional')).toEqual([]);
  });

  it.each(['adviser.viewSupport', 'adviser.manageSupport', 'adviser.viewSignature', 'admin.viewTeam'] as const)(
    '%s: the member themself and directors, nobody else',
    (action) => {
      expect(can(adviser, action, staffSubjectOf(me('adviser', adviserId), adviserId))).toBe(true);
      expect(can(director, action, staffSubjectOf(me('director'), adviserId))).toBe(true);
      expect(can(adviser, action, staffSubjectOf(me('adviser'), adviserId))).toBe(false);
      expect(can(admin, action, staffSubjectOf(me('admin'), adviserId, [...adminRights]))).toBe(false);
    },
  );

  it('clients are created for an adviser by the adviser, an admin supporting them (no right needed) or a director', () => {
    expect(can(adviser, 'adviser.createClientFor', staffSubjectOf(me('adviser', adviserId), adviserId))).toBe(true);
    expect(can(admin, 'adviser.createClientFor', staffSubjectOf(me('admin'), adviserId, []))).toBe(true);
    expect(can(admin, 'adviser.createClientFor', staffSubjectOf(me('admin'), adviserId))).toBe(false);
    expect(can(director, 'adviser.createClientFor', staffSubjectOf(me('director'), adviserId))).toBe(true);
    expect(can(adviser, 'adviser.createClientFor', staffSubjectOf(me('adviser'), adviserId))).toBe(false);
  });

  it('a viewer is themself before any other relation, and an admin supports only with an assignment', () => {
    expect(staffSubjectOf(me('admin', adviserId), adviserId, ['deleteClients'])).toEqual({ relation: 'self', rights: [] });
    expect(staffSubjectOf(me('admin'), adviserId, ['deleteClients'])).toEqual({ relation: 'supporting', rights: ['deleteClients'] });
    expect(staffSubjectOf(me('adviser'), adviserId, ['deleteClients'])).toEqual({ relation: null, rights: [] });
    expect(staffSubjectOf(me('client'), adviserId)).toEqual({ relation: null, rights: [] });
  });
});

describe('the roles a route serving a client action lets through: exactly those of the relations the table names', () => {
  it.each<[ClientAction, Role[]]>([
    ['client.unlock', ['adviser', 'director']],
    ['client.resendInvitation', ['adviser', 'admin', 'director']],
    ['client.request', ['client']],
    ['meetingRoom.join', ['client', 'adviser', 'admin', 'director']],
  ])('%s → %j', (action, expected) => {
    expect(clientRolesFor(action)).toEqual(expected);
  });
});

describe('the action lists the server sends with each resource', () => {
  const adviser: PermissionActor = { role: 'adviser', adminLevel: null, canRemoveClients: false };

  it('a client’s detail lists exactly what can() and the read-only rule allow', () => {
    const own = { relation: 'own' as const, rights: [] };
    for (const status of clientAccountStatuses) {
      const listed = clientActionsFor(adviser, own, status);
      const expected = clientActions.filter((action) => can(adviser, action, own) && isOpenOnClientAccount(action, status));
      expect(listed).toEqual(expected);
    }
    expect(clientActionsFor(adviser, own, 'active')).toContain('client.edit');
    expect(clientActionsFor(adviser, own, 'deactivated')).not.toContain('client.edit');
    expect(clientActionsFor(adviser, { relation: null, rights: [] }, 'active')).toEqual([]);
  });

  it('a member of staff’s page lists what the viewer may do there', () => {
    const director: PermissionActor = { role: 'director', adminLevel: null, canRemoveClients: false };
    const subject = staffSubjectOf({ userId: 'd', role: 'director' }, 'a');
    expect(staffSubjectActionsFor(director, subject)).toEqual(staffSubjectActions.filter((action) => can(director, action, subject)));
    expect(staffSubjectActionsFor(adviser, staffSubjectOf({ userId: 'x', role: 'adviser' }, 'a'))).toEqual([]);
  });

  it('the current user lists the practice-wide actions canStaff allows', () => {
    expect(staffActionsFor({ role: 'director', adminLevel: null })).toContain('practiceSettings.manage');
    expect(staffActionsFor({ role: 'admin', adminLevel: 'normal' })).not.toContain('tags.manage');
    expect(staffActionsFor({ role: 'admin', adminLevel: 'prime' })).toContain('tags.manage');
    expect(staffActionsFor({ role: 'client', adminLevel: null })).toEqual([]);
  });
});
