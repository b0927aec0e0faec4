import { type ClientRelation, type ClientSubject, clientRelationRoles } from '../people/people.permissions.ts';
import { isAllowedBy, type TransitionWho } from '../people/relation-rules.ts';
import {
  assertTransition,
  availableMachineTransitions,
  checkMachineTransition,
  type GuardFactsOf,
  type MachineRules,
  type MachineTransition,
  type StateMachine,
  type TransitionCheck,
} from '../shared/machine.ts';
import type { CaseStatus, CaseType } from './case-types.ts';

/** Every lifecycle action a case can take; each is a POST on the case (`/client-cases/{id}/{kebab-name}`). */
export const caseActions = [
  'submit',
  'send',
  'sendAgreed',
  'sendConfirmed',
  'backToPrepare',
  'acceptForClient',
  'rejectForClient',
  'accept',
  'reject',
  'confirm',
  'resend',
  'backToClient',
  'complete',
  'review',
  'reopen',
  'cancel',
] as const;
export type CaseAction = (typeof caseActions)[number];

/** Conditions a transition waits on; the server supplies each one's fact, the web app shows the message. */
export const caseGuards = [
  'allSectionsComplete',
  'noSigningEnvelopeDrafted',
  'consentTicked',
  'atLeastOneOptionMarked',
  'allDocumentsOpened',
] as const;
export type CaseGuard = (typeof caseGuards)[number];

/** What a transition does besides changing the status. */
export const caseEffects = ['voidUnsignedSigningDocuments', 'recordClientConsent'] as const;
export type CaseEffect = (typeof caseEffects)[number];

export const caseMessages = {
  'cases.sectionsIncomplete': 'Please complete all sections before submitting the case',
  'cases.completeEntireCase': 'Complete every section of the request before submitting it.',
  'cases.envelopeDrafted': 'A signing envelope has already been drafted for this pack, so it can no longer be sent as already agreed.',
  'cases.consentRequired': 'Tick the box to confirm you agree before accepting the recommendation.',
  'cases.documentsUnopened': 'Open every document of this recommendation before accepting it: your practice asks that you read each one.',
  'cases.optionRequired': 'Mark at least one option before submitting the questionnaire.',
  'cases.changedElsewhere': 'This case was changed by someone else. Reload the page to see the latest version.',
  'cases.forbidden': 'You do not have permission to change this case.',
  'cases.cancelled': 'Case cancelled',
  'cases.cannotCancel': "Case couldn't be cancelled",
  'cases.notEditable': 'This case can no longer be edited.',
  'cases.notFound': 'This case does not exist.',
  'cases.answersClosed': 'Answers can be given only while the questionnaire is with the client.',
  'cases.optionUnknown': 'This option is not part of the question.',
} as const;

/** The message a failing guard answers with; `hint` explains the disabled button before it is pressed. */
export const guardMessages = {
  allSectionsComplete: { message: caseMessages['cases.sectionsIncomplete'], hint: caseMessages['cases.completeEntireCase'] },
  noSigningEnvelopeDrafted: { message: caseMessages['cases.envelopeDrafted'], hint: caseMessages['cases.envelopeDrafted'] },
  consentTicked: { message: caseMessages['cases.consentRequired'], hint: caseMessages['cases.consentRequired'] },
  atLeastOneOptionMarked: { message: caseMessages['cases.optionRequired'], hint: caseMessages['cases.optionRequired'] },
  allDocumentsOpened: { message: caseMessages['cases.documentsUnopened'], hint: caseMessages['cases.documentsUnopened'] },
} as const satisfies Record<CaseGuard, { message: string; hint: string }>;

/** One row of a case type's table. */
export type CaseTransition<S extends string = CaseStatus> = MachineTransition<S, CaseAction, TransitionWho, CaseGuard, CaseEffect>;

/** A case type's machine: the generic machine, plus the statuses the client does not see the case in. */
export type CaseMachine<S extends string = CaseStatus> = StateMachine<S, CaseAction, TransitionWho, CaseGuard, CaseEffect> & {
  /** Statuses the client does not see the case in (the adviser is still preparing it). */
  hiddenFromClient: readonly S[];
};

