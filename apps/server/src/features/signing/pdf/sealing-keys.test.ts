import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, createPool, type Db } from '../../../db/client.ts';
import { practiceSealingKeys } from '../../../db/schema/index.ts';
import { cloneTemplate, dropDatabase } from '../../../testing/databases.ts';
import { createPractice } from '../../../testing/factories.ts';
import { withDatabase } from '../../../testing/global-setup.ts';
import { openSealingIdentity } from './cades-signer.ts';
import { makeSealingKey } from './sealing-certificate.ts';
import { type SealingSettings, sealingKeyOf } from './sealing-keys.ts';

const serverUrl = inject('databaseServerUrl');
const ownKeys: SealingSettings = { sealingP12Path: undefined, sealingP12Passphrase: '' };
let databaseName: string;
let pool: pg.Pool;
let db: Db;
let folder: string;

beforeAll(async () => {
  databaseName = await cloneTemplate(serverUrl, inject('templateDatabase'));
  pool = createPool(withDatabase(serverUrl, databaseName), 4);
  db = createDb(pool);
  folder = await mkdtemp(path.join(tmpdir(), 'advice-sealing-'));
});
afterAll(async () => {
  await pool.end();
  await dropDatabase(serverUrl, databaseName);
  await rm(folder, { recursive: true, force: true });
});

const rowsOf = (practiceId: string) => db.select().from(practiceSealingKeys).where(eq(practiceSealingKeys.practiceId, practiceId));

async function practiceNamed(name: string) {
  const { id } = await createPractice(db, { name });
  return { id, name };
}

describe('sealingKeyOf', () => {
  it('makes the practice a key at first use, named for it, and answers the same key after', async () => {
    const practice = await practiceNamed('Hughes & Ó Súilleabháin Wealth');
    const first = await sealingKeyOf(db, practice, ownKeys);
    const second = await sealingKeyOf(db, practice, ownKeys);
    expect(second).toEqual(first);
    expect(await rowsOf(practice.id)).toHaveLength(1);

    const { certificate } = openSealingIdentity(first.p12, first.passphrase);
    expect(forge.pki.certificateToPem(certificate)).toBe(first.certificatePem);
    // forge reads a UTF8String's bytes as they are.
    const nameOf = (field: string) => forge.util.decodeUtf8(certificate.subject.getField(field)?.value ?? '');
    expect(nameOf('CN')).toBe('Hughes & Ó Súilleabháin Wealth document seal');
    expect(nameOf('O')).toBe('Hughes & Ó Súilleabháin Wealth');
    expect(certificate.issuer.hash).toBe(certificate.subject.hash);
    expect(certificate.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true, keyCertSign: false });
    const years = (certificate.validity.notAfter.getTime() - certificate.validity.notBefore.getTime()) / (365.25 * 86_400_000);
    expect(years).toBeCloseTo(10, 1);
    expect((certificate.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
  });

  it('gives each practice its own key', async () => {
    const one = await sealingKeyOf(db, await practiceNamed('First Practice'), ownKeys);
    const other = await sealingKeyOf(db, await practiceNamed('Second Practice'), ownKeys);
    expect(other.certificatePem).not.toBe(one.certificatePem);
  });

  it('agrees on one key when two calls make it at once', async () => {
    const practice = await practiceNamed('Concurrent Practice');
    const [one, other] = await Promise.all([sealingKeyOf(db, practice, ownKeys), sealingKeyOf(db, practice, ownKeys)]);
    expect(other).toEqual(one);
    expect(await rowsOf(practice.id)).toHaveLength(1);
  });

  it('seals with the configured PKCS#12 for every practice, and makes none of its own', async () => {
    const configured = await makeSealingKey('Configured Seal');
    const file = path.join(folder, 'seal.p12');
    await writeFile(file, configured.p12);
    const settings = { sealingP12Path: file, sealingP12Passphrase: configured.passphrase };
    const practice = await practiceNamed('Configured Practice');
    const key = await sealingKeyOf(db, practice, settings);
    expect(key.certificatePem).toBe(configured.certificatePem);
    expect(key.passphrase).toBe(configured.passphrase);
    expect((await sealingKeyOf(db, await practiceNamed('Another Practice'), settings)).certificatePem).toBe(configured.certificatePem);
    expect(await rowsOf(practice.id)).toEqual([]);
  });

  it('says which setting is wrong when the configured PKCS#12 cannot be opened', async () => {
    const configured = await makeSealingKey('Configured Seal');
    const file = path.join(folder, 'wrong-passphrase.p12');
    await writeFile(file, configured.p12);
    await expect(
      sealingKeyOf(db, await practiceNamed('Misconfigured Practice'), { sealingP12Path: file, sealingP12Passphrase: 'not it' }),
    ).rejects.toThrow(/SEALING_P12_PASSPHRASE/u);
  });
});
