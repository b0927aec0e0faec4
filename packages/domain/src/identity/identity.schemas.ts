import { z } from 'zod';
import type { NoticeText } from '../notifications/notification-events.ts';
import { isIsoDate } from '../shared/dates.ts';
import { requiredText } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { whenMissing } from '../shared/validation.ts';
import { isCountryCode } from './identity.countries.ts';
import {
  type IdentitySection,
  identityDocumentAccessLevels,
  identityDocumentTypes,
  identitySectionLabels,
  identitySectionOfSlug,
  identitySections,
} from './identity.ts';

/*
 * A client's identification (spec 3 §2, §3, §4): personal details with numbered nationalities and
 * residencies, and identity documents, each section lockable by the adviser (the client then cannot
 * change it), and the adviser's requests for a physical copy of a document.
 */

/** At most this many nationalities, and this many residencies: more than anyone holds. */
export const maxIdentityCountries = 10;
export const identityDocumentNameMax = 200;
export const identityDocumentNumberMax = 100;
export const identityDocumentIssuerMax = 200;
export const identityCopyNoteMax = 500;

/** Texts of a client's identification, shown by the server and early in the browser (en-GB). */
export const identityMessages = {
  'identity.documentNotFound': 'This identity document does not exist, or is not shown to you.',
  'identity.copyRequestNotFound': 'This request for a physical copy does not exist.',
  'identity.noFile': 'This identity document has no scan or photo yet.',
  'identity.changedElsewhere':
    'Someone else saved these personal details since you opened them. Load the latest version to see their changes, then make yours again.',
  'identity.alreadyLocked': 'This section is already locked.',
  'identity.notLocked': 'This section is not locked, so there is nothing to unlock.',
  'identity.copyAlreadyRequested': 'A physical copy of this document is already requested and not yet received.',
  'identity.copyAlreadyReceived': 'This physical copy is already marked as received.',
  /** Spec 3 §3: a restricted document shows only to the client and their adviser, so only they may make one. */
  'identity.restrictedNotAllowed':
    'Only the client and their adviser may keep a restricted document, as only they can see one. Choose normal access.',
  'identity.unknownSection': 'There is no such section of the identification.',
  'identity.countryUnknown': 'Choose a country from the list',
  'identity.countryTwice': 'This country is already listed',
  'identity.tooManyCountries': `List at most ${maxIdentityCountries} countries`,
  'identity.expiryFormat': 'Enter the expiry date as a real date, like 2030-04-21',
  // Spec 3 §7: the success toasts of a save, an upload, a removal, a lock and an unlock.
  'identity.detailsSaved': 'Personal details saved',
  'identity.documentAdded': 'Identity document added',
  'identity.documentUpdated': 'Identity document saved',
  'identity.documentRemoved': 'Identity document removed',
  'identity.fileUploaded': 'Document uploaded',
  'identity.sectionLocked': 'Section locked',
  'identity.sectionUnlocked': 'Section unlocked',
  'identity.copyRequested': 'Physical copy requested',
  'identity.copyReceived': 'Physical copy marked as received',
} as const;

/**
 * Why the client cannot change a locked section, naming who locked it: the server refuses with it, and
 * the page says it beside the section.
 */
export function lockedSectionMessage(section: IdentitySection, lockedBy: string | null): string {
  const who = lockedBy?.trim() ? lockedBy.trim() : 'Your adviser';
  return `${who} has locked your ${identitySectionLabels[section].toLowerCase()}, so they cannot be changed now. Ask your adviser if something needs correcting.`;
}

const countryField = z
  .string({ error: whenMissing(messages['errors.required']) })
  .trim()
  .refine(isCountryCode, identityMessages['identity.countryUnknown']);

/** A numbered list of countries: the order is the numbering, each country once. */
const countryList = z
  .array(countryField)
  .max(maxIdentityCountries, identityMessages['identity.tooManyCountries'])
  .superRefine((codes, context) => {
    codes.forEach((code, index) => {
      if (codes.indexOf(code) < index)
        context.addIssue({ code: 'custom', path: [index], message: identityMessages['identity.countryTwice'] });
    });
  });

/**
 * A save of the personal details: the nationalities and residencies in their order (1, 2, …), and the
 * version the form was loaded at, so a save over someone else's newer one is refused.
 */
export const identityPersonalDetailsBody = z.object({
  version: z.number().int().min(0).max(1_000_000),
  nationalities: countryList,
  residencies: countryList,
});
export type IdentityPersonalDetailsBody = z.infer<typeof identityPersonalDetailsBody>;

/** An expiry date, or none: an empty field (a form's, a multipart one's) is none. */
const expiryField = z
  .string()
  .trim()
  .nullable()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || isIsoDate(value), identityMessages['identity.expiryFormat']);

const documentFields = z.object({
  type: z.enum(identityDocumentTypes, { error: messages['errors.choose'] }),
  access: z.enum(identityDocumentAccessLevels, { error: messages['errors.choose'] }),
  name: requiredText(identityDocumentNameMax),
  number: z.string().trim().max(identityDocumentNumberMax),
  issued_by: z.string().trim().max(identityDocumentIssuerMax),
  expires_on: expiryField,
});

/** A new identity document: its type and name, and what else is known; access is normal unless chosen. */
export const identityDocumentBody = documentFields.extend({
  access: documentFields.shape.access.default('normal'),
  number: documentFields.shape.number.default(''),
  issued_by: documentFields.shape.issued_by.default(''),
  expires_on: expiryField.default(null),
});
export type IdentityDocumentBody = z.infer<typeof identityDocumentBody>;

