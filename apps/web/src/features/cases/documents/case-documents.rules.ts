import { type CaseDetail, type CurrentUser, checkDocumentChange, documentsLockOf } from '@advice/domain';

/** What the documents section reads of the case overview. */
export type CaseDocumentsCase = Pick<CaseDetail, 'id' | 'type' | 'status' | 'documents' | 'documents_editable'>;
export type Viewer = Pick<CurrentUser, 'id' | 'role'>;
type CaseDocumentView = CaseDocumentsCase['documents'][number];

export const isStaffViewer = (user: Pick<CurrentUser, 'role'>): boolean => user.role !== 'client';

/**
 * Whether this viewer may add documents, or change `document`: staff while the server says the documents
 * are editable; the client by the domain's own rule (their own Online Advice Request while building it,
 * and only documents they uploaded).
 */
export function canChangeDocuments(kase: CaseDocumentsCase, user: Viewer, document?: CaseDocumentView): boolean {
  if (isStaffViewer(user)) return kase.documents_editable;
  const isOwnDocument = document ? document.uploaded_by?.id === user.id : true;
  return checkDocumentChange({ relation: 'self', type: kase.type, status: kase.status, isOwnDocument }).ok;
}

/**
 * Why the documents cannot change, to say so on the section: staff hear of a closed case or an agreed pack;
 * the client only of an agreed pack, since the rest was never theirs to change.
 */
export function documentsNoticeOf(kase: CaseDocumentsCase, user: Viewer): 'referenceOnly' | 'closed' | null {
  const lock = kase.documents_editable ? null : (documentsLockOf(kase) ?? 'closed');
  if (lock === 'referenceOnly') return lock;
  return isStaffViewer(user) ? lock : null;
}

/** 1.2 MB, 340 KB, 12 bytes: sizes as people read them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
