import { type ErrorObject, messages } from '@advice/domain';

/** A failed API call: the server's JSON:API error objects, or one generic error when it sent none. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];
  /** Set once the API client has toasted the details, so no caller shows them a second time. */
  isAnnounced = false;

  constructor(status: number, errors: ErrorObject[]) {
    super(errors[0]?.detail || messages['errors.generic']);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  /** The details to show, one a toast, without repeats. */
  get details(): string[] {
    const details = this.errors.map((e) => e.detail).filter((d): d is string => typeof d === 'string' && d.length > 0);
    return details.length > 0 ? [...new Set(details)] : [messages['errors.generic']];
  }

  /** Field name to detail, from each error's `source.pointer` ('/email' names the field `email`). */
  get fieldErrors(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const error of this.errors) {
      const field = error.source?.pointer?.replace(/^\//u, '').replace(/\//gu, '.');
      if (field && !(field in fields)) fields[field] = error.detail;
    }
    return fields;
  }
}

function isErrorObject(value: unknown): value is ErrorObject {
  return typeof value === 'object' && value !== null && typeof (value as { detail?: unknown }).detail === 'string';
}

/** Reads an error body; anything that is not an errors array becomes the generic message. */
export function toApiError(status: number, body: unknown): ApiError {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.every(isErrorObject) && errors.length > 0) return new ApiError(status, errors);
  return new ApiError(status, []);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
