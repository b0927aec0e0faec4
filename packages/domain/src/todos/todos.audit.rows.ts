import type { AuditRow } from '../audit/audit-row.ts';

const todoId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
const todo = { todo_id: todoId, title: 'Send your latest payslips', notes: 'The last three months', due_on: '2026-05-01' };

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const todosAuditRows: AuditRow[] = [
  { kind: 'client', action: 'todo_created', after: todo, expected: 'Priya Shah added the to-do “Send your latest payslips”' },
  {
    kind: 'client',
    action: 'todo_updated',
    before: { todo_id: todoId, title: todo.title, notes: 'The last three months', due_on: '2026-05-01' },
    after: { todo_id: todoId, title: todo.title, notes: 'The last six months', due_on: '2026-05-15' },
    expected: 'Priya Shah changed the notes and due date of the to-do “Send your latest payslips”',
  },
  {
    kind: 'client',
    action: 'todo_updated',
    before: { todo_id: todoId, title: 'Send payslips', due_on: null },
    after: { todo_id: todoId, title: todo.title, due_on: '2026-05-01' },
    expected: 'Priya Shah changed the title and due date of the to-do “Send your latest payslips”',
  },
  {
    kind: 'client',
    action: 'todo_completed',
    actor: 'Charlotte Hughes',
    after: { todo_id: todoId, title: todo.title },
    expected: 'Charlotte Hughes completed the to-do “Send your latest payslips”',
  },
  {
    kind: 'client',
    action: 'todo_reopened',
    after: { todo_id: todoId, title: todo.title },
    expected: 'Priya Shah reopened the to-do “Send your latest payslips”',
  },
  { kind: 'client', action: 'todo_deleted', before: todo, expected: 'Priya Shah deleted the to-do “Send your latest payslips”' },
];
