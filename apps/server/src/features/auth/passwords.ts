import { hash, verify } from '@node-rs/argon2';

/** argon2id (the package's `Algorithm.Argon2id`, a const enum that type stripping cannot read) at OWASP's minimum cost. */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of nothing anyone knows, verified against when an e-mail has no account, so timing reveals nothing. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-nobody-has-1A!');
  const target = passwordHash ?? (await decoyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}
