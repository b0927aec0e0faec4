import { caseDocumentMessages, caseImageMessages, checkUploadFileName } from '../cases/case-documents.ts';
import { clientAccountMessages } from '../people/client-account.schemas.ts';
import { clientMessages } from '../people/clients.schemas.ts';
import { practiceFilePurposes, practiceSettingsMessages } from '../practice/practice-settings.schemas.ts';

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
 * content, the name rule (`checkUploadFileName`) and, for images that must fit a place, their size.
 * `isText` marks a text format with no magic bytes (CSV): its content must be text, not a known binary.
 */
export type UploadPolicy = {
  purpose: UploadPurpose;
  fileField: string;
  maxBytes: number;
  types: readonly AcceptedType[];
  isText?: boolean;
  image?: ImageRule;
  messages: { required: string; tooLarge: string; type: string; name: string; corrupt: string };
};

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

const name = caseDocumentMessages['caseDocuments.forbiddenName'];
const unreadableImage = 'The image is unreadable or corrupted.';
const practiceImageTypes = [png, jpeg, gif, webp, bmp] as const;

/** A practice image (logo, icon, tile, charter): a raster image of 25 MB at most, at least `minWidth` wide. */
function practiceImage(
  purpose: UploadPurpose,
  image: ImageRule,
  extraTypes: readonly AcceptedType[] = [],
): UploadPolicy & { image: ImageRule } {
  return {
    purpose,
    fileField: 'file',
    maxBytes: megabytes(25),
    types: [...practiceImageTypes, ...extraTypes],
    image,
    messages: {
      required: 'Choose a file to upload.',
      tooLarge: practiceSettingsMessages.tooLarge,
      type: practiceSettingsMessages.imageType,
      name,
      corrupt: practiceSettingsMessages.imageCorrupt,
    },
  };
}

/** Texts of a refused multipart form, whatever its purpose (en-GB). */
export const uploadFormMessages = {
  'upload.invalidForm': 'The upload is not a valid form. Choose the file again and retry.',
  'upload.fieldTooLong': 'A field of the form is too long.',
  'upload.tooManyFields': 'The form has too many fields or files.',
} as const;

