import type { AuditRow } from '../audit/audit-row.ts';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const identityAuditRows: AuditRow[] = [
  {
    kind: 'client',
    action: 'identity_document_added',
    after: { title: 'Example' },
    expected: 'Priya Shah added the identity document “Example”',
  },
];
