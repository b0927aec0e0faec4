import {
  type FactFindPerson,
  type FactFindSection,
  type FactFindSectionAnswers,
  factFindSectionSchemas,
  type Ownership,
  type PersonType,
} from '@advice/domain';
import type { z } from 'zod';

/** What each section's form draws and reports: the section's answers with every field present. */
export type SectionFormOf<S extends FactFindSection> = {
  value: FactFindSectionAnswers<S>;
  onChange: (next: FactFindSectionAnswers<S>) => void;
};

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Fills what a draft leaves out with the schema's defaults, deeply (rows are kept as they are). */
function filled(defaults: unknown, value: unknown): unknown {
  if (value === undefined) return defaults;
  if (!isRecord(defaults) || !isRecord(value)) return value;
  const keys = new Set([...Object.keys(defaults), ...Object.keys(value)]);
  return Object.fromEntries([...keys].map((key) => [key, filled(defaults[key], value[key])]));
}

const sectionDefaults = Object.fromEntries(
  Object.entries(factFindSectionSchemas).map(([section, schema]) => [section, schema.parse({})]),
) as { [S in FactFindSection]: FactFindSectionAnswers<S> };

/** A section's draft with every field present, so a form can read any of them. */
export function withDefaults<S extends FactFindSection>(section: S, value: unknown): FactFindSectionAnswers<S> {
  return filled(sectionDefaults[section], value) as FactFindSectionAnswers<S>;
}

/** The limit of each free-text field of an object schema (its `.max()`), to stop typing past it. */
export function textLimits<T extends z.ZodRawShape>(shape: T): Partial<Record<keyof T, number>> {
  const limits: Partial<Record<keyof T, number>> = {};
  for (const [key, field] of Object.entries(shape)) {
    let inner: unknown = field;
    while (inner && typeof inner === 'object' && 'unwrap' in inner && typeof inner.unwrap === 'function') inner = inner.unwrap();
    const max = (inner as { maxLength?: number | null } | null)?.maxLength;
    if (typeof max === 'number') limits[key as keyof T] = max;
  }
  return limits;
}

/** A new row's owner: to be chosen when there is a partner; the client's when there is none (the only answer the rules take then). */
export function newOwner(includePartner: boolean): Ownership | null {
  return includePartner ? null : { source: 'you', split: null };
}

/** A new row's earner or investor, the same way. */
export function newPerson(includePartner: boolean): PersonType | null {
  return includePartner ? null : 'you';
}

/** A per-person section's answers for one person: the partner's start blank until something is answered for them. */
export function personOf<P>(value: { client: P; partner: P | null }, person: FactFindPerson, blank: P): P {
  return person === 'client' ? value.client : (value.partner ?? blank);
}

/** The section with one person's answers replaced. */
export function withPerson<T extends { client: P; partner: P | null }, P>(value: T, person: FactFindPerson, next: P): T {
  return person === 'client' ? { ...value, client: next } : { ...value, partner: next };
}
