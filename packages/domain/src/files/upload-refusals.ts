import { interpolate } from '../shared/audit.ts';
import type { ErrorCode } from '../shared/errors.ts';
import { extensionOf, type FileNameProblem, fileNameMaxLength, fileNameProblemOf } from './file-names.ts';
import type { AcceptedType, ImageRule } from './upload-policies.ts';

/**
 * Why an upload is refused, one reason per cause; the browser finds the same reasons early (all but
 * `unreadable`, which needs the content) and the server enforces them.
 */
export const uploadRefusalReasons = [
  'required',
  'empty',
  'tooLarge',
  'typeNotAllowed',
  'nameNotAllowed',
  'unreadable',
  'tooSmall',
  'wrongShape',
] as const;
export type UploadRefusalReason = (typeof uploadRefusalReasons)[number];

/** A refused upload: its reason, and the sentence that tells a person what is wrong and what to do. */
export type UploadRefusal = { reason: UploadRefusalReason; detail: string };

/** The API's error code of each reason (`errors[].code`, with its status from `errorCodes`). */
export const uploadRefusalCodes = {
  required: 'request.invalid',
  empty: 'upload.empty',
  tooLarge: 'upload.too_large',
  typeNotAllowed: 'upload.type_not_allowed',
  nameNotAllowed: 'upload.name_not_allowed',
  unreadable: 'upload.unreadable',
  tooSmall: 'upload.too_small',
  wrongShape: 'upload.wrong_shape',
} as const satisfies Record<UploadRefusalReason, ErrorCode>;

/** Texts of refused uploads (en-GB), the same in the browser and from the server. */
export const uploadMessages = {
  'upload.typeNotAllowed': '“{{name}}” is a .{{ext}} file. Upload {{types}}.',
  'upload.typeUnknown': '“{{name}}” is not a kind of file you can upload here. Upload {{types}}.',
  'upload.typeMismatch': '“{{name}}” is named as a .{{ext}} file, but it is really a .{{actual}} file. Upload {{types}}.',
  'upload.typeUnreadable':
    '“{{name}}” is named as a .{{ext}} file, but its content is not one: it may be damaged, or another kind of file renamed. Upload {{types}}.',
  'upload.typeGeneric': 'This kind of file cannot be uploaded here. Upload {{types}}.',
  'upload.tooLarge': '“{{name}}” is {{size}}; the largest file you can upload here is {{max}}.',
  'upload.tooLargeGeneric': 'This file is larger than {{max}}, the largest file you can upload here.',
  'upload.empty': '“{{name}}” is empty (0 bytes). Check the file on your device, or choose another.',
  'upload.unreadable':
    '“{{name}}” cannot be opened as an image: it may be damaged or only partly saved. Save it again, or choose another image.',
  'upload.unreadableGeneric':
    'This image cannot be opened: it may be damaged or only partly saved. Save it again, or choose another image.',
  'upload.tooSmall': '“{{name}}” is {{width}} × {{height}} px; an image here must be at least {{min}} px wide.',
  'upload.wrongShape': '“{{name}}” is {{width}} × {{height}} px. {{rule}}',
  'upload.name.empty': 'The file has no name. Give it a name, then choose it again.',
  'upload.name.tooLong':
    'The name of the file is {{length}} characters long. Shorten it to {{max}} characters or fewer, then choose it again.',
  'upload.name.control': 'The name of the file has an invisible control character in it. Rename the file, then choose it again.',
  'upload.name.path': '“{{name}}” has a slash (/ or \\) in its name, which a file name cannot hold. Rename the file, then choose it again.',
  'upload.name.hidden': '“{{name}}” starts with a dot, which hides a file on most computers. Rename it to start with a letter or a number.',
  'upload.name.reserved': '“{{name}}” uses {{device}}, a name Windows keeps for a device. Rename the file, then choose it again.',
  'upload.name.hiddenProgram':
    '“{{name}}” has .{{ext}} inside its name, the ending of a program. Rename it without .{{ext}}, then choose it again.',
  'upload.hint': '{{types}}, up to {{max}}',
  'upload.hintImage': '{{types}}, up to {{max}}, at least {{min}} px wide',
} as const;
export type UploadMessageKey = keyof typeof uploadMessages;

