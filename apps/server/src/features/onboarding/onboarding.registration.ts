import { onboardingMessages, type RegistrationBody, type RegistrationResult } from '@advice/domain';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { redeemCaptcha, verifyCaptcha } from '../../platform/captcha/captcha.ts';
import type { Runtime } from '../../runtime.ts';
import { type RequestInfo, sendConfirmation } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { issueToken } from '../auth/tokens.ts';
import type { UserRow } from '../users/users.queries.ts';
import { type Account, openAccount } from './onboarding.accounts.ts';
import { issuePendingRegistrationToken, notifyEmailHolder, type StoredRegistration, withoutSecrets } from './onboarding.holders.ts';
import { findOnboardingDisclosure, listOfferedAdvisers, loadOnboardingPractice } from './onboarding.queries.ts';
import { captchaFailed, checkPracticeRules } from './onboarding.rules.ts';

export type NewSession = { token: string; csrfToken: string; expiresAt: Date };
export type RegistrationOutcome = { result: RegistrationResult; session: NewSession | null };

/** Long enough to come back to the ResendEmail step later that week. */
export const registrationTokenLifetimeMillis = 7 * 86_400_000;

const registeredMessage = onboardingMessages['notification.messages.registrationEmailSuccess'];

/**
 * An account made or completed: signed in at once, or waiting for its address to be confirmed. An
 * invited account whose new address another account holds keeps the invited one; the visitor is told
 * of the address they gave, as for any registration, and its holder is mailed instead.
 */
async function finishAccount(
  uow: UnitOfWork,
  account: Account,
  heldBy: UserRow | null,
  request: RequestInfo,
): Promise<RegistrationOutcome> {
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
    const result = { email: user.email, signed_in: true, registration_token: null, message: onboardingMessages['onboarding.welcome'] };
    return { result, session };
  }
  const email = heldBy ? heldBy.email : user.email;
  if (heldBy) await notifyEmailHolder(uow, user.practiceId ?? '', heldBy, request.origin);
  else await sendConfirmation(uow, user, request.origin);
  const registrationToken = await issueToken(uow.tx, {
    userId: user.id,
    kind: 'registration',
    lifetimeMillis: registrationTokenLifetimeMillis,
    ...(heldBy ? { data: { email } } : {}),
  });
  return { result: { email, signed_in: false, registration_token: registrationToken, message: registeredMessage }, session: null };
}

/**
 * The address already has an account: nothing is made, the holder is mailed, and the visitor gets
 * the very answer a new account gets, with a token that keeps the answers for a correction.
 */
async function answerHeldAddress(
  uow: UnitOfWork,
  practiceId: string,
  holder: UserRow,
  registration: { body: StoredRegistration; passwordHash: string },
  request: RequestInfo,
): Promise<RegistrationOutcome> {
  await notifyEmailHolder(uow, practiceId, holder, request.origin);
  const registrationToken = await issuePendingRegistrationToken(
    uow.tx,
    holder,
    { practiceId, ...registration },
    registrationTokenLifetimeMillis,
  );
  const result = {
    email: registration.body.user.email,
    signed_in: false,
    registration_token: registrationToken,
    message: registeredMessage,
  };
  return { result, session: null };
}

/**
 * Registers through the wizard in one transaction: the account (new, or the invited one completed),
 * its client details, the Online Advice Request and the audit events. An address another account
 * holds gets the same answer and makes nothing, so registering never tells which addresses have
 * accounts. The captcha solution is spent first and whatever the outcome, so each one buys a single
 * attempt, and a replayed one is refused whether or not the address is held.
 */
export async function registerClient(runtime: Runtime, body: RegistrationBody, request: RequestInfo): Promise<RegistrationOutcome> {
  const practice = await loadOnboardingPractice(runtime.db, request.practiceId);
  const captcha = await verifyCaptcha(runtime.db, runtime.config, body.metadata.captcha, practice.id);
  if (!captcha) throw captchaFailed();
  // Hashed on both paths: the hash is most of a registration's time.
  const passwordHash = await hashPassword(body.user.password);
  try {
    return await inTransaction(runtime, async (uow) => {
      if (!(await redeemCaptcha(uow.tx, captcha))) throw captchaFailed();
      const offered = await listOfferedAdvisers(uow.tx, practice);
      const disclosure = await findOnboardingDisclosure(uow.tx, practice);
      checkPracticeRules(body, practice, offered, disclosure !== null);
      const registration = { body: withoutSecrets(body), passwordHash };
      const opened = await openAccount(uow.tx, practice, registration, request);
      if (opened.account) return finishAccount(uow, opened.account, opened.heldBy, request);
      return answerHeldAddress(uow, practice.id, opened.heldBy, registration, request);
    });
  } catch (error) {
    await redeemCaptcha(runtime.db, captcha).catch(() => {});
    throw error;
  }
}
