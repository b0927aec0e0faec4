import type { AuditRow } from '../audit/audit-row.ts';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const documentRequestsAuditRows: AuditRow[] = [
  {
    kind: 'client',
    action: 'document_request_sent',
    after: { title: 'Example' },
    expected: 'Priya Shah asked for the documents “Example”',
  },
];
