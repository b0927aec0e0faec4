import { and, eq, isNull } from 'drizzle-orm';
import { caseDocuments, signingEnvelopes, signingSigners, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { tellSignerToSign } from './signing.notify.ts';
import { insertSigningEvents, listEnvelopesToRemind, loadEnvelopeParts, lockEnvelope, originOf } from './signing.queries.ts';
import { eventBy } from './signing.records.ts';

const dayMillis = 24 * 60 * 60 * 1000;
/** Envelopes reminded in one pass; the hourly schedule takes any left over. */
const passSize = 500;

/**
 * Reminds the signer whose turn it is on one envelope whose reminder is due, under its lock: a mail (no new
 * bell; a signer without an account gets a new signing link, their older ones still working), a
 * `reminder_sent` event, and the next reminder N days on. An envelope that can no longer be
 * reminded (reminders off, nobody pending, its document removed) stops being due. Answers whether it mailed.
 */
async function remindOne(runtime: Runtime, due: { id: string; practiceId: string }, now: Date): Promise<boolean> {
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const envelope = await lockEnvelope(tx, due);
    if (envelope?.status !== 'sent' || !envelope.nextReminderAt || envelope.nextReminderAt > now) return false;
    const parts = await loadEnvelopeParts(tx, envelope);
    const signer = parts.signers.find((s) => s.status === 'pending');
    const [document] = await tx
      .select()
      .from(caseDocuments)
      .where(and(eq(caseDocuments.id, envelope.documentId), isNull(caseDocuments.removedAt)));
    const [client] = await tx.select().from(users).where(eq(users.id, envelope.clientId));
    const isRemindable = envelope.reminderEveryDays > 0 && signer && document && client;
    await tx
      .update(signingEnvelopes)
      .set({ nextReminderAt: isRemindable ? new Date(now.getTime() + envelope.reminderEveryDays * dayMillis) : null })
      .where(eq(signingEnvelopes.id, envelope.id));
    if (!isRemindable) return false;
    const config = runtime.config;
    const origin = originOf(parts.events) ?? `${config.publicUrlScheme}://localhost:${config.port}`;
    await tellSignerToSign(
      uow,
      {
        actor: { userId: null, practiceId: envelope.practiceId },
        document,
        client,
        origin,
        linkOrigin: envelope.engine === 'embedded' ? origin : undefined,
      },
      { signer, message: envelope.message, isReminder: true },
    );
    await tx.update(signingSigners).set({ lastRemindedAt: now }).where(eq(signingSigners.id, signer.id));
    const current = envelope.signedSha256 ?? envelope.originalSha256;
    await insertSigningEvents(tx, [
      {
        ...eventBy(envelope, { userId: null, name: null }, null),
        signerId: signer.id,
        kind: 'reminder_sent',
        at: now,
        sha256Before: current,
        sha256After: current,
      },
    ]);
    return true;
  });
}

/**
 * The reminder job's pass (hourly): mails the pending signer of each sent envelope whose next reminder is due
 * at `now`, every N days until they sign; an envelope with N = 0 is never due. Answers how many were mailed.
 */
export async function sendSigningReminders(runtime: Runtime, now: Date = new Date()): Promise<number> {
  let reminded = 0;
  for (const due of await listEnvelopesToRemind(runtime.db, now, passSize)) if (await remindOne(runtime, due, now)) reminded += 1;
  return reminded;
}
