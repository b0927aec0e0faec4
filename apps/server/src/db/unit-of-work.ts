import { type OutgoingMail, queueMails } from '../platform/mail/mailer.ts';
import type { TemplateName } from '../platform/mail/templates.ts';
import type { Runtime } from '../runtime.ts';
import type { Tx } from './client.ts';

/** One transaction plus the side effects that must wait for its commit. */
export type UnitOfWork = {
  tx: Tx;
  /** Adds the mail to the outbox, written in one insert before commit; its delivery is enqueued only after commit. */
  mail: <T extends TemplateName>(mail: OutgoingMail<T>) => Promise<void>;
};

export async function inTransaction<T>(runtime: Runtime, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  let mailIds: string[] = [];
  const result = await runtime.db.transaction(async (tx) => {
    const pending: OutgoingMail[] = [];
    const value = await work({
      tx,
      mail: async (mail) => {
        pending.push(mail as OutgoingMail);
      },
    });
    mailIds = await queueMails(tx, pending, runtime.config.mailFrom);
    return value;
  });
  if (mailIds.length > 0) await runtime.jobs.deliverMails(mailIds);
  return result;
}