/**
 * Advisers of the client and directors: who drives staff transitions (spec 1 §4), and who takes the
 * adviser's decisions on a request's sections, such as marking a past year's check complete (spec 3 §6).
 */
const advisers = { own: true, additional: true, director: true } as const satisfies TransitionWho;
const sendsPacks = { ...advisers, supporting: { right: 'sendRecommendationPack' } } as const satisfies TransitionWho;
const acceptsPacks = { ...advisers, supporting: { right: 'acceptRecommendationPack' } } as const satisfies TransitionWho;
const client = { self: true } as const satisfies TransitionWho;

type Options = Partial<Pick<CaseTransition, 'guards' | 'effects' | 'irreversible' | 'confirm'>> & {
  notify?: Partial<CaseTransition['notify']>;
};

/** A staff transition: confirmed first, the client told, following staff told. */
function staff<S extends string>(action: CaseAction, from: S, to: S, who: TransitionWho, options: Options = {}): CaseTransition<S> {
  return {
    action,
    from,
    to,
    who,
    guards: options.guards ?? [],
    confirm: options.confirm ?? true,
    irreversible: options.irreversible ?? false,
    effects: options.effects ?? [],
    notify: { client: true, staff: true, ...options.notify },
  };
}

/** A client's own transition: following staff are told. */
function byClient<S extends string>(action: CaseAction, from: S, to: S, options: Options = {}): CaseTransition<S> {
  return {
    action,
    from,
    to,
    who: client,
    guards: options.guards ?? [],
    confirm: options.confirm ?? false,
    irreversible: options.irreversible ?? false,
    effects: options.effects ?? [],
    notify: { client: false, staff: true, ...options.notify },
  };
}

function cancels<S extends string>(froms: readonly S[], who: 'client' | 'staff'): CaseTransition<S>[] {
  return froms.map((from) =>
    who === 'client'
      ? byClient('cancel', from, 'cancelled' as S, { confirm: true, irreversible: true })
      : staff('cancel', from, 'cancelled' as S, advisers, { irreversible: true }),
  );
}

type OarStatus = 'building' | 'submitted' | 'completed' | 'cancelled';
type MeetingStatus = 'requested' | 'completed' | 'abandoned' | 'archived' | 'cancelled';
type QuestionnaireStatus = 'draft' | 'building' | 'submitted' | 'accepted' | 'cancelled';
type PackStatus = 'submitted' | 'reviewing_pack' | 'accepted' | 'rejected' | 'confirmed' | 'abandoned' | 'archived' | 'cancelled';
type DocumentPackStatus = 'draft' | 'building' | 'submitted' | 'completed' | 'cancelled';

/**
 * The state machine of each case type (spec 1 §4): the adviser transitions exactly as the spec lists
 * them, the client's own actions it states (submit their request, accept after ticking consent, reject
 * after confirmation, cancel the cases they requested), and where the spec is silent:
 * - an Online Advice Request is submitted by the client, or by their adviser for them (the staff area
 *   has the case's `submit` page too);
 * - staff cancel the cases they create (review questionnaire, recommendation pack, document pack), from
 *   any status that is not final; the spec lists `cancelled` for them but no way in;
 * - `abandoned` and `archived` are listed statuses with no transition in or out: rows migrated or set
 *   by an administrator only;
 * - the DOCUMENT PACK transitions are NOT IN THE SPEC. Designed here: the adviser prepares it (draft),
 *   sends it (building), may take it back to prepare; the client completes it (submitted), or the
 *   adviser does for them; the adviser completes it (completed) or sends it back to the client;
 *   the adviser may cancel it until it is completed.
 */
