import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { AppError, type ErrorBody, type ErrorObject, errorTitles, messages } from '@advice/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type FieldError = { detail: string; source: NonNullable<ErrorObject['source']> };

/** The fields a route's schema refused: a body field by its JSON pointer, a query or path value by its name. */
function schemaFieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): FieldError[] {
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  return error.validation.map((issue) => {
    const path = issue.instancePath || '';
    const source = context === 'body' ? { pointer: path || '/' } : { parameter: path.replace(/^\//u, '') || context };
    return { detail: issue.message ?? messages['errors.invalidValue'], source };
  });
}

/** How long, and how much more, a refused request's body is read and dropped before its connection is cut. */
const lingerMs = 5_000;
const lingerBytes = 32 * 1_048_576;

/**
 * A request refused before its body was read to the end (an upload refused early): the rest is read
 * and dropped, never kept, so the caller still gets the answer, which a connection cut mid-upload can
 * lose; a caller that goes on sending past a few seconds or a few megabytes is cut off.
 */
function discardRestOfBody(raw: IncomingMessage): void {
  const socket = raw.socket;
  if (!(socket instanceof Socket)) return;
  let dropped = 0;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, lingerMs);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > lingerBytes) cut();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/** The body of a 400: one `request.invalid` error per refused field, as the schema validation answers. */
export function invalidRequestBody(errors: FieldError[]): ErrorBody {
  return {
    errors: errors.map(({ detail, source }) => ({
      status: '400',
      code: 'request.invalid',
      title: errorTitles['request.invalid'],
      detail,
      source,
    })),
  };
}

/** The fields a zod schema refused, each named by its JSON pointer. */
export function zodFieldErrors(issues: readonly { message: string; path: readonly PropertyKey[] }[]): FieldError[] {
  return issues.map((issue) => ({ detail: issue.message, source: { pointer: `/${issue.path.map(String).join('/')}` } }));
}

/** A form refused field by field (a multipart form's text fields, checked once read): a 400 with an error per field. */
export class InvalidFields extends Error {
  readonly errors: FieldError[];

  constructor(errors: FieldError[]) {
    super('invalid fields');
    this.name = 'InvalidFields';
    this.errors = errors;
  }
}

/** Parses values with a schema, or throws `InvalidFields` naming each refused field. */
export function parseFields<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new InvalidFields(zodFieldErrors(parsed.error.issues));
  return parsed.data;
}

/** One handler renders every error as JSON:API error objects; unexpected ones are logged and hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!request.raw.complete) discardRestOfBody(request.raw);
    if (error instanceof AppError) {
      return reply.code(error.status).send({ errors: [error.toErrorObject()] });
    }
    if (error instanceof InvalidFields) return reply.code(400).send(invalidRequestBody(error.errors));
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(invalidRequestBody(schemaFieldErrors(error)));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ errors: [new AppError('rate.limited', { detail: messages['errors.rateLimited'] }).toErrorObject()] });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.code(413).send({ errors: [new AppError('upload.too_large').toErrorObject()] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const status = error.statusCode;
      return reply.code(status).send({
        errors: [{ status: String(status), code: 'request.invalid', title: errorTitles['request.invalid'], detail: error.message }],
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ errors: [new AppError('server.error', { detail: messages['errors.generic'] }).toErrorObject()] });
  });
}
