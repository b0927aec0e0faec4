import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import { type Config, loadConfig } from '../../../config.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { practiceSealingKeys } from '../../../db/schema/index.ts';
import { openSealingIdentity } from './cades-signer.ts';
import { makeSealingKey } from './sealing-certificate.ts';
import type { SealingKey } from './signing-pdf.types.ts';

export type SealingSettings = Pick<Config, 'sealingP12Path' | 'sealingP12Passphrase'>;

/** The configured PKCS#12, read and checked once per path and passphrase. */
const configuredKeys = new Map<string, Promise<SealingKey>>();

async function readConfiguredKey(path: string, passphrase: string): Promise<SealingKey> {
  const p12 = new Uint8Array(await readFile(path));
  let certificatePem: string;
  try {
    certificatePem = forge.pki.certificateToPem(openSealingIdentity(p12, passphrase).certificate);
  } catch (error) {
    throw new Error('SEALING_P12_PATH cannot be opened with SEALING_P12_PASSPHRASE, or holds no RSA key with its certificate.', {
      cause: error,
    });
  }
  return { p12, passphrase, certificatePem };
}

function configuredKey(path: string, passphrase: string): Promise<SealingKey> {
  const id = `${path}\u0000${passphrase}`;
  let key = configuredKeys.get(id);
  if (!key) {
    key = readConfiguredKey(path, passphrase);
    key.catch(() => configuredKeys.delete(id));
    configuredKeys.set(id, key);
  }
  return key;
}

async function storedKey(db: Db | Tx, practiceId: string): Promise<SealingKey | undefined> {
  const [row] = await db
    .select({
      p12: practiceSealingKeys.p12,
      passphrase: practiceSealingKeys.passphrase,
      certificatePem: practiceSealingKeys.certificatePem,
    })
    .from(practiceSealingKeys)
    .where(eq(practiceSealingKeys.practiceId, practiceId));
  return row ? { p12: new Uint8Array(row.p12), passphrase: row.passphrase, certificatePem: row.certificatePem } : undefined;
}

/**
 * The practice's sealing key: the configured one (SEALING_P12_PATH and SEALING_P12_PASSPHRASE), else the
 * one made for the practice at first use (self-signed, named for the practice) and kept in
 * `practice_sealing_keys`. Two servers making one at once keep the first written, and both answer it.
 * `settings` default to the environment's (pass the app's `config` where there is one).
 */
export async function sealingKeyOf(
  db: Db | Tx,
  practice: { id: string; name: string },
  settings: SealingSettings = loadConfig(),
): Promise<SealingKey> {
  if (settings.sealingP12Path) return configuredKey(settings.sealingP12Path, settings.sealingP12Passphrase);
  const kept = await storedKey(db, practice.id);
  if (kept) return kept;
  const made = await makeSealingKey(practice.name);
  await db
    .insert(practiceSealingKeys)
    .values({ practiceId: practice.id, p12: Buffer.from(made.p12), passphrase: made.passphrase, certificatePem: made.certificatePem })
    .onConflictDoNothing();
  const stored = await storedKey(db, practice.id);
  if (!stored) throw new Error('The sealing key was not kept.');
  return stored;
}
