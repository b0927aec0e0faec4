import { z } from 'zod';
import { emailField, requiredText } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { whenMissing } from '../shared/validation.ts';

/**
 * Share links: a link to one vault document for someone outside the portal (an accountant, a solicitor),
 * which opens only with a one-time passcode mailed to that person, until it expires or is revoked.
 */

/** How long a link lives, in whole days, as its maker chooses: a day at least, a month at most. */
export const shareLinkDaysMin = 1;
export const shareLinkDaysMax = 30;
export const shareLinkDaysDefault = 7;
/** The choices the link dialog offers, within the bounds. */
export const shareLinkDayChoices = [1, 3, 7, 14, 30] as const;

/** The one-time passcode: digits, minutes it lives, wrong tries before a new one is needed. */
export const shareLinkPasscodeDigits = 6;
export const shareLinkPasscodeMinutes = 10;
export const shareLinkPasscodeAttemptsMax = 5;
/** At most this many passcodes a link sends an hour: each is a mail to the recipient, whom the link must not flood. */
export const shareLinkPasscodesPerHour = 5;
/** How long a browser that gave the right passcode may open the document before it is asked again. */
export const shareLinkAccessMinutes = 30;

/** Where a link stands: it opens (with the passcode), or no longer does. */
export const shareLinkStatuses = ['active', 'expired', 'revoked'] as const;
export type ShareLinkStatus = (typeof shareLinkStatuses)[number];

/** Revoked outranks expired: the person who stopped it did so on purpose. */
export function shareLinkStatusOf(link: { expiresAt: Date; revokedAt: Date | null }, now: Date = new Date()): ShareLinkStatus {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** When a link made now for `days` days stops working. */
export function shareLinkExpiryOf(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

/** `jo@example.com` → `j•••@example.com`: enough for the recipient to know the passcode went to them, too little to learn the address. */
export function maskedEmailOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** Texts of share links, shown by the server and early in the browser (en-GB). */
export const vaultLinkMessages = {
  'vaultLinks.created': 'Share link sent',
  'vaultLinks.revoked': 'Share link revoked',
  'vaultLinks.notFound': 'This document does not exist, or it is not shared with you.',
  'vaultLinks.linkNotFound': 'This share link does not exist.',
  'vaultLinks.folderRefused': 'A share link opens one document. Choose a document rather than a folder.',
  'vaultLinks.noFile': 'This document has no file to share yet.',
  'vaultLinks.alreadyRevoked': 'This share link was already revoked.',
  'vaultLinks.revokeRefused': 'Only the client, or whoever made this link, can revoke it.',
  'vaultLinks.daysRange': `Choose between ${shareLinkDaysMin} and ${shareLinkDaysMax} days.`,
  'vaultLinks.invalid': 'This link does not work. Check that you copied the whole address from the e-mail.',
  'vaultLinks.stopped': 'This link no longer works. Ask the person who shared the document for a new one.',
  'vaultLinks.passcodeSent': 'We sent a passcode to {{email}}.',
  'vaultLinks.passcodeNeeded': 'Enter the passcode we sent you.',
  'vaultLinks.passcodeFormat': `Enter the ${shareLinkPasscodeDigits} digits of the passcode.`,
  'vaultLinks.passcodeWrong': 'That passcode is wrong or has expired. Ask for a new one.',
  'vaultLinks.passcodeTooMany': 'Too many wrong passcodes. Ask for a new one.',
  'vaultLinks.passcodeTooOften': `A passcode has been sent ${shareLinkPasscodesPerHour} times in the last hour. Use the newest one, or try again later.`,
  'vaultLinks.senderUnknown': 'Your adviser',
  'vaultLinks.accessNeeded': 'Enter the passcode we sent you to open this document.',
} as const;
export type VaultLinkMessageKey = keyof typeof vaultLinkMessages;

const daysField = z.coerce
  .number({ error: whenMissing(messages['errors.required']) })
  .int(vaultLinkMessages['vaultLinks.daysRange'])
  .min(shareLinkDaysMin, vaultLinkMessages['vaultLinks.daysRange'])
  .max(shareLinkDaysMax, vaultLinkMessages['vaultLinks.daysRange']);

/** POST a share link: to whom (their name greets them in the mail) and for how many days. */
export const shareLinkBody = z.object({
  recipient_name: requiredText(120),
  recipient_email: emailField,
  expires_in_days: daysField,
});
export type ShareLinkBody = z.infer<typeof shareLinkBody>;

export const shareLinkParams = z.object({ id: z.uuid(), itemId: z.uuid() });
export const shareLinkOneParams = z.object({ id: z.uuid(), itemId: z.uuid(), linkId: z.uuid() });

/** One view of a link's document: when, and from which browser (for the owner to recognise it). */
export const shareLinkViewSchema = z.object({ at: z.string(), user_agent: z.string().nullable() });

/** A link as the client, or the adviser who may share the document, sees it: never its token. */
export const shareLinkSchema = z.object({
  id: z.uuid(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  status: z.enum(shareLinkStatuses),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Every view, newest first; `view_count` counts them all. */
  views: z.array(shareLinkViewSchema),
  view_count: z.number().int(),
  /** The viewer may revoke it: the client any link to their document, an adviser the links they made. */
  can_revoke: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkSavedSchema = shareLinkSchema.extend({ message: z.string() });

/**
 * A link mailed to someone outside the portal: `/shared-document/<token>`, the token 32 random bytes in
 * base64url. Any other text is a link that does not work (404), never a validation error.
 */
export const sharedDocumentParam = z.object({ token: z.string().trim().min(1).max(128) });

/** What a link's page shows: needs the passcode, open (the document), or no longer working and why. */
export const sharedDocumentStates = ['needs_passcode', 'open', 'expired', 'revoked'] as const;
export type SharedDocumentState = (typeof sharedDocumentStates)[number];

export const sharedDocumentSchema = z.object({
  status: z.enum(sharedDocumentStates),
  /** Who the passcode goes to, masked; null once the link no longer works. */
  recipient_hint: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The document, once the passcode was given in this browser. */
  document: z
    .object({
      name: z.string(),
      file_name: z.string(),
      media_type: z.string(),
      size_bytes: z.number().int(),
      shared_by: z.string(),
    })
    .nullable(),
});
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

export const sharedDocumentPasscodeSentSchema = z.object({ message: z.string(), expires_at: z.string() });

/** The passcode as typed: spaces are forgiven, anything but its digits is not. */
export const sharedDocumentVerifyBody = z.object({
  passcode: z
    .string({ error: whenMissing(vaultLinkMessages['vaultLinks.passcodeNeeded']) })
    .transform((value) => value.replace(/\s+/gu, ''))
    .pipe(
      z
        .string()
        .min(1, vaultLinkMessages['vaultLinks.passcodeNeeded'])
        .regex(new RegExp(`^\\d{${shareLinkPasscodeDigits}}$`, 'u'), vaultLinkMessages['vaultLinks.passcodeFormat']),
    ),
});
export type SharedDocumentVerifyBody = z.infer<typeof sharedDocumentVerifyBody>;
