import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { oauthAccounts } from '../../db/schema/index.ts';

export type OAuthAccountRow = typeof oauthAccounts.$inferSelect;

type Owner = { practiceId: string; userId: string };

/** A user's connected accounts, oldest first. */
export async function listOAuthAccountsOf(db: Db | Tx, { practiceId, userId }: Owner): Promise<OAuthAccountRow[]> {
  return db
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.practiceId, practiceId), eq(oauthAccounts.userId, userId)))
    .orderBy(asc(oauthAccounts.createdAt), asc(oauthAccounts.accountName));
}

/** One of the user's own accounts; another user's is not found. */
export async function findOwnOAuthAccount(
  db: Db | Tx,
  { practiceId, userId, id }: Owner & { id: string },
): Promise<OAuthAccountRow | null> {
  const [row] = await db
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.id, id), eq(oauthAccounts.practiceId, practiceId), eq(oauthAccounts.userId, userId)));
  return row ?? null;
}

/** An account of the practice by id, locked until the transaction ends (its tokens are about to change). */
export async function lockOAuthAccount(tx: Tx, { practiceId, id }: { practiceId: string; id: string }): Promise<OAuthAccountRow | null> {
  const [row] = await tx
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.id, id), eq(oauthAccounts.practiceId, practiceId)))
    .for('update');
  return row ?? null;
}

export type ConnectedAccount = Pick<
  OAuthAccountRow,
  'externalAccountId' | 'accountName' | 'email' | 'baseUri' | 'accessToken' | 'refreshToken' | 'expiresAt'
>;

/** Keeps each account of a provider login for the user: a new one is added, one connected before gets the new tokens. */
export async function saveOAuthAccounts(
  tx: Tx,
  owner: Owner & { provider: 'docusign' },
  accounts: readonly ConnectedAccount[],
): Promise<void> {
  if (accounts.length === 0) return;
  await tx
    .insert(oauthAccounts)
    .values(accounts.map((account) => ({ id: randomUUID(), ...owner, ...account })))
    .onConflictDoUpdate({
      target: [oauthAccounts.userId, oauthAccounts.provider, oauthAccounts.externalAccountId],
      set: {
        accountName: sql`excluded.account_name`,
        email: sql`excluded.email`,
        baseUri: sql`excluded.base_uri`,
        accessToken: sql`excluded.access_token`,
        refreshToken: sql`excluded.refresh_token`,
        expiresAt: sql`excluded.expires_at`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * New tokens of one provider login: every account of the user connected through that login (they share its
 * tokens, known by the refresh token they hold) gets them.
 */
export async function saveLoginTokens(
  tx: Tx,
  account: Pick<OAuthAccountRow, 'practiceId' | 'userId' | 'provider' | 'refreshToken' | 'id'>,
  tokens: Pick<OAuthAccountRow, 'accessToken' | 'refreshToken' | 'expiresAt'>,
): Promise<void> {
  const sameLogin = account.refreshToken
    ? and(
        eq(oauthAccounts.practiceId, account.practiceId),
        eq(oauthAccounts.userId, account.userId),
        eq(oauthAccounts.provider, account.provider),
        eq(oauthAccounts.refreshToken, account.refreshToken),
      )
    : eq(oauthAccounts.id, account.id);
  await tx
    .update(oauthAccounts)
    .set({ ...tokens, refreshToken: tokens.refreshToken ?? account.refreshToken, updatedAt: new Date() })
    .where(sameLogin);
}

/** Forgets one of the user's accounts; answers whether there was one. */
export async function deleteOwnOAuthAccount(db: Db | Tx, { practiceId, userId, id }: Owner & { id: string }): Promise<boolean> {
  const deleted = await db
    .delete(oauthAccounts)
    .where(and(eq(oauthAccounts.id, id), eq(oauthAccounts.practiceId, practiceId), eq(oauthAccounts.userId, userId)))
    .returning({ id: oauthAccounts.id });
  return deleted.length > 0;
}
