import { defineJobs } from '../../jobs/jobs.ts';

/** Signing's queues: the reminders of pending signers. */
export const signingJobs = defineJobs({});
