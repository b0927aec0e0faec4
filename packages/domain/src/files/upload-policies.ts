import { recordingPieceBytesMax } from '../meetings/recording-media.ts';
import { practiceFilePurposes } from '../practice/practice-settings.schemas.ts';
import { extensionOf } from './file-names.ts';
import {
  emptyRefusal,
  extensionAliases,
  genericUploadMessages,
  nameRefusal,
  tooLargeRefusal,
  typeRefusal,
  type UploadRefusal,
} from './upload-refusals.ts';

/**
 * A type a purpose accepts, as its content shows it (magic bytes), with the extension a stored file of it
 * gets. `container` marks a type that shares its container format with others (old binary Office files
 * are all CFB): the content says which container, the file name's extension says which of its types.
 */
export type AcceptedType = { mime: string; ext: string; container?: 'application/x-cfb' };

/** Size rules for an image that has to fit a place: at least `minWidth` wide, and its width to height near `aspect`. */
export type ImageRule = {
  minWidth: number;
  aspect?: { ratio: number; tolerance: number; message: string };
};

/**
 * What one purpose takes: the form field that carries the file, the largest file, the types it may be by
 * content, the name rule (`fileNameProblemOf`) and, for images that must fit a place, their size.
 * `isText` marks a text format with no magic bytes (CSV): its content must be text, not a known binary.
 * `messages` are the texts that name no file: what to choose when none is, and the refusals made before
 * the file's name is known; a refusal of a file names it (`refuseChosenFile`, the server's `checkUpload`).
 */
export type UploadPolicy = {
  purpose: UploadPurpose;
  fileField: string;
  maxBytes: number;
  types: readonly AcceptedType[];
  isText?: boolean;
  image?: ImageRule;
  messages: { required: string; tooLarge: string; type: string; corrupt: string };
};
/** The rules of a file that is checked but not stored (mailed on, say), so has no stored-file purpose. */
export type FilePolicy = Omit<UploadPolicy, 'purpose'>;

type PolicyRules = Omit<UploadPolicy, 'messages'>;

/** A purpose's policy with its texts: `required` says what to choose; the rest follow from its types and limit. */
function policyOf<const P extends PolicyRules>(rules: P, required: string): P & { messages: UploadPolicy['messages'] } {
  return { ...rules, messages: { required, ...genericUploadMessages(rules) } };
}

