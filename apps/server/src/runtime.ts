import path from 'node:path';
import type pg from 'pg';
import type { Config } from './config.ts';
import { createDb, createPool, type Db, migrateDatabase } from './db/client.ts';
import { startEmbeddedDatabase } from './db/embedded.ts';
import { authJobs } from './features/auth/auth.jobs.ts';
import { filesJobs } from './features/files/files.jobs.ts';
import { libraryJobs } from './features/library/library.jobs.ts';
import { createRecordingComposer, type RecordingComposer } from './features/meetings/recording/recording.ffmpeg.ts';
import { recordingJobs } from './features/meetings/recording/recording.jobs.ts';
import { createMeetingSummariser, type MeetingSummariser } from './features/meetings/summary/meeting-summariser.ts';
import { createTranscriptionEngine, withCachedAvailability } from './features/meetings/transcription/transcription.engine.ts';
import type { TranscriptionEngine } from './features/meetings/transcription/transcription.types.ts';
import { messagesJobs } from './features/messages/messages.jobs.ts';
import { peopleJobs } from './features/people/people.jobs.ts';
import { signingJobs } from './features/signing/signing.jobs.ts';
import { type Jobs, startJobs } from './jobs/jobs.ts';
import { mailJobs } from './platform/mail/mail.jobs.ts';
import { createMailEngine, type MailEngine } from './platform/mail/mailer.ts';
import { createJanusGateway, type JanusGateway } from './platform/sfu/janus-gateway.ts';
import { smsJobs } from './platform/sms/sms.jobs.ts';
import { createSmsEngine, type SmsEngine } from './platform/sms/sms.ts';
import { createFileStorage, type FileStorage } from './platform/storage/storage.ts';
import { type RealtimeHub, startRealtimeHub } from './realtime/hub.ts';

/** The areas' queues (each declared in its `<area>.jobs.ts`): this instance creates them and runs their workers. */
const areaJobs = [mailJobs, smsJobs, authJobs, peopleJobs, filesJobs, signingJobs, messagesJobs, libraryJobs, recordingJobs];

/** Everything a server instance talks to, built once from the configuration. */
export type Runtime = {
  config: Config;
  databaseUrl: string;
  pool: pg.Pool;
  db: Db;
  jobs: Jobs;
  realtime: RealtimeHub;
  mailEngine: MailEngine;
  smsEngine: SmsEngine;
  storage: FileStorage;
  /** Speech to text for the meeting rooms' transcription (a test may put a stand-in in its place). */
  transcription: TranscriptionEngine;
  /** Writes a completed meeting's summary from its transcript. */
  summariser: MeetingSummariser;
  /** Composes a meeting's recorded media with ffmpeg (a test may put one with other programs or no wait in its place). */
  recordingComposer: RecordingComposer;
  /** The SFU the meeting rooms' larger calls go through (config.sfu), or null: every call is peer to peer. */
  sfu: JanusGateway | null;
  stop: () => Promise<void>;
};

/** Starts the database (embedded unless DATABASE_URL is set), migrates it, then jobs and realtime. */
export async function startRuntime(config: Config): Promise<Runtime> {
  let stopDatabase = async () => {};
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedDatabase({ dataDir: config.dataDir, port: config.embeddedPostgresPort });
    databaseUrl = embedded.url;
    stopDatabase = embedded.stop;
  }
  const pool = createPool(databaseUrl);
  const db = createDb(pool);
  await migrateDatabase(db);
  const mailEngine = createMailEngine(config.smtpUrl);
  const smsEngine = createSmsEngine({ url: config.smsUrl, token: config.smsToken });
  const jobs = await startJobs({ databaseUrl, runWorkers: config.runJobs, areas: areaJobs });
  const realtime = await startRealtimeHub(databaseUrl);
  const storage = await createFileStorage({ localRoot: path.join(config.dataDir, 'files'), s3: config.s3 });
  const runtime: Runtime = {
    config,
    databaseUrl,
    pool,
    db,
    jobs,
    realtime,
    mailEngine,
    smsEngine,
    storage,
    transcription: withCachedAvailability(createTranscriptionEngine(config.transcription)),
    summariser: createMeetingSummariser(config.ai),
    recordingComposer: createRecordingComposer(),
    sfu: config.sfu ? createJanusGateway(config.sfu.url, config.sfu.apiSecret) : null,
    // Order matters: jobs and listeners first, then the pool, then PostgreSQL itself.
    stop: async () => {
      runtime.sfu?.close();
      await jobs.stop().catch(() => {});
      await realtime.stop();
      await pool.end().catch(() => {});
      await stopDatabase();
    },
  };
  await jobs.startWorkers(runtime);
  return runtime;
}
