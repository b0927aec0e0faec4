import { randomInt, randomUUID } from 'node:crypto';
import { AppError, clientMessages, messages, type UserTokenKind } from '@advice/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { userTokens } from '../../db/schema/index.ts';
import { hashToken, randomToken } from './sessions.ts';

/** `registration`: held by the browser that registered, to resend or correct its confirmation e-mail. */
export type TokenKind = Exclude<UserTokenKind, 'registration_pending'>;
export type TokenRow = typeof userTokens.$inferSelect;

type TokenRequest = { userId: string; kind: TokenKind; lifetimeMillis: number; data?: Record<string, unknown> };

/**
 * Issues a single-use link token; only its hash is stored. Earlier unused tokens of the kind stop
 * working and, when opened, say a newer link was sent.
 */
export async function issueToken(tx: Tx, input: TokenRequest): Promise<string> {
  const [token] = await issueTokens(tx, [input]);
  if (token === undefined) throw new Error('no token issued');
  return token;
}

/** Issues many tokens in two statements (bulk creation); the tokens come back in the order asked. */
export async function issueTokens(tx: Tx, inputs: TokenRequest[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  const tokens = inputs.map((input) => (input.kind === 'email_otp' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : randomToken()));
  for (const kind of new Set(inputs.map((input) => input.kind))) {
    const userIds = inputs.filter((input) => input.kind === kind).map((input) => input.userId);
    await tx
      .update(userTokens)
      .set({ usedAt: new Date(), data: sql`${userTokens.data} || '{"superseded": true}'::jsonb` })
      .where(and(inArray(userTokens.userId, userIds), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  }
  const now = Date.now();
  await insertRows(
    tx,
    userTokens,
    inputs.map((input, index) => ({
      id: randomUUID(),
      userId: input.userId,
      kind: input.kind,
      tokenHash: hashToken(tokens[index] ?? ''),
      data: input.data ?? {},
      expiresAt: new Date(now + input.lifetimeMillis),
    })),
  );
  return tokens;
}

/** Finds a link token and says why it cannot be used: unknown, used or expired. */
export async function findUsableToken(tx: Tx, kind: TokenKind, token: string, texts: { expired: string; used: string }): Promise<TokenRow> {
  const [row] = await tx
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.kind, kind), eq(userTokens.tokenHash, hashToken(token))));
  if (!row) throw new AppError('token.invalid', { detail: messages['token.invalid'] });
  if (row.data.cancelled === true) throw new AppError('token.expired', { detail: clientMessages['clients.invitationCancelled'] });
  if (row.data.superseded === true) throw new AppError('token.expired', { detail: messages['token.superseded'] });
  if (row.usedAt) throw new AppError('token.used', { detail: texts.used });
  if (row.expiresAt <= new Date()) throw new AppError('token.expired', { detail: texts.expired });
  return row;
}

export async function markTokenUsed(tx: Tx, id: string): Promise<void> {
  await tx.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.id, id));
}

/** The newest live one-time passcode for a user. */
export async function findLatestOtp(tx: Tx, userId: string): Promise<TokenRow | null> {
  const [row] = await tx
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, 'email_otp'), isNull(userTokens.usedAt)))
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return row && row.expiresAt > new Date() ? row : null;
}

export async function countOtpAttempt(tx: Tx, id: string, attempts: number): Promise<void> {
  await tx.update(userTokens).set({ attempts }).where(eq(userTokens.id, id));
}
