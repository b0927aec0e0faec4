import type { AuditRow } from '../audit/audit-row.ts';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const vaultLinksAuditRows: AuditRow[] = [
  {
    kind: 'document-vault',
    action: 'vault_link_created',
    after: { title: 'Example' },
    expected: 'Priya Shah made a share link to “Example”',
  },
];
