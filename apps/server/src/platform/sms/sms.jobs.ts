import { defineJobs } from '../../jobs/jobs.ts';
import { deliverSms } from './sms.ts';

declare module '../../jobs/jobs.ts' {
  interface JobData {
    /** One outbox text to hand to the gateway; enqueued after the transaction that wrote it commits, only when SMS_URL is set. */
    'sms.deliver': { smsId: string };
  }
}

export const smsJobs = defineJobs({
  'sms.deliver': {
    options: { retryLimit: 5, retryDelay: 30, expireInSeconds: 300 },
    run: (runtime, { smsId }) => deliverSms(runtime.db, runtime.smsEngine, smsId),
  },
});