export const caseMachines = {
  online_advice_request: {
    initial: 'building',
    statuses: ['building', 'submitted', 'completed', 'cancelled'],
    hiddenFromClient: [],
    transitions: [
      byClient('submit', 'building', 'submitted', { guards: ['allSectionsComplete'] }),
      staff('submit', 'building', 'submitted', advisers, { guards: ['allSectionsComplete'] }),
      staff('backToClient', 'submitted', 'building', advisers),
      staff('complete', 'submitted', 'completed', advisers),
      staff('reopen', 'completed', 'submitted', advisers),
      ...cancels<OarStatus>(['building', 'submitted'], 'client'),
    ],
  } satisfies CaseMachine<OarStatus>,
  meeting_request: {
    initial: 'requested',
    statuses: ['requested', 'completed', 'abandoned', 'archived', 'cancelled'],
    hiddenFromClient: [],
    transitions: [
      staff('complete', 'requested', 'completed', advisers),
      staff('reopen', 'completed', 'requested', advisers),
      ...cancels<MeetingStatus>(['requested'], 'client'),
    ],
  } satisfies CaseMachine<MeetingStatus>,
  review_questionnaire_case: {
    initial: 'draft',
    statuses: ['draft', 'building', 'submitted', 'accepted', 'cancelled'],
    hiddenFromClient: ['draft'],
    transitions: [
      staff('send', 'draft', 'building', advisers),
      byClient('submit', 'building', 'submitted', { guards: ['atLeastOneOptionMarked'] }),
      staff('submit', 'building', 'submitted', advisers, { guards: ['atLeastOneOptionMarked'] }),
      staff('backToClient', 'submitted', 'building', advisers),
      staff('review', 'submitted', 'accepted', advisers),
      staff('backToClient', 'accepted', 'building', advisers),
      staff('reopen', 'accepted', 'submitted', advisers),
      ...cancels<QuestionnaireStatus>(['draft', 'building', 'submitted'], 'staff'),
    ],
  } satisfies CaseMachine<QuestionnaireStatus>,
  recommendation_pack_case: {
    initial: 'submitted',
    statuses: ['submitted', 'reviewing_pack', 'accepted', 'rejected', 'confirmed', 'abandoned', 'archived', 'cancelled'],
    hiddenFromClient: ['submitted'],
    transitions: [
      staff('send', 'submitted', 'reviewing_pack', sendsPacks),
      staff('sendAgreed', 'submitted', 'accepted', sendsPacks, { guards: ['noSigningEnvelopeDrafted'] }),
      staff('sendConfirmed', 'submitted', 'confirmed', sendsPacks, { guards: ['noSigningEnvelopeDrafted'] }),
      staff('backToPrepare', 'reviewing_pack', 'submitted', advisers, { effects: ['voidUnsignedSigningDocuments'] }),
      staff('acceptForClient', 'reviewing_pack', 'accepted', acceptsPacks),
      byClient('accept', 'reviewing_pack', 'accepted', {
        guards: ['consentTicked', 'allDocumentsOpened'],
        effects: ['recordClientConsent'],
      }),
      byClient('reject', 'reviewing_pack', 'rejected', { confirm: true }),
      staff('backToPrepare', 'accepted', 'submitted', advisers, { effects: ['voidUnsignedSigningDocuments'] }),
      staff('resend', 'accepted', 'reviewing_pack', sendsPacks),
      staff('rejectForClient', 'accepted', 'rejected', advisers),
      staff('confirm', 'accepted', 'confirmed', advisers),
      staff('backToPrepare', 'rejected', 'submitted', advisers, { effects: ['voidUnsignedSigningDocuments'] }),
      staff('resend', 'rejected', 'reviewing_pack', sendsPacks),
      ...cancels<PackStatus>(['submitted', 'reviewing_pack', 'accepted', 'rejected'], 'staff'),
    ],
  } satisfies CaseMachine<PackStatus>,
  document_pack_case: {
    initial: 'draft',
    statuses: ['draft', 'building', 'submitted', 'completed', 'cancelled'],
    hiddenFromClient: ['draft'],
    transitions: [
      staff('send', 'draft', 'building', advisers),
      staff('backToPrepare', 'building', 'draft', advisers, { effects: ['voidUnsignedSigningDocuments'] }),
      byClient('submit', 'building', 'submitted'),
      staff('submit', 'building', 'submitted', advisers),
      staff('complete', 'submitted', 'completed', advisers),
      staff('backToClient', 'submitted', 'building', advisers),
      ...cancels<DocumentPackStatus>(['draft', 'building', 'submitted'], 'staff'),
    ],
  } satisfies CaseMachine<DocumentPackStatus>,
} as const satisfies Record<CaseType, CaseMachine<string>>;

