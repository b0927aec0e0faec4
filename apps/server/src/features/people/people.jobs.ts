import { defineJobs } from '../../jobs/jobs.ts';
import { runBulkImport } from './clients.bulk.ts';

declare module '../../jobs/jobs.ts' {
  interface JobData {
    'clients.bulk-import': { importId: string };
  }
}

export const peopleJobs = defineJobs({
  // A worker that dies mid-import leaves the job active; it expires and is retried, resuming after the last committed chunk.
  'clients.bulk-import': {
    options: { retryLimit: 10, retryDelay: 5, expireInSeconds: 120 },
    run: (runtime, { importId }) => runBulkImport(runtime, importId),
  },
});
