import { type JobResult, PgBoss } from 'pg-boss';
import { describeError } from '../http/logging.ts';
import type { Runtime } from '../runtime.ts';

/**
 * Every queue and the data its jobs carry. Empty here: each area's `<area>.jobs.ts` adds its own queues
 * (`declare module '.../jobs/jobs.ts' { interface JobData { 'auth.password-reset': ... } }`) beside the
 * handlers that run them, so `uow.enqueue(queue, data)` checks the data without a central table.
 */
// biome-ignore lint/suspicious/noEmptyInterface: each area's jobs file merges its queues into it
export interface JobData {}
export type QueueName = keyof JobData;

/** How a queue's jobs retry and how long one may run before it counts as failed and is retried. */
export type QueueOptions = { retryLimit: number; retryDelay: number; expireInSeconds: number };

export type QueueDefinition<Q extends QueueName> = {
  options: QueueOptions;
  /**
   * Jobs a worker takes a fetch, fetching again while batches come back full: with one job a fetch, jobs
   * queued together wait for the next poll (30 s with NOTIFY on) one by one. Each job still completes or
   * fails, and is retried, on its own.
   */
  batchSize?: number;
  /** pg-boss's scheduler sends one job with this data on the cron (UTC), from whichever instance runs its pass. */
  schedule?: { cron: string; data: JobData[Q] };
  run: (runtime: Runtime, data: JobData[Q]) => Promise<void>;
};

/** The queues one area declares; `runtime.ts` lists the areas, as `app.ts` lists their routes. */
export type AreaJobs = { [Q in QueueName]?: QueueDefinition<Q> };

export function defineJobs(jobs: AreaJobs): AreaJobs {
  return jobs;
}

export type PendingJob = { [Q in QueueName]: { queue: Q; data: JobData[Q] } }[QueueName];

export type Jobs = {
  send: <Q extends QueueName>(queue: Q, data: JobData[Q]) => Promise<void>;
  /** One insert per queue for the lot: a bulk import queues thousands of mails at once. */
  sendAll: (jobs: readonly PendingJob[]) => Promise<void>;
  /** Runs the registered queues' handlers on this instance; does nothing when the instance runs no workers. */
  startWorkers: (runtime: Runtime) => Promise<void>;
  /** The queues this instance registered, with their definitions. */
  queues: ReadonlyMap<QueueName, QueueDefinition<QueueName>>;
  stop: () => Promise<void>;
};

function collect(areas: readonly AreaJobs[]): Map<QueueName, QueueDefinition<QueueName>> {
  const queues = new Map<QueueName, QueueDefinition<QueueName>>();
  for (const area of areas)
    for (const [name, definition] of Object.entries(area) as [QueueName, QueueDefinition<QueueName> | undefined][]) {
      if (!definition) continue;
      if (queues.has(name)) throw new Error(`the queue ${name} is declared twice`);
      queues.set(name, definition);
    }
  return queues;
}

/** pg-boss on the application's own database, with the queues (and schedules) the areas declare. */
export async function startJobs(options: { databaseUrl: string; runWorkers: boolean; areas: readonly AreaJobs[] }): Promise<Jobs> {
  const queues = collect(options.areas);
  const boss = new PgBoss({ connectionString: options.databaseUrl, useListenNotify: true, max: 4 });
  // A job error's message can quote a query and its values: log its class and code only.
  boss.on('error', (error) => console.error('jobs error', JSON.stringify(describeError(error))));
  await boss.start();
  for (const [name, queue] of queues) {
    await boss.createQueue(name, { notify: true, retryBackoff: true, ...queue.options });
    // An upsert: every instance writes the same schedule; one cron pass sends each occurrence.
    if (queue.schedule) await boss.schedule(name, queue.schedule.cron, queue.schedule.data, { tz: 'UTC' });
  }
  const known = (queue: QueueName) => {
    if (!queues.has(queue)) throw new Error(`no area registered the queue ${queue}`);
  };

  const work = async (runtime: Runtime, queue: QueueName, definition: QueueDefinition<QueueName>) => {
    const run = (data: unknown) => definition.run(runtime, data as never);
    if (definition.batchSize === undefined) {
      await boss.work(queue, async (jobs) => {
        for (const job of jobs) await run(job.data);
      });
      return;
    }
    await boss.work(queue, { batchSize: definition.batchSize, burstWhenBatchFull: true, perJobResults: true }, async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        const status = await run(job.data).then(
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

  return {
    send: async (queue, data) => {
      known(queue);
      await boss.send(queue, data as object);
    },
    sendAll: async (jobs) => {
      const byQueue = new Map<QueueName, object[]>();
      for (const { queue, data } of jobs) {
        known(queue);
        const rows = byQueue.get(queue) ?? [];
        rows.push(data);
        byQueue.set(queue, rows);
      }
      for (const [queue, rows] of byQueue)
        await boss.insert(
          queue,
          rows.map((data) => ({ data })),
        );
    },
    startWorkers: async (runtime) => {
      if (!options.runWorkers) return;
      for (const [name, definition] of queues) await work(runtime, name, definition);
    },
    queues,
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
