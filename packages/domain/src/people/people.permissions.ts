import type { Actor, Role } from '../shared/roles.ts';

/** Rights an adviser grants each practice admin who supports them ('My support'; admins see 'My team'). */
export const adminRights = [
  'sendRecommendationPack',
  'acceptRecommendationPack',
  'shareFinancialStrategies',
  'manageAdditionalAdvisers',
  'deactivateClients',
  'deleteClients',
] as const;
export type AdminRight = (typeof adminRights)[number];

/**
 * How the actor stands to a subject, the input of every `can`. To a client: the client themself ('self'),
 * the client's adviser ('own'), an additional adviser (full access), a practice admin supporting the
 * client's adviser ('supporting', with the rights that adviser granted), or a director. To a member of
 * staff: themself ('self'), a practice admin supporting them (the adviser's 'My support'), or a director.
 * No relation (`null`) means no, whatever the action.
 */
export const clientRelations = ['self', 'own', 'additional', 'supporting', 'director'] as const;
export type ClientRelation = (typeof clientRelations)[number];

export type ClientSubject = {
  relation: ClientRelation | null;
  /** Rights the client's adviser (or, for a staff subject, the adviser themself) granted the supporting admin. */
  rights: readonly AdminRight[];
};
/** A member of staff as a subject: the same shape; 'own' and 'additional' never occur. */
export type StaffSubject = ClientSubject;

/** The role each relation to a client takes: a route serving a client action lets exactly these roles through. */
export const clientRelationRoles = {
  self: 'client',
  own: 'adviser',
  additional: 'adviser',
  supporting: 'admin',
  director: 'director',
} as const satisfies Record<ClientRelation, Role>;

/** An actor as permission checks see it: the session's actor plus the grants stored on their account. */
export type PermissionActor = Pick<Actor, 'role' | 'adminLevel'> & { canRemoveClients: boolean };

/** A condition on the actor rather than on the relation: the adviser's removal grant, or the prime admin level. */
export type ActorCondition = 'canRemoveClients' | 'primeAdmin';

/** `true`: allowed; a right: allowed when the adviser granted it; a condition: allowed when the actor meets it. */
export type PermissionRule = true | { right: AdminRight } | ActorCondition;

export const clientActions = [
  'client.view',
  'client.edit',
  'client.editPersonalDetails',
  'client.request',
  'client.tag',
  'client.follow',
  'client.deactivate',
  'client.remove',
  'client.changeAdviser',
  'client.manageAdditionalAdvisers',
  'client.unlock',
  'client.resetTwoFactor',
  'client.resetPassword',
  'client.resendInvitation',
  'client.viewAuditTrail',
  'financialStrategy.share',
  'meetingRoom.join',
  'meetingRoom.view',
  'meetingRoom.manage',
  'factFind.view',
  'factFind.edit',
  'factFind.review',
  'vulnerability.view',
  'vulnerability.record',
  'estateSummary.view',
  'estateSummary.edit',
  'messages.view',
  'messages.send',
  'practiceNotes.view',
  'practiceNotes.write',
  'todos.view',
  'todos.manage',
  'activityFeed.view',
  'interactionReports.view',
  'consumerDuty.view',
  'motivation.view',
  'motivation.manage',
  'motivation.comment',
  'financialStrategy.view',
  'financialStrategy.manage',
  'identity.view',
  'identity.edit',
  'identity.viewRestricted',
  'identity.lock',
  'identity.requestCopy',
  'verification.view',
  'verification.create',
  'verification.submit',
  'verification.complete',
  'verification.cancel',
  'vault.view',
  'vault.manage',
  'vault.viewShared',
  'vault.shareLink',
  'vault.requestDocuments',
] as const;
export type ClientAction = (typeof clientActions)[number];

/** What one member of staff may do to another's page: its subject is an adviser or a practice admin. */
export const staffSubjectActions = [
  'adviser.viewSupport',
  'adviser.manageSupport',
  'adviser.viewSignature',
  'adviser.createClientFor',
  'admin.viewTeam',
] as const;
export type StaffSubjectAction = (typeof staffSubjectActions)[number];

/** Every action taken on a subject (a client or a member of staff): the keys of the one relation table. */
export type SubjectAction = ClientAction | StaffSubjectAction;

const staff = { own: true, additional: true, supporting: true, director: true } as const;

