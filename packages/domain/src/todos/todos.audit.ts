import { type AuditDescribers, type AuditFacts, changedFieldsOf, listOf, sentence, textOf } from '../shared/audit.ts';

/** A to-do as its audit events record it. */
export type TodoAudit = { todo_id: string; title: string; notes: string; due_on: string | null };
/** A change: the to-do's title (as it was, as it is) and each field that changed. */
type TodoChange = Partial<Omit<TodoAudit, 'todo_id'>> & { todo_id: string };
/** A to-do completed or reopened: which, by its title. */
type TodoRef = { todo_id: string; title: string };

/** Every audited action of a client's to-do list (entity kind `client`), with its payload. */
export type TodosAuditEvents = {
  todo_created: { after: TodoAudit };
  todo_updated: { before: TodoChange; after: TodoChange };
  todo_completed: { after: TodoRef };
  todo_reopened: { after: TodoRef };
  todo_deleted: { before: TodoAudit };
};

export const todosAuditMessages = {
  'audit.todos.created': '{{actor}} added the to-do “{{title}}”',
  'audit.todos.createdUntitled': '{{actor}} added a to-do',
  'audit.todos.updated': '{{actor}} changed the {{fields}} of the to-do “{{title}}”',
  'audit.todos.updatedUntitled': '{{actor}} changed the {{fields}} of a to-do',
  'audit.todos.saved': '{{actor}} saved a to-do unchanged',
  'audit.todos.completed': '{{actor}} completed the to-do “{{title}}”',
  'audit.todos.completedUntitled': '{{actor}} completed a to-do',
  'audit.todos.reopened': '{{actor}} reopened the to-do “{{title}}”',
  'audit.todos.reopenedUntitled': '{{actor}} reopened a to-do',
  'audit.todos.deleted': '{{actor}} deleted the to-do “{{title}}”',
  'audit.todos.deletedUntitled': '{{actor}} deleted a to-do',
} as const;
type Key = keyof typeof todosAuditMessages;

const todoFieldLabels: Readonly<Record<string, string>> = { title: 'title', notes: 'notes', due_on: 'due date' };

/** The sentence naming the to-do by its title, or without it when an older payload lacks one. */
function withTitle(facts: AuditFacts<unknown>, title: unknown, named: Key, untitled: Key, params: Record<string, string> = {}) {
  const text = textOf(title);
  return text ? sentence<Key>(named, facts, { ...params, title: text }) : sentence<Key>(untitled, facts, params);
}

/** How each to-do event reads: "Priya Shah changed the due date of the to-do “Send payslips”". */
export const todosAuditSentences: AuditDescribers<TodosAuditEvents, Key> = {
  todo_created: (facts) => withTitle(facts, facts.after.title, 'audit.todos.created', 'audit.todos.createdUntitled'),
  todo_updated: (facts) => {
    // Stored payloads come back in the database's key order: the fields read in the form's order.
    const order = Object.values(todoFieldLabels);
    const fields = changedFieldsOf(facts.before, facts.after, todoFieldLabels).sort((a, b) => order.indexOf(a) - order.indexOf(b));
    if (fields.length === 0) return sentence<Key>('audit.todos.saved', facts);
    return withTitle(facts, facts.after.title ?? facts.before.title, 'audit.todos.updated', 'audit.todos.updatedUntitled', {
      fields: listOf(fields),
    });
  },
  todo_completed: (facts) => withTitle(facts, facts.after.title, 'audit.todos.completed', 'audit.todos.completedUntitled'),
  todo_reopened: (facts) => withTitle(facts, facts.after.title, 'audit.todos.reopened', 'audit.todos.reopenedUntitled'),
  todo_deleted: (facts) => withTitle(facts, facts.before.title, 'audit.todos.deleted', 'audit.todos.deletedUntitled'),
};
