import { defineJobs } from '../../jobs/jobs.ts';
import { removeExpiredLibraryItems } from './library.removal.ts';

declare module '../../jobs/jobs.ts' {
  interface JobData {
    /** The daily removal of library items a month past their display-until date. */
    'library.remove-expired': Record<string, never>;
  }
}

export const libraryJobs = defineJobs({
  'library.remove-expired': {
    options: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600 },
    schedule: { cron: '20 3 * * *', data: {} },
    run: async (runtime) => {
      await removeExpiredLibraryItems(runtime);
    },
  },
});
