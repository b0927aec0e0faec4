import { defineJobs } from '../../jobs/jobs.ts';

/** The messages area's queues. */
export const messagesJobs = defineJobs({});
