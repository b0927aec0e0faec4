import { z } from 'zod';
import type { ClientRelation } from '../people/people.permissions.ts';
import { paginationQuery, requiredText } from '../shared/fields.ts';
import { documentSigningSummarySchema } from '../signing/signing.ts';
import type { CaseStatus, CaseType } from './case-types.ts';
import { caseMessages, isCaseEditable } from './cases.machine.ts';

/** Case categories for documents (spec 1 §3), in the order the case page and the business pack list them. */
export const caseDocumentCategories = [
  'banking',
  'charges',
  'communication',
  'financial_journey',
  'identification_and_verification',
  'income_withdrawal',
  'investment',
  'meeting',
  'meeting_summary',
  'mortgages',
  'objectives',
  'other',
  'protection',
  'retirement',
  'review_meeting',
  'risk',
  'trusts_and_estate',
] as const;
export type CaseDocumentCategory = (typeof caseDocumentCategories)[number];

export const caseDocumentCategoryLabels = {
  banking: 'Banking',
  charges: 'Charges',
  communication: 'Communication',
  financial_journey: 'Financial journey',
  identification_and_verification: 'Identification and verification',
  income_withdrawal: 'Income withdrawal',
  investment: 'Investment',
  meeting: 'Meeting',
  meeting_summary: 'Meeting summary',
  mortgages: 'Mortgages',
  objectives: 'Objectives',
  other: 'Other',
  protection: 'Protection',
  retirement: 'Retirement',
  review_meeting: 'Review meeting',
  risk: 'Risk',
  trusts_and_estate: 'Trusts and estate',
} as const satisfies Record<CaseDocumentCategory, string>;

/** A case holds at most this many documents, so its overview can list them all. */
export const caseDocumentsPerCaseMax = 200;
/** Batch creation of packs takes at most this many clients in one request. */
export const batchPackClientsMax = 200;

export const caseDocumentMessages = {
  'caseDocuments.fileRequired': 'Choose a file to upload.',
  'caseDocuments.referenceOnly':
    'This recommendation pack has been agreed, so its documents are for reference only and cannot be added, changed or removed.',
  'caseDocuments.closed': 'This case is closed, so its documents can no longer be added, changed or removed.',
  'caseDocuments.clientOnlyOwnRequest': 'You can add documents only to your own Online Advice Request while it is in progress.',
  'caseDocuments.tooMany': `A case can hold at most ${caseDocumentsPerCaseMax} documents. Remove one before adding another.`,
  'caseDocuments.uploaded': 'Document uploaded',
  'caseDocuments.removed': 'Document removed',
  'caseDocuments.notFound': 'This document does not exist.',
  'caseDocuments.packStaffOnly': 'Only staff can download the business pack.',
  'caseDocuments.packEmpty': 'This case has no documents to put in a business pack yet.',
  'caseDocuments.deprecated': 'A newer version of this document exists. Open the newest version to change it.',
  'caseDocuments.versionUploaded': 'New version uploaded',
  'caseDocuments.formNotPdf': 'Only a PDF form can be filled in.',
  'caseDocuments.formLocked': 'This form can no longer be filled in.',
} as const;

/** Why a case's documents cannot change now, or `null` when they can (the same rule for staff and the web app). */
export function documentsLockOf(kase: { type: CaseType; status: CaseStatus }): 'referenceOnly' | 'closed' | null {
  if (kase.type === 'recommendation_pack_case' && (kase.status === 'accepted' || kase.status === 'confirmed')) return 'referenceOnly';
  return isCaseEditable(kase.status) ? null : 'closed';
}

/**
 * Whether documents of the case may be added, edited or removed: an agreed recommendation pack (accepted
 * or confirmed) is reference-only (spec 1 §4), and a closed case changes no more.
 */
export function documentsEditable(kase: { type: CaseType; status: CaseStatus }): boolean {
  return documentsLockOf(kase) === null;
}

/**
 * Why a PDF's form cannot be filled now, or null when it can (the same rule for the server and the viewer):
 * a deprecated version, or a case whose documents no longer change (an agreed pack, a closed case).
 */
export function pdfFormLockOf(input: { type: CaseType; status: CaseStatus; supersededById: string | null }): string | null {
  if (input.supersededById !== null) return caseDocumentMessages['caseDocuments.deprecated'];
  return documentsLockOf(input) === null ? null : caseDocumentMessages['caseDocuments.formLocked'];
}

export type DocumentChangeCheck = { ok: true } | { ok: false; reason: 'forbidden' | 'locked'; message: string };

/**
 * Who may add, edit or remove a case's documents: staff of the client while the case's documents are
 * editable; the client only on their own Online Advice Request while they build it, and only documents
 * they uploaded themselves (`isOwnDocument`; an upload passes `true`).
 */
