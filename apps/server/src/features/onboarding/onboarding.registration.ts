import { randomUUID } from 'node:crypto';
import { AppError, onboardingMessages, type RegistrationBody, type RegistrationResult } from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clientCases, clientProfiles, users } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { redeemCaptcha, verifyCaptcha } from '../../platform/captcha/captcha.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { type RequestInfo, sendConfirmation } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { issueToken } from '../auth/tokens.ts';
import { assertEmailFree, autoFollow } from '../people/clients.service.ts';
import { type UserRow, updateUser } from '../users/users.queries.ts';
import { findInvitation, useInvitationToken } from './onboarding.invitations.ts';
import { findOnboardingDisclosure, listOfferedAdvisers, loadOnboardingPractice, type OnboardingPractice } from './onboarding.queries.ts';
import { captchaFailed, checkPracticeRules, emailRegistered } from './onboarding.rules.ts';

export type NewSession = { token: string; csrfToken: string; expiresAt: Date };
export type RegistrationOutcome = { result: RegistrationResult; session: NewSession | null };

/** Long enough to come back to the ResendEmail step later that week. */
export const registrationTokenLifetimeMillis = 7 * 86_400_000;

/** The Online Advice Request's name as staff see it in case lists. */
export const onlineAdviceRequestName = 'Online Advice Request';

export async function assertRegistrationEmailFree(tx: Tx, practiceId: string, email: string, pointer = '/user/email'): Promise<void> {
  await assertEmailFree(tx, practiceId, email).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'resource.conflict' ? emailRegistered(pointer) : error;
  });
}

/** The e-mail unique index, met by a registration racing another with the same address. */
function isEmailUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'users_practice_email_unique') return true;
  }
  return false;
}

/** The answers kept on the client profile; the preferred adviser only a new visitor chooses, so it is set apart. */
function profileValues(body: RegistrationBody, now: Date) {
  return {
    dateOfBirth: body.client.date_of_birth,
    city: body.client.city || null,
    highInterestDebt: body.metadata.high_interest_debt,
    cashReserve: body.metadata.cash_reserve,
    personalDataConsentAt: now,
    disclosureAcknowledgedAt: body.metadata.disclosure_checked ? now : null,
    signupSource: body.metadata.client_advice,
  };
}

type Account = { user: UserRow; isSignedIn: boolean; isInvited: boolean };

