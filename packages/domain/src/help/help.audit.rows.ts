import type { AuditRow } from '../audit/audit-row.ts';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const helpAuditRows: AuditRow[] = [
  {
    kind: 'feature-help',
    action: 'updated',
    actor: 'Sam Platform',
    before: { key: 'clients', title: 'Working with your client list', text: 'Old words.' },
    after: { key: 'clients', title: 'Your clients', text: 'New words.' },
    expected: 'Sam Platform rewrote the help “Your clients”',
  },
];
