import type { AuditRow } from '../audit/audit-row.ts';

const clientId = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const link = {
  client_id: clientId,
  link_id: '5b0f1c2e-8a4d-4c3b-9e1f-2a3b4c5d6e7f',
  title: 'Will 2024',
  recipient_email: 'jo@law.example',
};

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const vaultLinksAuditRows: AuditRow[] = [
  {
    kind: 'document-vault',
    action: 'vault_link_created',
    actor: 'Amelia Clarke',
    after: { ...link, recipient_name: 'Jo Bloggs', expires_at: '2026-05-01T10:00:00.000Z' },
    expected: 'Amelia Clarke made a share link to “Will 2024” for Jo Bloggs (jo@law.example)',
  },
  {
    kind: 'document-vault',
    action: 'vault_link_revoked',
    before: link,
    expected: 'Priya Shah revoked the share link to “Will 2024” for jo@law.example',
  },
  {
    kind: 'document-vault',
    action: 'vault_link_passcode_sent',
    actor: null,
    after: link,
    expected: 'A passcode to open “Will 2024” was sent to jo@law.example',
  },
  {
    kind: 'document-vault',
    action: 'vault_link_opened',
    actor: null,
    after: link,
    expected: 'jo@law.example opened the share link to “Will 2024” with their passcode',
  },
  {
    kind: 'document-vault',
    action: 'vault_item_shared_for_request',
    actor: 'Amelia Clarke',
    after: { client_id: clientId, title: 'Passport scan', request_title: 'Documents for your review' },
    expected: 'Amelia Clarke shared “Passport scan” with the adviser for the request “Documents for your review”',
  },
];