/** A change to a document: the fields sent. */
export const identityDocumentPatch = documentFields.partial();
export type IdentityDocumentPatch = z.infer<typeof identityDocumentPatch>;

/** A request for a physical copy of one of the client's documents, with a note for them. */
export const identityCopyRequestBody = z.object({
  document_id: z.uuid(),
  note: z.string().trim().max(identityCopyNoteMax).default(''),
});
export type IdentityCopyRequestBody = z.infer<typeof identityCopyRequestBody>;

export const identificationParams = z.object({ id: z.uuid() });
export const identityDocumentParams = z.object({ id: z.uuid(), documentId: z.uuid() });
export const identityCopyRequestParams = z.object({ id: z.uuid(), requestId: z.uuid() });
/** A section named by its address slug (`personal-details`), read as the section it names. */
export const identitySectionParams = z.object({
  id: z.uuid(),
  section: z
    .string()
    .max(40)
    .transform((slug, context) => {
      const section = identitySectionOfSlug(slug);
      if (section) return section;
      context.addIssue({ code: 'custom', message: identityMessages['identity.unknownSection'] });
      return z.NEVER;
    }),
});

const personRef = z.object({ id: z.uuid(), name: z.string() });

/** One numbered entry: its number from 1, the country's code and its name. */
export const identityCountryEntrySchema = z.object({ position: z.number().int(), country: z.string(), name: z.string() });
export type IdentityCountryEntryView = z.infer<typeof identityCountryEntrySchema>;

export const identityPersonalDetailsSchema = z.object({
  nationalities: z.array(identityCountryEntrySchema),
  residencies: z.array(identityCountryEntrySchema),
  /** Counts the saves; a save carries the version its form was loaded at (0: never saved). */
  version: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by: personRef.nullable(),
});
export type IdentityPersonalDetails = z.infer<typeof identityPersonalDetailsSchema>;

/** A document's scan or photo; `download_url` saves it. */
export const identityDocumentFileSchema = z.object({
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
  download_url: z.string(),
});

export const identityDocumentSchema = z.object({
  id: z.uuid(),
  type: z.enum(identityDocumentTypes),
  access: z.enum(identityDocumentAccessLevels),
  name: z.string(),
  number: z.string(),
  issued_by: z.string(),
  expires_on: z.string().nullable(),
  file: identityDocumentFileSchema.nullable(),
  created_at: z.string(),
  created_by: personRef.nullable(),
  updated_at: z.string(),
  updated_by: personRef.nullable(),
});
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

/** A locked section: who locked it and when. */
export const identitySectionLockSchema = z.object({
  section: z.enum(identitySections),
  locked_at: z.string(),
  locked_by: personRef.nullable(),
});
export type IdentitySectionLock = z.infer<typeof identitySectionLockSchema>;

/** A request for a physical copy; `document_name` is null once the document was removed. */
export const identityCopyRequestSchema = z.object({
  id: z.uuid(),
  document_id: z.uuid().nullable(),
  document_name: z.string().nullable(),
  note: z.string(),
  requested_at: z.string(),
  requested_by: personRef.nullable(),
  received_at: z.string().nullable(),
  received_by: personRef.nullable(),
});
export type IdentityCopyRequest = z.infer<typeof identityCopyRequestSchema>;

/** What the viewer may do on the identification, as the server decides it. */
export const identificationActions = ['identity.edit', 'identity.lock', 'identity.requestCopy', 'identity.viewRestricted'] as const;
export type IdentificationAction = (typeof identificationActions)[number];

/**
 * A client's identification as one viewer sees it: a restricted document (and a copy request for one)
 * is left out for anyone but the client and their adviser; the copy requests are the open ones.
 */
export const identificationSchema = z.object({
  client_id: z.uuid(),
  personal_details: identityPersonalDetailsSchema,
  documents: z.array(identityDocumentSchema),
  locks: z.array(identitySectionLockSchema),
  copy_requests: z.array(identityCopyRequestSchema),
  actions: z.array(z.enum(identificationActions)),
});
export type Identification = z.infer<typeof identificationSchema>;

/** The identification after a change, with the sentence the change toasts. */
export const identificationSavedSchema = identificationSchema.extend({ message: z.string() });
export type IdentificationSaved = z.infer<typeof identificationSavedSchema>;

/** A physical copy a member of staff waits for, as their home lists it. */
export const identityCopyAwaitedSchema = z.object({
  id: z.uuid(),
  client: z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() }),
  document_name: z.string().nullable(),
  requested_at: z.string(),
});
export type IdentityCopyAwaited = z.infer<typeof identityCopyAwaitedSchema>;

/** The lock of a section, if it has one. */
export function lockOf(locks: readonly IdentitySectionLock[], section: IdentitySection): IdentitySectionLock | null {
  return locks.find((lock) => lock.section === section) ?? null;
}

/**
 * Whether a locked section stops this viewer: a lock binds the client alone (spec 3 §4: "while locked the
 * client cannot edit it"); the staff who may edit go on editing it.
 */
export function isSectionLockedFor(viewer: { isClient: boolean }, lock: IdentitySectionLock | null): boolean {
  return viewer.isClient && lock !== null;
}

/** The facts a copy request's notice names. */
export type IdentityCopyNoticeFacts = { adviserName: string; documentName: string; note: string };

/** en-GB texts of what the client is told when their adviser asks for a physical copy of a document. */
export const identityNotices = {
  copyRequested: (f: IdentityCopyNoticeFacts): NoticeText => ({
    title: 'Physical copy requested',
    body: `${f.adviserName} asked for a physical copy of your identity document “${f.documentName}”.${f.note ? ` Their note: “${f.note}”` : ''}`,
    link: '/my-identification',
  }),
} as const;
