import { defineJobs } from '../../../jobs/jobs.ts';
import { type ComposeJob, composeRecording } from './recording.compose.ts';
import { deleteExpiredRecordings } from './recording.retention.ts';

declare module '../../../jobs/jobs.ts' {
  interface JobData {
    /** Composes one recording of a room that ended (or that staff asked again for) into its one file. */
    'meetings.compose-recording': ComposeJob;
    /** The daily deletion of recorded media past each practice's retention. */
    'meetings.recording-retention': Record<string, never>;
  }
}

export const recordingJobs = defineJobs({
  'meetings.compose-recording': {
    // A composition runs for up to 10 minutes plus twice the meeting's length, one after another: a batch holds a
    // room's few recordings, and a job still active after twelve hours (its instance stopped mid-way) is taken again.
    options: { retryLimit: 3, retryDelay: 60, expireInSeconds: 12 * 60 * 60 },
    batchSize: 4,
    run: async (runtime, data) => {
      await composeRecording(runtime, data);
    },
  },
  'meetings.recording-retention': {
    options: { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
    schedule: { cron: '40 3 * * *', data: {} },
    run: async (runtime) => {
      await deleteExpiredRecordings(runtime);
    },
  },
});
