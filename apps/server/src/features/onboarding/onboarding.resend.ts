import { AppError, messages, onboardingMessages, type ResendConfirmationBody } from '@advice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { type RequestInfo, sendConfirmation } from '../auth/auth.service.ts';
import { hashToken } from '../auth/sessions.ts';
import type { TokenRow } from '../auth/tokens.ts';
import { type UserRow, updateUser } from '../users/users.queries.ts';
import { openAccount } from './onboarding.accounts.ts';
import { claimEmail, findEmailHolder, notifyEmailHolder, type PendingRegistration, pendingRegistrationKind } from './onboarding.holders.ts';
import { listOfferedAdvisers, loadOnboardingPractice } from './onboarding.queries.ts';

const unknownRegistration = () =>
  new AppError('token.invalid', { detail: onboardingMessages['onboarding.registrationUnknown'], pointer: '/registration_token' });

/**
 * What a registration token stands for: the account the registration made, or (pending) the answers
 * kept while the address given was held; and the address the visitor was last told the e-mail went to.
 */
type Registration = { token: TokenRow; practiceId: string; account: UserRow | null; pending: PendingRegistration | null; email: string };

function pendingOf(token: TokenRow): PendingRegistration | null {
  return token.kind === pendingRegistrationKind ? (token.data.pending as PendingRegistration) : null;
}

/** The registration a token belongs to, on this practice; locked, so two resends run one after the other. */
async function findRegistration(tx: Tx, practiceId: string | null, token: string): Promise<Registration> {
  const [row] = await tx
    .select()
    .from(userTokens)
    .where(and(inArray(userTokens.kind, ['registration', pendingRegistrationKind]), eq(userTokens.tokenHash, hashToken(token))))
    .for('update');
  if (!row || row.usedAt || row.expiresAt <= new Date() || !practiceId) throw unknownRegistration();
  const told = typeof row.data.email === 'string' ? row.data.email : null;
  const pending = pendingOf(row);
  if (pending) {
    if (pending.practiceId !== practiceId || told === null) throw unknownRegistration();
    return { token: row, practiceId, account: null, pending, email: told };
  }
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, row.userId), eq(users.practiceId, practiceId)))
    .for('update');
  if (!user) throw unknownRegistration();
  if (user.status === 'active') {
    throw new AppError('state.illegal_transition', { detail: onboardingMessages['onboarding.alreadyConfirmed'] });
  }
  if (user.status !== 'invited') throw unknownRegistration();
  return { token: row, practiceId, account: user, pending: null, email: told ?? user.email };
}

/** Remembers the address the visitor was last told the e-mail went to: later resends name it. */
async function rememberTold(tx: Tx, registration: Registration, email: string): Promise<void> {
  await tx
    .update(userTokens)
    .set({ data: { ...registration.token.data, email } })
    .where(eq(userTokens.id, registration.token.id));
}

/** The confirmation again, or, when another account holds the address the visitor gave, a word to that holder. */
async function sendAgain(uow: UnitOfWork, registration: Registration, request: RequestInfo): Promise<void> {
  const { account, email } = registration;
  if (account?.email === email) {
    await sendConfirmation(uow, account, request.origin);
    return;
  }
  const holder = await findEmailHolder(uow.tx, registration.practiceId, email);
  if (holder) await notifyEmailHolder(uow, registration.practiceId, holder, request.origin);
}

/** A pending registration opens its account at the corrected address; the token then stands for that account. */
async function openPendingAccount(
  uow: UnitOfWork,
  registration: Registration,
  email: string,
  request: RequestInfo,
): Promise<UserRow | null> {
  const pending = registration.pending;
  if (!pending) return null;
  const practice = await loadOnboardingPractice(uow.tx, registration.practiceId);
  const offered = await listOfferedAdvisers(uow.tx, practice);
  const adviserId = pending.body.client.preferred_adviser_id;
  // An adviser no longer offered since the registration leaves the prospect for a director to assign.
  const preferred = offered.some((adviser) => adviser.id === adviserId) ? adviserId : null;
  const body = {
    ...pending.body,
    user: { ...pending.body.user, email },
    client: { ...pending.body.client, preferred_adviser_id: preferred },
  };
  const opened = await openAccount(uow.tx, practice, { body, passwordHash: pending.passwordHash }, request);
  if (!opened.account || opened.heldBy) return null;
  await uow.tx
    .update(userTokens)
    .set({ kind: 'registration', userId: opened.account.user.id, data: {} })
    .where(eq(userTokens.id, registration.token.id));
  return opened.account.user;
}

/** The account the registration made moves to the corrected address. */
async function moveAccount(uow: UnitOfWork, registration: Registration, email: string, request: RequestInfo): Promise<UserRow | null> {
  const before = registration.account;
  if (!before) return null;
  if (before.email === email) return before;
  if (await findEmailHolder(uow.tx, registration.practiceId, email)) return null;
  const user = await claimEmail(uow.tx, (sp) => updateUser(sp, before, { email }));
  if (!user) return null;
  await writeAudit(uow.tx, {
    actor: { userId: user.id },
    practiceId: user.practiceId,
    entityKind: 'client',
    entityId: user.id,
    action: 'registration_email_changed',
    before: { email: before.email },
    after: { email: user.email },
    ip: request.ip,
  });
  return user;
}

/**
 * The visitor corrects the address. A free one gets the account (moved, or opened from the kept
 * answers) and its confirmation; one another account holds gets that holder a word and the visitor
 * the same answer, so a correction never tells which addresses have accounts either.
 */
async function correctAddress(uow: UnitOfWork, registration: Registration, email: string, request: RequestInfo): Promise<void> {
  await rememberTold(uow.tx, registration, email);
  const user = registration.account
    ? await moveAccount(uow, registration, email, request)
    : await openPendingAccount(uow, registration, email, request);
  if (user) {
    await sendConfirmation(uow, user, request.origin);
    return;
  }
  const holder = await findEmailHolder(uow.tx, registration.practiceId, email);
  if (holder) await notifyEmailHolder(uow, registration.practiceId, holder, request.origin);
}

/**
 * ResendEmail: sends the confirmation again, to the same address or, after a correction, to a new
 * one. Earlier confirmation links then say a newer one was sent.
 */
export async function resendRegistrationConfirmation(
  runtime: Runtime,
  body: ResendConfirmationBody,
  request: RequestInfo,
): Promise<{ message: string; email: string }> {
  return inTransaction(runtime, async (uow) => {
    const registration = await findRegistration(uow.tx, request.practiceId, body.registration_token);
    if (body.email !== registration.email) throw unknownRegistration();
    if (body.new_email === registration.email) {
      throw new AppError('resource.conflict', { detail: messages['email.pendingReentered'], pointer: '/new_email' });
    }
    if (body.new_email === undefined) await sendAgain(uow, registration, request);
    else await correctAddress(uow, registration, body.new_email, request);
    return { message: onboardingMessages['notification.messages.resendEmail'], email: body.new_email ?? registration.email };
  });
}
