import {
  AppError,
  type MailAttachment,
  type SupportFileKind,
  sizeInWords,
  supportAttachmentsMaxBytes,
  supportAttachmentsTotalProblem,
  supportFilePolicies,
  supportScreenshotsCountProblem,
  supportScreenshotsMaxCount,
  supportText,
  uploadFormMessages,
} from '@advice/domain';
import type { FastifyRequest } from 'fastify';
import { type FormFile, readMultipartFiles } from '../../http/multipart.ts';
import { checkUpload, imageSizeOf, unreadableUpload } from '../files/files.check.ts';

/** A file of the request that passed its policy: its name, what its content really is, and its bytes. */
export type CheckedSupportFile = { kind: SupportFileKind; fileName: string; mediaType: string; body: Buffer };

/**
 * Streams the support form within its limits (`http/multipart.ts`): its text fields, up to five `screenshots`
 * and one `file`, the files together at most 10 MB.
 */
export function readSupportForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: FormFile[] }> {
  return readMultipartFiles(request, {
    fields: { [supportFilePolicies.screenshots.fileField]: supportScreenshotsMaxCount, [supportFilePolicies.file.fileField]: 1 },
    maxBytes: supportAttachmentsMaxBytes,
    tooLarge: supportText('support.validation.totalTooLargeGeneric', { max: sizeInWords(supportAttachmentsMaxBytes) }),
    pointer: `/${supportFilePolicies.screenshots.fileField}`,
    notAForm: uploadFormMessages['upload.invalidForm'],
  });
}

/**
 * One file against its field's policy with the one file check (`files.check.ts`), and for an image that its
 * pixels can be read, so the support team can open what they are sent.
 */
async function checkSupportFile(upload: FormFile): Promise<CheckedSupportFile> {
  const kind = upload.field as SupportFileKind;
  const policy = supportFilePolicies[kind];
  const checked = await checkUpload(policy, upload);
  if (checked.mediaType.startsWith('image/') && !(await imageSizeOf(checked.body, checked.mediaType)))
    throw unreadableUpload(policy, checked.fileName);
  return { kind, fileName: checked.fileName.trim(), mediaType: checked.mediaType, body: checked.body };
}

/**
 * The request's files, checked: at most five screenshots and one file, together at most 10 MB, each
 * of a type its field takes by content. Refusals name the field and the file.
 */
export async function checkSupportFiles(uploads: readonly FormFile[]): Promise<CheckedSupportFile[]> {
  const screenshots = uploads.filter((upload) => upload.field === 'screenshots');
  const tooMany = supportScreenshotsCountProblem(screenshots.length);
  if (tooMany) throw new AppError('request.invalid', { detail: tooMany, pointer: '/screenshots' });
  if (uploads.filter((upload) => upload.field === 'file').length > 1)
    throw new AppError('request.invalid', { detail: supportText('support.validation.oneFile'), pointer: '/file' });
  const total = supportAttachmentsTotalProblem(uploads.map((upload) => upload.body.length));
  if (total) throw new AppError('upload.too_large', { detail: total, pointer: '/screenshots' });
  const checked: CheckedSupportFile[] = [];
  for (const upload of uploads) checked.push(await checkSupportFile(upload));
  return checked;
}

/** The files as the mail carries them: each one's bytes in base64 under its own name and real type. */
export function attachmentsOf(files: readonly CheckedSupportFile[]): MailAttachment[] {
  return files.map((file) => ({
    file_name: file.fileName,
    content_type: file.mediaType,
    content: file.body.toString('base64'),
    encoding: 'base64',
  }));
}
