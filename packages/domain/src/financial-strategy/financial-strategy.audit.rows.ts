import type { AuditRow } from '../audit/audit-row.ts';

const clientId = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const title = 'Retirement plan';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const financialStrategyAuditRows: AuditRow[] = [
  {
    kind: 'financial-strategy',
    action: 'strategy_created',
    after: { title, summary: 'Drawing down from 60', client_id: clientId },
    expected: 'Priya Shah created the financial strategy “Retirement plan”',
  },
  {
    kind: 'financial-strategy',
    action: 'strategy_updated',
    before: { title, summary: 'Drawing down from 60', client_id: clientId },
    after: { title, summary: 'Drawing down from 62', client_id: clientId },
    expected: 'Priya Shah changed the summary of the financial strategy “Retirement plan”',
  },
  {
    kind: 'financial-strategy',
    action: 'strategy_updated',
    before: { title: 'Pension plan', client_id: clientId },
    after: { title, client_id: clientId },
    expected: 'Priya Shah renamed the financial strategy “Pension plan” to “Retirement plan”',
  },
  {
    kind: 'financial-strategy',
    action: 'strategy_updated',
    before: { title: 'Pension plan', summary: '', client_id: clientId },
    after: { title, summary: 'Drawing down from 60', client_id: clientId },
    expected: 'Priya Shah renamed the financial strategy “Pension plan” to “Retirement plan” and changed its summary',
  },
  {
    kind: 'financial-strategy',
    action: 'strategy_document_uploaded',
    after: { title, file_name: 'retirement-plan.pdf', size_bytes: 2_202_010, replaced: false, client_id: clientId },
    expected: 'Priya Shah uploaded retirement-plan.pdf (2.1 MB) as the document of the financial strategy “Retirement plan”',
  },
  {
    kind: 'financial-strategy',
    action: 'strategy_document_uploaded',
    after: { title, file_name: 'retirement-plan-v2.pdf', size_bytes: 340_000, replaced: true, client_id: clientId },
    expected: 'Priya Shah replaced the document of the financial strategy “Retirement plan” with retirement-plan-v2.pdf (332 KB)',
  },
  {
    kind: 'financial-strategy',
    action: 'strategy_shared',
    after: { title, client_id: clientId },
    expected: 'Priya Shah shared the financial strategy “Retirement plan” with the client',
  },
  {
    kind: 'financial-strategy',
    action: 'strategy_unshared',
    after: { title, client_id: clientId },
    expected: 'Priya Shah stopped sharing the financial strategy “Retirement plan” with the client',
  },
  {
    kind: 'financial-strategy',
    action: 'strategy_deleted',
    before: { title, client_id: clientId },
    expected: 'Priya Shah deleted the financial strategy “Retirement plan”',
  },
  {
    kind: 'financial-strategy',
    action: 'strategy_opened',
    actor: 'Charlotte Hughes',
    after: { title, client_id: clientId },
    expected: 'Charlotte Hughes opened the financial strategy “Retirement plan”',
  },
  {
    kind: 'financial-strategy',
    action: 'strategy_shared',
    after: {},
    expected: 'Priya Shah changed a financial strategy',
  },
];
