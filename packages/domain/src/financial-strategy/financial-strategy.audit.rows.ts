import type { AuditRow } from '../audit/audit-row.ts';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const financialStrategyAuditRows: AuditRow[] = [
  {
    kind: 'financial-strategy',
    action: 'strategy_created',
    after: { title: 'Example' },
    expected: 'Priya Shah created the financial strategy “Example”',
  },
];