function fill(key: UploadMessageKey, params: Readonly<Record<string, string | number>>): string {
  return interpolate(uploadMessages[key], Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])));
}

/** What a person calls each accepted type, and the article it takes ("an MP4 file"). */
const typeLabels: Record<string, { label: string; article: 'a' | 'an' }> = {
  pdf: { label: 'PDF', article: 'a' },
  jpg: { label: 'JPG', article: 'a' },
  png: { label: 'PNG', article: 'a' },
  gif: { label: 'GIF', article: 'a' },
  webp: { label: 'WebP', article: 'a' },
  bmp: { label: 'BMP', article: 'a' },
  ico: { label: 'ICO', article: 'an' },
  mp4: { label: 'MP4', article: 'an' },
  csv: { label: 'CSV', article: 'a' },
  docx: { label: 'Word', article: 'a' },
  doc: { label: 'Word', article: 'a' },
  xlsx: { label: 'Excel', article: 'an' },
  xls: { label: 'Excel', article: 'an' },
  pptx: { label: 'PowerPoint', article: 'a' },
  ppt: { label: 'PowerPoint', article: 'a' },
  odt: { label: 'OpenDocument', article: 'an' },
  ods: { label: 'OpenDocument', article: 'an' },
  odp: { label: 'OpenDocument', article: 'an' },
};

const labelOf = (type: AcceptedType) => typeLabels[type.ext] ?? { label: type.ext.toUpperCase(), article: 'a' as const };

/** 'a', 'a or b', 'a, b or c'. */
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The types a purpose takes as people name them, each once: 'PDF, JPG or PNG'. */
export function acceptedTypesInWords(types: readonly AcceptedType[]): string {
  return orList([...new Set(types.map((type) => labelOf(type).label))]);
}

/** What to upload instead, as the end of a sentence: 'a PDF, JPG or PNG file'. */
function typesToUpload(types: readonly AcceptedType[]): string {
  const [first] = types;
  return `${first ? labelOf(first).article : 'a'} ${acceptedTypesInWords(types)} file`;
}

/**
 * A size as people read it: whole megabytes or kilobytes where they are, else to one decimal; `isRoundedUp`
 * rounds up instead, so a file just over a limit never reads as the limit itself (10 MB and 1 byte is 10.1 MB).
 */
