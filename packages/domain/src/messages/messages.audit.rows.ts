import type { AuditRow } from '../audit/audit-row.ts';

const messageId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const bulkId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const messagesAuditRows: AuditRow[] = [
  {
    kind: 'client',
    action: 'message_sent',
    after: { message_id: messageId, category: 'general', attachment_count: 2 },
    expected: 'Priya Shah sent a message with 2 attachments',
  },
  {
    kind: 'client',
    action: 'practice_note_written',
    after: { message_id: messageId, category: 'reviewMeetingPreparation', attachment_count: 0 },
    expected: 'Priya Shah wrote a practice note',
  },
  {
    kind: 'client',
    action: 'message_bulk_created',
    after: { bulk_id: bulkId, category: 'general', client_count: 3, attachment_count: 1 },
    expected: 'Priya Shah sent one message to 3 clients',
  },
];