export function checkDocumentChange(input: {
  relation: ClientRelation | null;
  type: CaseType;
  status: CaseStatus;
  isOwnDocument: boolean;
}): DocumentChangeCheck {
  if (input.relation === null) return { ok: false, reason: 'forbidden', message: caseMessages['cases.forbidden'] };
  if (input.relation === 'self') {
    if (input.type !== 'online_advice_request' || !input.isOwnDocument)
      return { ok: false, reason: 'forbidden', message: caseMessages['cases.forbidden'] };
    if (input.status !== 'building')
      return { ok: false, reason: 'locked', message: caseDocumentMessages['caseDocuments.clientOnlyOwnRequest'] };
    return { ok: true };
  }
  const lock = documentsLockOf(input);
  if (lock === 'referenceOnly') return { ok: false, reason: 'locked', message: caseDocumentMessages['caseDocuments.referenceOnly'] };
  if (lock === 'closed') return { ok: false, reason: 'locked', message: caseDocumentMessages['caseDocuments.closed'] };
  return { ok: true };
}

const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** The text fields of the upload form (multipart, beside `file`); an empty name takes the file's. */
export const caseDocumentUploadFields = z.object({
  name: z.string().trim().max(200).default(''),
  category: z.enum(caseDocumentCategories, { error: 'Choose a category' }),
  note: z.string().trim().max(2000).default(''),
  concealed: booleanField.default(false),
  /** Spec 1 §3: the client is asked to sign it, electronically when `e_signature`. */
  signature_required: booleanField.default(false),
  e_signature: booleanField.default(false),
  /** The client is e-mailed when a newer version of it is uploaded (if they can see it). */
  auto_email_on_update: booleanField.default(false),
});
export type CaseDocumentUploadFields = z.infer<typeof caseDocumentUploadFields>;

/** PATCH a document: any of its name, category, note for the client and concealment. */
export const caseDocumentEditBody = z
  .object({
    name: requiredText(200).optional(),
    category: z.enum(caseDocumentCategories).optional(),
    note: z.string().trim().max(2000).optional(),
    concealed: z.boolean().optional(),
    signature_required: z.boolean().optional(),
    e_signature: z.boolean().optional(),
    auto_email_on_update: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Change at least one field.' });
export type CaseDocumentEditBody = z.infer<typeof caseDocumentEditBody>;

export const caseDocumentListQuery = paginationQuery.extend({ category: z.enum(caseDocumentCategories).optional() });
export type CaseDocumentListQuery = z.infer<typeof caseDocumentListQuery>;

export const caseDocumentParams = z.object({ id: z.uuid(), documentId: z.uuid() });

/** The most fields one PDF form may carry, and the longest value of one. */
export const pdfFormFieldsMax = 500;
export const pdfFormValueMax = 2000;

/**
 * A PDF's form as filled in the viewer (spec 2 §3 "PDF form data"): one value per field name. A text field's
 * text; a checkbox its export value or 'Off' (spec 2 §4); a radio group the chosen button's value.
 */
export const pdfFormDataSchema = z
  .record(z.string().min(1).max(500), z.string().max(pdfFormValueMax))
  .refine((data) => Object.keys(data).length <= pdfFormFieldsMax, { error: `A form can hold at most ${pdfFormFieldsMax} fields.` });
export type PdfFormData = z.infer<typeof pdfFormDataSchema>;

export const pdfFormBody = z.object({ pdf_data: pdfFormDataSchema });
export type PdfFormBody = z.infer<typeof pdfFormBody>;

export const pdfFormSchema = z.object({
  pdf_data: pdfFormDataSchema,
  updated_at: z.string().nullable(),
  /** Whether the reader may fill it now (the editablePdf flag, the document current, the case open). */
  editable: z.boolean(),
});
export type PdfForm = z.infer<typeof pdfFormSchema>;

/** A newer version of a document: its file, and optionally a new note for the client (else the old one stays). */
export const caseDocumentVersionFields = z.object({ note: z.string().trim().max(2000).optional() });
export type CaseDocumentVersionFields = z.infer<typeof caseDocumentVersionFields>;

/** A person named on a case: its client, or who uploaded or wrote something (cases.schemas imports it from here). */
export const casePersonSchema = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() });

export const caseDocumentSchema = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  name: z.string(),
  category: z.enum(caseDocumentCategories),
  category_label: z.string(),
  note: z.string(),
  /** Always false in what the client receives: concealed documents never reach them. */
  concealed: z.boolean(),
  signature_required: z.boolean(),
  e_signature: z.boolean(),
  auto_email_on_update: z.boolean(),
  /** 1 for a first upload; each newer version counts on. */
  version: z.number().int().min(1),
  /** The version this one replaced, and the newer one that replaced it (a deprecated document). */
  previous_version_id: z.uuid().nullable(),
  superseded_by_id: z.uuid().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: casePersonSchema.nullable(),
  created_at: z.string(),
  download_url: z.string(),
  /** The document's live signing request, when it has one and e-signature is on. */
  signing: documentSigningSummarySchema.nullable(),
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

