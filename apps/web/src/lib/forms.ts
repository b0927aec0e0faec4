import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

/**
 * Shows each server error whose `source.pointer` names one of the form's fields beside that field;
 * `'every'` takes any field the server names, for forms whose (nested) paths are not known ahead.
 * Returns the details that named no field, for the form to show on its own.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>> | 'every',
): string[] {
  if (!isApiError(error)) return [];
  const byField = error.fieldErrors;
  const unmatched: string[] = [];
  let isFirst = true;
  for (const [field, detail] of Object.entries(byField)) {
    const known = fields === 'every' ? (field as Path<T>) : fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message: detail }, { shouldFocus: isFirst });
      isFirst = false;
    } else {
      unmatched.push(detail);
    }
  }
  const pointed = new Set(Object.values(byField));
  return [...unmatched, ...error.details.filter((detail) => !pointed.has(detail))];
}
