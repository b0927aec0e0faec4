import type { AuditEntityKind } from './audit.events.ts';

/** One event of an audit action and the sentence it reads as: each area lists one per action it adds (see audit.events.test.ts). */
export type AuditRow = {
  kind: AuditEntityKind;
  action: string;
  actor?: string | null;
  before?: unknown;
  after?: unknown;
  person?: string;
  expected: string;
};
