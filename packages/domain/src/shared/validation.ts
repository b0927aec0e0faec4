import { z } from 'zod';
import { interpolate } from './audit.ts';
import { type MessageKey, messages } from './messages.ts';

/** An issue as zod hands it to an error map, before its message is set. */
type RawIssue = z.core.$ZodRawIssue;

function say(key: MessageKey, params: Readonly<Record<string, string | number | bigint>> = {}): string {
  return interpolate(messages[key], Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])));
}

const dateFormats = new Set(['date', 'iso_date']);
const dateTimeFormats = new Set(['datetime', 'iso_datetime', 'time', 'iso_time']);
const idFormats = new Set(['uuid', 'uuidv4', 'uuidv6', 'uuidv7', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid']);

function isMissing(input: unknown): boolean {
  return input === undefined || input === null;
}

function wrongTypeMessage(issue: RawIssue & { expected?: string }): string {
  if (isMissing(issue.input)) return messages['errors.required'];
  switch (issue.expected) {
    case 'string':
      return messages['errors.text'];
    case 'number':
    case 'bigint':
      return messages['errors.number'];
    case 'int':
      return messages['errors.wholeNumber'];
    case 'boolean':
      return messages['errors.yesOrNo'];
    case 'date':
      return messages['errors.date'];
    default:
      return messages['errors.invalidValue'];
  }
}

function tooBigMessage(issue: RawIssue & { origin?: string; maximum?: number | bigint; inclusive?: boolean; exact?: boolean }): string {
  const max = issue.maximum ?? 0;
  if (issue.origin === 'string') return issue.exact ? say('errors.exactLength', { length: max }) : say('errors.tooLong', { max });
  if (issue.origin === 'array' || issue.origin === 'set') return say('errors.tooManyItems', { max });
  if (issue.origin === 'number' || issue.origin === 'bigint') {
    return issue.inclusive === false ? say('errors.numberBelow', { max }) : say('errors.numberAtMost', { max });
  }
  return messages['errors.invalidValue'];
}

function tooSmallMessage(issue: RawIssue & { origin?: string; minimum?: number | bigint; inclusive?: boolean; exact?: boolean }): string {
  const min = issue.minimum ?? 0;
  if (issue.origin === 'string') {
    if (issue.exact) return say('errors.exactLength', { length: min });
    return Number(min) <= 1 ? messages['errors.required'] : say('errors.tooShort', { min });
  }
  if (issue.origin === 'array' || issue.origin === 'set') return say('errors.tooFewItems', { min });
  if (issue.origin === 'number' || issue.origin === 'bigint') {
    return issue.inclusive === false ? say('errors.numberAbove', { min }) : say('errors.numberAtLeast', { min });
  }
  return messages['errors.invalidValue'];
}

function formatMessage(format: string): string {
  if (format === 'email') return messages['errors.email'];
  if (format === 'url') return messages['errors.url'];
  if (dateFormats.has(format)) return messages['errors.date'];
  if (dateTimeFormats.has(format)) return messages['errors.dateTime'];
  if (format === 'safeint' || format === 'int32' || format === 'uint32') return messages['errors.wholeNumber'];
  if (idFormats.has(format)) return messages['errors.choose'];
  return messages['errors.format'];
}

function chooseMessage(values: readonly unknown[]): string {
  if (values.length === 1 && values[0] === true) return messages['errors.tick'];
  return messages['errors.choose'];
}

/**
 * The catalogue's words for an issue a schema raised without its own message: what is wrong and how
 * to fix it, with the limit that applies ("Use 100 characters or fewer"), never zod's wording for
 * programs ("Too big: expected string to have <=100 characters"). A rule that needs words of its
 * own keeps giving them in its schema; this is what every other rule says.
 */
export function validationMessageOf(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return wrongTypeMessage(issue);
    case 'too_big':
      return tooBigMessage(issue);
    case 'too_small':
      return tooSmallMessage(issue);
    case 'invalid_format':
      return formatMessage(issue.format);
    case 'not_multiple_of':
      return say('errors.multipleOf', { divisor: issue.divisor });
    case 'invalid_value':
      return chooseMessage(issue.values);
    case 'unrecognized_keys':
      return say('errors.unknownFields', { keys: issue.keys.join(', ') });
    default:
      return messages['errors.invalidValue'];
  }
}

/**
 * A schema's own message for a value that is missing or of the wrong type only: `z.string({ error })`
 * with a plain text would also answer a too-long value with it ("This field is required" for 150
 * characters), so the other rules of the schema fall through to their own words.
 */
export function whenMissing(message: string): (issue: RawIssue) => string | undefined {
  return (issue) => (issue.code === 'invalid_type' ? message : undefined);
}

// Set once, where the schemas are built, so the server's routes, the web app's forms and every
// `safeParse` in between speak the same words.
z.config({ customError: validationMessageOf });
