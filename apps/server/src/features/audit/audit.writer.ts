import { randomUUID } from 'node:crypto';
import type { Actor } from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type AuditEntry = {
  actor: Pick<Actor, 'userId'> | null;
  practiceId: string | null;
  entityKind: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Writes one audit event; call it inside the transaction that makes the change. */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await writeAudits(tx, [entry]);
}

/** Writes many audit events in one insert (bulk changes). */
export async function writeAudits(tx: Tx, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditEvents).values(
    entries.map((entry) => ({
      id: randomUUID(),
      practiceId: entry.practiceId,
      actorId: entry.actor?.userId ?? null,
      entityKind: entry.entityKind,
      entityId: entry.entityId,
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
    })),
  );
}
