import { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { deliverMail, type MailEngine } from '../platform/mail/mailer.ts';

export const queues = { mailDeliver: 'mail.deliver' } as const;

export type Jobs = {
  /** Enqueue delivery of outbox mails; call after the transaction that wrote them commits. */
  deliverMails: (mailIds: string[]) => Promise<void>;
  stop: () => Promise<void>;
};

/** pg-boss on the application's own database; workers run on every instance unless told not to. */
export async function startJobs(options: { databaseUrl: string; db: Db; mailEngine: MailEngine; runWorkers: boolean }): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: options.databaseUrl, useListenNotify: true, max: 4 });
  boss.on('error', (error) => console.error('jobs error', error instanceof Error ? error.message : error));
  await boss.start();
  await boss.createQueue(queues.mailDeliver, { notify: true, retryLimit: 5, retryDelay: 30, retryBackoff: true });
  if (options.runWorkers) {
    await boss.work<{ mailId: string }>(queues.mailDeliver, async (jobs) => {
      for (const job of jobs) await deliverMail(options.db, options.mailEngine, job.data.mailId);
    });
  }
  return {
    // One insert for the whole batch: a bulk import queues thousands of mails at once.
    deliverMails: async (mailIds) => {
      if (mailIds.length > 0)
        await boss.insert(
          queues.mailDeliver,
          mailIds.map((mailId) => ({ data: { mailId } })),
        );
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
