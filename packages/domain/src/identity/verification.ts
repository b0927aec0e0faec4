import type { NoticeText } from '../notifications/notification-events.ts';
import type { ClientSubject } from '../people/people.permissions.ts';
import { isAllowedBy, type TransitionWho } from '../people/relation-rules.ts';
import { AppError } from '../shared/errors.ts';
import {
  assertTransition,
  availableMachineTransitions,
  type MachineRules,
  type MachineTransition,
  type StateMachine,
} from '../shared/machine.ts';
import type { VerificationAuthority, VerificationStatus } from './identity.ts';
import { verificationStatuses } from './identity.ts';

/**
 * Identity verification (spec 3 §3, §4; spec 1 §4): the adviser asks the client to verify their identity
 * through an authority (Singpass or iAM Smart); the client signs in at the authority (OpenID Connect), whose
 * returned details submit it; the adviser then completes it, or either side cancels it, for good.
 */

export const verificationAuthorityLabels = { singpass: 'Singpass', iamSmart: 'iAM Smart' } as const satisfies Record<
  VerificationAuthority,
  string
>;

export const verificationStatusLabels = {
  in_progress: 'In progress',
  submitted: 'Submitted',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const satisfies Record<VerificationStatus, string>;

/** The longest cover note: a paragraph or two telling the client why and what happens next. */
export const verificationCoverNoteMax = 2000;

/** How long a sign-in at the authority may take, from the client leaving for it to their coming back. */
export const verificationFlowMinutes = 15;

/** Texts of identity verifications, shown by the server and early in the browser (en-GB). */
export const verificationMessages = {
  'verification.notFound': 'This identity verification does not exist.',
  'verification.chooseAuthority': 'Choose Singpass or iAM Smart',
  'verification.authorityOff': '{{authority}} is not available in this practice. Choose another authority.',
  'verification.authoritySwitchedOff':
    '{{authority}} is no longer available in this practice, so this verification cannot go on. Your adviser can ask you to verify another way.',
  'verification.created': 'Identity verification sent to the client',
  'verification.completed': 'Identity verification completed',
  'verification.cancelled': 'Identity verification cancelled',
  'verification.received': 'Your details were received from {{authority}}. Your adviser will now review them.',
  /** Spec 3 §8: the authority failed, or its answer could not be trusted. */
  'verification.unavailable': 'We cannot process the verification at the moment. Please try again later.',
  /** Spec 1 §8, with its title. */
  'verification.notSupportedTitle': 'Not supported',
  'verification.notSupportedOnMobile': 'iAM Smart is not supported on mobile devices.',
  'verification.stoppedAtAuthority': 'The verification was not finished at {{authority}}. Start it again when you are ready.',
  'verification.flowExpired': 'The sign-in at {{authority}} took too long. Start the verification again.',
  'verification.flowUnknown':
    'We could not match this sign-in to a verification of yours, so nothing was saved. Open the verification and start it again.',
} as const;
export type VerificationMessageKey = keyof typeof verificationMessages;

/** Fills a message's `{{authority}}`. */
export function verificationMessage(key: VerificationMessageKey, authority?: VerificationAuthority): string {
  return verificationMessages[key].replace('{{authority}}', authority ? verificationAuthorityLabels[authority] : '');
}

/** What a person may do to a verification: go to the authority (the client's submission), complete it, cancel it. */
export const verificationActions = ['submit', 'complete', 'cancel'] as const;
export type VerificationAction = (typeof verificationActions)[number];

export type VerificationTransition = MachineTransition<VerificationStatus, VerificationAction, TransitionWho>;

const advisers = { own: true, additional: true } as const;

/**
 * Spec 3 §4: the client submits (through the authority) or cancels; the adviser completes a submitted one or
 * cancels; cancelling is irreversible. Who may act mirrors the relation table's `verification.*` rows.
 */
export const verificationMachine = {
  initial: 'in_progress',
  statuses: verificationStatuses,
  transitions: [
    {
      action: 'submit',
      from: 'in_progress',
      to: 'submitted',
      who: { self: true },
      guards: [],
      confirm: false,
      irreversible: false,
      effects: [],
      notify: { client: false, staff: true },
    },
    {
      action: 'complete',
      from: 'submitted',
      to: 'completed',
      who: advisers,
      guards: [],
      confirm: true,
      irreversible: false,
      effects: [],
      notify: { client: true, staff: false },
    },
    {
      action: 'cancel',
      from: 'in_progress',
      to: 'cancelled',
      who: { self: true, ...advisers },
      guards: [],
      confirm: true,
      irreversible: true,
      effects: [],
      notify: { client: true, staff: true },
    },
    {
      action: 'cancel',
      from: 'submitted',
      to: 'cancelled',
      who: { self: true, ...advisers },
      guards: [],
      confirm: true,
      irreversible: true,
      effects: [],
      notify: { client: true, staff: true },
    },
  ],
} as const satisfies StateMachine<VerificationStatus, VerificationAction, TransitionWho>;

export const verificationActionLabels = {
  submit: 'Verify my identity',
  complete: 'Complete',
  cancel: 'Cancel verification',
} as const satisfies Record<VerificationAction, string>;

const verificationMachineRules: MachineRules<VerificationStatus, VerificationAction, TransitionWho, ClientSubject> = {
  noun: 'verification',
  isAllowed: isAllowedBy,
  guardMessage: () => '',
  forbiddenMessage: 'You do not have permission to change this identity verification.',
  statusLabel: (status) => verificationStatusLabels[status],
  actionLabel: (action) => verificationActionLabels[action],
};

/** The transition to make for a verification action, or the AppError refusing it (409 illegal, 403 forbidden). */
export function assertVerificationTransition(
  from: VerificationStatus,
  action: VerificationAction,
  subject: ClientSubject,
): VerificationTransition {
  return assertTransition<VerificationStatus, VerificationAction, TransitionWho, never, never, ClientSubject>(
    verificationMachine,
    verificationMachineRules,
    from,
    action,
    subject,
  );
}

/** The actions the subject may take on a verification in `status` (what the web app shows). */
export function availableVerificationActions(status: VerificationStatus, subject: ClientSubject): VerificationAction[] {
  return availableMachineTransitions(verificationMachine, verificationMachineRules, status, subject).map((t) => t.action);
}

/**
 * A phone or tablet, by its user agent: iAM Smart's sign-in is refused there (spec 1 §8). iPadOS reports a
 * desktop Safari, so the browser also asks for touch points (see `isMobileDevice` in the web app).
 */
export function isMobileUserAgent(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Kindle|Silk/iu.test(userAgent);
}

/** Refused where the authority cannot be used: the spec's "Not supported" title, with its sentence. */
export class NotSupportedError extends AppError {
  constructor(detail: string) {
    super('rule.violated', { detail });
    this.name = 'NotSupportedError';
  }

  override toErrorObject() {
    return { ...super.toErrorObject(), title: verificationMessages['verification.notSupportedTitle'] };
  }
}

/**
 * The authority did not answer, or answered with an error, while the client was sent to it: a 503 (try again
 * later) with the spec's sentence. The code stays `server.error`, the catalogue's failure that is no one's fault here.
 */
export class AuthorityUnavailableError extends AppError {
  override readonly status = 503;

  constructor() {
    super('server.error', { detail: verificationMessages['verification.unavailable'] });
    this.name = 'AuthorityUnavailableError';
  }
}

/** The facts a verification's notifications name. */
export type VerificationNoticeFacts = {
  verificationId: string;
  clientId: string;
  clientName: string;
  authority: VerificationAuthority;
};

const clientPage = (f: VerificationNoticeFacts) => `/identity-verifications/${f.verificationId}`;
const staffPage = (f: VerificationNoticeFacts) => `/clients/${f.clientId}/identity-verifications/${f.verificationId}`;

/** en-GB texts of what each side is told: the client of a new request, completion and cancellation; staff of a submission and a cancellation. */
export const verificationNotices = {
  requested: (f: VerificationNoticeFacts): NoticeText => ({
    title: 'Please verify your identity',
    body: `Your adviser asked you to verify your identity with ${verificationAuthorityLabels[f.authority]}. Open the request to start.`,
    link: clientPage(f),
  }),
  submitted: (f: VerificationNoticeFacts): NoticeText => ({
    title: 'Identity verification submitted',
    body: `${f.clientName} verified their identity with ${verificationAuthorityLabels[f.authority]}. Review the details and complete the verification.`,
    link: staffPage(f),
  }),
  completed: (f: VerificationNoticeFacts): NoticeText => ({
    title: 'Identity verification completed',
    body: `Your adviser completed your ${verificationAuthorityLabels[f.authority]} identity verification.`,
    link: clientPage(f),
  }),
  cancelledForClient: (f: VerificationNoticeFacts): NoticeText => ({
    title: 'Identity verification cancelled',
    body: `Your adviser cancelled the ${verificationAuthorityLabels[f.authority]} identity verification. There is nothing more to do.`,
    link: clientPage(f),
  }),
  cancelledForStaff: (f: VerificationNoticeFacts): NoticeText => ({
    title: 'Identity verification cancelled',
    body: `${f.clientName} cancelled the ${verificationAuthorityLabels[f.authority]} identity verification.`,
    link: staffPage(f),
  }),
} as const;
