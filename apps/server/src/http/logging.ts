import type { Writable } from 'node:stream';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

type DatabaseErrorFields = { code: string; severity?: string; table?: string; constraint?: string; column?: string; routine?: string };

/** The PostgreSQL error behind an error (Drizzle wraps it as `cause`), known by its five-character SQLSTATE. */
function databaseErrorOf(error: unknown, depth = 0): DatabaseErrorFields | null {
  if (depth > 5 || error === null || typeof error !== 'object') return null;
  const fields = error as Partial<DatabaseErrorFields> & { cause?: unknown };
  if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/u.test(fields.code) && typeof fields.severity === 'string') {
    return fields as DatabaseErrorFields;
  }
  return databaseErrorOf(fields.cause, depth + 1);
}

/**
 * What the log keeps of an error: its class, its code and where it was thrown. A database error is
 * logged by SQLSTATE, table, constraint and column only: its message and detail, and the failed query's
 * parameters that wrap it, carry the caller's values. Other messages are left out for the same reason.
 */
export function describeError(error: unknown): LoggedError {
  const stack = stackFrames(error);
  const database = databaseErrorOf(error);
  if (database) {
    const { code, table, constraint, column, routine } = database;
    return { type: 'DatabaseError', message: `database error ${code}`, code, table, constraint, column, routine, stack };
  }
  if (!(error instanceof Error)) return { type: typeof error, message: withheld, stack };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: withheld, ...(typeof code === 'string' ? { code } : {}), stack };
}

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };
const withheld = '[message not logged]';

/** The stack without its first line, which repeats the message. */
function stackFrames(error: unknown): string {
  if (!(error instanceof Error) || !error.stack) return '';
  return error.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** Log lines are written once this many bytes wait, or after `logFlushMillis` at the latest. */
export const logBatchBytes = 4096;
export const logFlushMillis = 250;

/**
 * Request logs keep method, route and status only: the route's pattern (`/api/v1/clients/:id`), never
 * the path a caller typed, query strings (which can carry link tokens or e-mails), cookies, CSRF tokens
 * or bodies. Errors are logged by class and code (see describeError).
 */
export function createLogger(level: string, stream?: Writable) {
  return {
    level,
    // Written asynchronously and in batches: lines gather until 4 KiB (some twenty request lines) or a quarter of a
    // second has passed, then go out in one write, so a busy server makes one write a batch rather than one a line
    // (a write a line cost a loaded server a tenth of its time). pino writes what is left when the process exits.
    stream: stream ?? pino.destination({ dest: 1, sync: false, minLength: logBatchBytes, periodicFlush: logFlushMillis }),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.email',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: request.routeOptions?.url ?? '(no route)',
        host: request.hostname,
      }),
      err: describeError,
    },
  };
}

/**
 * Fastify's own log lines, one a request rather than two, less the two that quote a caller: "Route GET:/typed/path not found" and an
 * error's message as the line's text. The error itself is still logged, by class and code.
 */
export class ValueFreeLogController extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.info('route not found');
  }

  /** One line a request, written when it completes: its method, route, host, status and time together. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (reply.statusCode >= 500) reply.log.error({ req: request, res: reply, err: error }, 'request failed');
    else reply.log.info({ res: reply, err: error }, 'request refused');
  }
}
