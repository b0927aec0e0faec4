import { AppError, messages } from '@advice/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clientProfiles, users, userTokens } from '../../db/schema/index.ts';
import { findUsableToken, type TokenRow } from '../auth/tokens.ts';
import type { UserRow } from '../users/users.queries.ts';

const invitationTexts = { expired: messages['token.confirmationExpired'], used: messages['token.confirmationUsed'] };
const invalid = () => new AppError('token.invalid', { detail: messages['token.invalid'], pointer: '/invitation/uuid' });

export type Invitation = { token: TokenRow; user: UserRow; profile: typeof clientProfiles.$inferSelect };

/**
 * The invited client or prospect an invitation link (a confirmation token) stands for: still
 * invited, with no password yet, of this practice. Expired, used, cancelled and superseded links
 * are refused with the confirmation page's explanations.
 */
export async function findInvitation(tx: Tx, practiceId: string, token: string): Promise<Invitation> {
  const row = await findUsableToken(tx, 'confirmation', token, invitationTexts).catch((error: unknown) => {
    if (error instanceof AppError) throw new AppError(error.code, { detail: error.detail, pointer: '/invitation/uuid' });
    throw error;
  });
  const [found] = await tx
    .select({ user: users, profile: clientProfiles })
    .from(users)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(and(eq(users.id, row.userId), eq(users.practiceId, practiceId)));
  if (found?.user.role !== 'client' || found.user.status !== 'invited' || found.user.passwordHash !== null) throw invalid();
  return { token: row, user: found.user, profile: found.profile };
}

/**
 * Uses the invitation link once: a second, simultaneous registration with the same link waits for
 * this one's row lock and then finds it used.
 */
export async function useInvitationToken(tx: Tx, token: TokenRow): Promise<void> {
  const used = await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.id, token.id), eq(userTokens.tokenHash, token.tokenHash), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  if (used.length === 0) throw new AppError('token.used', { detail: invitationTexts.used, pointer: '/invitation/uuid' });
}
