/**
 * The pieces every area's audit events are built from. An area declares its actions and each one's
 * payload (before and after, keys in snake_case) as a type, and how each reads as a sentence: a
 * catalogue key and the values for its placeholders. The audit area (`../audit/`) puts them together.
 */

/** One action's payload: what the entity was before, what it is after; an action without one has none. */
export type AuditPayload = { before?: object; after?: object };
/** An action that records only that it happened. */
export type NoPayload = Record<never, never>;
export type AuditBefore<P> = P extends { before: infer B } ? B : never;
export type AuditAfter<P> = P extends { after: infer A } ? A : never;

/** `firstName` → `first_name`: the one key style of audit payloads. */
export type SnakeCase<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeCase<T>}`
  : S;
export type SnakeKeys<T> = { [K in keyof T as K extends string ? SnakeCase<K> : never]: T[K] };

export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/gu, (c) => `_${c.toLowerCase()}`);
}

/** An object's keys in snake_case (row fields, setting names) for an audit payload. */
export function snakeKeys<T extends object>(value: T): SnakeKeys<T> {
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [snakeCase(key), v])) as SnakeKeys<T>;
}

/** A document an event refers to, as the audit reader finds it now (older events carry only its id). */
export type AuditDocumentRef = { name: string; file_name: string; size_bytes: number };

/**
 * An event as a sentence reads it. Payloads are read loosely: older rows may lack a key, or spell it
 * in another style, so every value is checked before it is used.
 */
export type AuditFacts<P = AuditPayload> = {
  actor: string;
  before: { readonly [K in keyof AuditBefore<P>]?: unknown };
  after: { readonly [K in keyof AuditAfter<P>]?: unknown };
  /** The document the event is about, resolved by the reader. */
  document: AuditDocumentRef | null;
  /** The person the event names (an adviser, a supporting admin), resolved by the reader. */
  person: string | null;
};

/** What one event reads as: a catalogue key and the values of its placeholders (always the actor's name). */
export type AuditSentence<K extends string = string> = { key: K; params: Record<string, string> };

/** How each action of an area reads, keyed by action. */
export type AuditDescribers<E, K extends string> = { [A in keyof E]: (facts: AuditFacts<E[A]>) => AuditSentence<K> };

export function sentence<K extends string>(key: K, facts: Pick<AuditFacts<unknown>, 'actor'>, params: Record<string, string> = {}) {
  return { key, params: { actor: facts.actor, ...params } };
}

/** A value if it is non-empty text. */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Reads one key of a payload that may be anything (null, an array, an old row's shape). */
export function fieldOf(payload: unknown, key: string): unknown {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>)[key] : undefined;
}

/** A payload as a record, or an empty one. */
export function recordOf(payload: unknown): Record<string, unknown> {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
}

/** `details_updated`, `firstName` → 'details updated', 'first name': an identifier in words, for a fallback. */
export function wordsOf(identifier: string): string {
  return snakeCase(identifier)
    .replace(/[_.\-\s]+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 1.2 MB, 340 KB, 12 bytes: sizes as people read them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Text quoted in a sentence, cut to a readable length. */
export function excerptOf(text: string, max = 80): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * The names of the fields a change touched, in words: `labels` names the known ones, any other key
 * (an older row's camelCase one too) is put into words; ids and bookkeeping keys are left out.
 */
export function changedFieldsOf(before: unknown, after: unknown, labels: Readonly<Record<string, string>>): string[] {
  const was = recordOf(before);
  const now = recordOf(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].map((key) => [key, snakeCase(key)] as const);
  return keys
    .filter(([key, snake]) => !snake.endsWith('_id') && snake !== 'id' && snake !== 'version' && !isSame(was[key], now[key]))
    .map(([, snake]) => labels[snake] ?? wordsOf(snake));
}

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Fills `{{name}}` placeholders (the same syntax as the web app's catalogue). */
export function interpolate(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/gu, (whole, name: string) => params[name] ?? whole);
}
