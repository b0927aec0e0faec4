import { z } from 'zod';
import {
  caseNotificationKinds,
  clientSpaceNotificationKinds,
  factFindNotificationKinds,
  meetingNotificationKinds,
  signingNotificationKinds,
  topUpNotificationKinds,
} from './notification-events.ts';

/** Changes to how the account holder signs in, told to them alone. */
export const securityNotificationKinds = [
  'security.password_changed',
  'security.email_changed',
  'security.two_factor_changed',
  'security.password_reset_started',
] as const;
export type SecurityNotificationKind = (typeof securityNotificationKinds)[number];

/** What a notification is about; the web app picks its icon and wording by kind. */
export const notificationKinds = [
  ...securityNotificationKinds,
  ...caseNotificationKinds,
  ...topUpNotificationKinds,
  ...factFindNotificationKinds,
  ...signingNotificationKinds,
  ...clientSpaceNotificationKinds,
  ...meetingNotificationKinds,
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  seen: z.boolean(),
  archived: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  archived: z.enum(['true', 'false']).default('false'),
});

export const notificationMetaSchema = z.object({ unread_count: z.number().int().min(0) });

/** en-GB wording of each security notification, with where it leads. */
export const notificationTexts = {
  'security.password_changed': {
    title: 'Your password was changed',
    body: 'If this was not you, reset your password now and tell your adviser.',
    link: '/account-settings',
  },
  'security.email_changed': {
    title: 'Your e-mail address was changed',
    body: 'You now sign in with your new address. If this was not you, contact your adviser straight away.',
    link: '/account-settings',
  },
  'security.two_factor_changed': {
    title: 'Your two-factor settings changed',
    body: 'How you confirm your sign-in has changed. If this was not you, reset your password now.',
    link: '/account-settings',
  },
  'security.password_reset_started': {
    title: 'Your adviser started a password reset',
    body: 'We e-mailed you a link to choose a new password. If you did not expect this, contact your adviser.',
    link: '/account-settings',
  },
} as const satisfies Record<SecurityNotificationKind, { title: string; body: string; link: string }>;
