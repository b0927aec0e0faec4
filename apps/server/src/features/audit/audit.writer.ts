import { randomUUID } from 'node:crypto';
import type { Actor, AuditAction, AuditAfterOf, AuditBeforeOf, AuditEntityKind } from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { auditEvents } from '../../db/schema/index.ts';

/**
 * One audit event. Its entity kind and action name its payload in the domain's catalogue
 * (`AuditCatalog`), so a payload's keys are checked where it is written, in one style (snake_case).
 */
export type AuditEntry<K extends AuditEntityKind = AuditEntityKind, A extends AuditAction<K> = AuditAction<K>> = {
  actor: Pick<Actor, 'userId'> | null;
  practiceId: string | null;
  entityKind: K;
  entityId: string;
  action: A;
  before?: AuditBeforeOf<K, A>;
  after?: AuditAfterOf<K, A>;
  ip?: string | null;
};

type EntriesOf<K extends AuditEntityKind> = { [A in AuditAction<K>]: AuditEntry<K, A> }[AuditAction<K>];
/** Any one audit event of the catalogue, for writing several of different actions at once. */
export type AnyAuditEntry = { [K in AuditEntityKind]: EntriesOf<K> }[AuditEntityKind];

type StoredEntry = Omit<AuditEntry, 'entityKind' | 'action' | 'before' | 'after'> & {
  entityKind: AuditEntityKind;
  action: string;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit event; call it inside the transaction that makes the change. */
export async function writeAudit<K extends AuditEntityKind, A extends AuditAction<K>>(tx: Tx, entry: AuditEntry<K, A>): Promise<void> {
  await insertAudits(tx, [entry]);
}

/** Writes many audit events in one insert (bulk changes). */
export async function writeAudits(tx: Tx, entries: readonly AnyAuditEntry[]): Promise<void> {
  await insertAudits(tx, entries);
}

async function insertAudits(tx: Tx, entries: readonly StoredEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertRows(
    tx,
    auditEvents,
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
