import type { CaseStatus, CaseType } from '../cases/case-types.ts';
import { type CaseAction, caseTypeLabels } from '../cases/cases.machine.ts';
import { excerptOf } from '../shared/audit.ts';

/**
 * The business events an area tells people about, by kind. Each kind says, per audience, whether the
 * audience also gets an in-app notification (a bell) besides the e-mail: a kind without texts for an
 * audience is mailed only. Who is told at all is the area's transition table (`notify`); who among the
 * staff is mailed is the follow rule (spec 1 §6).
 *
 * Later areas add their kinds here with their texts and call the one producer: documents to sign
 * (`documents.to_sign`), messages (`messages.received`), meetings (`meetings.scheduled`).
 */
export const caseNotificationKinds = [
  'cases.shared',
  'cases.accepted',
  'cases.rejected',
  'cases.submitted',
  'cases.sent_back',
  'cases.requested',
  'cases.updated',
] as const;
export type CaseNotificationKind = (typeof caseNotificationKinds)[number];

export const topUpNotificationKinds = ['top_ups.requested', 'top_ups.completed', 'top_ups.cancelled'] as const;
export type TopUpNotificationKind = (typeof topUpNotificationKinds)[number];

/** A client saved a section of their fact find, told to the staff who follow them, to review it. */
export const factFindNotificationKinds = ['fact_finds.updated'] as const;
export type FactFindNotificationKind = (typeof factFindNotificationKinds)[number];

/**
 * Signing a document: the signer whose turn it is is asked to sign (and reminded); everyone on the envelope
 * hears when all have signed or the request is cancelled; the adviser hears when a signer declines.
 */
export const signingNotificationKinds = [
  'documents.to_sign',
  'documents.signed',
  'documents.declined',
  'documents.voided',
  'documents.updated',
] as const;
export type SigningNotificationKind = (typeof signingNotificationKinds)[number];

/**
 * What happens in a client's own space that the other side hears of: a message arrived (batched into one
 * e-mail per burst), a to-do was added or completed, someone commented on a motivation centre item, a
 * financial strategy was shared or unshared; an identity copy or verification was asked for or moved on;
 * a vault document was shared with the adviser, documents were requested or provided. The area writes the bell's texts; the producer decides who
 * gets a bell and a mail.
 */
export const clientSpaceNotificationKinds = [
  'messages.received',
  'todos.created',
  'todos.completed',
  'motivation.commented',
  'financial_strategies.shared',
  'financial_strategies.unshared',
  'identity.copy_requested',
  'identity.verification_requested',
  'identity.verification_submitted',
  'identity.verification_completed',
  'identity.verification_cancelled',
  'vault.shared',
  'vault.documents_requested',
  'vault.request_fulfilled',
] as const;
export type ClientSpaceNotificationKind = (typeof clientSpaceNotificationKinds)[number];

/**
 * An advice room's attendees hear they are invited, that its time or details changed, or that it is
 * cancelled: a bell each, as the invitation e-mail with its calendar file goes out beside it. Its client
 * hears when the adviser shares the meeting's summary with them.
 */
export const meetingNotificationKinds = [
  'meetings.scheduled',
  'meetings.changed',
  'meetings.cancelled',
  'meetings.summary_shared',
] as const;
export type MeetingNotificationKind = (typeof meetingNotificationKinds)[number];

/** How a case's mail and notification name what happened to it. */
export const caseEventWords = {
  submit: 'submitted',
  send: 'shared for your review',
  sendAgreed: 'shared as already accepted',
  sendConfirmed: 'shared as already confirmed',
  backToPrepare: 'taken back to be prepared again',
  acceptForClient: 'accepted on the client’s behalf',
  rejectForClient: 'marked as not accepted',
  accept: 'accepted by the client',
  reject: 'rejected by the client',
  confirm: 'confirmed',
  resend: 're-sent for your review',
  backToClient: 'sent back to you to continue',
  complete: 'completed',
  review: 'review complete',
  reopen: 'reopened for review',
  cancel: 'cancelled',
} as const satisfies Record<CaseAction, string>;

/** How a new case a client asked for is named: 'new meeting request'. */
export function caseRequestedWords(type: CaseType): string {
  return `new ${caseTypeLabels[type].toLowerCase()}`;
}

export const topUpEventWords = {
  requested: 'new request',
  complete: 'completed',
  cancel: 'cancelled by the client',
} as const;

const sharingActions: readonly CaseAction[] = ['send', 'sendAgreed', 'sendConfirmed', 'resend'];

/** The kind of event a case action is: sharing, accepting, rejecting, submitting, sending back, or another update. */
export function caseNotificationKind(action: CaseAction): CaseNotificationKind {
  if (sharingActions.includes(action)) return 'cases.shared';
  if (action === 'accept' || action === 'acceptForClient') return 'cases.accepted';
  if (action === 'reject' || action === 'rejectForClient') return 'cases.rejected';
  if (action === 'submit') return 'cases.submitted';
  if (action === 'backToClient') return 'cases.sent_back';
  return 'cases.updated';
}