/** The one upload policy of each purpose: the server reads and checks uploads by it, the browser shows it early. */
export const uploadPolicies = {
  avatar: {
    purpose: 'avatar',
    fileField: 'avatar',
    maxBytes: megabytes(5),
    types: [png, jpeg, gif, webp],
    messages: {
      required: 'Choose an image to upload.',
      tooLarge: 'The image must be 5 MB or smaller.',
      type: 'Choose a PNG, JPEG, GIF or WebP image.',
      name,
      corrupt: unreadableImage,
    },
  },
  signature: {
    purpose: 'signature',
    fileField: 'signature',
    maxBytes: megabytes(2),
    types: [png, jpeg],
    messages: {
      required: 'Choose a signature image to upload.',
      tooLarge: 'The signature image must be 2 MB or smaller.',
      type: 'Choose a PNG or JPEG image.',
      name,
      corrupt: unreadableImage,
    },
  },
  welcomeVideo: {
    purpose: 'welcomeVideo',
    fileField: 'welcome_video',
    maxBytes: megabytes(25),
    types: [{ mime: 'video/mp4', ext: 'mp4' }],
    messages: {
      required: 'Choose the welcome video to upload.',
      tooLarge: clientMessages['clients.videoSize'],
      type: clientMessages['clients.videoType'],
      name,
      corrupt: clientMessages['clients.videoType'],
    },
  },
  letterOfAuthority: {
    purpose: 'letterOfAuthority',
    fileField: 'letter',
    maxBytes: megabytes(25),
    types: [pdf],
    messages: {
      required: 'Choose the signed letter of authority (PDF).',
      tooLarge: clientAccountMessages['clients.letter.size'],
      type: clientAccountMessages['clients.letter.type'],
      name,
      corrupt: clientAccountMessages['clients.letter.type'],
    },
  },
  caseDocument: {
    purpose: 'caseDocument',
    fileField: 'file',
    maxBytes: megabytes(25),
    types: caseDocumentTypes,
    messages: {
      required: caseDocumentMessages['caseDocuments.fileRequired'],
      tooLarge: caseDocumentMessages['caseDocuments.tooLarge'],
      type: caseDocumentMessages['caseDocuments.type'],
      name,
      corrupt: caseDocumentMessages['caseDocuments.type'],
    },
  },
  caseImage: {
    purpose: 'caseImage',
    fileField: 'file',
    maxBytes: megabytes(5),
    types: [png, jpeg, gif, webp, bmp],
    messages: {
      required: 'Choose an image to upload.',
      tooLarge: caseImageMessages['caseImages.tooLarge'],
      type: caseImageMessages['caseImages.type'],
      name,
      corrupt: caseImageMessages['caseImages.corrupt'],
    },
  },
  logo: practiceImage('logo', { minWidth: 120 }),
  secondaryLogo: practiceImage('secondaryLogo', { minWidth: 120 }),
  favicon: practiceImage('favicon', { minWidth: 32 }, ico),
  mobileIcon: practiceImage('mobileIcon', {
    minWidth: 192,
    aspect: { ratio: 1, tolerance: 0.02, message: 'The mobile icon must be square (for example 512 × 512 px).' },
  }),
  // A tile within 3 % of 3:2 passes, so 1200 × 801 after an editor's rounding is not refused.
  dashboardTile: practiceImage('dashboardTile', {
    minWidth: 300,
    aspect: { ratio: 1.5, tolerance: 0.03, message: practiceSettingsMessages.tileRatio },
  }),
  serviceCharter: practiceImage('serviceCharter', { minWidth: 300 }),
  disclosureForm: {
    purpose: 'disclosureForm',
    fileField: 'file',
    maxBytes: megabytes(25),
    types: [pdf],
    messages: {
      required: 'Choose a file to upload.',
      tooLarge: practiceSettingsMessages.tooLarge,
      type: practiceSettingsMessages.pdfOnly,
      name,
      corrupt: practiceSettingsMessages.pdfOnly,
    },
  },
  clientImport: {
    purpose: 'clientImport',
    fileField: 'file',
    maxBytes: megabytes(25),
    types: [{ mime: 'text/csv', ext: 'csv' }],
    isText: true,
    messages: {
      required: 'Choose the CSV file to upload.',
      tooLarge: 'The CSV file must be 25 MB or smaller.',
      type: 'Choose a CSV file.',
      name,
      corrupt: 'Choose a CSV file.',
    },
  },
  /** A document the client or their adviser adds to the fact find (spec 3 §9: uploads up to 10 MB). */
  factFindDocument: {
    purpose: 'factFindDocument',
    fileField: 'file',
    maxBytes: megabytes(10),
    types: caseDocumentTypes,
    messages: {
      required: caseDocumentMessages['caseDocuments.fileRequired'],
      tooLarge: 'The file must be 10 MB or smaller.',
      type: caseDocumentMessages['caseDocuments.type'],
      name,
      corrupt: caseDocumentMessages['caseDocuments.type'],
    },
  },
  /**
   * A file sent with a message (spec 1 §5, §9): each one a case document's types; all of one message's
   * files together 10 MB at most (`messageAttachmentsMaxBytes`, checked by the messages area).
   */
  messageAttachment: {
    purpose: 'messageAttachment',
    fileField: 'files',
    maxBytes: megabytes(10),
    types: [...caseDocumentTypes, gif, webp, bmp],
    messages: {
      required: 'Choose a file to attach.',
      tooLarge: 'Attachments greater than 10MB in total cannot be sent.',
      type: caseDocumentMessages['caseDocuments.type'],
      name,
      corrupt: caseDocumentMessages['caseDocuments.type'],
    },
  },
  /** A motivation centre item's PDF (spec 1 §3). */
  motivationPdf: {
    purpose: 'motivationPdf',
    fileField: 'file',
    maxBytes: megabytes(25),
    types: [pdf],
    messages: {
      required: 'Choose a PDF, or give a link instead.',
      tooLarge: 'The PDF must be 25 MB or smaller.',
      type: 'Choose a PDF file.',
      name,
      corrupt: 'The PDF cannot be read. Choose another file.',
    },
  },
  /** A motivation centre gallery's main image or one of its images (spec 1 §9 image types). */
  motivationImage: {
    purpose: 'motivationImage',
    fileField: 'images',
    maxBytes: megabytes(25),
    types: [png, jpeg, gif, bmp, ...ico],
    messages: {
      required: 'Choose an image.',
      tooLarge: 'Each image must be 25 MB or smaller.',
      type: 'Choose a BMP, GIF, ICO, JPEG or PNG image.',
      name,
      corrupt: unreadableImage,
    },
  },
  /** A financial strategy's document, which it must have before it can be shared. */
  financialStrategyDocument: {
    purpose: 'financialStrategyDocument',
    fileField: 'file',
    maxBytes: megabytes(25),
    types: caseDocumentTypes,
    messages: {
      required: 'Choose the strategy document to upload.',
      tooLarge: caseDocumentMessages['caseDocuments.tooLarge'],
      type: caseDocumentMessages['caseDocuments.type'],
      name,
      corrupt: caseDocumentMessages['caseDocuments.type'],
    },
  },
  /** A client's vault document (spec 3 §5: Office documents, PDF and images, checked by content). */
  vaultDocument: {
    purpose: 'vaultDocument',
    fileField: 'file',
    maxBytes: megabytes(25),
    types: caseDocumentTypes,
    messages: {
      required: 'Choose the document to upload.',
      tooLarge: 'The file must be 25 MB or smaller.',
      type: 'This file type is not allowed. Choose a PDF, an image (JPEG, PNG) or an Office document.',
      name,
      corrupt: unreadableImage,
    },
  },
  /** A scan or photo of an identity document: a PDF or an image. */
  identityDocument: {
    purpose: 'identityDocument',
    fileField: 'file',
    maxBytes: megabytes(25),
    types: [pdf, png, jpeg],
    messages: {
      required: 'Choose the scan or photo of the document.',
      tooLarge: 'The file must be 25 MB or smaller.',
      type: 'Choose a PDF, JPEG or PNG file.',
      name,
      corrupt: unreadableImage,
    },
  },
} as const satisfies Record<UploadPurpose, UploadPolicy & { purpose: UploadPurpose }>;

