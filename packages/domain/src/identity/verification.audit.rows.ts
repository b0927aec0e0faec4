import type { AuditRow } from '../audit/audit-row.ts';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const verificationAuditRows: AuditRow[] = [
  {
    kind: 'client',
    action: 'verification_created',
    after: { title: 'Example' },
    expected: 'Priya Shah asked for the identity verification “Example”',
  },
];