/** Who may do what to a subject, by relation (spec 1 §6). A missing relation means no. */
export const subjectPermissions = {
  'client.view': { self: true, ...staff },
  'client.edit': staff,
  /** The client keeps their own address and circumstances up to date. */
  'client.editPersonalDetails': { self: true },
  /** The client asks for a meeting, for advice (an Online Advice Request) or to top up an account. */
  'client.request': { self: true },
  'client.tag': staff,
  'client.follow': staff,
  'client.deactivate': { own: true, additional: true, supporting: { right: 'deactivateClients' }, director: true },
  'client.remove': { own: 'canRemoveClients', additional: 'canRemoveClients', supporting: { right: 'deleteClients' }, director: true },
  'client.changeAdviser': { self: true, own: true, director: true },
  'client.manageAdditionalAdvisers': { own: true, additional: true, supporting: { right: 'manageAdditionalAdvisers' }, director: true },
  'client.unlock': { own: true, additional: true, director: true },
  'client.resetTwoFactor': { own: true, additional: true, director: true },
  'client.resetPassword': { own: true, additional: true, director: true },
  'client.resendInvitation': staff,
  'client.viewAuditTrail': staff,
  'financialStrategy.share': { own: true, additional: true, supporting: { right: 'shareFinancialStrategies' }, director: true },
  'meetingRoom.join': { self: true, own: true, additional: true, supporting: 'primeAdmin', director: true },
  /** The client's rooms: the client (always an attendee) and every member of staff who may see the client. */
  'meetingRoom.view': { self: true, ...staff },
  /** Scheduling is the staff's, a supporting admin included; attending them is 'meetingRoom.join'. */
  'meetingRoom.manage': staff,
  /** The client fills in their own fact find; their advisers complete it on their behalf (spec 3 §6). */
  'factFind.view': { self: true, ...staff },
  'factFind.edit': { self: true, own: true, additional: true, supporting: true, director: true },
  /** Marking a version reviewed is the adviser's (or a director's) judgement, not an admin's. */
  'factFind.review': { own: true, additional: true, director: true },
  /** Observations of vulnerability are staff's alone: never the client's, by any route. */
  'vulnerability.view': staff,
  'vulnerability.record': { own: true, additional: true, director: true },
  'estateSummary.view': { self: true, ...staff },
  'estateSummary.edit': { self: true, own: true, additional: true, supporting: true, director: true },
  /** The client's thread of client notes: the client and everyone on their staff read it and write in it. */
  'messages.view': { self: true, ...staff },
  'messages.send': { self: true, ...staff },
  /** Practice notes are the staff's alone: never the client's, by any route. */
  'practiceNotes.view': staff,
  'practiceNotes.write': staff,
  /** The to-do list is shared: the client and their staff add, change, complete and delete. */
  'todos.view': { self: true, ...staff },
  'todos.manage': { self: true, ...staff },
  /** The client's activity feed: what happened in their account, in sentences (staff-only events left out for the client). */
  'activityFeed.view': { self: true, ...staff },
  /** Who did what with the client and when: a staff report. */
  'interactionReports.view': staff,
  /** The client's Consumer Duty evidence pack: their advisers, a director, and a prime admin supporting their adviser. */
  'consumerDuty.view': { own: true, additional: true, supporting: 'primeAdmin', director: true },
  'motivation.view': { self: true, ...staff },
  'motivation.manage': { self: true, ...staff },
  'motivation.comment': { self: true, ...staff },
  /** The client sees only the strategies shared with them; staff see all. */
  'financialStrategy.view': { self: true, ...staff },
  /** Writing a strategy and uploading its document is the staff's; sharing it needs 'financialStrategy.share'. */
  'financialStrategy.manage': staff,
  /** Identification: the client and their staff read it; the director only reads (spec 3 §6). */
  'identity.view': { self: true, ...staff },
  'identity.edit': { self: true, own: true, additional: true, supporting: true },
  /** A restricted identity document shows only to the client and their adviser. */
  'identity.viewRestricted': { self: true, own: true },
  'identity.lock': { own: true, additional: true },
  'identity.requestCopy': { own: true, additional: true },
  /** Identity verification: the adviser creates, completes or cancels it; the client submits or cancels it. */
  'verification.view': { self: true, ...staff },
  'verification.create': { own: true, additional: true },
  'verification.submit': { self: true },
  'verification.complete': { own: true, additional: true },
  'verification.cancel': { self: true, own: true, additional: true },
  /** The vault is the client's: they see and keep all of it; staff see only what the client shares. */
  'vault.view': { self: true },
  'vault.manage': { self: true },
  'vault.viewShared': staff,
  /** A link for someone outside the portal: the client for any document, the adviser for one shared with them. */
  'vault.shareLink': { self: true, own: true, additional: true },
  'vault.requestDocuments': staff,
  /** 'My support' belongs to the adviser; directors see and manage it for any adviser. */
  'adviser.viewSupport': { self: true, director: true },
  'adviser.manageSupport': { self: true, director: true },
  /** A signature image: only its adviser and the practice's directors see it. */
  'adviser.viewSignature': { self: true, director: true },
  /** Creating a client for this adviser: the adviser themself, an admin supporting them, a director. */
  'adviser.createClientFor': { self: true, supporting: true, director: true },
  /** 'My team': the advisers an admin supports; the admin themself and directors see it. */
  'admin.viewTeam': { self: true, director: true },
} as const satisfies Record<SubjectAction, Partial<Record<ClientRelation, PermissionRule>>>;