export const caseAddendumBody = z.object({ text: requiredText(5000) });
export type CaseAddendumBody = z.infer<typeof caseAddendumBody>;

export const caseAddendumSchema = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  text: z.string(),
  created_by: casePersonSchema.nullable(),
  created_at: z.string(),
});
export type CaseAddendum = z.infer<typeof caseAddendumSchema>;

/** The built-in case images (simple drawings shipped with the app), by key. */
export const builtinCaseImages = ['growth', 'home', 'family', 'retirement', 'protection', 'savings'] as const;
export type BuiltinCaseImage = (typeof builtinCaseImages)[number];
export const builtinCaseImageLabels = {
  growth: 'Growth',
  home: 'Home',
  family: 'Family',
  retirement: 'Retirement',
  protection: 'Protection',
  savings: 'Savings',
} as const satisfies Record<BuiltinCaseImage, string>;

export const caseImageMessages = {
  'caseImages.none': 'This case has no image yet.',
  'caseImages.notFound': 'This image does not exist.',
  'caseImages.chooseOne': 'Choose an image.',
  'caseImages.chooseOrUpload': 'Choose one of the images or upload one.',
} as const;

/** PUT /client-cases/{id}/image as JSON: one of the existing images (a multipart `file` uploads a new one). */
export const caseImageChoiceBody = z.union([
  z.object({ builtin: z.enum(builtinCaseImages) }).strict(),
  z.object({ image_id: z.uuid() }).strict(),
]);
export type CaseImageChoiceBody = z.infer<typeof caseImageChoiceBody>;

export const caseImageSchema = z.object({
  kind: z.enum(['builtin', 'uploaded']),
  /** A built-in image's key or an uploaded image's id. */
  key: z.string(),
  label: z.string(),
  url: z.string(),
});
export type CaseImage = z.infer<typeof caseImageSchema>;

/** Each pack of a batch takes at most this many documents, copied and newly uploaded together. */
export const batchPackDocumentsMax = 50;
/** A staged upload waits this long for its uploader to put it into a batch of packs; then it is swept with its file. */
export const batchUploadLifetimeHours = 24;

export const batchUploadMessages = {
  'caseBatch.uploadMissing':
    'This uploaded document is no longer available: an upload is kept for 24 hours, for the person who uploaded it, until one batch uses it. Upload it again.',
  'caseBatch.tooManyDocuments': `Each pack can take at most ${batchPackDocumentsMax} documents at once.`,
} as const;

/** A staged upload chosen for each pack of a batch, with its category and note; an empty name takes the file's. */
export const batchUploadChoice = z.object({
  upload_id: z.uuid(),
  ...caseDocumentUploadFields.pick({ name: true, category: true, note: true }).shape,
});
export type BatchUploadChoice = z.infer<typeof batchUploadChoice>;

/**
 * The fields of a batch creation of packs for many clients (documents-packs/bulk-create,
 * clients/new-recommendation-packs), without the rule across them (see batchPacksBody).
 */
export const batchPackFields = z.object({
  client_ids: z
    .array(z.uuid())
    .min(1, 'Choose at least one client')
    .max(batchPackClientsMax, `Choose at most ${batchPackClientsMax} clients at once`),
  name: requiredText(200),
  cover_note: z.string().trim().max(5000).default(''),
  /** Documents already uploaded to another case (by id), copied into each new pack, with a note per document. */
  documents: z
    .array(z.object({ document_id: z.uuid(), note: z.string().trim().max(2000).optional() }))
    .max(batchPackDocumentsMax)
    .default([]),
  /** New files staged through POST /clients/new-packs/uploads (by id), put into each new pack with their category and note. */
  uploads: z.array(batchUploadChoice).max(batchPackDocumentsMax).default([]),
});

/** The batch body: its fields, and at most batchPackDocumentsMax documents per pack in all. */
export const batchPacksBody = batchPackFields.refine((body) => body.documents.length + body.uploads.length <= batchPackDocumentsMax, {
  path: ['documents'],
  error: batchUploadMessages['caseBatch.tooManyDocuments'],
});
export type BatchPacksBody = z.infer<typeof batchPacksBody>;

/** A file staged for a batch of packs: what its uploader sees of it until a batch uses it. */
export const batchUploadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type BatchUpload = z.infer<typeof batchUploadSchema>;

export const batchPacksResultSchema = z.object({
  created: z.array(z.object({ client_id: z.uuid(), case_id: z.uuid() })),
  refused: z.array(z.object({ client_id: z.uuid(), reason: z.string() })),
});
export type BatchPacksResult = z.infer<typeof batchPacksResultSchema>;
