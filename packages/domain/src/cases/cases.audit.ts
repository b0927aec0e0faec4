import {
  type AuditDescribers,
  type AuditFacts,
  changedFieldsOf,
  excerptOf,
  formatFileSize,
  listOf,
  numberOf,
  sentence,
  textOf,
} from '../shared/audit.ts';
import type { CaseDocumentCategory } from './case-documents.ts';
import type { CaseStatus, CaseType } from './case-types.ts';
import { type CaseAction, type CaseEffect, caseStatusLabels } from './cases.machine.ts';
import type { CaseEditBody } from './cases.schemas.ts';

/** A case document as its audit events record it. */
export type CaseDocumentAudit = {
  document_id: string;
  name: string;
  category: CaseDocumentCategory;
  note: string;
  concealed: boolean;
  file_name: string;
  size_bytes: number;
  signature_required?: boolean;
  e_signature?: boolean;
  auto_email_on_update?: boolean;
};

export type CaseStatusChangeAudit = {
  before: { status: CaseStatus; version: number };
  /** `note`: the adviser's note when sending a case back to the client. */
  after: { status: CaseStatus; version: number; effects: readonly CaseEffect[]; note?: string };
};

/** A questionnaire's answers as recorded: marked option ids and free-text answers by question id (older events: the option ids only). */
export type QuestionnaireAnswersAudit = Record<string, string[]> | { options: Record<string, string[]>; texts: Record<string, string> };

export type CaseFieldsAudit = Partial<Record<keyof Omit<CaseEditBody, 'version'>, unknown>>;
type CaseImageAudit = { image_builtin: string | null; image_id: string | null };

/** Every action recorded on a case (entity kind `client-case`), with its payload. */
export type CaseAuditEvents = {
  created: { after: { type: CaseType; status: CaseStatus; client_id: string; name: string; batch?: true } };
  edited: { before: CaseFieldsAudit; after: CaseFieldsAudit };
  answers_saved: { before: QuestionnaireAnswersAudit; after: QuestionnaireAnswersAudit };
  document_added: { after: CaseDocumentAudit & { copied_from?: string; upload_id?: string } };
  document_edited: { before: CaseDocumentAudit; after: CaseDocumentAudit };
  document_removed: { before: CaseDocumentAudit };
  document_version_added: { after: CaseDocumentAudit & { version: number; previous_id: string } };
  document_form_saved: { after: { document_id: string; name: string; file_name: string; fields: number } };
  /** The client opened (or downloaded) a document: the evidence that they read it. */
  document_viewed: { after: { document_id: string; name: string; file_name: string } };
  image_changed: { before: CaseImageAudit; after: CaseImageAudit };
  addendum_added: { after: { addendum_id: string; text: string } };
} & { [A in CaseAction]: CaseStatusChangeAudit };

