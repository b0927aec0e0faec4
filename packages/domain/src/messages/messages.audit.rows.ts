import type { AuditRow } from '../audit/audit-row.ts';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const messagesAuditRows: AuditRow[] = [
  { kind: 'client', action: 'message_sent', after: { title: 'Example' }, expected: 'Priya Shah sent the message “Example”' },
  {
    kind: 'client',
    action: 'practice_note_written',
    after: { title: 'Example' },
    expected: 'Priya Shah wrote the practice note “Example”',
  },
];
