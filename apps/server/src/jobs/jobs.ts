import { type JobResult, PgBoss } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { describeError } from '../http/logging.ts';
import { deliverMail, type MailEngine } from '../platform/mail/mailer.ts';

/** Every queue and the data its jobs carry. */
export type JobData = {
  'mail.deliver': { mailId: string };
  'clients.bulk-import': { importId: string };
  /** A password reset asked on a host: the lookup, token and mail run here, so the request answers alike whether the e-mail has an account. */
  'auth.password-reset': { email: string; practiceId: string | null; origin: string };
};
export type QueueName = keyof JobData;

const queueOptions: Record<QueueName, { retryLimit: number; retryDelay: number; expireInSeconds: number }> = {
  'mail.deliver': { retryLimit: 5, retryDelay: 30, expireInSeconds: 300 },
  // A worker that dies mid-import leaves the job active; it expires and is retried, resuming after the last committed chunk.
  'clients.bulk-import': { retryLimit: 10, retryDelay: 5, expireInSeconds: 120 },
  'auth.password-reset': { retryLimit: 3, retryDelay: 5, expireInSeconds: 60 },
};

/**
 * Queues whose workers take many jobs a fetch and fetch again while batches come back full: with
 * one job a fetch, jobs queued together wait for the next poll (30 s with NOTIFY on) one by one.
 * Each job still completes or fails, and is retried, on its own.
 */
const batchSizes: Partial<Record<QueueName, number>> = { 'auth.password-reset': 20 };

export type Jobs = {
  /** Enqueue delivery of outbox mails; call after the transaction that wrote them commits. */
  deliverMails: (mailIds: string[]) => Promise<void>;
  send: <Q extends QueueName>(queue: Q, data: JobData[Q]) => Promise<void>;
  /** Runs jobs of a queue on this instance; does nothing when the instance runs no workers. */
  work: <Q extends QueueName>(queue: Q, handler: (data: JobData[Q]) => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

/** pg-boss on the application's own database; workers run on every instance unless told not to. */
export async function startJobs(options: { databaseUrl: string; db: Db; mailEngine: MailEngine; runWorkers: boolean }): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: options.databaseUrl, useListenNotify: true, max: 4 });
  // A job error's message can quote a query and its values: log its class and code only.
  boss.on('error', (error) => console.error('jobs error', JSON.stringify(describeError(error))));
  await boss.start();
  for (const [name, queue] of Object.entries(queueOptions)) await boss.createQueue(name, { notify: true, retryBackoff: true, ...queue });
  const work: Jobs['work'] = async (queue, handler) => {
    if (!options.runWorkers) return;
    const batchSize = batchSizes[queue];
    if (batchSize === undefined) {
      await boss.work<JobData[typeof queue]>(queue, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
      return;
    }
    await boss.work<JobData[typeof queue]>(queue, { batchSize, burstWhenBatchFull: true, perJobResults: true }, async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        const status = await handler(job.data).then(
          () => 'completed' as const,
          (error: unknown) => {
            console.error('job failed', queue, JSON.stringify(describeError(error)));
            return 'failed' as const;
          },
        );
        results.push({ id: job.id, status });
      }
      return results;
    });
  };
  await work('mail.deliver', (data) => deliverMail(options.db, options.mailEngine, data.mailId));
  return {
    // One insert for the whole batch: a bulk import queues thousands of mails at once.
    deliverMails: async (mailIds) => {
      if (mailIds.length > 0)
        await boss.insert(
          'mail.deliver',
          mailIds.map((mailId) => ({ data: { mailId } })),
        );
    },
    send: async (queue, data) => {
      await boss.send(queue, data);
    },
    work,
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
