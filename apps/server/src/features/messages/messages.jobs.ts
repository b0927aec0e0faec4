import { defineJobs } from '../../jobs/jobs.ts';
import { runMessageBulk } from './messages.bulk.ts';
import { mailUnseenMessages } from './messages.mailing.ts';

declare module '../../jobs/jobs.ts' {
  interface JobData {
    /** Writes each client's message of a message to several clients, recording each client's result. */
    'messages.bulk-send': { bulkId: string };
    /** The pass every minute that mails each person, in one e-mail per thread, the messages they have not seen. */
    'messages.mail-unseen': Record<string, never>;
  }
}

/** The messages area's queues. */
export const messagesJobs = defineJobs({
  'messages.bulk-send': {
    // A retry skips the clients already written, so each client gets their message once.
    options: { retryLimit: 3, retryDelay: 30, expireInSeconds: 900 },
    run: async (runtime, data) => {
      await runMessageBulk(runtime, data.bulkId);
    },
  },
  'messages.mail-unseen': {
    // A pass that fails is not retried: the next one comes within a minute and mails what this one did not.
    options: { retryLimit: 0, retryDelay: 60, expireInSeconds: 300 },
    schedule: { cron: '* * * * *', data: {} },
    run: async (runtime) => {
      await mailUnseenMessages(runtime);
    },
  },
});
