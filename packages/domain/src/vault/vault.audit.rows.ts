import type { AuditRow } from '../audit/audit-row.ts';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const vaultAuditRows: AuditRow[] = [
  { kind: 'document-vault', action: 'vault_item_added', after: { title: 'Example' }, expected: 'Priya Shah added to the vault “Example”' },
];
