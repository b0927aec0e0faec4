import { type AuditDescribers, type AuditFacts, excerptOf, sentence, textOf } from '../shared/audit.ts';
import type { VerificationAuthority, VerificationStatus } from './identity.ts';
import { verificationAuthorityLabels } from './verification.ts';

/*
 * A verification's events name its authority and never what the authority returned (the details stay on the
 * verification, for those who may read it): a client's events are read by all their staff.
 */

type Ref = { verification_id: string; authority: VerificationAuthority };
type Move = { before: { status: VerificationStatus }; after: Ref & { status: VerificationStatus } };

/** Why a return from the authority saved nothing: stopped there, too late, or its answer failed or could not be trusted. */
export const verificationFailureReasons = ['stopped', 'expired', 'unavailable'] as const;
export type VerificationFailureReason = (typeof verificationFailureReasons)[number];

/** Every audited action of a client's identity verifications (entity kind `client`), with its payload. */
export type VerificationAuditEvents = {
  verification_created: { after: Ref & { cover_note: string } };
  /** The client left for the authority's sign-in. */
  verification_started: { after: Ref };
  /** The authority's details arrived: the client's submission. */
  verification_submitted: Move;
  /** A return from the authority that saved nothing. */
  verification_failed: { after: Ref & { reason: VerificationFailureReason } };
  verification_completed: Move;
  verification_cancelled: Move;
};

export const verificationAuditMessages = {
  'audit.verification.created': '{{actor}} asked for an identity verification with {{authority}}',
  'audit.verification.createdWithNote': '{{actor}} asked for an identity verification with {{authority}}, noting “{{note}}”',
  'audit.verification.started': '{{actor}} went to {{authority}} to verify their identity',
  'audit.verification.submitted': '{{actor}} verified their identity with {{authority}}',
  'audit.verification.failedStopped': 'The {{authority}} sign-in of {{actor}} was stopped before it finished',
  'audit.verification.failedExpired': 'The {{authority}} sign-in of {{actor}} took too long and was not accepted',
  'audit.verification.failedUnavailable': 'The {{authority}} sign-in of {{actor}} failed: its answer could not be used',
  'audit.verification.completed': '{{actor}} completed the {{authority}} identity verification',
  'audit.verification.cancelled': '{{actor}} cancelled the {{authority}} identity verification',
} as const;
type Key = keyof typeof verificationAuditMessages;

function authorityOf(facts: AuditFacts<unknown>): string {
  const authority = (facts.after as { authority?: unknown }).authority;
  return typeof authority === 'string' && authority in verificationAuthorityLabels
    ? verificationAuthorityLabels[authority as VerificationAuthority]
    : 'an authority';
}

const failureKeys = {
  stopped: 'audit.verification.failedStopped',
  expired: 'audit.verification.failedExpired',
  unavailable: 'audit.verification.failedUnavailable',
} as const satisfies Record<VerificationFailureReason, Key>;

/** How each event reads: "Priya Shah asked for an identity verification with Singpass". */
export const verificationAuditSentences: AuditDescribers<VerificationAuditEvents, Key> = {
  verification_created: (facts) => {
    const note = textOf(facts.after.cover_note);
    const authority = authorityOf(facts);
    return note
      ? sentence<Key>('audit.verification.createdWithNote', facts, { authority, note: excerptOf(note) })
      : sentence<Key>('audit.verification.created', facts, { authority });
  },
  verification_started: (facts) => sentence<Key>('audit.verification.started', facts, { authority: authorityOf(facts) }),
  verification_submitted: (facts) => sentence<Key>('audit.verification.submitted', facts, { authority: authorityOf(facts) }),
  verification_failed: (facts) => {
    const reason = facts.after.reason;
    const key =
      typeof reason === 'string' && reason in failureKeys ? failureKeys[reason as VerificationFailureReason] : failureKeys.unavailable;
    return sentence<Key>(key, facts, { authority: authorityOf(facts) });
  },
  verification_completed: (facts) => sentence<Key>('audit.verification.completed', facts, { authority: authorityOf(facts) }),
  verification_cancelled: (facts) => sentence<Key>('audit.verification.cancelled', facts, { authority: authorityOf(facts) }),
};

/** The actions of this file: what a client's verification trail lists. */
export const verificationAuditActions = Object.keys(verificationAuditSentences) as (keyof VerificationAuditEvents)[];