export function machineOf(type: CaseType): CaseMachine {
  return caseMachines[type] as unknown as CaseMachine;
}

/** How every case machine reads its table: the client relation rules, the guards' messages, the case labels. */
export const caseMachineRules: MachineRules<CaseStatus, CaseAction, TransitionWho, ClientSubject, CaseGuard> = {
  noun: 'case',
  isAllowed: isAllowedBy,
  guardMessage: (guard) => guardMessages[guard].message,
  forbiddenMessage: caseMessages['cases.forbidden'],
  statusLabel: (status) => caseStatusLabels[status],
  actionLabel: (action) => caseActionLabels[action],
};

/** Facts the server knows about one case: `true` where the guard of that name passes. */
export type GuardFacts = GuardFactsOf<CaseGuard>;

export type CaseTransitionCheck = TransitionCheck<CaseTransition>;

/** Checks an action on a case of `type` in status `from` for the subject (see {@link checkMachineTransition}). */
export function checkTransition(
  type: CaseType,
  from: CaseStatus,
  action: CaseAction,
  subject: ClientSubject,
  facts: GuardFacts = {},
): CaseTransitionCheck {
  return checkMachineTransition(machineOf(type), caseMachineRules, from, action, subject, facts);
}

/** The transition to make for an action on a case, or the AppError refusing it (409 illegal, 403 forbidden, 422 guard). */
export function assertCaseTransition(
  type: CaseType,
  from: CaseStatus,
  action: CaseAction,
  subject: ClientSubject,
  facts: GuardFacts = {},
): CaseTransition {
  return assertTransition(machineOf(type), caseMachineRules, from, action, subject, facts);
}

/**
 * The transitions the subject may make from `status`: exactly the actions the web app shows. Guards are
 * not applied; the caller shows a transition whose guard fails as disabled with the guard's hint.
 */
export function availableTransitions(type: CaseType, status: CaseStatus, subject: ClientSubject): CaseTransition[] {
  return availableMachineTransitions(machineOf(type), caseMachineRules, status, subject);
}

/** Whether the client sees a case of this type in this status (staff are still preparing it otherwise). */
export function isVisibleToClient(type: CaseType, status: CaseStatus): boolean {
  return !machineOf(type).hiddenFromClient.includes(status);
}

/**
 * Whether the client has been shown the case once the transition is made: a case is shown from the first
 * time it reaches a status the client sees (a new request at once, a pack when it is sent), and stays
 * shown. Cancelling a pack that was never sent does not show it: the client never hears of it.
 */
export function isShownToClientAfter(type: CaseType, transition: Pick<CaseTransition, 'to'>, wasShown: boolean): boolean {
  return wasShown || (isVisibleToClient(type, transition.to) && transition.to !== 'cancelled');
}

/** Whether a new case of this type is shown to the client at once (requests) or only when sent (packs). */
export function isShownToClientOnCreate(type: CaseType): boolean {
  return isVisibleToClient(type, machineOf(type).initial);
}

/** Whether the client sees a case: shown to them once, and not in a status staff prepare it in. */
export function isCaseVisibleToClient(type: CaseType, status: CaseStatus, shownToClient: boolean): boolean {
  return shownToClient && isVisibleToClient(type, status);
}

/**
 * Whether a transition's mail goes to the client: only when its row says so and the client sees the case
 * afterwards (never 'back to prepare', never cancelling a pack they were not sent).
 */
export function isClientToldOf(type: CaseType, transition: Pick<CaseTransition, 'to' | 'notify'>, wasShown: boolean): boolean {
  return transition.notify.client && isCaseVisibleToClient(type, transition.to, isShownToClientAfter(type, transition, wasShown));
}

