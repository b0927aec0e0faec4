import {
  checkFactFindSection,
  type FactFindAnswers,
  type FactFindSection,
  type FactFindSectionAnswers,
  type FactFindSectionInput,
  factFindContextOf,
  factFindSectionSchemas,
} from '@advice/domain';
import { isApiError } from '../../lib/api-error.ts';

/*
 * A section's draft on the page: read from the stored answers through the section's schema (so every field
 * is there), compared with what was loaded to know whether it has unsaved changes, and checked by the
 * shared schema and save rules before it is sent, the way the server checks it.
 */

export type SectionDraft = FactFindSectionInput<FactFindSection>;
/** Refused fields by their JSON pointer inside the section (`/dependants/0/name`), with the message to show beside each. */
export type FieldErrors = ReadonlyMap<string, string>;

type AnySchema = { safeParse: (value: unknown) => { success: true; data: unknown } | { success: false; error: { issues: Issue[] } } };
type Issue = { path: PropertyKey[]; message: string };

const schemaOf = (section: FactFindSection) => factFindSectionSchemas[section] as unknown as AnySchema;

/** The section's answers as the form starts from them: the stored ones, or the schema's defaults before the first save. */
export function draftOf(section: FactFindSection, answers: FactFindAnswers): SectionDraft {
  const stored = schemaOf(section).safeParse(answers[section] ?? {});
  if (stored.success) return stored.data as SectionDraft;
  return (schemaOf(section).safeParse({}) as { data: SectionDraft }).data;
}

/** JSON with object keys in order, so two drafts that hold the same answers compare equal however a form built them. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Whether two drafts hold the same answers (a field left undefined counts as left out). */
export function isSameDraft(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

const pointerOf = (path: readonly PropertyKey[]) => `/${path.map(String).join('/')}`;

function errorMap(entries: { pointer: string; detail: string }[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const { pointer, detail } of entries) if (!errors.has(pointer)) errors.set(pointer, detail);
  return errors;
}

export type DraftCheck = { isValid: true; answers: FactFindSectionAnswers<FactFindSection> } | { isValid: false; errors: FieldErrors };

/**
 * The checks the server makes, in its order: the section's schema (shapes, bounds, the joint split adding
 * up to 100), then its save rules (spec 3 §5) with the partner included as personal details say and the
 * practice's currencies. Valid, it answers the answers to send.
 */
export function checkDraft(section: FactFindSection, draft: unknown, stored: FactFindAnswers, currencies: readonly string[]): DraftCheck {
  const parsed = schemaOf(section).safeParse(draft);
  if (!parsed.success)
    return {
      isValid: false,
      errors: errorMap(parsed.error.issues.map((issue) => ({ pointer: pointerOf(issue.path), detail: issue.message }))),
    };
  const answers = parsed.data as FactFindSectionAnswers<FactFindSection>;
  const refused = checkFactFindSection(section, answers, factFindContextOf(stored, currencies));
  return refused.length === 0 ? { isValid: true, answers } : { isValid: false, errors: errorMap(refused) };
}

/** The server's refusals that name a field of the section's answers (`/answers/assets/0/value`), by their pointer inside the section. */
export function serverFieldErrors(error: unknown): Map<string, string> {
  if (!isApiError(error)) return new Map();
  return errorMap(
    error.errors.flatMap((item) => {
      const pointer = item.source?.pointer;
      return pointer?.startsWith('/answers/') ? [{ pointer: pointer.slice('/answers'.length), detail: item.detail }] : [];
    }),
  );
}

/**
 * After an edit, the refusals still standing: those the shared checks still make of the same fields, with
 * their current words. A field is never refused for the first time while the person types; that waits for Save.
 */
export function errorsStillStanding(
  errors: FieldErrors,
  section: FactFindSection,
  draft: unknown,
  stored: FactFindAnswers,
  currencies: readonly string[],
): FieldErrors {
  if (errors.size === 0) return errors;
  const check = checkDraft(section, draft, stored, currencies);
  if (check.isValid) return new Map();
  return new Map([...check.errors].filter(([pointer]) => errors.has(pointer)));
}
