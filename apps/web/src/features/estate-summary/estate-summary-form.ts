import {
  type EstateSummarySection,
  type EstateSummarySectionValue,
  estateSummarySectionSchemas,
  formatWholeAmount,
  parseWholeAmount,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * A section as its form holds it: every value a text the inputs edit (amounts with separators, dates as
 * 'YYYY-MM-DD', "not known" as ''), at the same keys as the section, so a refusal's path names its field.
 */
export type SectionForm = Record<string, unknown>;

const moneyKeys = new Set(['plan_value', 'approximate_value', 'outstanding_loan', 'amount']);
const dateKeys = new Set(['date', 'date_made', 'date_of_birth']);
const emptyPerson = { name: '', contact: '' };

function toFormValue(key: string, value: unknown): unknown {
  if (moneyKeys.has(key)) return typeof value === 'number' ? formatWholeAmount(value) : '';
  if (key === 'registered') return value === true ? 'yes' : value === false ? 'no' : '';
  if (key === 'partner') return value === null ? { ...emptyPerson } : toForm(value);
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => toFormValue('', item));
  if (typeof value === 'object') return toForm(value);
  return value;
}

/** A section's values (as the server answers them) as its form edits them. */
export function toForm(value: unknown): SectionForm {
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, toFormValue(key, item)]));
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function fromFormValue(key: string, value: unknown): unknown {
  if (moneyKeys.has(key)) {
    const amount = typeof value === 'string' ? parseWholeAmount(value) : null;
    // A typed amount that is not one goes as typed, for the section's schema to refuse with its own message.
    return amount === null || !Number.isNaN(amount) ? amount : value;
  }
  if (dateKeys.has(key) || key === 'currency') return isBlank(value) ? null : value;
  if (key === 'registered') return value === 'yes' ? true : value === 'no' ? false : null;
  if (key === 'type') return isBlank(value) ? undefined : value;
  if (key === 'partner') {
    const partner = value as { name?: unknown; contact?: unknown };
    return isBlank(partner.name) && isBlank(partner.contact) ? null : fromForm(partner);
  }
  if (Array.isArray(value)) return value.map((item) => fromFormValue('', item));
  if (value !== null && typeof value === 'object') return fromForm(value);
  return value;
}

/** The form's values as the section's schema (and the server) take them. */
export function fromForm(form: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(form as Record<string, unknown>).map(([key, item]) => [key, fromFormValue(key, item)]));
}

/**
 * Checks a section's form with the section's own schema from the domain, the one the server runs, so the
 * browser refuses early with the server's words, each beside its field.
 */
export function sectionResolver<S extends EstateSummarySection>(section: S): Resolver<SectionForm, unknown, EstateSummarySectionValue<S>> {
  const schema = z.custom<SectionForm>().transform(fromForm).pipe(estateSummarySectionSchemas[section]);
  return zodResolver(schema) as unknown as Resolver<SectionForm, unknown, EstateSummarySectionValue<S>>;
}

/** The form field a refusal of the save names: '/values/rows/0/sort_code' is 'rows.0.sort_code'. */
export function fieldOfPointer(pointer: string): string | undefined {
  if (!pointer.startsWith('/values/')) return undefined;
  return pointer.slice('/values/'.length).split('/').join('.');
}

/** Whether two readings of a section hold the same values (the server answers each in its schema's key order). */
export function isSameSection(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A typed amount shows with thousand separators once the field is left. */
export function formatTypedAmount(text: string): string {
  const amount = parseWholeAmount(text);
  return amount === null || Number.isNaN(amount) ? text : formatWholeAmount(amount);
}
