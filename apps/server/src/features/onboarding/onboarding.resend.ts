import { AppError, messages, onboardingMessages, type ResendConfirmationBody } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import { type RequestInfo, sendConfirmation } from '../auth/auth.service.ts';
import { hashToken } from '../auth/sessions.ts';
import { type UserRow, updateUser } from '../users/users.queries.ts';
import { assertRegistrationEmailFree } from './onboarding.registration.ts';

const unknownRegistration = () =>
  new AppError('token.invalid', { detail: onboardingMessages['onboarding.registrationUnknown'], pointer: '/registration_token' });

/** The account a registration token belongs to, on this practice; locked, so two resends run one after the other. */
async function findRegisteredAccount(tx: Tx, practiceId: string | null, token: string): Promise<UserRow> {
  const [row] = await tx
    .select({ userId: userTokens.userId, usedAt: userTokens.usedAt, expiresAt: userTokens.expiresAt })
    .from(userTokens)
    .where(and(eq(userTokens.kind, 'registration'), eq(userTokens.tokenHash, hashToken(token))));
  if (!row || row.usedAt || row.expiresAt <= new Date() || !practiceId) throw unknownRegistration();
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
  return user;
}

/**
 * ResendEmail: sends the confirmation again, to the same address or, after a correction, to a new
 * one that is free in the practice. Earlier confirmation links then say a newer one was sent.
 */
export async function resendRegistrationConfirmation(
  runtime: Runtime,
  body: ResendConfirmationBody,
  request: RequestInfo,
): Promise<{ message: string; email: string }> {
  return inTransaction(runtime, async (uow) => {
    const before = await findRegisteredAccount(uow.tx, request.practiceId, body.registration_token);
    if (body.email !== before.email) throw unknownRegistration();
    let user = before;
    if (body.new_email !== undefined && body.new_email !== before.email) {
      await assertRegistrationEmailFree(uow.tx, before.practiceId ?? '', body.new_email, '/new_email');
      user = await updateUser(uow.tx, before, { email: body.new_email });
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
    } else if (body.new_email !== undefined) {
      throw new AppError('resource.conflict', { detail: messages['email.pendingReentered'], pointer: '/new_email' });
    }
    await sendConfirmation(uow, user, request.origin);
    return { message: onboardingMessages['notification.messages.resendEmail'], email: user.email };
  });
}
