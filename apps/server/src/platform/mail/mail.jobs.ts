import { defineJobs } from '../../jobs/jobs.ts';
import { deliverMail } from './mailer.ts';

declare module '../../jobs/jobs.ts' {
  interface JobData {
    /** One outbox mail to deliver; the unit of work enqueues it after the transaction that wrote the mail commits. */
    'mail.deliver': { mailId: string };
  }
}

export const mailJobs = defineJobs({
  'mail.deliver': {
    options: { retryLimit: 5, retryDelay: 30, expireInSeconds: 300 },
    run: (runtime, { mailId }) => deliverMail(runtime.db, runtime.mailEngine, mailId),
  },
});
