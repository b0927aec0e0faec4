import { defineJobs } from '../../jobs/jobs.ts';
import { sendSigningReminders } from './signing.reminders.ts';

declare module '../../jobs/jobs.ts' {
  interface JobData {
    /** The hourly pass that reminds each pending signer whose reminder is due (every N days, none when N is 0). */
    'signing.reminders': Record<string, never>;
  }
}

/** Signing's queues: the reminders of pending signers. */
export const signingJobs = defineJobs({
  'signing.reminders': {
    options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
    schedule: { cron: '0 * * * *', data: {} },
    run: async (runtime) => {
      await sendSigningReminders(runtime);
    },
  },
});
