import { defineJobs } from '../../jobs/jobs.ts';
import { sweepOrphanFiles } from './files.sweep.ts';

declare module '../../jobs/jobs.ts' {
  interface JobData {
    /** The sweep of stored files no row points at any more, every quarter of an hour. */
    'files.sweep-orphans': Record<string, never>;
  }
}

export const filesJobs = defineJobs({
  'files.sweep-orphans': {
    options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
    schedule: { cron: '*/15 * * * *', data: {} },
    run: async (runtime) => {
      await sweepOrphanFiles(runtime);
    },
  },
});
