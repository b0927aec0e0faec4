import { randomBytes, randomUUID } from 'node:crypto';
import { type AdminLevel, featureFlags, type Role } from '@advice/domain';
import type { Db } from '../db/client.ts';
import { clientProfiles, practiceHosts, practices, users } from '../db/schema/index.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { createSession } from '../features/auth/sessions.ts';
import { addDefaultAgendaTemplates } from '../features/practice/agenda-templates.service.ts';

export const testPassword = 'Correct-Horse-42!';
let cachedHash: Promise<string> | null = null;

/** Every feature flag on: most tests are about a feature, not about its flag. */
export const allFeaturesOn = Object.fromEntries(featureFlags.map((flag) => [flag, true]));

export async function createPractice(
  db: Db,
  input: { name?: string; settings?: Record<string, unknown>; featureFlags?: Record<string, unknown> } = {},
): Promise<{ id: string; host: string }> {
  const id = randomUUID();
  const host = `p-${randomBytes(4).toString('hex')}.test`;
  await db
    .insert(practices)
    .values({ id, name: input.name ?? 'Test Practice', settings: input.settings ?? {}, featureFlags: input.featureFlags ?? allFeaturesOn });
  await db.insert(practiceHosts).values({ host, practiceId: id });
  await addDefaultAgendaTemplates(db, id);
  return { id, host };
}

export type CreatedUser = { id: string; email: string; password: string; role: Role; practiceId: string | null };

export async function createUser(
  db: Db,
  input: {
    practiceId: string | null;
    role: Role;
    email?: string;
    adminLevel?: AdminLevel;
    status?: 'invited' | 'active' | 'deactivated';
    adviserId?: string;
    twoFactorMethod?: 'none' | 'email' | 'authenticator';
    totpSecret?: string;
    sessionTimeoutMinutes?: number;
    canRemoveClients?: boolean;
    /** Clients only: a client (default) or a prospect. */
    kind?: 'client' | 'prospect';
  },
): Promise<CreatedUser> {
  cachedHash ??= hashPassword(testPassword);
  const id = randomUUID();
  const email = input.email ?? `${input.role}-${randomBytes(4).toString('hex')}@example.test`;
  const status = input.status ?? 'active';
  await db.insert(users).values({
    id,
    practiceId: input.practiceId,
    role: input.role,
    adminLevel: input.role === 'admin' ? (input.adminLevel ?? 'normal') : null,
    email,
    firstName: 'Test',
    lastName: input.role,
    passwordHash: status === 'invited' ? null : await cachedHash,
    status,
    confirmedAt: status === 'invited' ? null : new Date(),
    adviserId: input.adviserId ?? null,
    twoFactorMethod: input.twoFactorMethod ?? 'none',
    totpSecret: input.totpSecret ?? null,
    sessionTimeoutMinutes: input.sessionTimeoutMinutes ?? 20,
    canRemoveClients: input.canRemoveClients ?? false,
  });
  if (input.role === 'client' && input.practiceId) {
    await db.insert(clientProfiles).values({ userId: id, practiceId: input.practiceId, kind: input.kind ?? 'client' });
  }
  return { id, email, password: testPassword, role: input.role, practiceId: input.practiceId };
}

/** A live session of the user made directly (no sign-in call: no rate limit, no mail), as a test's caller holds it. */
export function createTestSession(db: Db, user: Pick<CreatedUser, 'id' | 'practiceId'>, userAgent = 'test') {
  return createSession(db, {
    userId: user.id,
    practiceId: user.practiceId,
    timeoutMinutes: 60,
    rememberMe: false,
    ip: '127.0.0.1',
    userAgent,
  });
}