/** The rule the table holds for one relation and action; `undefined` is no. */
export function permissionRuleFor(action: SubjectAction, relation: ClientRelation): PermissionRule | undefined {
  return (subjectPermissions[action] as Partial<Record<ClientRelation, PermissionRule>>)[relation];
}

/** The roles that may reach a client action at all, for a route's access declaration; `can` decides the rest. */
export function clientRolesFor(action: ClientAction): Role[] {
  const relations = Object.keys(subjectPermissions[action]) as ClientRelation[];
  return [...new Set(relations.map((relation) => clientRelationRoles[relation]))];
}

/** Whether the actor meets a condition the table puts on them. */
export function meetsCondition(actor: PermissionActor, condition: ActorCondition): boolean {
  return condition === 'canRemoveClients' ? actor.canRemoveClients : isPrimeAdmin(actor);
}

/** The 'primeAdmin' condition: a practice admin at the prime level, which only the director sets. */
function isPrimeAdmin(actor: Pick<Actor, 'role' | 'adminLevel'>): boolean {
  return actor.role === 'admin' && actor.adminLevel === 'prime';
}

/** Whether the actor may do `action` to a subject (a client, or a member of staff) they stand to as `subject` says. */
export function can(actor: PermissionActor, action: SubjectAction, subject: ClientSubject): boolean {
  if (!subject.relation) return false;
  const rule = permissionRuleFor(action, subject.relation);
  if (rule === undefined) return false;
  if (rule === true) return true;
  if (typeof rule === 'string') return meetsCondition(actor, rule);
  return subject.rights.includes(rule.right);
}

/**
 * How a viewer stands to a member of staff: themself, a director, or (when the caller knows the
 * assignment and passes its rights) a practice admin supporting that adviser.
 */
export function staffSubjectOf(
  viewer: { userId: string; role: Role },
  staffId: string,
  support: readonly AdminRight[] | null = null,
): StaffSubject {
  if (viewer.userId === staffId) return { relation: 'self', rights: [] };
  if (viewer.role === 'director') return { relation: 'director', rights: [] };
  if (viewer.role === 'admin' && support) return { relation: 'supporting', rights: support };
  return { relation: null, rights: [] };
}

/**
 * A client's account as staff see it: a cancelled invitation deactivates the account, but it shows as
 * the cancelled invitation it is.
 */
export const clientAccountStatuses = ['invited', 'active', 'deactivated', 'invitation_cancelled'] as const;
export type ClientAccountStatus = (typeof clientAccountStatuses)[number];

/**
 * What each client action does to the client's account, which decides what stays open once the
 * account is deactivated and so read-only (spec 1 §4):
 * - 'read' changes nothing of the client's (following changes only the follower's own notifications);
 * - 'write' changes the client, their account or what hangs off it (cases, top-ups, packs), and is refused;
 * - 'lifecycle' moves the account itself on and its own transition answers: deactivating again says it
 *   already is, resending a cancelled invitation says it was cancelled, and removal (irreversible,
 *   behind the actor's password) goes ahead, so a deactivated client can still be removed.
 * Reactivation is the platform support's (super and support admins) and is no client action.
 */
export const clientActionEffects = {
  'client.view': 'read',
  'client.edit': 'write',
  'client.editPersonalDetails': 'write',
  'client.request': 'write',
  'client.tag': 'write',
  'client.follow': 'read',
  'client.deactivate': 'lifecycle',
  'client.remove': 'lifecycle',
  'client.changeAdviser': 'write',
  'client.manageAdditionalAdvisers': 'write',
  'client.unlock': 'write',
  'client.resetTwoFactor': 'write',
  'client.resetPassword': 'write',
  'client.resendInvitation': 'lifecycle',
  'client.viewAuditTrail': 'read',
  'financialStrategy.share': 'write',
  'meetingRoom.join': 'write',
  'meetingRoom.view': 'read',
  'meetingRoom.manage': 'write',
  'factFind.view': 'read',
  'factFind.edit': 'write',
  'factFind.review': 'write',
  'vulnerability.view': 'read',
  'vulnerability.record': 'write',
  'estateSummary.view': 'read',
  'estateSummary.edit': 'write',
  'messages.view': 'read',
  'messages.send': 'write',
  'practiceNotes.view': 'read',
  'practiceNotes.write': 'write',
  'todos.view': 'read',
  'todos.manage': 'write',
  'activityFeed.view': 'read',
  'interactionReports.view': 'read',
  'consumerDuty.view': 'read',
  'motivation.view': 'read',
  'motivation.manage': 'write',
  'motivation.comment': 'write',
  'financialStrategy.view': 'read',
  'financialStrategy.manage': 'write',
  'identity.view': 'read',
  'identity.edit': 'write',
  'identity.viewRestricted': 'read',
  'identity.lock': 'write',
  'identity.requestCopy': 'write',
  'verification.view': 'read',
  'verification.create': 'write',
  'verification.submit': 'write',
  'verification.complete': 'write',
  'verification.cancel': 'write',
  'vault.view': 'read',
  'vault.manage': 'write',
  'vault.viewShared': 'read',
  'vault.shareLink': 'write',
  'vault.requestDocuments': 'write',
} as const satisfies Record<ClientAction, 'read' | 'write' | 'lifecycle'>;

