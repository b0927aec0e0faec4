/**
 * Every error the API can answer with, by code, with its HTTP status. Services throw
 * `new AppError(code, { detail })`; one handler in the server renders them as JSON:API error objects.
 */
export const errorCodes = {
  /** A request body, query or path parameter failed its schema; one error per field. */
  'request.invalid': 400,
  /** The request carries no valid session. */
  'auth.unauthenticated': 401,
  /** E-mail and password do not match an active account (never says which). */
  'auth.invalid_credentials': 401,
  /** The account is locked after repeated failed sign-ins. */
  'auth.locked': 401,
  /** The two-factor code is wrong or expired. */
  'auth.invalid_otp': 401,
  /** The current password given to confirm a change is wrong. */
  'auth.invalid_current_password': 400,
  /** The caller's role may not do this. */
  'auth.forbidden': 403,
  /** The state-changing request has no CSRF token, or another session's. */
  'auth.csrf': 403,
  /** A reset, confirmation or invitation link that has expired. */
  'token.expired': 410,
  /** A reset, confirmation or invitation link that was already used. */
  'token.used': 410,
  /** A link token that matches nothing. */
  'token.invalid': 404,
  /** The object does not exist, or belongs to another practice. */
  'resource.not_found': 404,
  /** The request host names no practice. */
  'practice.not_found': 404,
  /** A feature flagged off for this practice. */
  'feature.disabled': 404,
  /** The practice is suspended by the provider: its people cannot sign in or call the API. */
  'practice.suspended': 403,
  /** A unique value (such as an e-mail) is already taken, or a pending one re-entered. */
  'resource.conflict': 409,
  /** The change is not allowed in the object's current state. */
  'state.illegal_transition': 409,
  /** The client's account is deactivated, so it is read-only: a change to it or what hangs off it is refused. */
  'client.read_only': 409,
  /** The uploaded file is larger than allowed. */
  'upload.too_large': 413,
  /** The uploaded file's content is not of an accepted type or is unreadable. */
  /** The uploaded file holds nothing (0 bytes). */
  'upload.empty': 422,
  /** The uploaded file is of a type its purpose does not take, by its content or by the program ending of its name. */
  'upload.type_not_allowed': 422,
  /** The uploaded file's name cannot be kept (a device name, a hidden program ending, a slash or a control character). */
  'upload.name_not_allowed': 422,
  /** The uploaded image is of an accepted type but its pixels cannot be read (damaged or cut short). */
  'upload.unreadable': 422,
  /** The uploaded image is narrower than its place needs. */
  'upload.too_small': 422,
  /** The uploaded image is not of the shape its place needs (square, 3:2). */
  'upload.wrong_shape': 422,
  /** A rule about the request as a whole failed (not tied to one field). */
  'rule.violated': 422,
  /** Too many requests in a window. */
  'rate.limited': 429,
  /** An unexpected failure; details are logged, never sent. */
  'server.error': 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCodes;

export type ErrorObject = {
  status: string;
  code: ErrorCode;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
};

export type ErrorBody = { errors: ErrorObject[] };

export const errorTitles: Record<ErrorCode, string> = {
  'request.invalid': 'Invalid request',
  'auth.unauthenticated': 'Not signed in',
  'auth.invalid_credentials': 'Sign-in failed',
  'auth.locked': 'Account locked',
  'auth.invalid_otp': 'Invalid two-factor code',
  'auth.invalid_current_password': 'Invalid current password',
  'auth.forbidden': 'Not allowed',
  'auth.csrf': 'Invalid security token',
  'token.expired': 'Link expired',
  'token.used': 'Link already used',
  'token.invalid': 'Link not valid',
  'resource.not_found': 'Not found',
  'practice.not_found': 'Practice not found',
  'feature.disabled': 'Not found',
  'practice.suspended': 'Practice suspended',
  'resource.conflict': 'Conflict',
  'state.illegal_transition': 'Not allowed now',
  'client.read_only': 'Read-only account',
  'upload.too_large': 'File too large',
  'upload.empty': 'Empty file',
  'upload.type_not_allowed': 'File type not allowed',
  'upload.name_not_allowed': 'File name not allowed',
  'upload.unreadable': 'Image cannot be read',
  'upload.too_small': 'Image too small',
  'upload.wrong_shape': 'Image of the wrong shape',
  'rule.violated': 'Not allowed',
  'rate.limited': 'Too many requests',
  'server.error': 'Something went wrong',
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  readonly pointer: string | undefined;

  constructor(code: ErrorCode, options: { detail?: string; pointer?: string } = {}) {
    super(options.detail ?? errorTitles[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code];
    this.detail = options.detail ?? errorTitles[code];
    this.pointer = options.pointer;
  }

  toErrorObject(): ErrorObject {
    return {
      status: String(this.status),
      code: this.code,
      title: errorTitles[this.code],
      detail: this.detail,
      ...(this.pointer ? { source: { pointer: this.pointer } } : {}),
    };
  }
}