/** The message for an image narrower than its place needs. */
export function imageTooNarrowMessage(rule: ImageRule): string {
  return `The image must be at least ${rule.minWidth} px wide.`;
}

/** Whether an image's size fits the rule: `null` when it does, else the message saying why not. */
export function checkImageSize(rule: ImageRule, size: { width: number; height: number }): string | null {
  if (size.width < rule.minWidth) return imageTooNarrowMessage(rule);
  if (rule.aspect && Math.abs(size.width / size.height - rule.aspect.ratio) / rule.aspect.ratio > rule.aspect.tolerance)
    return rule.aspect.message;
  return null;
}

/** The file input's `accept` list: the policy's extensions and types, so the chooser offers what the server takes. */
export function acceptOf(policy: UploadPolicy): string {
  return [...new Set([...policy.types.map((t) => `.${t.ext}`), ...policy.types.map((t) => t.mime)])].join(',');
}

const extensionOf = (fileName: string) => /\.([^.]+)$/u.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
/** Extensions people give files of these types besides the one a stored file gets. */
const extensionAliases: Record<string, readonly string[]> = { jpg: ['jpeg', 'jpe'], mp4: ['m4v'] };

/** Whether a file's name or the type the browser reports is one the policy takes (the server then judges the content). */
function isAcceptedByNameOrType(policy: UploadPolicy, file: { name: string; type: string }): boolean {
  const ext = extensionOf(file.name);
  return policy.types.some((t) => t.mime === file.type || t.ext === ext || (extensionAliases[t.ext] ?? []).includes(ext));
}

/**
 * The checks of the server that the browser can make as soon as a file is chosen: its name, its size and
 * its type by name or reported type. `null` when none refuses it; the server still checks the content.
 */
export function checkChosenFile(policy: UploadPolicy, file: { name: string; size: number; type: string }): string | null {
  if (checkUploadFileName(file.name)) return policy.messages.name;
  if (file.size > policy.maxBytes) return policy.messages.tooLarge;
  if (file.size === 0) return policy.messages.required;
  if (!isAcceptedByNameOrType(policy, file)) return policy.messages.type;
  return null;
}

/**
 * The accepted type a detected content type stands for: the type itself, or for a shared container (CFB)
 * the container's type the file name's extension names. `null` when the policy does not take it.
 */
export function acceptedTypeOf(policy: UploadPolicy, detectedMime: string, fileName: string): AcceptedType | null {
  const direct = policy.types.find((t) => t.mime === detectedMime && !t.container);
  if (direct) return direct;
  const ext = extensionOf(fileName);
  return policy.types.find((t) => t.container === detectedMime && t.ext === ext) ?? null;
}