export const uploadPurposes = [
  'avatar',
  'signature',
  'welcomeVideo',
  'letterOfAuthority',
  'caseDocument',
  'caseImage',
  ...practiceFilePurposes,
  'clientImport',
  'factFindDocument',
  'messageAttachment',
  'motivationPdf',
  'motivationImage',
  'financialStrategyDocument',
  'vaultDocument',
  'identityDocument',
  'blogPdf',
  'libraryPdf',
  'brochurePdf',
  'meetingRoomDocument',
  'meetingRecordingPiece',
  'virtualBackground',
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

const megabytes = (n: number) => n * 1_048_576;

const png = { mime: 'image/png', ext: 'png' } as const;
const jpeg = { mime: 'image/jpeg', ext: 'jpg' } as const;
const gif = { mime: 'image/gif', ext: 'gif' } as const;
const webp = { mime: 'image/webp', ext: 'webp' } as const;
const bmp = { mime: 'image/bmp', ext: 'bmp' } as const;
const pdf = { mime: 'application/pdf', ext: 'pdf' } as const;
const ico = [
  { mime: 'image/x-icon', ext: 'ico' },
  { mime: 'image/vnd.microsoft.icon', ext: 'ico' },
] as const;

/** What a case document may be: PDF, images and Office documents (old binary ones told apart by their extension). */
const caseDocumentTypes: readonly AcceptedType[] = [
  pdf,
  jpeg,
  png,
  gif,
  bmp,
  webp,
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' },
  { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt' },
  { mime: 'application/vnd.oasis.opendocument.spreadsheet', ext: 'ods' },
  { mime: 'application/vnd.oasis.opendocument.presentation', ext: 'odp' },
  { mime: 'application/msword', ext: 'doc', container: 'application/x-cfb' },
  { mime: 'application/vnd.ms-excel', ext: 'xls', container: 'application/x-cfb' },
  { mime: 'application/vnd.ms-powerpoint', ext: 'ppt', container: 'application/x-cfb' },
];

const practiceImageTypes = [png, jpeg, gif, webp, bmp] as const;

/** A practice image (logo, icon, tile, charter): a raster image of 25 MB at most, at least `minWidth` wide. */
function practiceImage(
  purpose: UploadPurpose,
  image: ImageRule,
  extraTypes: readonly AcceptedType[] = [],
): UploadPolicy & { image: ImageRule } {
  return policyOf(
    { purpose, fileField: 'file', maxBytes: megabytes(25), types: [...practiceImageTypes, ...extraTypes], image },
    'Choose an image to upload.',
  );
}

/** Texts of a refused multipart form, whatever its purpose (en-GB). */
export const uploadFormMessages = {
  'upload.invalidForm': 'The upload is not a valid form. Choose the file again and retry.',
  'upload.fieldTooLong': 'A field of the form is too long.',
  'upload.tooManyFields': 'The form has too many fields or files.',
} as const;

/** The one upload policy of each purpose: the server reads and checks uploads by it, the browser shows it early. */
export const uploadPolicies = {
  avatar: policyOf(
    { purpose: 'avatar', fileField: 'avatar', maxBytes: megabytes(5), types: [png, jpeg, gif, webp] },
    'Choose an image to upload.',
  ),
  signature: policyOf(
    { purpose: 'signature', fileField: 'signature', maxBytes: megabytes(2), types: [png, jpeg] },
    'Choose a signature image to upload.',
  ),
  welcomeVideo: policyOf(
    { purpose: 'welcomeVideo', fileField: 'welcome_video', maxBytes: megabytes(25), types: [{ mime: 'video/mp4', ext: 'mp4' }] },
    'Choose the welcome video to upload.',
  ),
  letterOfAuthority: policyOf(
    { purpose: 'letterOfAuthority', fileField: 'letter', maxBytes: megabytes(25), types: [pdf] },
    'Choose the signed letter of authority (PDF).',
  ),
  caseDocument: policyOf(
    { purpose: 'caseDocument', fileField: 'file', maxBytes: megabytes(25), types: caseDocumentTypes },
    'Choose a file to upload.',
  ),
  caseImage: policyOf(
    { purpose: 'caseImage', fileField: 'file', maxBytes: megabytes(5), types: [png, jpeg, gif, webp, bmp] },
    'Choose an image to upload.',
  ),
  logo: practiceImage('logo', { minWidth: 120 }),
  secondaryLogo: practiceImage('secondaryLogo', { minWidth: 120 }),
  favicon: practiceImage('favicon', { minWidth: 32 }, ico),
  mobileIcon: practiceImage('mobileIcon', {
    minWidth: 192,
    aspect: { ratio: 1, tolerance: 0.02, message: 'The mobile icon must be square, for example 512 × 512 px.' },
  }),
  // A tile within 3 % of 3:2 passes, so 1200 × 801 after an editor's rounding is not refused.
  dashboardTile: practiceImage('dashboardTile', {
    minWidth: 300,
    aspect: { ratio: 1.5, tolerance: 0.03, message: 'A tile must be 3:2 landscape, for example 1200 × 800 px.' },
  }),
  serviceCharter: practiceImage('serviceCharter', { minWidth: 300 }),
  disclosureForm: policyOf(
    { purpose: 'disclosureForm', fileField: 'file', maxBytes: megabytes(25), types: [pdf] },
    'Choose the disclosure form (PDF) to upload.',
  ),
  clientImport: policyOf(
    { purpose: 'clientImport', fileField: 'file', maxBytes: megabytes(25), types: [{ mime: 'text/csv', ext: 'csv' }], isText: true },
    'Choose the CSV file to upload.',
  ),
  /** A document the client or their adviser adds to the fact find (spec 3 §9: uploads up to 10 MB). */
  factFindDocument: policyOf(
    { purpose: 'factFindDocument', fileField: 'file', maxBytes: megabytes(10), types: caseDocumentTypes },
    'Choose a file to upload.',
  ),
  /**
   * A file sent with a message (spec 1 §5, §9): each one a case document's types; all of one message's
   * files together 10 MB at most (`messageAttachmentsMaxBytes`, checked by the messages area).
   */
  messageAttachment: policyOf(
    { purpose: 'messageAttachment', fileField: 'files', maxBytes: megabytes(10), types: [...caseDocumentTypes, gif, webp, bmp] },
    'Choose a file to attach.',
  ),
  /** A motivation centre item's PDF (spec 1 §3). */
  motivationPdf: policyOf(
    { purpose: 'motivationPdf', fileField: 'file', maxBytes: megabytes(25), types: [pdf] },
    'Choose a PDF, or give a link instead.',
  ),
  /** A motivation centre gallery's main image or one of its images (spec 1 §9 image types). */
  motivationImage: policyOf(
    { purpose: 'motivationImage', fileField: 'images', maxBytes: megabytes(25), types: [png, jpeg, gif, bmp, ...ico] },
    'Choose an image.',
  ),
  /** A financial strategy's document, which it must have before it can be shared. */
  financialStrategyDocument: policyOf(
    { purpose: 'financialStrategyDocument', fileField: 'file', maxBytes: megabytes(25), types: caseDocumentTypes },
    'Choose the strategy document to upload.',
  ),
  /** A client's vault document (spec 3 §5: Office documents, PDF and images, checked by content). */
  vaultDocument: policyOf(
    { purpose: 'vaultDocument', fileField: 'file', maxBytes: megabytes(25), types: caseDocumentTypes },
    'Choose the document to upload.',
  ),
  /** A scan or photo of an identity document: a PDF or an image. */
  identityDocument: policyOf(
    { purpose: 'identityDocument', fileField: 'file', maxBytes: megabytes(25), types: [pdf, png, jpeg] },
    'Choose the scan or photo of the document.',
  ),
  /** A blog post's PDF (spec 1 §3, §9: document type pdf, 25 MB at most). */
  blogPdf: policyOf(
    { purpose: 'blogPdf', fileField: 'file', maxBytes: megabytes(25), types: [pdf] },
    'Choose a PDF, or give a link to one instead.',
  ),
  /** A practice library item's PDF (spec 1 §3, §9: document type pdf, 25 MB at most). */
  libraryPdf: policyOf(
    { purpose: 'libraryPdf', fileField: 'file', maxBytes: megabytes(25), types: [pdf] },
    'Choose a PDF, or give a link to one instead.',
  ),
  /** A pre-approved brochure's PDF, kept by the platform (spec 1 §3, §9). */
  brochurePdf: policyOf(
    { purpose: 'brochurePdf', fileField: 'file', maxBytes: megabytes(25), types: [pdf] },
    'Choose a PDF, or give a link to one instead.',
  ),
  /** A piece of a participant's recorded media: a whole WebM file of about ten seconds (recording-media.ts). */
  meetingRecordingPiece: policyOf(
    { purpose: 'meetingRecordingPiece', fileField: 'file', maxBytes: recordingPieceBytesMax, types: [{ mime: 'video/webm', ext: 'webm' }] },
    'Choose the recorded piece to send.',
  ),
  /** A PDF shared in a meeting room (issue 16: shown to everyone in the call at the same page). */
  meetingRoomDocument: policyOf(
    { purpose: 'meetingRoomDocument', fileField: 'file', maxBytes: megabytes(25), types: [pdf] },
    'Choose the PDF to add to the meeting.',
  ),
  /** The picture a person shows behind them in meetings (spec 1 §3 user profile, spec 2 §7 "Set virtual background"). */
  virtualBackground: policyOf(
    { purpose: 'virtualBackground', fileField: 'image', maxBytes: megabytes(10), types: [png, jpeg, webp] },
    'Choose an image to show behind you.',
  ),
} as const satisfies Record<UploadPurpose, UploadPolicy & { purpose: UploadPurpose }>;

/** The file input's `accept` list: the policy's extensions and types, so the chooser offers what the server takes. */
export function acceptOf(policy: FilePolicy): string {
  return [...new Set([...policy.types.map((t) => `.${t.ext}`), ...policy.types.map((t) => t.mime)])].join(',');
}

/** Whether a file's name or the type the browser reports is one the policy takes (the server then judges the content). */
function isAcceptedByNameOrType(policy: FilePolicy, file: { name: string; type: string }): boolean {
  const ext = extensionOf(file.name);
  return policy.types.some((t) => t.mime === file.type || t.ext === ext || (extensionAliases[t.ext] ?? []).includes(ext));
}

/**
 * The checks of the server that the browser can make as soon as a file is chosen, in the server's order:
 * its size, that it holds something, its name, and its type by name or reported type. `null` when none
 * refuses it; the server still checks the content (and an image's size in pixels).
 */
export function refuseChosenFile(policy: FilePolicy, file: { name: string; size: number; type: string }): UploadRefusal | null {
  if (file.size > policy.maxBytes) return tooLargeRefusal(policy, file);
  if (file.size === 0) return emptyRefusal(file);
  const byName = nameRefusal(policy, file.name);
  if (byName) return byName;
  return isAcceptedByNameOrType(policy, file) ? null : typeRefusal(policy, file.name);
}

/** `refuseChosenFile`'s sentence, for a form that only shows it. */
export function checkChosenFile(policy: FilePolicy, file: { name: string; size: number; type: string }): string | null {
  return refuseChosenFile(policy, file)?.detail ?? null;
}

/**
 * The accepted type a detected content type stands for: the type itself, or for a shared container (CFB)
 * the container's type the file name's extension names. `null` when the policy does not take it.
 */
export function acceptedTypeOf(policy: FilePolicy, detectedMime: string, fileName: string): AcceptedType | null {
  const direct = policy.types.find((t) => t.mime === detectedMime && !t.container);
  if (direct) return direct;
  const ext = extensionOf(fileName);
  return policy.types.find((t) => t.container === detectedMime && t.ext === ext) ?? null;
}
