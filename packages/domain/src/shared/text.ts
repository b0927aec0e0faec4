import { messages } from './messages.ts';

// NUL cannot be stored in a PostgreSQL text column, and a lone surrogate is not a character at all:
// either one in a request is a broken or hostile client, never something a person typed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this finds.
const unsafeCharacter = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

/** Whether a string holds a NUL byte or a lone UTF-16 surrogate, which no field accepts. */
export function hasUnsafeCharacters(value: string): boolean {
  return unsafeCharacter.test(value);
}

/** One string that no field accepts, found anywhere in a request value, with its JSON pointer. */
export type UnsafeText = { pointer: string; detail: string };

/**
 * Walks a parsed request value (body, query or path parameters) and answers every string, key
 * included, that holds a NUL byte or a lone surrogate, each with the JSON pointer of its field.
 */
export function findUnsafeText(value: unknown, pointer = ''): UnsafeText[] {
  if (typeof value === 'string')
    return hasUnsafeCharacters(value) ? [{ pointer: pointer || '/', detail: messages['errors.unsafeCharacters'] }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findUnsafeText(item, `${pointer}/${index}`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const at = `${pointer}/${key.replace(/~/gu, '~0').replace(/\//gu, '~1')}`;
      return hasUnsafeCharacters(key)
        ? [{ pointer: pointer || '/', detail: messages['errors.unsafeCharacters'] }]
        : findUnsafeText(item, at);
    });
  }
  return [];
}