/** Whether a client's account only shows: it is deactivated, or its invitation was cancelled (which deactivates it). */
export function isClientReadOnly(status: ClientAccountStatus): boolean {
  return status === 'deactivated' || status === 'invitation_cancelled';
}

/** Whether `action` is open on a client whose account is in `status`: a read-only account refuses every write. */
export function isOpenOnClientAccount(action: ClientAction, status: ClientAccountStatus): boolean {
  return clientActionEffects[action] !== 'write' || !isClientReadOnly(status);
}

/** A practice-wide action's rule for one role: `true`, everyone with the role; 'primeAdmin', as for client actions. */
type StaffRule = Extract<PermissionRule, true | 'primeAdmin'>;

/** Practice-wide staff actions, and for each role that may take one, on what condition. A missing role means no. */
export const staffPermissions = {
  'adviser.create': { director: true },
  'adviser.edit': { director: true },
  'adviser.grantCanRemoveClients': { director: true },
  'admin.create': { director: true },
  'admin.edit': { director: true },
  'admin.setLevel': { director: true },
  'admin.assign': { director: true, adviser: true },
  'staff.deactivate': { director: true },
  'staff.resendInvitation': { director: true },
  'support.manage': { director: true, adviser: true },
  'clients.create': { director: true, adviser: true, admin: true },
  'clients.createInBulk': { director: true },
  'clients.export': { director: true, adviser: true, admin: true },
  'prospects.invite': { director: true, adviser: true, admin: true },
  'prospects.assign': { director: true },
  /** Creating, renaming and deleting the practice's client tags (assigning them to a client is 'client.tag'). */
  'tags.manage': { director: true, adviser: true, admin: 'primeAdmin' },
  'practiceSettings.manage': { director: true },
  'featureFlags.manage': { super_admin: true, support_admin: true },
} as const satisfies Record<string, Partial<Record<Role, StaffRule>>>;
export type StaffAction = keyof typeof staffPermissions;
export const staffActions = Object.keys(staffPermissions) as [StaffAction, ...StaffAction[]];

/** The roles that may reach a staff action at all, for a route's access declaration; `canStaff` decides the rest. */
export function staffRolesFor(action: StaffAction): Role[] {
  return Object.keys(staffPermissions[action]) as Role[];
}

/** Whether the actor may take a practice-wide staff action. */
export function canStaff(actor: Pick<Actor, 'role' | 'adminLevel'>, action: StaffAction): boolean {
  const rule = (staffPermissions[action] as Partial<Record<Role, StaffRule>>)[actor.role];
  if (rule === undefined) return false;
  if (rule === true) return true;
  return isPrimeAdmin(actor);
}

/**
 * What the actor may do on one client now, as the server decides it: the relation table and the
 * read-only rule of the account. The client's detail carries this list, so the browser asks it
 * rather than working the rules out again.
 */
export function clientActionsFor(actor: PermissionActor, subject: ClientSubject, status: ClientAccountStatus): ClientAction[] {
  return clientActions.filter((action) => can(actor, action, subject) && isOpenOnClientAccount(action, status));
}

/** What the actor may do on one member of staff's page (their support, team or signature). */
export function staffSubjectActionsFor(actor: PermissionActor, subject: StaffSubject): StaffSubjectAction[] {
  return staffSubjectActions.filter((action) => can(actor, action, subject));
}

/** The practice-wide staff actions the actor may take; the current user carries this list. */
export function staffActionsFor(actor: Pick<Actor, 'role' | 'adminLevel'>): StaffAction[] {
  return staffActions.filter((action) => canStaff(actor, action));
}

/** At most this many additional advisers per client (spec 1 §5). */
export const maxAdditionalAdvisers = 10;
