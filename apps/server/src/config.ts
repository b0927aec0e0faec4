import path from 'node:path';
import { type ServiceSettings, serviceSettingsFrom } from './features/meetings/transcription/openai-compatible.ts';
import { type IdentitySettings, identitySettings } from './platform/identity/identity-settings.ts';
import type { DocusignSettings } from './platform/signing/docusign/docusign-oauth.ts';
import type { S3Settings } from './platform/storage/s3-storage.ts';

export type Config = {
  env: 'development' | 'staging' | 'production' | 'beta' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server to use; when unset, the embedded PostgreSQL in `dataDir` runs. */
  databaseUrl: string | undefined;
  embeddedPostgresPort: number;
  /** Where the built web app is (WEB_DIST, default apps/web/dist); served when present. */
  webDist: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where technical support requests go (SUPPORT_EMAIL): the platform's support desk. */
  supportEmail: string;
  /** A text-message gateway (SMS_URL) that takes `{ to, text }`; unset: texts stay in the outbox (a local demo's mailbox shows them). */
  smsUrl: string | undefined;
  /** The gateway's bearer token (SMS_TOKEN). */
  smsToken: string | undefined;
  /** The public origin links in mails point to when a practice host has no scheme of its own. */
  publicUrlScheme: 'http' | 'https';
  demoPassword: string;
  /** Requests a minute per IP on sign-in, password reset and one-time passcode endpoints. */
  authRateLimit: number;
  trustProxy: boolean;
  logLevel: string;
  runJobs: boolean;
  /** Signs captcha challenges; when unset, a key made once and kept in the database is used by every instance. */
  captchaHmacKey: string | undefined;
  /** The largest counter a captcha's proof of work may need: its difficulty (smaller in tests). */
  captchaMaxNumber: number;
  /** An S3-compatible store for uploaded files (S3_BUCKET and the other S3_* variables); unset: `dataDir/files`. */
  s3: S3Settings | undefined;
  /** A PKCS#12 (certificate and key) that seals every practice's signed PDFs; unset: each practice's own, made at first use. */
  sealingP12Path: string | undefined;
  /** The passphrase of `sealingP12Path` (SEALING_P12_PASSPHRASE), empty when it has none. */
  sealingP12Passphrase: string;
  /** DocuSign as a second signing engine: the integration key (none: connecting answers 422), its secret, the account server. */
  docusign: DocusignSettings;
  /** Identity verification's authorities (SINGPASS_*, IAMSMART_*); one not configured is served by the sandbox provider. */
  identity: IdentitySettings;
  /** An OpenAI-compatible speech-to-text service (TRANSCRIPTION_URL, _API_KEY, _MODEL); unset: the embedded pocketsphinx. */
  transcription: ServiceSettings | undefined;
  /** An OpenAI-compatible chat service for meeting summaries (AI_URL, _API_KEY, _MODEL); unset: the automatic summary. */
  ai: ServiceSettings | undefined;
  /**
   * A Janus server's WebSocket API for the meeting rooms' larger calls (SFU_URL) and its API secret (SFU_API_SECRET);
   * unset: `npm start` runs Debian's Janus itself when it is installed, and without it every call is peer to peer.
   */
  sfu: { url: string; apiSecret: string | undefined } | undefined;
  /** TURN servers for participants behind NAT (TURN_URLS, comma-separated) and the secret they share for short-lived credentials (TURN_SECRET). */
  turn: { urls: string[]; secret: string } | undefined;
};

export const defaultDemoPassword = 'Demo-Portal-2026!';

const envs = ['development', 'staging', 'production', 'beta', 'test'] as const;

function toEnv(value: string | undefined): Config['env'] {
  return envs.find((e) => e === value) ?? 'development';
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Reads the configuration from environment variables, with the embedded defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  return {
    env: toEnv(env.APP_ENV ?? env.NODE_ENV),
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPostgresPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.join(root, 'apps/web/dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Advice Portal <no-reply@advice.localhost>',
    supportEmail: env.SUPPORT_EMAIL || 'support@advice.localhost',
    smsUrl: env.SMS_URL || undefined,
    smsToken: env.SMS_TOKEN || undefined,
    publicUrlScheme: env.PUBLIC_URL_SCHEME === 'https' ? 'https' : 'http',
    demoPassword: env.DEMO_PASSWORD || defaultDemoPassword,
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 20),
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    runJobs: env.RUN_JOBS !== 'false',
    captchaHmacKey: env.CAPTCHA_HMAC_KEY || undefined,
    captchaMaxNumber: Math.max(2, Number(env.CAPTCHA_MAX_NUMBER ?? 5_000) || 5_000),
    s3: s3Settings(env),
    sealingP12Path: env.SEALING_P12_PATH ? path.resolve(env.SEALING_P12_PATH) : undefined,
    sealingP12Passphrase: env.SEALING_P12_PASSPHRASE ?? '',
    docusign: {
      clientId: env.DOCUSIGN_CLIENT_ID || undefined,
      clientSecret: env.DOCUSIGN_CLIENT_SECRET || undefined,
      authUrl: (env.DOCUSIGN_AUTH_URL || 'https://account-d.docusign.com').replace(/\/+$/u, ''),
    },
    identity: identitySettings(env),
    transcription: serviceSettingsFrom(env, 'TRANSCRIPTION', 'whisper-1'),
    ai: serviceSettingsFrom(env, 'AI', 'gpt-4o-mini'),
    sfu: env.SFU_URL ? { url: env.SFU_URL, apiSecret: env.SFU_API_SECRET || undefined } : undefined,
    turn:
      env.TURN_URLS && env.TURN_SECRET
        ? {
            urls: env.TURN_URLS.split(',')
              .map((url) => url.trim())
              .filter(Boolean),
            secret: env.TURN_SECRET,
          }
        : undefined,
  };
}
