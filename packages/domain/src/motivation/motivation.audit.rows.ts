import type { AuditRow } from '../audit/audit-row.ts';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const motivationAuditRows: AuditRow[] = [
  {
    kind: 'client',
    action: 'motivation_item_added',
    after: { title: 'Example' },
    expected: 'Priya Shah added to the motivation centre “Example”',
  },
];
