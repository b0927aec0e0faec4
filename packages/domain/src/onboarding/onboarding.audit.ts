import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** What registering records on the client's account (entity kind `client`), with its payload. */
export type OnboardingAuditEvents = {
  registered: { after: { invited: boolean; confirmed: boolean; adviser_id: string | null } };
  registration_email_changed: { before: { email: string }; after: { email: string } };
};

export const onboardingAuditMessages = {
  'audit.onboarding.registered': '{{actor}} signed up',
  'audit.onboarding.registeredInvited': '{{actor}} accepted the invitation and signed up',
  'audit.onboarding.emailCorrected': '{{actor}} corrected the sign-up e-mail address to {{email}}',
  'audit.onboarding.emailCorrectedUnknown': '{{actor}} corrected the sign-up e-mail address',
} as const;
type Key = keyof typeof onboardingAuditMessages;

/** How each registration event reads: "Charlotte Hughes accepted the invitation and signed up". */
export const onboardingAuditSentences: AuditDescribers<OnboardingAuditEvents, Key> = {
  registered: (facts) =>
    sentence<Key>(facts.after.invited === true ? 'audit.onboarding.registeredInvited' : 'audit.onboarding.registered', facts),
  registration_email_changed: (facts) => {
    const email = textOf(facts.after.email);
    return email
      ? sentence<Key>('audit.onboarding.emailCorrected', facts, { email })
      : sentence<Key>('audit.onboarding.emailCorrectedUnknown', facts);
  },
};
