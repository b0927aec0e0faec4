import { AppError, findUnsafeText, type UploadPolicy, uploadFormMessages } from '@advice/domain';
import { Busboy } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What the reader takes from a purpose's upload policy (the domain's `uploadPolicies`): the name of the
 * one file field, the largest file and the texts for a missing or too large one.
 */
export type MultipartPolicy = Pick<UploadPolicy, 'fileField' | 'maxBytes'> & {
  messages: Pick<UploadPolicy['messages'], 'tooLarge' | 'required'>;
};

export type UploadedFile = { body: Buffer; fileName: string };
export type MultipartForm = { fields: Record<string, string>; file: UploadedFile | null };

/** Text fields a form may carry beside its file; every form of the product has fewer than ten. */
export const maxFormFields = 32;
/** The longest text field (2,000 characters of any script fit). */
export const maxFieldBytes = 16_384;
/** What a form may add to its file: the fields, their part headers and the boundaries. */
export const formAllowanceBytes = 1_048_576;

const invalidForm = uploadFormMessages['upload.invalidForm'];

/**
 * Lets Fastify accept multipart bodies without reading them: the route reads its form with
 * `readMultipart` only after it has checked the caller and the target, so a refused request
 * never has its body read at all.
 */
export function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
}

/** Whether the request says it carries a multipart form (a JSON body may come to the same route). */
export function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data/iu.test(request.headers['content-type'] ?? '');
}

/**
 * Streams a multipart form within the route's limits and answers its text fields and its one file.
 * The whole body may be at most the largest file plus a small allowance: a declared length over it is
 * refused before a byte is read, and a body that grows past it (or a file, field or count past its
 * limit) is refused with 413 as soon as it does, so memory stays bounded whatever arrives.
 * Anything that is not a well-formed multipart form is a 400 naming the file field.
 */
export async function readMultipart(request: FastifyRequest, policy: MultipartPolicy): Promise<MultipartForm> {
  const pointer = `/${policy.fileField}`;
  if (!isMultipart(request)) throw new AppError('request.invalid', { detail: policy.messages.required, pointer });
  if (!/;\s*boundary=("[^"]+"|[^\s;]+)/iu.test(request.headers['content-type'] ?? ''))
    throw new AppError('request.invalid', { detail: invalidForm, pointer });
  const tooLarge = () => new AppError('upload.too_large', { detail: policy.messages.tooLarge, pointer });
  const maxBodyBytes = policy.maxBytes + formAllowanceBytes;
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) throw tooLarge();
  return parseForm(request, policy, maxBodyBytes, tooLarge);
}

function parseForm(
  request: FastifyRequest,
  policy: MultipartPolicy,
  maxBodyBytes: number,
  tooLarge: () => AppError,
): Promise<MultipartForm> {
  const raw = request.raw;
  const pointer = `/${policy.fileField}`;
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = Object.create(null);
    let file: UploadedFile | null = null;
    let received = 0;
    let settled = false;
    let busboy: InstanceType<typeof Busboy>;

    // Stops parsing at once: the rest of the body is never kept (the error handler drops it, then cuts the connection).
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      raw.off('data', count);
      raw.unpipe(busboy);
      raw.pause();
      busboy.removeAllListeners();
      busboy.on('error', () => {});
      reject(error);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) fail(tooLarge());
    };

    try {
      busboy = new Busboy({
        headers: request.headers as { 'content-type': string },
        limits: {
          fieldNameSize: 100,
          fieldSize: maxFieldBytes,
          fields: maxFormFields,
          fileSize: policy.maxBytes,
          files: 1,
          parts: maxFormFields + 1,
          headerPairs: 20,
        },
      });
    } catch {
      reject(new AppError('request.invalid', { detail: invalidForm, pointer }));
      return;
    }

    busboy.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated)
        return fail(new AppError('upload.too_large', { detail: uploadFormMessages['upload.fieldTooLong'], pointer: `/${name}` }));
      const unsafe = findUnsafeText({ [name]: value });
      if (unsafe[0]) return fail(new AppError('request.invalid', { detail: unsafe[0].detail, pointer: unsafe[0].pointer }));
      fields[name] = value;
    });
    busboy.on('file', (name: string, stream: NodeJS.ReadableStream & { truncated?: boolean }, fileName: string) => {
      stream.on('error', () => fail(new AppError('request.invalid', { detail: invalidForm, pointer })));
      if (name !== policy.fileField || !fileName) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('end', () => {
        if (!settled && !stream.truncated) file = { body: Buffer.concat(chunks), fileName };
      });
    });
    const overLimit = () => fail(new AppError('upload.too_large', { detail: uploadFormMessages['upload.tooManyFields'], pointer }));
    busboy.on('fieldsLimit', overLimit);
    busboy.on('filesLimit', overLimit);
    busboy.on('partsLimit', overLimit);
    busboy.on('error', () => fail(new AppError('request.invalid', { detail: invalidForm, pointer })));
    busboy.on('finish', () => {
      if (settled) return;
      settled = true;
      raw.off('data', count);
      resolve({ fields: { ...fields }, file });
    });
    raw.on('error', () => fail(new AppError('request.invalid', { detail: invalidForm, pointer })));
    raw.on('data', count);
    raw.pipe(busboy);
  });
}

/** The form's one file, required: a 400 naming the policy's file field when the form has none. */
export async function readUpload(request: FastifyRequest, policy: MultipartPolicy): Promise<MultipartForm & { file: UploadedFile }> {
  const form = await readMultipart(request, policy);
  if (!form.file) throw new AppError('request.invalid', { detail: policy.messages.required, pointer: `/${policy.fileField}` });
  return { fields: form.fields, file: form.file };
}