export type CaseNoticeFacts = {
  caseId: string;
  caseName: string;
  caseType: CaseType;
  /** The status after the event, which the mails name. */
  status: CaseStatus;
  clientId: string;
  clientName: string;
  /** What happened, in words: {@link caseEventWords} or {@link caseRequestedWords}. */
  event: string;
  /**
   * The adviser's note to the client, as a case sent back carries it: the bell's body quotes it (cut to
   * {@link noticeNoteMax}) and the mail's body whole; it is never in the event's words nor a mail's subject.
   */
  note?: string | undefined;
};
export type TopUpNoticeFacts = { topUpId: string; clientId: string; clientName: string; amount: string; event: string };
export type FactFindNoticeFacts = { clientId: string; clientName: string; sectionLabel: string };
export type SigningNoticeFacts = {
  documentId: string;
  documentName: string;
  clientName: string;
  /** Who declined, and why (a declined envelope). */
  signerName?: string;
  reason?: string;
};

/** A notification's title, body, and the app path it opens. */
export type NoticeText = { title: string; body: string; link: string };
type NoticeTexts<F> = { client?: (facts: F) => NoticeText; staff?: (facts: F) => NoticeText };

/** The longest part of an adviser's note a bell's body quotes; the mail and the case show it whole. */
export const noticeNoteMax = 160;

/** The note's sentence a bell's body ends with, or nothing when the event has no note. */
const noteOf = (f: CaseNoticeFacts, from: string): string =>
  f.note?.trim() ? ` Note from ${from}: “${excerptOf(f.note, noticeNoteMax)}”` : '';

const forClient = (f: CaseNoticeFacts, title: string): NoticeText => ({
  title,
  body: `“${f.caseName}” was ${f.event}.${noteOf(f, 'your adviser')}`,
  link: `/client-cases/${f.caseId}`,
});
const forStaff = (f: CaseNoticeFacts, title: string): NoticeText => ({
  title,
  body: `${f.clientName}: “${f.caseName}” was ${f.event}.${noteOf(f, 'the adviser')}`,
  link: `/clients/${f.clientId}/cases/${f.caseId}`,
});

/** en-GB texts of the case events that put a notification in the bell, per audience. */
export const caseNotices: Record<CaseNotificationKind, NoticeTexts<CaseNoticeFacts>> = {
  'cases.shared': { client: (f) => forClient(f, `${caseTypeLabels[f.caseType]} shared with you`) },
  'cases.accepted': { staff: (f) => forStaff(f, `${caseTypeLabels[f.caseType]} accepted`) },
  'cases.rejected': { staff: (f) => forStaff(f, `${caseTypeLabels[f.caseType]} not accepted`) },
  'cases.submitted': { staff: (f) => forStaff(f, `${caseTypeLabels[f.caseType]} submitted`) },
  'cases.sent_back': { client: (f) => forClient(f, `${caseTypeLabels[f.caseType]} sent back to you`) },
  'cases.requested': {},
  'cases.updated': {},
};

/** en-GB texts of the top-up events that put a notification in the bell, per audience. */
export const topUpNotices: Record<TopUpNotificationKind, NoticeTexts<TopUpNoticeFacts>> = {
  'top_ups.requested': {
    staff: (f) => ({
      title: 'Top-up requested',
      body: `${f.clientName} asked to top up an account with ${f.amount}.`,
      link: `/clients/${f.clientId}/top-ups/${f.topUpId}`,
    }),
  },
  'top_ups.completed': {
    client: (f) => ({ title: 'Top-up completed', body: `Your top-up of ${f.amount} was completed.`, link: `/top-ups/${f.topUpId}` }),
  },
  'top_ups.cancelled': {},
};

/**
 * en-GB texts of a client's fact-find save, for their staff: one bell per person while it is unread (the
 * producer skips whoever still holds one), so it names the client and the section whose save rang it.
 */
export const factFindNotices: Record<FactFindNotificationKind, NoticeTexts<FactFindNoticeFacts>> = {
  'fact_finds.updated': {
    staff: (f) => ({
      title: 'Fact find updated',
      body: `${f.clientName} saved changes to their fact find (${f.sectionLabel}). Review what changed.`,
      link: `/clients/${f.clientId}/fact-find`,
    }),
  },
};

/**
 * en-GB texts of signing events. They go to named people (the signer whose turn it is, everyone on the
 * envelope), so one text serves client and staff alike; each opens the document's signing page.
 */
export const signingNotices: Record<SigningNotificationKind, (facts: SigningNoticeFacts) => NoticeText> = {
  'documents.to_sign': (f) => ({
    title: 'Document to sign',
    body: `Please review and sign “${f.documentName}”.`,
    link: `/documents/${f.documentId}/sign`,
  }),
  'documents.signed': (f) => ({
    title: 'Document signed',
    body: `Everyone has signed “${f.documentName}”. The signed copy and its certificate are ready to download.`,
    link: `/documents/${f.documentId}/sign`,
  }),
  'documents.declined': (f) => ({
    title: 'Signature declined',
    body: `${f.signerName ?? 'A signer'} declined to sign “${f.documentName}” for ${f.clientName}: “${excerptOf(f.reason ?? '', noticeNoteMax)}”`,
    link: `/documents/${f.documentId}/sign`,
  }),
  'documents.updated': (f) => ({
    title: 'Document updated',
    body: `A newer version of “${f.documentName}” is ready for you.`,
    link: `/documents`,
  }),
  'documents.voided': (f) => ({
    title: 'Signing request cancelled',
    body: `The request to sign “${f.documentName}” was cancelled, so it can no longer be signed.`,
    link: `/documents/${f.documentId}/sign`,
  }),
};
