import type { AuditRow } from '../audit/audit-row.ts';

const request = { request_id: '5b0f1c2e-8a4d-4c3b-9e1f-2a3b4c5d6e7f', title: 'Documents for your review' };
const item = { ...request, item_id: '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b', item: 'Passport' };

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const documentRequestsAuditRows: AuditRow[] = [
  {
    kind: 'client',
    action: 'document_request_sent',
    after: { ...request, note: 'Before we meet', items: [{ name: 'Passport', is_required: true }] },
    expected: 'Priya Shah asked for the documents “Documents for your review”',
  },
  {
    kind: 'client',
    action: 'document_request_withdrawn',
    before: request,
    expected: 'Priya Shah withdrew the request for documents “Documents for your review”',
  },
  {
    kind: 'client',
    action: 'document_request_item_provided',
    actor: 'Amelia Clarke',
    after: { ...item, vault_item_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', document: 'Passport scan' },
    expected: 'Amelia Clarke provided “Passport scan” as “Passport” for the request “Documents for your review”',
  },
  {
    kind: 'client',
    action: 'document_request_item_received',
    after: item,
    expected: 'Priya Shah marked “Passport” received for the request “Documents for your review”',
  },
];
