import { describe, expect, it } from 'vitest';
import { type AuditEventInput, auditSentence } from '../audit/audit.events.ts';
import { type TaxHealthCheckAuditEvents, taxHealthCheckAuditMessages } from './tax-health-check-case.audit.ts';

type Row = { action: keyof TaxHealthCheckAuditEvents; before?: unknown; after?: unknown; expected: string };

const checkId = '5b0f1c2e-8a4d-4c3b-9e1f-2a3b4c5d6e7f';

/** Every tax health check action, in its variants, and the sentence it reads as on the case's audit trail. */
const rows: Row[] = [
  {
    action: 'tax_health_check_started',
    after: { check_id: checkId, version: 'current', tax_year: '2026/27' },
    expected: 'Charlotte Hughes started the Tax Health Check for the 2026/27 tax year',
  },
  { action: 'tax_health_check_started', after: {}, expected: 'Charlotte Hughes started the Tax Health Check' },
  {
    action: 'tax_health_check_partner_chosen',
    before: { with_partner: null },
    after: { with_partner: true },
    expected: 'Charlotte Hughes chose to complete the Tax Health Check with the partner',
  },
  {
    action: 'tax_health_check_partner_chosen',
    before: { with_partner: true },
    after: { with_partner: false },
    expected: 'Charlotte Hughes chose to complete the Tax Health Check alone',
  },
  {
    action: 'tax_health_check_answered',
    before: { answers: {} },
    after: { answers: { TaxableIncome: ['B'] } },
    expected: 'Charlotte Hughes answered 1 question of the Tax Health Check',
  },
  {
    action: 'tax_health_check_answered',
    before: { answers: { TaxableIncome: ['B'], IsaInvested: ['A'] } },
    after: { answers: { TaxableIncome: ['C'], IsaInvested: ['A', 'B'] } },
    expected: 'Charlotte Hughes changed 2 answers in the Tax Health Check',
  },
  {
    action: 'tax_health_check_answered',
    before: { answers: { TaxableIncome: ['B'] } },
    after: { answers: { TaxableIncome: ['C'], IsaInvested: ['A'], MadeGifts: ['B'] } },
    expected: 'Charlotte Hughes answered 2 questions and changed 1 answer in the Tax Health Check',
  },
  { action: 'tax_health_check_answered', after: null, expected: 'Charlotte Hughes saved the Tax Health Check' },
  {
    action: 'tax_health_check_completed',
    after: { with_partner: true, tax_year: '2026/27' },
    expected: 'Charlotte Hughes completed the Tax Health Check with the partner',
  },
  {
    action: 'tax_health_check_completed',
    after: { with_partner: false, tax_year: '2026/27' },
    expected: 'Charlotte Hughes completed the Tax Health Check alone',
  },
  { action: 'tax_health_check_completed', after: {}, expected: 'Charlotte Hughes completed the Tax Health Check' },
  {
    action: 'tax_health_check_marked_complete',
    after: { tax_year: '2025/26' },
    expected: 'Charlotte Hughes marked the unfinished Tax Health Check of the 2025/26 tax year complete',
  },
  { action: 'tax_health_check_marked_complete', expected: 'Charlotte Hughes marked the unfinished Tax Health Check complete' },
];

const eventOf = (row: Row): AuditEventInput => ({
  entity_kind: 'client-case',
  action: row.action,
  actor_name: 'Charlotte Hughes',
  before: row.before ?? null,
  after: row.after ?? null,
  document: null,
  person_name: null,
});

describe('the tax health check’s audit events read as sentences on the case’s audit trail', () => {
  it.each(rows)('$action: "$expected"', (row) => {
    expect(auditSentence(eventOf(row))).toBe(row.expected);
  });

  it('every template is used by a row above', () => {
    const used = new Set(rows.map((row) => auditSentence(eventOf(row))));
    const templates = Object.values(taxHealthCheckAuditMessages).map((template) => template.replace(/\{\{\w+\}\}/gu, '.+'));
    for (const template of templates) expect([...used].some((text) => new RegExp(`^${template}$`, 'u').test(text))).toBe(true);
  });
});
