import type { AuditRow } from '../audit/audit-row.ts';

const request = { reference: 'SR-7KQ2M9XD', title: 'The fact find will not save', area: 'fact_find', attachments: 2 };

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const supportAuditRows: AuditRow[] = [
  {
    kind: 'client',
    action: 'support_request_sent',
    actor: 'Charlotte Hughes',
    after: request,
    expected: 'Charlotte Hughes sent the technical support request SR-7KQ2M9XD “The fact find will not save”',
  },
  {
    kind: 'user',
    action: 'support_request_sent',
    after: { ...request, title: 'Cannot open a meeting room' },
    expected: 'Priya Shah sent the technical support request SR-7KQ2M9XD “Cannot open a meeting room”',
  },
  { kind: 'user', action: 'support_request_sent', after: {}, expected: 'Priya Shah sent a technical support request' },
];
