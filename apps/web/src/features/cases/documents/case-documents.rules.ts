import {
  type CaseDetail,
  type CurrentUser,
  caseDocumentFileTypes,
  caseDocumentMaxBytes,
  caseDocumentMessages,
  caseImageMaxBytes,
  caseImageMessages,
  caseImageMimes,
  checkDocumentChange,
  checkUploadFileName,
  documentsLockOf,
} from '@advice/domain';

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

const documentExtensions = new Set<string>([...caseDocumentFileTypes.map((type) => type.ext), 'jpeg']);
const documentMimes = new Set<string>(caseDocumentFileTypes.map((type) => type.mime));
const extensionOf = (fileName: string) => /\.([^.]+)$/u.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * The checks the server makes on a chosen file that the browser can make first: its name, size and type.
 * The server judges the type by content; here a file is refused early only when neither its extension
 * nor the type the browser reports is one of the accepted ones.
 */
export function checkChosenDocument(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const nameProblem = checkUploadFileName(file.name);
  if (nameProblem) return nameProblem;
  if (file.size > caseDocumentMaxBytes) return caseDocumentMessages['caseDocuments.tooLarge'];
  if (!documentExtensions.has(extensionOf(file.name)) && !documentMimes.has(file.type)) return caseDocumentMessages['caseDocuments.type'];
  return null;
}

const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp']);
export const caseImageAccept = '.jpg,.jpeg,.png,.gif,.webp,.bmp';

/** The same for a case image: a raster image up to 5 MB. */
export function checkChosenImage(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (checkUploadFileName(file.name)) return caseDocumentMessages['caseDocuments.forbiddenName'];
  if (file.size > caseImageMaxBytes) return caseImageMessages['caseImages.tooLarge'];
  if (!imageExtensions.has(extensionOf(file.name)) && !caseImageMimes.has(file.type)) return caseImageMessages['caseImages.type'];
  return null;
}

/** 1.2 MB, 340 KB, 12 bytes: sizes as people read them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