export const caseAuditMessages = {
  'audit.case.created': '{{actor}} created the case “{{name}}”',
  'audit.case.createdInBatch': '{{actor}} created the case “{{name}}” for several clients at once',
  'audit.case.createdUnnamed': '{{actor}} created the case',
  'audit.case.edited': '{{actor}} changed the {{fields}}',
  'audit.case.renamed': '{{actor}} renamed the case to “{{name}}”',
  'audit.case.editedNothing': '{{actor}} saved the case unchanged',
  'audit.case.answersSaved': '{{actor}} saved answers to the questionnaire',
  'audit.case.documentAdded': '{{actor}} uploaded {{document}} ({{size}})',
  'audit.case.documentAddedNoSize': '{{actor}} uploaded {{document}}',
  'audit.case.documentAddedUnnamed': '{{actor}} uploaded a document',
  'audit.case.documentRenamed': '{{actor}} renamed {{from}} to {{to}}',
  'audit.case.documentConcealed': '{{actor}} concealed {{document}} from the client',
  'audit.case.documentRevealed': '{{actor}} made {{document}} visible to the client',
  'audit.case.documentEdited': '{{actor}} changed the {{fields}} of {{document}}',
  'audit.case.documentEditedUnnamed': '{{actor}} changed a document',
  'audit.case.documentRemoved': '{{actor}} removed {{document}}',
  'audit.case.documentVersionAdded': '{{actor}} uploaded version {{version}} of {{document}}',
  'audit.case.documentFormSaved': '{{actor}} filled in the form of {{document}}',
  'audit.case.documentViewed': '{{actor}} opened {{document}}',
  'audit.case.documentRemovedUnnamed': '{{actor}} removed a document',
  'audit.case.imageChanged': '{{actor}} changed the case image',
  'audit.case.addendumAdded': '{{actor}} added an addendum: “{{text}}”',
  'audit.case.addendumAddedEmpty': '{{actor}} added an addendum',
  'audit.case.submit': '{{actor}} submitted the case',
  'audit.case.send': '{{actor}} sent the case to the client',
  'audit.case.sendAgreed': '{{actor}} sent the recommendation pack as already accepted',
  'audit.case.sendConfirmed': '{{actor}} sent the recommendation pack as already confirmed',
  'audit.case.backToPrepare': '{{actor}} took the case back to prepare it again',
  'audit.case.acceptForClient': '{{actor}} accepted the recommendation pack for the client',
  'audit.case.rejectForClient': '{{actor}} marked the recommendation pack as not accepted',
  'audit.case.accept': '{{actor}} accepted the recommendation pack',
  'audit.case.reject': '{{actor}} rejected the recommendation pack',
  'audit.case.confirm': '{{actor}} confirmed the recommendation pack and completed the case',
  'audit.case.resend': '{{actor}} sent the recommendation pack to the client again',
  'audit.case.backToClient': '{{actor}} sent the case back to the client',
  'audit.case.backToClientWithNote': '{{actor}} sent the case back to the client with the note “{{note}}”',
  'audit.case.complete': '{{actor}} completed the case',
  'audit.case.review': '{{actor}} completed the review',
  'audit.case.reopen': '{{actor}} reopened the case for review',
  'audit.case.cancel': '{{actor}} cancelled the case',
  'audit.case.moved': '{{actor}} moved the case from {{from}} to {{to}}',
} as const;
type Key = keyof typeof caseAuditMessages;

const caseFieldLabels: Readonly<Record<string, string>> = {
  name: 'name',
  estimated_case_size: 'estimated case size',
  cover_note: 'cover note',
  initial_investment: 'initial investment',
  initial_investment_currency: 'currency of the initial investment',
  monthly_contribution: 'monthly contribution',
  monthly_contribution_currency: 'currency of the monthly contribution',
  investment_duration: 'investment duration',
  projection_type: 'projection type',
  topics: 'topics',
};

const documentFieldLabels: Readonly<Record<string, string>> = {
  name: 'name',
  category: 'category',
  note: 'note for the client',
  concealed: 'visibility to the client',
  signature_required: 'signature requirement',
  e_signature: 'e-signature setting',
  auto_email_on_update: 'e-mail on update setting',
};

/** A status in words, for an event that moved the case; `undefined` when the value is not a status. */
export function caseStatusWord(value: unknown): string | undefined {
  return typeof value === 'string' && value in caseStatusLabels ? caseStatusLabels[value as CaseStatus] : undefined;
}

/** 'Suitability report.pdf': the document's name with the extension of its file, as its download is named. */
export function documentNameOf(name: unknown, fileName: unknown): string | undefined {
  const base = textOf(name);
  const ext = /\.([A-Za-z0-9]+)$/u.exec(textOf(fileName) ?? '')?.[1];
  if (!base) return textOf(fileName);
  return ext && !base.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? `${base}.${ext}` : base;
}

/** The document an event is about: its payload as written, else what the reader found by its id. */
function documentOf(payload: Record<string, unknown>, facts: AuditFacts<unknown>) {
  const name = documentNameOf(payload.name ?? facts.document?.name, payload.file_name ?? payload.fileName ?? facts.document?.file_name);
  const size = numberOf(payload.size_bytes ?? payload.sizeBytes) ?? facts.document?.size_bytes;
  return { name, size };
}

function statusChange(action: CaseAction) {
  return (facts: AuditFacts<CaseStatusChangeAudit>) => sentence<Key>(`audit.case.${action}`, facts);
}

function documentEdited(facts: AuditFacts<CaseAuditEvents['document_edited']>) {
  const before = documentOf(facts.before, facts);
  const after = documentOf(facts.after, facts);
  const document = after.name ?? before.name;
  if (!document) return sentence<Key>('audit.case.documentEditedUnnamed', facts);
  const fields = changedFieldsOf(facts.before, facts.after, documentFieldLabels);
  if (fields.length === 1 && fields[0] === 'name' && before.name && after.name)
    return sentence<Key>('audit.case.documentRenamed', facts, { from: before.name, to: after.name });
  if (fields.length === 1 && fields[0] === documentFieldLabels.concealed)
    return sentence<Key>(facts.after.concealed === true ? 'audit.case.documentConcealed' : 'audit.case.documentRevealed', facts, {
      document,
    });
  return sentence<Key>('audit.case.documentEdited', facts, { document, fields: listOf(fields.length > 0 ? fields : ['details']) });
}

