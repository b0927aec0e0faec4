import { type Actor, AppError, type DocusignMessageKey, docusignMessages, type OAuthAccount, type OAuthConnectBody } from '@advice/domain';
import { inTransaction } from '../../db/unit-of-work.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import { createDocusignEngine } from '../../platform/signing/docusign/docusign-engine.ts';
import {
  type DocusignSettings,
  docusignAuthorizationUrl,
  exchangeDocusignCode,
  readDocusignUserInfo,
  refreshDocusignTokens,
} from '../../platform/signing/docusign/docusign-oauth.ts';
import { type SigningEngineApi, SigningEngineError } from '../../platform/signing/signing-engine.ts';
import type { Runtime } from '../../runtime.ts';
import {
  deleteOwnOAuthAccount,
  listOAuthAccountsOf,
  lockOAuthAccount,
  type OAuthAccountRow,
  saveLoginTokens,
  saveOAuthAccounts,
} from './oauth-accounts.queries.ts';
import { checkOAuthState, mintOAuthState } from './oauth-accounts.state.ts';

/** The session that starts and finishes a connection: its secret id binds the state to it. */
export type ConnectingSession = { id: string; userId: string };

/** A token this close to its expiry is refreshed before use, so it cannot lapse mid-call. */
const refreshMarginMillis = 60_000;

const docusignError = (key: DocusignMessageKey) => new AppError('rule.violated', { detail: docusignMessages[key] });
const accountNotFound = () => new AppError('resource.not_found', { detail: docusignMessages['docusign.accountNotFound'] });

/** DocuSign's settings, or 422 when the portal has no integration key. */
function docusignSettingsOf(runtime: Runtime): DocusignSettings & { clientId: string } {
  const settings = runtime.config.docusign;
  if (!settings.clientId) throw docusignError('docusign.notConfigured');
  return { ...settings, clientId: settings.clientId };
}

/** What a failed call to DocuSign tells the person: connect again when it no longer accepts the login, else try later. */
export function docusignFailure(error: unknown, whenRefused: DocusignMessageKey = 'docusign.reconnect'): unknown {
  if (!(error instanceof SigningEngineError)) return error;
  return docusignError(error.isUnauthorised ? whenRefused : 'docusign.unavailable');
}

/** DocuSign sends the adviser back to account settings, on the practice's own host, with `?code=…&state=…`. */
const redirectUriOf = (origin: string) => `${origin}/account-settings`;

export function presentOAuthAccount(row: OAuthAccountRow): OAuthAccount {
  return { id: row.id, provider: row.provider, account_name: row.accountName, email: row.email, connected_at: row.createdAt.toISOString() };
}

/** The DocuSign sign-in page to send the adviser to, with a state and PKCE challenge bound to this session. */
export function startOAuthConnection(runtime: Runtime, actor: Actor, session: ConnectingSession, origin: string): { url: string } {
  practiceActorOf(actor);
  const settings = docusignSettingsOf(runtime);
  const { state, codeVerifier } = mintOAuthState(session);
  return { url: docusignAuthorizationUrl(settings, { redirectUri: redirectUriOf(origin), state, codeVerifier }) };
}

/**
 * Finishes connecting: the state must be one this session minted, not expired; the code is exchanged (with
 * the PKCE verifier) for tokens, and every eSignature account of the DocuSign login is kept for the adviser.
 */
export async function connectOAuthAccounts(
  runtime: Runtime,
  actor: Actor,
  session: ConnectingSession,
  body: OAuthConnectBody,
): Promise<{ message: string; accounts: OAuthAccount[] }> {
  const member = practiceActorOf(actor);
  const settings = docusignSettingsOf(runtime);
  const checked = checkOAuthState(session, body.state);
  if (!checked) throw new AppError('rule.violated', { detail: docusignMessages['docusign.connectionNotConfirmed'], pointer: '/state' });
  let tokens: Awaited<ReturnType<typeof exchangeDocusignCode>>;
  let info: Awaited<ReturnType<typeof readDocusignUserInfo>>;
  try {
    tokens = await exchangeDocusignCode(settings, { code: body.code, codeVerifier: checked.codeVerifier });
    info = await readDocusignUserInfo(settings, tokens.accessToken);
  } catch (error) {
    throw docusignFailure(error, 'docusign.connectionRefused');
  }
  if (info.accounts.length === 0) throw docusignError('docusign.noAccounts');
  const owner = { practiceId: member.practiceId, userId: member.userId };
  await inTransaction(runtime, ({ tx }) =>
    saveOAuthAccounts(
      tx,
      { ...owner, provider: 'docusign' },
      info.accounts.map((account) => ({
        externalAccountId: account.accountId,
        accountName: account.accountName.slice(0, 200),
        email: info.email,
        baseUri: account.baseUri,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresAt: tokens.expiresAt,
      })),
    ),
  );
  const rows = await listOAuthAccountsOf(runtime.db, owner);
  return { message: docusignMessages['docusign.connected'], accounts: rows.map(presentOAuthAccount) };
}

/** The user's own connected accounts; anyone else's list is a 404, as though there were no such user. */
export async function listOAuthAccounts(runtime: Runtime, actor: Actor, userId: string): Promise<OAuthAccount[]> {
  const member = practiceActorOf(actor, 'user');
  if (userId !== member.userId) throw new AppError('resource.not_found');
  const rows = await listOAuthAccountsOf(runtime.db, { practiceId: member.practiceId, userId });
  return rows.map(presentOAuthAccount);
}

/**
 * Forgets one of the user's accounts and its tokens. Nothing is revoked at DocuSign (it offers no revocation
 * call for these tokens); envelopes already sent through it stay, their status no longer refreshed.
 */
export async function disconnectOAuthAccount(runtime: Runtime, actor: Actor, id: string): Promise<void> {
  const member = practiceActorOf(actor);
  const deleted = await deleteOwnOAuthAccount(runtime.db, { practiceId: member.practiceId, userId: member.userId, id });
  if (!deleted) throw accountNotFound();
}

/**
 * A valid access token for the account: its own while it lives, else new ones from the refresh token, saved for
 * every account of the same login under a lock, so two requests never both spend the refresh token.
 */
export async function accessTokenOf(runtime: Runtime, account: Pick<OAuthAccountRow, 'id' | 'practiceId'>): Promise<string> {
  return inTransaction(runtime, async ({ tx }) => {
    const row = await lockOAuthAccount(tx, account);
    if (!row) throw accountNotFound();
    if (row.expiresAt.getTime() - refreshMarginMillis > Date.now()) return row.accessToken;
    if (!row.refreshToken) throw docusignError('docusign.reconnect');
    let tokens: Awaited<ReturnType<typeof refreshDocusignTokens>>;
    try {
      tokens = await refreshDocusignTokens(runtime.config.docusign, row.refreshToken);
    } catch (error) {
      throw docusignFailure(error);
    }
    await saveLoginTokens(tx, row, tokens);
    return tokens.accessToken;
  });
}

/** The DocuSign engine on one connected account. */
export function docusignEngineFor(runtime: Runtime, account: OAuthAccountRow): SigningEngineApi {
  return createDocusignEngine({
    baseUri: account.baseUri,
    accountId: account.externalAccountId,
    accessToken: () => accessTokenOf(runtime, account),
  });
}
