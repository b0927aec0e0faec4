import type { AuditRow } from '../audit/audit-row.ts';

const verification_id = '3c5a7e9b-1d2f-4a6c-8e0b-2d4f6a8c0e1a';
const singpass = { verification_id, authority: 'singpass' };
const iamSmart = { verification_id, authority: 'iamSmart' };

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const verificationAuditRows: AuditRow[] = [
  {
    kind: 'client',
    action: 'verification_created',
    after: { ...singpass, cover_note: '' },
    expected: 'Priya Shah asked for an identity verification with Singpass',
  },
  {
    kind: 'client',
    action: 'verification_created',
    after: { ...iamSmart, cover_note: 'Before we open your account,\nplease confirm who you are.' },
    expected:
      'Priya Shah asked for an identity verification with iAM Smart, noting “Before we open your account, please confirm who you are.”',
  },
  {
    kind: 'client',
    action: 'verification_started',
    actor: 'Amelia Clarke',
    after: singpass,
    expected: 'Amelia Clarke went to Singpass to verify their identity',
  },
  {
    kind: 'client',
    action: 'verification_submitted',
    actor: 'Amelia Clarke',
    before: { status: 'in_progress' },
    after: { ...singpass, status: 'submitted' },
    expected: 'Amelia Clarke verified their identity with Singpass',
  },
  {
    kind: 'client',
    action: 'verification_failed',
    actor: 'Amelia Clarke',
    after: { ...iamSmart, reason: 'stopped' },
    expected: 'The iAM Smart sign-in of Amelia Clarke was stopped before it finished',
  },
  {
    kind: 'client',
    action: 'verification_failed',
    actor: 'Amelia Clarke',
    after: { ...singpass, reason: 'expired' },
    expected: 'The Singpass sign-in of Amelia Clarke took too long and was not accepted',
  },
  {
    kind: 'client',
    action: 'verification_failed',
    actor: 'Amelia Clarke',
    after: { ...singpass, reason: 'unavailable' },
    expected: 'The Singpass sign-in of Amelia Clarke failed: its answer could not be used',
  },
  {
    kind: 'client',
    action: 'verification_completed',
    before: { status: 'submitted' },
    after: { ...singpass, status: 'completed' },
    expected: 'Priya Shah completed the Singpass identity verification',
  },
  {
    kind: 'client',
    action: 'verification_cancelled',
    before: { status: 'in_progress' },
    after: { ...iamSmart, status: 'cancelled' },
    expected: 'Priya Shah cancelled the iAM Smart identity verification',
  },
];
