import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditSentence } from '../audit/audit.events.ts';
import { messages } from '../shared/messages.ts';
import { estateSummaryChange } from './estate-summary.audit.ts';
import { estateSummaryFieldLabels, estateSummarySectionLabels } from './estate-summary.labels.ts';
import {
  emptyEstateSummarySection,
  estateSummaryMessages,
  estateSummarySectionSchemas,
  maxEstateSummaryRows,
  propertyTypes,
} from './estate-summary.schemas.ts';
import { type EstateSummarySection, estateSummarySections } from './estate-summary.sections.ts';

function issuesOf(section: EstateSummarySection, value: unknown) {
  const parsed = estateSummarySectionSchemas[section].safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: `/${issue.path.join('/')}`, message: issue.message }));
}

const sentenceOf = (before: unknown, after: unknown, actor = 'Charlotte Hughes') =>
  auditSentence({
    entity_kind: 'client',
    action: 'estate_summary_saved',
    actor_name: actor,
    before,
    after,
    document: null,
    person_name: null,
  });

describe('the thirteen sections (spec 3 §2, §3)', () => {
  it('are the spec’s, each with a heading and a schema', () => {
    expect([...estateSummarySections].sort()).toEqual(
      [
        'bankAccounts',
        'beneficiaries',
        'explanatoryNote',
        'familyTree',
        'financialAssets',
        'funeralArrangements',
        'otherInformation',
        'lifetimeGifts',
        'pensions',
        'personalDetails',
        'powersOfAttorney',
        'property',
        'will',
      ].sort(),
    );
    for (const section of estateSummarySections) {
      expect(estateSummarySectionLabels[section]).toMatch(/^[A-Z]/u);
      expect(estateSummarySectionSchemas[section]).toBeDefined();
    }
  });

  it('an empty section has every field empty and every list without entries', () => {
    expect(emptyEstateSummarySection('bankAccounts')).toEqual({ rows: [] });
    expect(emptyEstateSummarySection('will')).toEqual({ storage: '', date: null, drawn_up_by: '', executors: [] });
    expect(emptyEstateSummarySection('personalDetails').solicitor).toEqual({ name: '', firm: '', phone: '', email: '', address: '' });
    expect(emptyEstateSummarySection('familyTree')).toMatchObject({ partner: null, children: [], notes: '' });
  });

  it.each([
    [
      'bankAccounts',
      { bank_name: 'Barclays', bank_address: '1 Churchill Place', sort_code: '20-00-00', account_number: '12345678', contact: 'x' },
    ],
    ['beneficiaries', { name: 'Byron Lovelace', address: 'Ockham Park', contact: '01483 000000' }],
    ['financialAssets', { name: 'ISA', detail: 'Stocks and shares', plan_number: 'ISA-1', contact: 'Helpline' }],
    [
      'pensions',
      { provider_name: 'Aviva', provider_address: 'York', plan_value: 250_000, currency: 'GBP', plan_number: 'P-1', contact: 'x' },
    ],
    [
      'property',
      { address: '12 St James’s Square', type: 'main_residence', ownership: 'Joint', approximate_value: 900_000, outstanding_loan: 0 },
    ],
    ['lifetimeGifts', { date: '2024-12-25', amount: 3_000, asset: '', recipient: 'Byron' }],
    [
      'powersOfAttorney',
      { date_made: '2020-01-01', attorney_name: 'Mary', attorney_address: 'x', registered: true, people_to_notify: 'Byron' },
    ],
  ] as const)('%s keeps its fields as repeating entries', (section, row) => {
    const parsed = estateSummarySectionSchemas[section].parse({ rows: [row] }) as { rows: Record<string, unknown>[] };
    expect(parsed.rows[0]).toMatchObject(row);
  });

  it('takes the property types main_residence and other only', () => {
    expect(propertyTypes).toEqual(['main_residence', 'other']);
    expect(issuesOf('property', { rows: [{ address: 'x', type: 'holiday' }] }).map((issue) => issue.path)).toEqual(['/rows/0/type']);
  });

  it('labels every field of every section', () => {
    type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };
    const keysOf = (schema: JsonSchema): string[] => [
      ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) => [key, ...keysOf(value)]),
      ...(schema.items ? keysOf(schema.items) : []),
      ...(schema.anyOf ?? []).flatMap(keysOf),
    ];
    const keys = estateSummarySections.flatMap((section) => keysOf(z.toJSONSchema(estateSummarySectionSchemas[section]) as JsonSchema));
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((key) => key !== 'rows' && !estateSummaryFieldLabels[key])).toEqual([]);
  });
});

