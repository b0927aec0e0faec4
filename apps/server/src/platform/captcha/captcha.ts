import { createHmac, randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { captchaKeys, captchaRedemptions } from '../../db/schema/index.ts';

/**
 * Self-hosted proof of work (ALTCHA v2 challenges, as the `altcha` widget v3 solves them). A
 * challenge is signed with an HMAC key shared by every instance, names the practice it was issued
 * for, expires after ten minutes and, once a solution is accepted, cannot be used again.
 */
const algorithm = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per attempt; the work is this times the counter the solver must reach. */
const cost = 1_000;
export const captchaLifetimeMillis = 10 * 60_000;
const keyId = 'default';

type Secrets = { signature: string; keySignature: string };
const secretsByDb = new WeakMap<Db, Promise<Secrets>>();

function secretsFrom(master: string): Secrets {
  return { signature: master, keySignature: createHmac('sha256', master).update('altcha-key-signature').digest('hex') };
}

async function loadStoredKey(db: Db): Promise<string> {
  await db
    .insert(captchaKeys)
    .values({ id: keyId, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: captchaKeys.secret }).from(captchaKeys).where(eq(captchaKeys.id, keyId));
  if (!row) throw new Error('captcha key missing after insert');
  return row.secret;
}

/** The configured key, else the one kept in the database (made by whichever instance needed it first). */
function captchaSecrets(db: Db, config: Config): Promise<Secrets> {
  let secrets = secretsByDb.get(db);
  if (!secrets) {
    secrets = config.captchaHmacKey ? Promise.resolve(secretsFrom(config.captchaHmacKey)) : loadStoredKey(db).then(secretsFrom);
    secrets.catch(() => secretsByDb.delete(db));
    secretsByDb.set(db, secrets);
  }
  return secrets;
}

/** A new challenge for the widget's `challenge` URL: `{ parameters, signature }`. */
export async function createCaptchaChallenge(db: Db, config: Config, practiceId: string): Promise<Challenge> {
  const secrets = await captchaSecrets(db, config);
  const max = config.captchaMaxNumber;
  return createChallenge({
    algorithm,
    cost,
    deriveKey,
    counter: randomInt(max, Math.ceil(max / 2)),
    data: { practice: practiceId },
    expiresAt: new Date(Date.now() + captchaLifetimeMillis),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

export type VerifiedCaptcha = { signature: string; expiresAt: Date };

type Payload = { challenge: Challenge; solution: Solution };

function parsePayload(encoded: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Partial<Payload> | null;
    const challenge = value?.challenge;
    const solution = value?.solution;
    if (!challenge || typeof challenge !== 'object' || typeof challenge.signature !== 'string') return null;
    if (!challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Checks the widget's payload: signed by us, for this practice, not expired, solved. Says nothing
 * about reuse; `redeemCaptcha` records it. Returns null when it does not pass.
 */
export async function verifyCaptcha(db: Db, config: Config, encoded: string, practiceId: string): Promise<VerifiedCaptcha | null> {
  const payload = parsePayload(encoded);
  if (!payload) return null;
  const { parameters } = payload.challenge;
  if (parameters.algorithm !== algorithm || parameters.data?.practice !== practiceId || typeof parameters.expiresAt !== 'number')
    return null;
  const secrets = await captchaSecrets(db, config);
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    if (!result.verified || !payload.challenge.signature) return null;
  } catch {
    return null;
  }
  return { signature: payload.challenge.signature, expiresAt: new Date(parameters.expiresAt * 1_000) };
}

/**
 * Records a verified solution as used; false when it already was (here or on another instance).
 * Within a transaction a concurrent redemption of the same solution waits for it, then loses.
 */
export async function redeemCaptcha(tx: Tx, captcha: VerifiedCaptcha): Promise<boolean> {
  await tx.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, sql`now()`));
  const inserted = await tx
    .insert(captchaRedemptions)
    .values({ signature: captcha.signature, expiresAt: captcha.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaRedemptions.signature });
  return inserted.length > 0;
}
