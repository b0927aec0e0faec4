import type { AuditRow } from '../audit/audit-row.ts';

const client_id = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const will = { client_id, name: 'Will 2024', kind: 'will' } as const;
const estate = { client_id, name: 'Estate', kind: 'folder' } as const;

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const vaultAuditRows: AuditRow[] = [
  {
    kind: 'document-vault',
    action: 'vault_item_created',
    actor: 'Amelia Clarke',
    after: { ...will, folder: 'Estate', tags: ['trusts_and_estate'], file_name: 'Will 2024.pdf', size_bytes: 340_000 },
    expected: 'Amelia Clarke added the will “Will 2024” to “Estate”',
  },
  {
    kind: 'document-vault',
    action: 'vault_item_created',
    actor: 'Amelia Clarke',
    after: { ...estate, folder: null, tags: [] },
    expected: 'Amelia Clarke created the folder “Estate”',
  },
  {
    kind: 'document-vault',
    action: 'vault_item_updated',
    actor: 'Amelia Clarke',
    before: { client_id, name: 'Will', kind: 'other_document' },
    after: { client_id, name: 'Will 2024', kind: 'will' },
    expected: 'Amelia Clarke renamed “Will” to “Will 2024” and changed its type',
  },
  {
    kind: 'document-vault',
    action: 'vault_item_moved',
    actor: 'Amelia Clarke',
    before: { ...will, folder: null },
    after: { ...will, folder: 'Estate' },
    expected: 'Amelia Clarke moved “Will 2024” from the top of the vault to “Estate”',
  },
  {
    kind: 'document-vault',
    action: 'vault_item_shared',
    actor: 'Amelia Clarke',
    after: will,
    expected: 'Amelia Clarke shared “Will 2024” with the adviser',
  },
  {
    kind: 'document-vault',
    action: 'vault_item_unshared',
    actor: 'Amelia Clarke',
    after: will,
    expected: 'Amelia Clarke stopped sharing “Will 2024” with the adviser',
  },
  {
    kind: 'document-vault',
    action: 'vault_document_replaced',
    actor: 'Amelia Clarke',
    after: { ...will, file_name: 'Will 2024 signed.pdf', size_bytes: 2_202_010 },
    expected: 'Amelia Clarke replaced the file of “Will 2024” with Will 2024 signed.pdf (2.1 MB)',
  },
  {
    kind: 'document-vault',
    action: 'vault_item_deleted',
    actor: 'Amelia Clarke',
    before: { ...will, deleted_with: 'Estate' },
    expected: 'Amelia Clarke deleted “Will 2024” with the folder “Estate”',
  },
  {
    kind: 'document-vault',
    action: 'vault_document_downloaded',
    after: will,
    expected: 'Priya Shah downloaded “Will 2024”',
  },
];
