import { createHash } from 'node:crypto';
import { z } from 'zod';
import { SigningEngineError } from '../signing-engine.ts';

/**
 * DocuSign's OAuth 2 authorisation code grant with PKCE, on its account server (DOCUSIGN_AUTH_URL). The SDK's
 * own helpers always speak https to a host name and know neither PKCE nor the refresh grant, so these calls
 * are made here, in the shapes DocuSign documents: `/oauth/auth`, `/oauth/token`, `/oauth/userinfo`.
 */
export type DocusignSettings = {
  /** The integration key; without one, nobody can connect an account. */
  clientId: string | undefined;
  /** The integration's secret key; without one the key is used as a public client (PKCE alone). */
  clientSecret: string | undefined;
  /** The account server, e.g. `https://account-d.docusign.com` (demo) or `https://account.docusign.com`. */
  authUrl: string;
};

export type DocusignTokens = { accessToken: string; refreshToken: string | null; expiresAt: Date };

export type DocusignAccount = { accountId: string; accountName: string; baseUri: string; isDefault: boolean };

export type DocusignUserInfo = { email: string; name: string; accounts: DocusignAccount[] };

/** `signature` for the eSignature API; `extended` keeps the refresh token alive while it is used. */
const scopes = 'signature extended';
const timeoutMillis = 20_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1).max(8192),
  refresh_token: z.string().min(1).max(8192).optional(),
  expires_in: z.coerce.number().int().positive(),
});

const userInfoAnswer = z.object({
  email: z.string().max(254),
  name: z.string().max(200).default(''),
  accounts: z
    .array(
      z.object({
        account_id: z.string().min(1).max(100),
        account_name: z.string().max(200).default(''),
        base_uri: z.string().min(1).max(500),
        is_default: z.union([z.boolean(), z.string()]).optional(),
      }),
    )
    .default([]),
});

/** The PKCE challenge of a verifier (S256). */
export function pkceChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The DocuSign sign-in page that asks the user to let the portal sign on their behalf. */
export function docusignAuthorizationUrl(
  settings: DocusignSettings & { clientId: string },
  request: { redirectUri: string; state: string; codeVerifier: string },
): string {
  const query = new URLSearchParams({
    response_type: 'code',
    scope: scopes,
    client_id: settings.clientId,
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: pkceChallengeOf(request.codeVerifier),
    code_challenge_method: 'S256',
  });
  return `${settings.authUrl}/oauth/auth?${query.toString()}`;
}

async function callAccountServer(settings: DocusignSettings, path: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${settings.authUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMillis) });
  } catch {
    throw new SigningEngineError('DocuSign account server unreachable', null);
  }
  // The token endpoint answers a spent or revoked code or refresh token with 400 invalid_grant.
  if (!response.ok) throw new SigningEngineError('DocuSign account server refused', response.status, [400, 401].includes(response.status));
  return response.json().catch(() => {
    throw new SigningEngineError('DocuSign account server answered no JSON', response.status);
  });
}

async function requestTokens(settings: DocusignSettings, grant: Record<string, string>): Promise<DocusignTokens> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  const form = new URLSearchParams(grant);
  if (settings.clientSecret) {
    headers.authorization = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;
  } else {
    form.set('client_id', settings.clientId ?? '');
  }
  const answer = tokenAnswer.safeParse(await callAccountServer(settings, '/oauth/token', { method: 'POST', headers, body: form }));
  if (!answer.success) throw new SigningEngineError('DocuSign token answer not understood', 200);
  return {
    accessToken: answer.data.access_token,
    refreshToken: answer.data.refresh_token ?? null,
    expiresAt: new Date(Date.now() + answer.data.expires_in * 1000),
  };
}

/** Exchanges the code DocuSign handed back (with the PKCE verifier it was asked with) for tokens. */
export function exchangeDocusignCode(settings: DocusignSettings, grant: { code: string; codeVerifier: string }): Promise<DocusignTokens> {
  return requestTokens(settings, { grant_type: 'authorization_code', code: grant.code, code_verifier: grant.codeVerifier });
}

/** New tokens for a login whose access token has expired. */
export function refreshDocusignTokens(settings: DocusignSettings, refreshToken: string): Promise<DocusignTokens> {
  return requestTokens(settings, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/**
 * Whether an account's API address may be trusted: https, or plain http only when the account server itself
 * is plain http (a local stand-in of DocuSign).
 */
function isAllowedBaseUri(settings: DocusignSettings, baseUri: string): boolean {
  try {
    const url = new URL(baseUri);
    return url.protocol === 'https:' || (url.protocol === 'http:' && settings.authUrl.startsWith('http://'));
  } catch {
    return false;
  }
}

/** The DocuSign login's e-mail and name, and the eSignature accounts it may use, each with the address of its API. */
export async function readDocusignUserInfo(settings: DocusignSettings, accessToken: string): Promise<DocusignUserInfo> {
  const answer = userInfoAnswer.safeParse(
    await callAccountServer(settings, '/oauth/userinfo', {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    }),
  );
  if (!answer.success) throw new SigningEngineError('DocuSign userinfo answer not understood', 200);
  return {
    email: answer.data.email,
    name: answer.data.name,
    accounts: answer.data.accounts
      .filter((account) => isAllowedBaseUri(settings, account.base_uri))
      .map((account) => ({
        accountId: account.account_id,
        accountName: account.account_name || account.account_id,
        baseUri: account.base_uri.replace(/\/+$/u, ''),
        isDefault: account.is_default === true || account.is_default === 'true',
      })),
  };
}
