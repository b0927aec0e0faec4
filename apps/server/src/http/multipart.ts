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
const maxFormFields = 32;
/** The longest text field (2,000 characters of any script fit). */
const maxFieldBytes = 16_384;
/** What a form may add to its file: the fields, their part headers and the boundaries. */
const formAllowanceBytes = 1_048_576;

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

/** A file of a form, with the field it came in. */
export type FormFile = UploadedFile & { field: string };

/**
 * The files a form takes: how many each file field may carry, the most bytes of them all together (so of any
 * one), the sentence for a form over that, and the field that errors about the whole form name.
 */
export type MultipartFiles = {
  fields: Readonly<Record<string, number>>;
  maxBytes: number;
  tooLarge: string;
  pointer: string;
  /** What a request that is not a multipart form at all is told. */
  notAForm: string;
};

/**
 * Streams a multipart form within the route's limits and answers its text fields and its one file.
 * The whole body may be at most the largest file plus a small allowance: a declared length over it is
 * refused before a byte is read, and a body that grows past it (or a file, field or count past its
 * limit) is refused with 413 as soon as it does, so memory stays bounded whatever arrives.
 * Anything that is not a well-formed multipart form is a 400 naming the file field.
 */
export async function readMultipart(request: FastifyRequest, policy: MultipartPolicy): Promise<MultipartForm> {
  const form = await readMultipartFiles(request, {
    fields: { [policy.fileField]: 1 },
    maxBytes: policy.maxBytes,
    tooLarge: policy.messages.tooLarge,
    pointer: `/${policy.fileField}`,
    notAForm: policy.messages.required,
  });
  const [file] = form.files;
  return { fields: form.fields, file: file ? { body: file.body, fileName: file.fileName } : null };
}

/**
 * Streams a multipart form of several files (each field with its most files, all together at most
 * `maxBytes`), within the same limits as `readMultipart`: a declared length over them is refused before a byte
 * is read, and a body, a field or the files' total that grows past its limit is refused with 413 as soon as
 * it does. Files of other fields are skipped unread.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  limits: MultipartFiles,
): Promise<{ fields: Record<string, string>; files: FormFile[] }> {
  const { pointer } = limits;
  if (!isMultipart(request)) throw new AppError('request.invalid', { detail: limits.notAForm, pointer });
  if (!/;\s*boundary=("[^"]+"|[^\s;]+)/iu.test(request.headers['content-type'] ?? ''))
    throw new AppError('request.invalid', { detail: invalidForm, pointer });
  const maxBodyBytes = limits.maxBytes + formAllowanceBytes;
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes)
    throw new AppError('upload.too_large', { detail: limits.tooLarge, pointer });
  return parseForm(request, limits, maxBodyBytes);
}

function parseForm(
  request: FastifyRequest,
  limits: MultipartFiles,
  maxBodyBytes: number,
): Promise<{ fields: Record<string, string>; files: FormFile[] }> {
  const raw = request.raw;
  const { pointer } = limits;
  const maxFiles = Object.values(limits.fields).reduce((sum, count) => sum + count, 0);
  const tooLarge = (at: string) => new AppError('upload.too_large', { detail: limits.tooLarge, pointer: at });
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = Object.create(null);
    const files: FormFile[] = [];
    let received = 0;
    let fileBytes = 0;
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
      if (received > maxBodyBytes) fail(tooLarge(pointer));
    };
    const malformed = () => fail(new AppError('request.invalid', { detail: invalidForm, pointer }));

    try {
      busboy = new Busboy({
        headers: request.headers as { 'content-type': string },
        limits: {
          fieldNameSize: 100,
          fieldSize: maxFieldBytes,
          fields: maxFormFields,
          fileSize: limits.maxBytes,
          files: maxFiles,
          parts: maxFormFields + maxFiles,
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
      stream.on('error', malformed);
      if (!Object.hasOwn(limits.fields, name) || !fileName) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        fileBytes += chunk.length;
        if (fileBytes > limits.maxBytes) return fail(tooLarge(`/${name}`));
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(tooLarge(`/${name}`)));
      stream.on('end', () => {
        if (!settled && !stream.truncated) files.push({ field: name, body: Buffer.concat(chunks), fileName });
      });
    });
    const overLimit = () => fail(new AppError('upload.too_large', { detail: uploadFormMessages['upload.tooManyFields'], pointer }));
    busboy.on('fieldsLimit', overLimit);
    busboy.on('filesLimit', overLimit);
    busboy.on('partsLimit', overLimit);
    busboy.on('error', malformed);
    busboy.on('finish', () => {
      if (settled) return;
      settled = true;
      raw.off('data', count);
      resolve({ fields: { ...fields }, files });
    });
    raw.on('error', malformed);
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