export function sizeInWords(bytes: number, isRoundedUp = false): string {
  const [unit, size] = bytes >= 1_048_576 ? ['MB', bytes / 1_048_576] : bytes >= 1024 ? ['KB', bytes / 1024] : ['bytes', bytes];
  const rounded = (isRoundedUp ? Math.ceil(size * 10) : Math.round(size * 10)) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${unit}`;
}

/** What a purpose's drop zone says it takes: 'PDF, JPG or PNG, up to 25 MB' (and, for images, their least width). */
export function uploadHintOf(policy: { types: readonly AcceptedType[]; maxBytes: number; image?: ImageRule }): string {
  const params = { types: acceptedTypesInWords(policy.types), max: sizeInWords(policy.maxBytes) };
  return policy.image ? fill('upload.hintImage', { ...params, min: policy.image.minWidth }) : fill('upload.hint', params);
}

/** The refusal texts of a purpose that name no file: for a refusal made before the file's name is known. */
export function genericUploadMessages(policy: { types: readonly AcceptedType[]; maxBytes: number }) {
  return {
    tooLarge: fill('upload.tooLargeGeneric', { max: sizeInWords(policy.maxBytes) }),
    type: fill('upload.typeGeneric', { types: typesToUpload(policy.types) }),
    corrupt: uploadMessages['upload.unreadableGeneric'],
  };
}

type RefusalPolicy = { types: readonly AcceptedType[]; maxBytes: number };

/** A file larger than the purpose takes; `size` left out when only "larger than the limit" is known. */
export function tooLargeRefusal(policy: RefusalPolicy, file: { name: string; size?: number }): UploadRefusal {
  const max = sizeInWords(policy.maxBytes);
  if (file.size === undefined) return { reason: 'tooLarge', detail: fill('upload.tooLargeGeneric', { max }) };
  const size = sizeInWords(file.size) === max ? sizeInWords(file.size, true) : sizeInWords(file.size);
  return { reason: 'tooLarge', detail: fill('upload.tooLarge', { name: file.name.trim(), size, max }) };
}

/** A file with nothing in it. */
export function emptyRefusal(file: { name: string }): UploadRefusal {
  return { reason: 'empty', detail: fill('upload.empty', { name: file.name }) };
}

/**
 * A file of a type the purpose does not take. `content` is what the server found inside: the extension
 * of the type it is (`exe`), or `null` when it is of no type it knows (text, or damaged); left out in the
 * browser, which judges by the name and the type the system reports.
 */
export function typeRefusal(policy: RefusalPolicy, fileName: string, content?: { ext: string | null }): UploadRefusal {
  const types = typesToUpload(policy.types);
  const ext = extensionOf(fileName);
  const isNamedAccepted = policy.types.some((type) => type.ext === ext || (extensionAliases[type.ext] ?? []).includes(ext));
  const name = fileName.trim();
  const detail = !ext
    ? fill('upload.typeUnknown', { name, types })
    : !isNamedAccepted || content === undefined
      ? fill('upload.typeNotAllowed', { name, ext, types })
      : content.ext && content.ext !== ext
        ? fill('upload.typeMismatch', { name, ext, actual: content.ext, types })
        : fill('upload.typeUnreadable', { name, ext, types });
  return { reason: 'typeNotAllowed', detail };
}

/** Extensions people give files of these types besides the one a stored file gets. */
export const extensionAliases: Readonly<Record<string, readonly string[]>> = { jpg: ['jpeg', 'jpe'], mp4: ['m4v'] };

const nameTexts: Record<Exclude<FileNameProblem['kind'], 'program'>, UploadMessageKey> = {
  empty: 'upload.name.empty',
  tooLong: 'upload.name.tooLong',
  control: 'upload.name.control',
  path: 'upload.name.path',
  hidden: 'upload.name.hidden',
  reserved: 'upload.name.reserved',
  hiddenProgram: 'upload.name.hiddenProgram',
};

/**
 * The refusal a file's name earns, or `null`: what is wrong with the name, except a name that ends as a
 * program does (`setup.exe`), which is a type the purpose does not take and is refused as one.
 */
export function nameRefusal(policy: RefusalPolicy, fileName: string): UploadRefusal | null {
  const problem = fileNameProblemOf(fileName);
  if (!problem) return null;
  if (problem.kind === 'program') return typeRefusal(policy, fileName);
  const detail = fill(nameTexts[problem.kind], {
    name: fileName.trim(),
    max: fileNameMaxLength,
    ...(problem.kind === 'tooLong' ? { length: problem.length } : {}),
    ...(problem.kind === 'reserved' ? { device: problem.device } : {}),
    ...(problem.kind === 'hiddenProgram' ? { ext: problem.ext } : {}),
  });
  return { reason: 'nameNotAllowed', detail };
}

/** An image whose pixels cannot be read. */
export function unreadableRefusal(fileName: string): UploadRefusal {
  return { reason: 'unreadable', detail: fill('upload.unreadable', { name: fileName.trim() }) };
}

/** Whether an image's size fits the rule: `null` when it does, else the refusal saying why not. */
export function imageSizeRefusal(rule: ImageRule, fileName: string, size: { width: number; height: number }): UploadRefusal | null {
  const params = { name: fileName.trim(), width: size.width, height: size.height };
  if (size.width < rule.minWidth) return { reason: 'tooSmall', detail: fill('upload.tooSmall', { ...params, min: rule.minWidth }) };
  if (rule.aspect && Math.abs(size.width / size.height - rule.aspect.ratio) / rule.aspect.ratio > rule.aspect.tolerance)
    return { reason: 'wrongShape', detail: fill('upload.wrongShape', { ...params, rule: rule.aspect.message }) };
  return null;
}
