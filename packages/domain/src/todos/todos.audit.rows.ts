import type { AuditRow } from '../audit/audit-row.ts';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const todosAuditRows: AuditRow[] = [
  { kind: 'client', action: 'todo_created', after: { title: 'Example' }, expected: 'Priya Shah added the to-do “Example”' },
];