/** How each case event reads: "Priya Shah uploaded Suitability report.pdf (2.1 MB)". */
export const caseAuditSentences: AuditDescribers<CaseAuditEvents, Key> = {
  created: (facts) => {
    const name = textOf(facts.after.name);
    if (!name) return sentence<Key>('audit.case.createdUnnamed', facts);
    return sentence<Key>(facts.after.batch === true ? 'audit.case.createdInBatch' : 'audit.case.created', facts, { name });
  },
  edited: (facts) => {
    const fields = changedFieldsOf(facts.before, facts.after, caseFieldLabels);
    const name = textOf(facts.after.name);
    if (fields.length === 1 && fields[0] === 'name' && name) return sentence<Key>('audit.case.renamed', facts, { name });
    if (fields.length === 0) return sentence<Key>('audit.case.editedNothing', facts);
    return sentence<Key>('audit.case.edited', facts, { fields: listOf(fields) });
  },
  answers_saved: (facts) => sentence<Key>('audit.case.answersSaved', facts),
  document_added: (facts) => {
    const { name, size } = documentOf(facts.after, facts);
    if (!name) return sentence<Key>('audit.case.documentAddedUnnamed', facts);
    if (size === undefined) return sentence<Key>('audit.case.documentAddedNoSize', facts, { document: name });
    return sentence<Key>('audit.case.documentAdded', facts, { document: name, size: formatFileSize(size) });
  },
  document_edited: documentEdited,
  document_removed: (facts) => {
    const { name } = documentOf(facts.before, facts);
    return name
      ? sentence<Key>('audit.case.documentRemoved', facts, { document: name })
      : sentence<Key>('audit.case.documentRemovedUnnamed', facts);
  },
  document_version_added: (facts) => {
    const { name } = documentOf(facts.after, facts);
    const version = numberOf(facts.after.version);
    if (!name || version === undefined) return sentence<Key>('audit.case.documentAddedUnnamed', facts);
    return sentence<Key>('audit.case.documentVersionAdded', facts, { document: name, version: String(version) });
  },
  document_viewed: (facts) => {
    const { name } = documentOf(facts.after, facts);
    return sentence<Key>('audit.case.documentViewed', facts, { document: name ?? 'a document' });
  },
  document_form_saved: (facts) => {
    const { name } = documentOf(facts.after, facts);
    return sentence<Key>('audit.case.documentFormSaved', facts, { document: name ?? 'a document' });
  },
  image_changed: (facts) => sentence<Key>('audit.case.imageChanged', facts),
  addendum_added: (facts) => {
    const text = textOf(facts.after.text);
    return text
      ? sentence<Key>('audit.case.addendumAdded', facts, { text: excerptOf(text) })
      : sentence<Key>('audit.case.addendumAddedEmpty', facts);
  },
  submit: statusChange('submit'),
  send: statusChange('send'),
  sendAgreed: statusChange('sendAgreed'),
  sendConfirmed: statusChange('sendConfirmed'),
  backToPrepare: statusChange('backToPrepare'),
  acceptForClient: statusChange('acceptForClient'),
  rejectForClient: statusChange('rejectForClient'),
  accept: statusChange('accept'),
  reject: statusChange('reject'),
  confirm: statusChange('confirm'),
  resend: statusChange('resend'),
  backToClient: (facts) => {
    const note = textOf(facts.after.note);
    return note
      ? sentence<Key>('audit.case.backToClientWithNote', facts, { note: excerptOf(note) })
      : sentence<Key>('audit.case.backToClient', facts);
  },
  complete: statusChange('complete'),
  review: statusChange('review'),
  reopen: statusChange('reopen'),
  cancel: statusChange('cancel'),
};

/** A case event this catalogue does not know (an older action) that still records a status change. */
export function describeCaseMove(facts: AuditFacts<unknown>, before: unknown, after: unknown) {
  const from = caseStatusWord(typeof before === 'object' && before ? (before as { status?: unknown }).status : undefined);
  const to = caseStatusWord(typeof after === 'object' && after ? (after as { status?: unknown }).status : undefined);
  return from && to ? sentence<Key>('audit.case.moved', facts, { from, to }) : null;
}
