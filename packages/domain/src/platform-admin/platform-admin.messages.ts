/**
 * Texts of the platform's own administration, answered by the server and shown early beside the fields (en-GB). Free
 * of schemas: the practice-unavailable page of the app's first download reads them.
 */
/** How many hosts one practice may be served on. */
export const maxPracticeHosts = 10;

export const platformAdminMessages = {
  'platformAdmin.hostInvalid':
    'Enter a host name such as portal.example.co.uk: letters, digits and hyphens in parts separated by dots, without https:// or a path.',
  'platformAdmin.hostsRequired': 'Enter at least one host name the practice is served on.',
  'platformAdmin.hostsTooMany': `A practice can have up to ${maxPracticeHosts} host names.`,
  'platformAdmin.hostRepeated': 'Each host name can be listed once.',
  'platformAdmin.hostTaken': 'The host name {{host}} is already used by another practice.',
  'platformAdmin.directorEmailTaken': 'This e-mail address already has an account on the platform. Use another address for the director.',
  'platformAdmin.practiceNotFound': 'This practice does not exist.',
  'platformAdmin.userNotFound': 'This account does not exist.',
  'platformAdmin.alreadySuspended': 'This practice is already suspended.',
  'platformAdmin.notSuspended': 'This practice is not suspended.',
  'platformAdmin.notDeactivated': 'This account is not deactivated, so there is nothing to reactivate.',
  'platformAdmin.readOnly': 'Support admins can look but not change anything here. Ask a super admin to make this change.',
  'platformAdmin.flagUnknown': 'There is no feature flag named {{flag}}.',
  'platformAdmin.reasonRequired': 'Say why the account is reactivated: the practice reads it in its audit trail.',
  'platformAdmin.practiceSuspended':
    'This practice’s portal is suspended, so nobody can sign in to it at the moment. Please contact the practice.',
  'platformAdmin.directorInvitation': '{{practice}} now has its own portal, and you are its practice director.',
  'platformAdmin.unavailableTitle': '{{name}} is unavailable',
  'platformAdmin.practiceCreated': 'Practice created. {{email}} has been invited as its director.',
  'platformAdmin.practiceSaved': 'Practice saved',
  'platformAdmin.practiceSuspendedDone': 'Practice suspended: its people can no longer sign in.',
  'platformAdmin.practiceReactivated': 'Practice reactivated: its people can sign in again.',
  'platformAdmin.accountReactivated': 'Account reactivated',
} as const;
export type PlatformAdminMessageKey = keyof typeof platformAdminMessages;
