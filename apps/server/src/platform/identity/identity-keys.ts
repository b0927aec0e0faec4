import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/** A private key as openid-client takes it: the key, its id and the algorithm it is for. */
export type KeyRef = { key: CryptoKey; kid: string; alg: string };

/** The product's keys towards one authority: it signs its client assertions and decrypts ID tokens with them. */
export type RelyingPartyKeys = {
  signing: KeyRef | undefined;
  encryption: KeyRef | undefined;
  /** Their public halves, which the authority fetches (the portal's jwks endpoint). */
  publicJwks: JWK[];
};

export const signingAlg = 'ES256';
export const encryptionAlg = 'ECDH-ES+A256KW';
export const contentEncryption = 'A256CBC-HS512';

/**
 * The sandbox provider's key material, made at first start and kept in `dataDir`: the provider's signing key,
 * the secret its cookies are signed with, and the product's own keys towards it (signing and encryption).
 */
export type SandboxKeyFile = {
  version: 1;
  cookieSecret: string;
  provider: JWK;
  relyingParty: { signing: JWK; encryption: JWK };
};

const privateMembers = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth']);

/** The public half of a JWK: what may be published. */
export function publicJwkOf(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([member]) => !privateMembers.has(member))) as JWK;
}

async function newKey(alg: string, use: 'sig' | 'enc'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, crv: 'P-256' });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), use, alg };
}

async function newSandboxKeys(): Promise<SandboxKeyFile> {
  return {
    version: 1,
    cookieSecret: randomBytes(32).toString('base64url'),
    provider: await newKey(signingAlg, 'sig'),
    relyingParty: { signing: await newKey(signingAlg, 'sig'), encryption: await newKey(encryptionAlg, 'enc') },
  };
}

function isSandboxKeyFile(value: unknown): value is SandboxKeyFile {
  const file = value as Partial<SandboxKeyFile> | null;
  return file?.version === 1 && typeof file.cookieSecret === 'string' && typeof file.provider === 'object' && !!file.relyingParty;
}

async function readKeyFile(file: string): Promise<SandboxKeyFile | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!isSandboxKeyFile(value)) throw new Error(`${file} is not a sandbox key file`);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The sandbox's keys from `dataDir/identity-sandbox/keys.json`, made there on first use. The file is created
 * exclusively, so instances sharing the directory that start together all end up with the first one's keys.
 */
export async function loadSandboxKeys(dataDir: string): Promise<SandboxKeyFile> {
  const file = path.join(dataDir, 'identity-sandbox', 'keys.json');
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const made = await newSandboxKeys();
  try {
    await writeFile(file, JSON.stringify(made), { flag: 'wx', mode: 0o600 });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readKeyFile(file);
    if (!winner) throw error;
    return winner;
  }
}

async function keyRefOf(jwk: JWK & { kid: string }, alg: string): Promise<KeyRef> {
  const key = await importJWK(jwk, alg);
  if (key instanceof Uint8Array) throw new Error('an identity key must be asymmetric');
  return { key, kid: jwk.kid, alg };
}

/**
 * The product's keys from a private JWKS: the signing key (`use: sig`, or an ES/PS/RS `alg`) and the
 * encryption key (`use: enc`, or an ECDH-ES/RSA-OAEP `alg`), either of which may be absent.
 */
export async function relyingPartyKeysOf(jwks: readonly JWK[]): Promise<RelyingPartyKeys> {
  const withIds = await Promise.all(jwks.map(async (jwk) => ({ ...jwk, kid: jwk.kid ?? (await calculateJwkThumbprint(jwk)) })));
  const signingJwk = withIds.find((jwk) => jwk.use === 'sig' || /^(ES|PS|RS)\d+$/u.test(jwk.alg ?? ''));
  const encryptionJwk = withIds.find((jwk) => jwk.use === 'enc' || /^(ECDH-ES|RSA-OAEP)/u.test(jwk.alg ?? ''));
  return {
    signing: signingJwk ? await keyRefOf(signingJwk, signingJwk.alg ?? signingAlg) : undefined,
    encryption: encryptionJwk ? await keyRefOf(encryptionJwk, encryptionJwk.alg ?? encryptionAlg) : undefined,
    publicJwks: [signingJwk, encryptionJwk].filter((jwk): jwk is JWK & { kid: string } => jwk !== undefined).map(publicJwkOf),
  };
}

/** A private JWKS file (`{ "keys": [...] }`) as the configured authority's keys. */
export async function readRelyingPartyKeys(file: string): Promise<RelyingPartyKeys> {
  const value = JSON.parse(await readFile(file, 'utf8')) as { keys?: unknown };
  if (!Array.isArray(value.keys)) throw new Error(`${file} holds no "keys" array`);
  return relyingPartyKeysOf(value.keys as JWK[]);
}