/** A new visitor: an unconfirmed prospect, with the preferred adviser or awaiting a director's assignment. */
async function createProspect(tx: Tx, practice: OnboardingPractice, body: RegistrationBody): Promise<Account> {
  await assertRegistrationEmailFree(tx, practice.id, body.user.email);
  const id = randomUUID();
  const now = new Date();
  const adviserId = body.client.preferred_adviser_id;
  const [user] = await tx
    .insert(users)
    .values({
      id,
      practiceId: practice.id,
      role: 'client',
      email: body.user.email,
      firstName: body.user.first_name,
      lastName: body.user.last_name,
      phone: body.user.phone,
      passwordHash: await hashPassword(body.user.password),
      status: 'invited',
      adviserId,
      invitedAt: now,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(clientProfiles).values({
    userId: id,
    practiceId: practice.id,
    kind: 'prospect',
    createdAt: now,
    preferredAdviserId: adviserId,
    ...profileValues(body, now),
  });
  await autoFollow(tx, practice.id, [{ id, adviserId }]);
  return { user, isSignedIn: false, isInvited: false };
}

/**
 * An invited client or prospect completes their account. With the invited e-mail the account is
 * confirmed at once; with another, that address must be free and confirmed first.
 */
async function completeInvitation(tx: Tx, practice: OnboardingPractice, body: RegistrationBody, token: string): Promise<Account> {
  const invitation = await findInvitation(tx, practice.id, token);
  await useInvitationToken(tx, invitation.token);
  const isEmailChanged = body.user.email !== invitation.user.email;
  if (isEmailChanged) await assertRegistrationEmailFree(tx, practice.id, body.user.email);
  const now = new Date();
  const user = await updateUser(tx, invitation.user, {
    email: body.user.email,
    firstName: body.user.first_name,
    lastName: body.user.last_name,
    phone: body.user.phone,
    passwordHash: await hashPassword(body.user.password),
    status: isEmailChanged ? 'invited' : 'active',
    confirmedAt: isEmailChanged ? null : now,
    ...(isEmailChanged ? {} : { lastSignInAt: now }),
  });
  await tx.update(clientProfiles).set(profileValues(body, now)).where(eq(clientProfiles.userId, user.id));
  return { user, isSignedIn: !isEmailChanged, isInvited: true };
}

async function createOnlineAdviceRequest(tx: Tx, user: UserRow, body: RegistrationBody, request: RequestInfo): Promise<string> {
  const id = randomUUID();
  const c = body.case;
  await tx.insert(clientCases).values({
    id,
    practiceId: user.practiceId ?? '',
    clientId: user.id,
    adviserId: user.adviserId,
    type: c.type,
    status: 'building',
    name: onlineAdviceRequestName,
    topics: [...new Set(c.topics)],
    initialInvestment: c.initial_investment,
    initialInvestmentCurrency: c.initial_investment_currency,
    monthlyContribution: c.monthly_contribution,
    monthlyContributionCurrency: c.monthly_contribution_currency,
    investmentDuration: c.investment_duration,
    projectionType: c.projection_type,
    createdBy: user.id,
  });
  await writeAudit(tx, {
    actor: { userId: user.id },
    practiceId: user.practiceId,
    entityKind: 'client-case',
    entityId: id,
    action: 'created',
    after: { type: c.type, status: 'building', client_id: user.id },
    ip: request.ip,
  });
  return id;
}

async function finishAccount(uow: UnitOfWork, account: Account, request: RequestInfo): Promise<RegistrationOutcome> {
  const { user } = account;
  if (account.isSignedIn) {
    const session = await createSession(uow.tx, {
      userId: user.id,
      practiceId: user.practiceId,
      timeoutMinutes: user.sessionTimeoutMinutes,
      rememberMe: false,
      ip: request.ip,
      userAgent: request.userAgent,
    });
    const result = {
      id: user.id,
      email: user.email,
      signed_in: true,
      registration_token: null,
      message: 'Welcome! Your account is ready.',
    };
    return { result, session };
  }
  await sendConfirmation(uow, user, request.origin);
  const registrationToken = await issueToken(uow.tx, {
    userId: user.id,
    kind: 'registration',
    lifetimeMillis: registrationTokenLifetimeMillis,
  });
  const message = onboardingMessages['notification.messages.registrationEmailSuccess'];
  return { result: { id: user.id, email: user.email, signed_in: false, registration_token: registrationToken, message }, session: null };
}

/**
 * Registers through the wizard in one transaction: the account (new, or the invited one completed),
 * its client details, the Online Advice Request and the audit events; the captcha solution is
 * spent whatever the outcome, so each one buys a single attempt.
 */
export async function registerClient(runtime: Runtime, body: RegistrationBody, request: RequestInfo): Promise<RegistrationOutcome> {
  const practice = await loadOnboardingPractice(runtime.db, request.practiceId);
  const captcha = await verifyCaptcha(runtime.db, runtime.config, body.metadata.captcha, practice.id);
  if (!captcha) throw captchaFailed();
  try {
    return await inTransaction(runtime, async (uow) => {
      const offered = await listOfferedAdvisers(uow.tx, practice);
      const disclosure = await findOnboardingDisclosure(uow.tx, practice);
      checkPracticeRules(body, practice, offered, disclosure !== null);
      const account = body.invitation
        ? await completeInvitation(uow.tx, practice, body, body.invitation.uuid)
        : await createProspect(uow.tx, practice, body);
      await writeAudit(uow.tx, {
        actor: { userId: account.user.id },
        practiceId: practice.id,
        entityKind: 'client',
        entityId: account.user.id,
        action: 'registered',
        after: { invited: account.isInvited, confirmed: account.isSignedIn, adviser_id: account.user.adviserId },
        ip: request.ip,
      });
      await createOnlineAdviceRequest(uow.tx, account.user, body, request);
      // Last, so that a simultaneous identical submit first meets the e-mail's unique index (a 409).
      if (!(await redeemCaptcha(uow.tx, captcha))) throw captchaFailed();
      return finishAccount(uow, account, request);
    });
  } catch (error) {
    await redeemCaptcha(runtime.db, captcha).catch(() => {});
    if (isEmailUniqueViolation(error)) throw emailRegistered();
    throw error;
  }
}
