import { type AuditDescribers, type AuditFacts, listOf, numberOf, sentence } from '../shared/audit.ts';
import { estateSummaryFieldLabels, estateSummarySectionLabels } from './estate-summary.labels.ts';
import { estateSummaryListSections } from './estate-summary.schemas.ts';
import { type EstateSummarySection, estateSummarySections } from './estate-summary.sections.ts';

/**
 * One side of a section's save: the section, how many entries it held (list sections), and the value of
 * each field that changed, by its JSON pointer in the section ('/rows/0/sort_code'); null where there was none.
 */
export type EstateSummaryAuditSide = { section: EstateSummarySection; entries?: number; fields: Record<string, unknown> };

/** Every action on a client's estate summary (entity kind `client`), with its payload. */
export type EstateSummaryAuditEvents = {
  estate_summary_saved: { before: EstateSummaryAuditSide; after: EstateSummaryAuditSide };
};

/** The actions the estate summary's own audit trail lists (the client reads it too). */
export const estateSummaryAuditActions = ['estate_summary_saved'] as const satisfies readonly (keyof EstateSummaryAuditEvents)[];

type Leaves = Map<string, unknown>;

/** Every value that is not an object or a list, by its JSON pointer. */
function leavesOf(value: unknown, pointer = '', into: Leaves = new Map()): Leaves {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) leavesOf(item, `${pointer}/${index}`, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leavesOf(item, `${pointer}/${key.replace(/~/gu, '~0').replace(/\//gu, '~1')}`, into);
  } else {
    into.set(pointer, value ?? null);
  }
  return into;
}

function entriesOf(section: EstateSummarySection, value: unknown): number | undefined {
  if (!(estateSummaryListSections as readonly string[]).includes(section)) return undefined;
  const list = typeof value === 'object' && value !== null ? (value as { rows?: unknown }).rows : undefined;
  return Array.isArray(list) ? list.length : 0;
}

/** What a save of one section changed, field by field: the audit event's before and after. */
export function estateSummaryChange(
  section: EstateSummarySection,
  before: unknown,
  after: unknown,
): EstateSummaryAuditEvents['estate_summary_saved'] {
  const was = leavesOf(before);
  const now = leavesOf(after);
  // An empty text and no value at all are the same to a reader: a new entry's blank fields are no change.
  const valueAt = (leaves: Leaves, pointer: string) => JSON.stringify(leaves.get(pointer) === '' ? null : (leaves.get(pointer) ?? null));
  const changed = [...new Set([...was.keys(), ...now.keys()])].filter((pointer) => valueAt(was, pointer) !== valueAt(now, pointer));
  const side = (leaves: Leaves, value: unknown): EstateSummaryAuditSide => {
    const entries = entriesOf(section, value);
    return {
      section,
      ...(entries === undefined ? {} : { entries }),
      fields: Object.fromEntries(changed.map((pointer) => [pointer, leaves.get(pointer) ?? null])),
    };
  };
  return { before: side(was, before), after: side(now, after) };
}

export const estateSummaryAuditMessages = {
  'audit.estate.changed': '{{actor}} changed the {{fields}} in the estate summary’s {{section}}',
  'audit.estate.updated': '{{actor}} updated the estate summary’s {{section}}',
  'audit.estate.added': '{{actor}} added {{count}} to the estate summary’s {{section}}',
  'audit.estate.removed': '{{actor}} removed {{count}} from the estate summary’s {{section}}',
  'audit.estate.unchanged': '{{actor}} saved the estate summary’s {{section}} unchanged',
  'audit.estate.saved': '{{actor}} saved the estate summary',
} as const;
type Key = keyof typeof estateSummaryAuditMessages;

/** Sections of one free-text field: a change to them reads as the section updated. */
const singleFieldSections: readonly string[] = ['funeralArrangements', 'otherInformation', 'explanatoryNote'];

const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** Fields whose label does not read after "changed the": how a sentence names them instead. */
const sentenceWords: Readonly<Record<string, string>> = {
  storage: 'place the will is kept',
  drawn_up_by: 'person who drew it up',
  registered: 'registration',
};

function sectionOf(facts: AuditFacts<unknown>): EstateSummarySection | undefined {
  const value = (facts.after as { section?: unknown }).section ?? (facts.before as { section?: unknown }).section;
  return typeof value === 'string' && (estateSummarySections as readonly string[]).includes(value)
    ? (value as EstateSummarySection)
    : undefined;
}

/** The fields a change touched, in words: a list's entries by their field, a group or a contact by its name. */
function changedFields(fields: unknown): string[] {
  if (typeof fields !== 'object' || fields === null) return [];
  const words = Object.keys(fields).flatMap((pointer) => {
    const key = pointer
      .split('/')
      .slice(1)
      .find((segment) => segment !== 'rows' && !/^\d+$/u.test(segment));
    return key && estateSummaryFieldLabels[key] ? [key] : [];
  });
  // Stored payloads come back in the database's key order: the fields read in the form's order.
  const order = Object.keys(estateSummaryFieldLabels);
  return [...new Set(words)]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((key) => sentenceWords[key] ?? lowerFirst(estateSummaryFieldLabels[key] ?? key));
}

function entriesWord(count: number): string {
  return count === 1 ? 'an entry' : `${count} entries`;
}

/** How each estate summary event reads: "Charlotte Hughes changed the sort code in the estate summary’s bank accounts". */
export const estateSummaryAuditSentences: AuditDescribers<EstateSummaryAuditEvents, Key> = {
  estate_summary_saved: (facts) => {
    const key = sectionOf(facts);
    if (!key) return sentence<Key>('audit.estate.saved', facts);
    const section = lowerFirst(estateSummarySectionLabels[key]);
    const was = numberOf(facts.before.entries);
    const now = numberOf(facts.after.entries);
    if (was !== undefined && now !== undefined && now !== was)
      return sentence<Key>(now > was ? 'audit.estate.added' : 'audit.estate.removed', facts, {
        count: entriesWord(Math.abs(now - was)),
        section,
      });
    const fields = changedFields(facts.after.fields ?? facts.before.fields);
    if (fields.length === 0) return sentence<Key>('audit.estate.unchanged', facts, { section });
    if (singleFieldSections.includes(key)) return sentence<Key>('audit.estate.updated', facts, { section });
    return sentence<Key>('audit.estate.changed', facts, { fields: listOf(fields), section });
  },
};
