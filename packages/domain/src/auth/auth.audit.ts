import { type AuditDescribers, changedFieldsOf, listOf, type NoPayload, numberOf, sentence, textOf } from '../shared/audit.ts';
import type { TwoFactorMethod } from './auth.schemas.ts';

type NameAndPhone = { first_name: string; last_name: string; phone: string | null };
type Method = { method: TwoFactorMethod };
type Status = { status: string };

/**
 * What a person does to their own account, or is done to any account (a client's, entity kind
 * `client`; a member of staff's, `user`), with its payload.
 */
export type AccountAuditEvents = {
  signed_in: NoPayload;
  password_reset: NoPayload;
  confirmed: NoPayload;
  authenticator_reset: NoPayload;
  email_changed: { before: { email: string }; after: { email: string } };
  profile_updated: { before: NameAndPhone; after: NameAndPhone };
  password_changed: NoPayload;
  email_change_requested: { before: { email: string }; after: { unconfirmed_email: string } };
  session_timeout_changed: { before: { minutes: number | null }; after: { minutes: number } };
  two_factor_enabled: { before: Method; after: Method };
  two_factor_disabled: { before: Method; after: Method };
  avatar_updated: NoPayload;
  avatar_removed: NoPayload;
  virtual_background_updated: NoPayload;
  virtual_background_removed: NoPayload;
  deactivated: { before: Status; after: Status };
  activated: { before: Status; after: Status };
  invitation_resent: NoPayload;
  unlocked: NoPayload;
};
export type AccountAuditAction = keyof AccountAuditEvents;

export const accountAuditMessages = {
  'audit.account.signedIn': '{{actor}} signed in',
  'audit.account.passwordReset': '{{actor}} reset their password',
  'audit.account.confirmed': '{{actor}} confirmed their account',
  'audit.account.authenticatorReset': '{{actor}} turned off their lost authenticator app',
  'audit.account.emailChanged': '{{actor}} changed the e-mail address to {{email}}',
  'audit.account.emailChangedUnknown': '{{actor}} changed the e-mail address',
  'audit.account.profileUpdated': '{{actor}} changed their {{fields}}',
  'audit.account.profileSaved': '{{actor}} saved their profile',
  'audit.account.passwordChanged': '{{actor}} changed their password',
  'audit.account.emailChangeRequested': '{{actor}} asked to change the e-mail address to {{email}}',
  'audit.account.emailChangeRequestedUnknown': '{{actor}} asked to change the e-mail address',
  'audit.account.sessionTimeoutChanged': '{{actor}} set the session timeout to {{minutes}} minutes',
  'audit.account.sessionTimeoutChangedUnknown': '{{actor}} changed the session timeout',
  'audit.account.twoFactorEnabled': '{{actor}} turned on two-factor sign-in with {{method}}',
  'audit.account.twoFactorDisabled': '{{actor}} turned off two-factor sign-in',
  'audit.account.avatarUpdated': '{{actor}} changed the photo',
  'audit.account.avatarRemoved': '{{actor}} removed the photo',
  'audit.account.virtualBackgroundUpdated': '{{actor}} changed the virtual background for meetings',
  'audit.account.virtualBackgroundRemoved': '{{actor}} removed the virtual background for meetings',
  'audit.account.deactivated': '{{actor}} deactivated the account',
  'audit.account.activated': '{{actor}} reactivated the account',
  'audit.account.invitationResent': '{{actor}} sent the invitation again',
  'audit.account.unlocked': '{{actor}} unlocked the account',
} as const;
type Key = keyof typeof accountAuditMessages;

/** A two-factor method as a sentence names it. */
export const twoFactorMethodWords = {
  none: 'none',
  email: 'codes by e-mail',
  authenticator: 'an authenticator app',
} as const satisfies Record<TwoFactorMethod, string>;

const profileFieldLabels: Readonly<Record<string, string>> = { first_name: 'first name', last_name: 'last name', phone: 'phone number' };

function twoFactorEnabled(facts: Parameters<AuditDescribers<AccountAuditEvents, Key>['two_factor_enabled']>[0]) {
  const method = facts.after.method;
  if (method === 'none') return sentence<Key>('audit.account.twoFactorDisabled', facts);
  const words = typeof method === 'string' && method in twoFactorMethodWords ? twoFactorMethodWords[method as TwoFactorMethod] : null;
  return sentence<Key>('audit.account.twoFactorEnabled', facts, { method: words ?? 'a second step' });
}

/** How each account event reads: "Charlotte Hughes changed their password". */
export const accountAuditSentences: AuditDescribers<AccountAuditEvents, Key> = {
  signed_in: (facts) => sentence<Key>('audit.account.signedIn', facts),
  password_reset: (facts) => sentence<Key>('audit.account.passwordReset', facts),
  confirmed: (facts) => sentence<Key>('audit.account.confirmed', facts),
  authenticator_reset: (facts) => sentence<Key>('audit.account.authenticatorReset', facts),
  email_changed: (facts) => {
    const email = textOf(facts.after.email);
    return email
      ? sentence<Key>('audit.account.emailChanged', facts, { email })
      : sentence<Key>('audit.account.emailChangedUnknown', facts);
  },
  profile_updated: (facts) => {
    const fields = changedFieldsOf(facts.before, facts.after, profileFieldLabels);
    return fields.length > 0
      ? sentence<Key>('audit.account.profileUpdated', facts, { fields: listOf(fields) })
      : sentence<Key>('audit.account.profileSaved', facts);
  },
  password_changed: (facts) => sentence<Key>('audit.account.passwordChanged', facts),
  email_change_requested: (facts) => {
    const email = textOf(facts.after.unconfirmed_email);
    return email
      ? sentence<Key>('audit.account.emailChangeRequested', facts, { email })
      : sentence<Key>('audit.account.emailChangeRequestedUnknown', facts);
  },
  session_timeout_changed: (facts) => {
    const minutes = numberOf(facts.after.minutes);
    return minutes === undefined
      ? sentence<Key>('audit.account.sessionTimeoutChangedUnknown', facts)
      : sentence<Key>('audit.account.sessionTimeoutChanged', facts, { minutes: String(minutes) });
  },
  two_factor_enabled: twoFactorEnabled,
  two_factor_disabled: twoFactorEnabled,
  avatar_updated: (facts) => sentence<Key>('audit.account.avatarUpdated', facts),
  avatar_removed: (facts) => sentence<Key>('audit.account.avatarRemoved', facts),
  virtual_background_updated: (facts) => sentence<Key>('audit.account.virtualBackgroundUpdated', facts),
  virtual_background_removed: (facts) => sentence<Key>('audit.account.virtualBackgroundRemoved', facts),
  deactivated: (facts) => sentence<Key>('audit.account.deactivated', facts),
  activated: (facts) => sentence<Key>('audit.account.activated', facts),
  invitation_resent: (facts) => sentence<Key>('audit.account.invitationResent', facts),
  unlocked: (facts) => sentence<Key>('audit.account.unlocked', facts),
};
