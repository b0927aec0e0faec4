import { documentNameOf } from '../cases/cases.audit.ts';
import { type AuditDescribers, type AuditFacts, excerptOf, sentence, textOf } from '../shared/audit.ts';
import type { SignerRole } from './signing.ts';

/** The document an envelope is on, as its events record it. */
type EnvelopeAudit = { document_id: string; envelope_id: string; name: string; file_name: string };

/** A signer without an account here (a partner, through a signing link) is named in the event, having no account to name them. */
type SignerWithoutAccount = { signer_name?: string };

/**
 * Every signing action, recorded on the case the document belongs to (entity kind `client-case`), so the
 * case's audit trail tells the story beside the documents'. The signing record itself (with IP, user agent
 * and hashes) is the envelope's events, which the certificate lists.
 */
export type SigningAuditEvents = {
  signing_drafted: { after: EnvelopeAudit & { signers: SignerRole[]; placements: number } };
  signing_sent: { after: EnvelopeAudit & { signers: SignerRole[] } };
  signing_signed: { after: EnvelopeAudit & SignerWithoutAccount & { signer: SignerRole; sha256_before: string; sha256_after: string } };
  signing_declined: { after: EnvelopeAudit & SignerWithoutAccount & { signer: SignerRole; reason: string } };
  signing_voided: { after: EnvelopeAudit & { unsigned: number; by_back_to_prepare?: true } };
  signing_completed: { after: EnvelopeAudit & { sha256: string } };
};

export const signingAuditMessages = {
  'audit.signing.drafted': '{{actor}} prepared {{document}} for signing',
  'audit.signing.sent': '{{actor}} sent {{document}} for signature',
  'audit.signing.signed': '{{actor}} signed {{document}}',
  'audit.signing.declined': '{{actor}} declined to sign {{document}}: “{{reason}}”',
  'audit.signing.voided': '{{actor}} cancelled the signing of {{document}}',
  'audit.signing.voidedByBackToPrepare': '{{actor}} cancelled the signing of {{document}} by taking the pack back to prepare',
  'audit.signing.completed': '{{document}} was signed by everyone and sealed',
} as const;
type Key = keyof typeof signingAuditMessages;

function documentOf(facts: AuditFacts<unknown>): string {
  const after = facts.after as Record<string, unknown>;
  return documentNameOf(after.name ?? facts.document?.name, after.file_name ?? facts.document?.file_name) ?? 'a document';
}

/** The event's actor: the signer without an account by the name they signed with, else the account that acted. */
function actorOf(facts: AuditFacts<{ after: SignerWithoutAccount }>): Pick<AuditFacts<unknown>, 'actor'> {
  return { actor: textOf(facts.after.signer_name) ?? facts.actor };
}

/** How each signing event reads: "Charlotte Hughes signed Suitability report.pdf". */
export const signingAuditSentences: AuditDescribers<SigningAuditEvents, Key> = {
  signing_drafted: (facts) => sentence<Key>('audit.signing.drafted', facts, { document: documentOf(facts) }),
  signing_sent: (facts) => sentence<Key>('audit.signing.sent', facts, { document: documentOf(facts) }),
  signing_signed: (facts) => sentence<Key>('audit.signing.signed', actorOf(facts), { document: documentOf(facts) }),
  signing_declined: (facts) =>
    sentence<Key>('audit.signing.declined', actorOf(facts), {
      document: documentOf(facts),
      reason: excerptOf(textOf(facts.after.reason) ?? ''),
    }),
  signing_voided: (facts) =>
    sentence<Key>(facts.after.by_back_to_prepare === true ? 'audit.signing.voidedByBackToPrepare' : 'audit.signing.voided', facts, {
      document: documentOf(facts),
    }),
  signing_completed: (facts) => sentence<Key>('audit.signing.completed', facts, { document: documentOf(facts) }),
};