describe('refusals, each naming its field', () => {
  it('an entry without its name', () => {
    expect(issuesOf('bankAccounts', { rows: [{ bank_name: ' ' }] })).toEqual([
      { path: '/rows/0/bank_name', message: messages['errors.required'] },
    ]);
    expect(issuesOf('will', { executors: [{ contact: 'x' }] }).map((issue) => issue.path)).toEqual(['/executors/0/name']);
  });

  it('a sort code or account number that is not one', () => {
    expect(issuesOf('bankAccounts', { rows: [{ bank_name: 'Barclays', sort_code: '20-00-0x' }] })).toEqual([
      { path: '/rows/0/sort_code', message: estateSummaryMessages['estateSummary.sortCode'] },
    ]);
    expect(issuesOf('bankAccounts', { rows: [{ bank_name: 'Barclays', account_number: '1234;5678' }] }).map((issue) => issue.path)).toEqual(
      ['/rows/0/account_number'],
    );
  });

  it('money that is not a whole amount of 0 or more', () => {
    for (const plan_value of [-1, 10.5, '100'])
      expect(issuesOf('pensions', { rows: [{ provider_name: 'Aviva', plan_value }] }).map((issue) => issue.path)).toEqual([
        '/rows/0/plan_value',
      ]);
  });

  it('a date in the future or not a date', () => {
    expect(issuesOf('will', { date: '2999-01-01' })).toEqual([{ path: '/date', message: estateSummaryMessages['estateSummary.pastDate'] }]);
    expect(issuesOf('personalDetails', { date_of_birth: '1980-02-30' }).map((issue) => issue.path)).toEqual(['/date_of_birth']);
  });

  it('a gift with neither an amount nor an asset', () => {
    expect(issuesOf('lifetimeGifts', { rows: [{ recipient: 'Byron', date: '2024-01-01' }] })).toEqual([
      { path: '/rows/0/asset', message: estateSummaryMessages['estateSummary.amountOrAsset'] },
    ]);
    expect(issuesOf('lifetimeGifts', { rows: [{ recipient: 'Byron', asset: 'A painting' }] })).toEqual([]);
  });

  it('a second main residence', () => {
    const rows = [
      { address: 'a', type: 'main_residence' },
      { address: 'b', type: 'other' },
      { address: 'c', type: 'main_residence' },
    ];
    expect(issuesOf('property', { rows })).toEqual([
      { path: '/rows/2/type', message: estateSummaryMessages['estateSummary.oneMainResidence'] },
    ]);
  });

  it(`more than ${maxEstateSummaryRows} entries, an e-mail that is not one, text too long`, () => {
    const rows = Array.from({ length: maxEstateSummaryRows + 1 }, (_, index) => ({ name: `Person ${index}` }));
    expect(issuesOf('beneficiaries', { rows }).map((issue) => issue.path)).toEqual(['/rows']);
    expect(issuesOf('personalDetails', { solicitor: { email: 'not-an-address' } }).map((issue) => issue.path)).toEqual([
      '/solicitor/email',
    ]);
    expect(issuesOf('explanatoryNote', { note: 'x'.repeat(5001) }).map((issue) => issue.path)).toEqual(['/note']);
  });
});

describe('the audit of a save', () => {
  it('records each changed field by its pointer, before and after, and the entries of a list', () => {
    const before = { rows: [{ bank_name: 'Barclays', sort_code: '11-22-33', account_number: '1' }] };
    const after = { rows: [{ bank_name: 'Barclays', sort_code: '12-34-56', account_number: '1' }] };
    expect(estateSummaryChange('bankAccounts', before, after)).toEqual({
      before: { section: 'bankAccounts', entries: 1, fields: { '/rows/0/sort_code': '11-22-33' } },
      after: { section: 'bankAccounts', entries: 1, fields: { '/rows/0/sort_code': '12-34-56' } },
    });
  });

  it('an added entry records its fields as new, from nothing', () => {
    const change = estateSummaryChange('beneficiaries', { rows: [] }, { rows: [{ name: 'Byron', address: '', contact: '' }] });
    expect(change.before).toEqual({ section: 'beneficiaries', entries: 0, fields: { '/rows/0/name': null } });
    expect(change.after).toEqual({ section: 'beneficiaries', entries: 1, fields: { '/rows/0/name': 'Byron' } });
    expect(sentenceOf(change.before, change.after)).toBe('Charlotte Hughes added an entry to the estate summary’s beneficiaries');
  });

  it('reads as a sentence for each kind of save', () => {
    const removed = estateSummaryChange('pensions', { rows: [{ provider_name: 'A' }, { provider_name: 'B' }] }, { rows: [] });
    expect(sentenceOf(removed.before, removed.after)).toBe('Charlotte Hughes removed 2 entries from the estate summary’s pensions');
    const details = estateSummaryChange(
      'personalDetails',
      { date_of_birth: null, solicitor: { name: '' } },
      { date_of_birth: '1980-04-21', solicitor: { name: 'Sol' } },
    );
    expect(sentenceOf(details.before, details.after)).toBe(
      'Charlotte Hughes changed the date of birth and solicitor in the estate summary’s personal details and contacts',
    );
    const note = estateSummaryChange('explanatoryNote', { note: '' }, { note: 'Read me first' });
    expect(sentenceOf(note.before, note.after)).toBe('Charlotte Hughes updated the estate summary’s explanatory note');
    const same = estateSummaryChange('will', { storage: 'Bank' }, { storage: 'Bank' });
    expect(sentenceOf(same.before, same.after)).toBe('Charlotte Hughes saved the estate summary’s will unchanged');
    const family = estateSummaryChange('familyTree', { children: [] }, { children: [{ name: 'Ada' }] });
    expect(sentenceOf(family.before, family.after)).toBe('Charlotte Hughes changed the children in the estate summary’s family tree');
    expect(sentenceOf({}, { section: 'somethingElse' })).toBe('Charlotte Hughes saved the estate summary');
  });
});
