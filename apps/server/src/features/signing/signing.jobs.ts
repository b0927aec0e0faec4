import { defineJobs } from '../../jobs/jobs.ts';
import { pollDocusignEnvelopes } from './docusign.polling.ts';
import { sendSigningReminders } from './signing.reminders.ts';

declare module '../../jobs/jobs.ts' {
  interface JobData {
    /** The hourly pass that reminds each pending signer whose reminder is due (every N days, none when N is 0). */
    'signing.reminders': Record<string, never>;
    /** The pass every 15 minutes that brings sent DocuSign envelopes up to date, completing those signed there. */
    'signing.docusign-poll': Record<string, never>;
  }
}

/** Signing's queues: the reminders of pending signers, and polling DocuSign for the envelopes sent through it. */
export const signingJobs = defineJobs({
  'signing.reminders': {
    options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
    schedule: { cron: '0 * * * *', data: {} },
    run: async (runtime) => {
      await sendSigningReminders(runtime);
    },
  },
  'signing.docusign-poll': {
    // A pass that fails is not retried: the next one comes within 15 minutes.
    options: { retryLimit: 0, retryDelay: 60, expireInSeconds: 840 },
    schedule: { cron: '*/15 * * * *', data: {} },
    run: async (runtime) => {
      await pollDocusignEnvelopes(runtime);
    },
  },
});
