import { type OutgoingMail, queueMail } from '../platform/mail/mailer.ts';
import type { TemplateName } from '../platform/mail/templates.ts';
import type { Runtime } from '../runtime.ts';
import type { Tx } from './client.ts';

/** One transaction plus the side effects that must wait for its commit. */
export type UnitOfWork = {
  tx: Tx;
  /** Writes the mail to the outbox now; its delivery is enqueued only after commit. */
  mail: <T extends TemplateName>(mail: OutgoingMail<T>) => Promise<void>;
};

export async function inTransaction<T>(runtime: Runtime, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  const mailIds: string[] = [];
  const result = await runtime.db.transaction(async (tx) =>
    work({
      tx,
      mail: async (mail) => {
        mailIds.push(await queueMail(tx, mail, runtime.config.mailFrom));
      },
    }),
  );
  if (mailIds.length > 0) await runtime.jobs.deliverMails(mailIds);
  return result;
}
