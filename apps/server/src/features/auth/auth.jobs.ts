import { defineJobs } from '../../jobs/jobs.ts';
import { sendPasswordReset } from './auth.service.ts';
import { deleteExpiredSessions } from './sessions.ts';

declare module '../../jobs/jobs.ts' {
  interface JobData {
    /** A password reset asked on a host: the lookup, token and mail run here, so the request answers alike whether the e-mail has an account. */
    'auth.password-reset': { email: string; practiceId: string | null; origin: string };
    /** The hourly sweep of expired sessions: a session nobody uses again is otherwise never looked up, so never removed. */
    'auth.expired-sessions': Record<string, never>;
  }
}

export const authJobs = defineJobs({
  'auth.password-reset': {
    options: { retryLimit: 3, retryDelay: 5, expireInSeconds: 60 },
    batchSize: 20,
    run: (runtime, data) => sendPasswordReset(runtime, data),
  },
  'auth.expired-sessions': {
    options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
    schedule: { cron: '0 * * * *', data: {} },
    run: async (runtime) => {
      await deleteExpiredSessions(runtime.db);
    },
  },
});