/** Final statuses: nothing on the case may be edited any more. */
export const finalCaseStatuses = ['completed', 'confirmed', 'cancelled', 'abandoned', 'archived'] as const satisfies readonly CaseStatus[];

export function isCaseEditable(status: CaseStatus): boolean {
  return !(finalCaseStatuses as readonly CaseStatus[]).includes(status);
}

/** Whether the viewer, standing to the case's client in `relation`, is one of the case's advisers (its client's, or a director). */
export function isCaseAdviser(relation: ClientRelation | null): boolean {
  return isAllowedBy(advisers, { relation, rights: [] });
}

/** The roles the case's advisers have: who reaches a route that only they may use. */
export const caseAdviserRoles = [...new Set((Object.keys(advisers) as ClientRelation[]).map((relation) => clientRelationRoles[relation]))];

/**
 * Who may change a case's fields (once it is editable at all): the client's staff, and the client their own
 * Online Advice Request while building it.
 */
export function mayEditCaseFields(type: CaseType, status: CaseStatus, isClientStaff: boolean): boolean {
  return isClientStaff || (type === 'online_advice_request' && status === 'building');
}

export const caseStatusLabels = {
  draft: 'Draft',
  building: 'In progress',
  requested: 'Requested',
  submitted: 'Submitted',
  reviewing_pack: 'Reviewing pack',
  accepted: 'Accepted',
  rejected: 'Not accepted',
  confirmed: 'Confirmed',
  abandoned: 'Abandoned',
  archived: 'Archived',
  cancelled: 'Cancelled',
  completed: 'Completed',
} as const satisfies Record<CaseStatus, string>;

export const caseActionLabels = {
  submit: 'Submit',
  send: 'Send to client',
  sendAgreed: 'Send as already accepted',
  sendConfirmed: 'Send as already confirmed',
  backToPrepare: 'Back to prepare',
  acceptForClient: 'Accept for the client',
  rejectForClient: 'Mark as not accepted',
  accept: 'Accept',
  reject: 'Reject',
  confirm: 'Complete the case',
  resend: 'Re-send',
  backToClient: 'Send back to the client',
  complete: 'Complete',
  review: 'Review complete',
  reopen: 'Review again',
  cancel: 'Cancel case',
} as const satisfies Record<CaseAction, string>;

export const caseTypeLabels = {
  online_advice_request: 'Online Advice Request',
  recommendation_pack_case: 'Recommendation pack',
  meeting_request: 'Meeting request',
  review_questionnaire_case: 'Review questionnaire',
  document_pack_case: 'Document pack',
} as const satisfies Record<CaseType, string>;

/** `sendAgreed` → `send-agreed`: the action's path segment. */
export function actionPath(action: CaseAction): string {
  return action.replace(/[A-Z]/gu, (c) => `-${c.toLowerCase()}`);
}

/** The milestones of the timeline users see (spec 1 §4). */
export const timelineSteps = ['submitted', 'pack_shared', 'accepted_or_rejected', 'confirmed'] as const;
export type TimelineStep = (typeof timelineSteps)[number];

const stepOfStatus: Partial<Record<CaseStatus, TimelineStep>> = {
  submitted: 'submitted',
  reviewing_pack: 'pack_shared',
  accepted: 'accepted_or_rejected',
  rejected: 'accepted_or_rejected',
  confirmed: 'confirmed',
};

export type TimelineEntry = { step: TimelineStep; status: CaseStatus | null; at: string | null };

/**
 * The timeline from the case's status changes (oldest first): each step with the latest time the case
 * reached it; accepted or rejected shows whichever came last. Steps not reached have no time.
 */
export function caseTimeline(changes: readonly { status: CaseStatus; at: string }[]): TimelineEntry[] {
  const reached = new Map<TimelineStep, { status: CaseStatus; at: string }>();
  for (const change of changes) {
    const step = stepOfStatus[change.status];
    if (step) reached.set(step, change);
  }
  return timelineSteps.map((step) => ({ step, status: reached.get(step)?.status ?? null, at: reached.get(step)?.at ?? null }));
}
