import { type AuditDescribers, sentence, textOf } from '../shared/audit.ts';

/** Every audited action of a client's to-do list (entity kind `client`), with its payload. */
export type TodosAuditEvents = {
  todo_created: { after: { title: string } };
};

export const todosAuditMessages = {
  'audit.todos.created': '{{actor}} added the to-do “{{title}}”',
} as const;
type Key = keyof typeof todosAuditMessages;

export const todosAuditSentences: AuditDescribers<TodosAuditEvents, Key> = {
  todo_created: (facts) => sentence<Key>('audit.todos.created', facts, { title: textOf(facts.after.title) ?? '' }),
};
