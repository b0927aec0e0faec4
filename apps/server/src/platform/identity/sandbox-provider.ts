import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiPrefix, type VerificationAuthority } from '@advice/domain';
import type Provider from 'oidc-provider';
import type { ClientMetadata } from 'oidc-provider';
import type { CustomFetch } from 'openid-client';
import { contentEncryption, encryptionAlg, publicJwkOf, type SandboxKeyFile, signingAlg } from './identity-keys.ts';
import { renderSandboxError, renderSignInPage } from './sandbox-page.ts';
import { findSandboxPerson, sandboxPersons, sandboxScopeClaims } from './sandbox-persons.ts';
import { createSandboxStore } from './sandbox-store.ts';

/*
 * The sandbox OpenID Connect provider of each authority, which the product runs itself (oidc-provider) while no
 * real authority is configured. It is mounted in the app under /api/v1/identity-sandbox/<authority>/ (the browser
 * signs in there), one provider per practice host, since a provider's issuer is its address. It speaks what the
 * authority does: the authorisation code flow with PKCE required, client authentication by signed assertions
 * (private_key_jwt) only, and, for Singpass, ID tokens and data that are signed and then encrypted to the product.
 */

export const sandboxClientId = 'advice-portal';
export const verificationCallbackPath = `${apiPrefix}/identity-verifications/callback`;

export function sandboxMountOf(authority: VerificationAuthority): string {
  return `${apiPrefix}/identity-sandbox/${authority}`;
}

export function sandboxIssuerOf(origin: string, authority: VerificationAuthority): string {
  return `${origin}${sandboxMountOf(authority)}`;
}

/** Seconds each artifact lives: a code is exchanged at once; a sign-in takes minutes. */
const ttl = { AuthorizationCode: 120, AccessToken: 600, IdToken: 600, Interaction: 900, Session: 1800, Grant: 1800 };

/** The most providers kept at once (one per practice host and authority). */
const providerLimit = 200;

export type SandboxLog = { warn: (facts: Record<string, unknown>, message: string) => void };

const expiredText = 'This sign-in has expired, or was started in another browser. Go back to the portal and start the verification again.';

type Mounted = { provider: Provider; handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> };

export class SandboxProviders {
  readonly #keys: () => Promise<SandboxKeyFile>;
  readonly #trustProxy: boolean;
  readonly #log: SandboxLog;
  readonly #providers = new Map<string, Promise<Mounted>>();

  constructor(options: { keys: () => Promise<SandboxKeyFile>; trustProxy: boolean; log: SandboxLog }) {
    this.#keys = options.keys;
    this.#trustProxy = options.trustProxy;
    this.#log = options.log;
  }

  /** The product's public keys towards the sandbox (the sandbox's client registration holds them too). */
  async relyingPartyKeys(): Promise<SandboxKeyFile['relyingParty']> {
    return (await this.#keys()).relyingParty;
  }

  #mounted(authority: VerificationAuthority, origin: string): Promise<Mounted> {
    const issuer = sandboxIssuerOf(origin, authority);
    let mounted = this.#providers.get(issuer);
    if (!mounted) {
      mounted = this.#create(authority, origin);
      mounted.catch(() => this.#providers.delete(issuer));
      this.#providers.set(issuer, mounted);
      for (const key of this.#providers.keys()) {
        if (this.#providers.size <= providerLimit) break;
        this.#providers.delete(key);
      }
    }
    return mounted;
  }

  async #create(authority: VerificationAuthority, origin: string): Promise<Mounted> {
    const keys = await this.#keys();
    // Loaded on first use only: the provider warns on import about runtimes it was not released for.
    const { default: OidcProvider } = await import('oidc-provider');
    const isSingpass = authority === 'singpass';
    const scopeClaims = sandboxScopeClaims[authority];
    const encrypted = isSingpass
      ? {
          id_token_encrypted_response_alg: encryptionAlg,
          id_token_encrypted_response_enc: contentEncryption,
          userinfo_signed_response_alg: signingAlg,
          userinfo_encrypted_response_alg: encryptionAlg,
          userinfo_encrypted_response_enc: contentEncryption,
        }
      : {};
    const client: ClientMetadata = {
      client_id: sandboxClientId,
      client_name: 'Advice Portal',
      redirect_uris: [`${origin}${verificationCallbackPath}`],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'private_key_jwt',
      token_endpoint_auth_signing_alg: signingAlg,
      jwks: { keys: [publicJwkOf(keys.relyingParty.signing), publicJwkOf(keys.relyingParty.encryption)] },
      id_token_signed_response_alg: signingAlg,
      ...encrypted,
    };
    const mount = sandboxMountOf(authority);
    const provider = new OidcProvider(sandboxIssuerOf(origin, authority), {
      adapter: createSandboxStore(),
      clients: [client],
      jwks: { keys: [keys.provider] },
      cookies: { keys: [keys.cookieSecret] },
      scopes: ['openid', ...Object.keys(scopeClaims)],
      claims: { openid: ['sub'], ...scopeClaims },
      responseTypes: ['code'],
      clientAuthMethods: ['private_key_jwt'],
      pkce: { required: () => true },
      features: {
        devInteractions: { enabled: false },
        encryption: { enabled: isSingpass },
        jwtUserinfo: { enabled: isSingpass },
        rpInitiatedLogout: { enabled: false },
      },
      enabledJWA: {
        clientAuthSigningAlgValues: [signingAlg],
        idTokenSigningAlgValues: [signingAlg],
        userinfoSigningAlgValues: [signingAlg],
        idTokenEncryptionAlgValues: [encryptionAlg],
        idTokenEncryptionEncValues: [contentEncryption],
        userinfoEncryptionAlgValues: [encryptionAlg],
        userinfoEncryptionEncValues: [contentEncryption],
      },
      ttl,
      interactions: { url: (_ctx, interaction) => `${mount}/interaction/${interaction.uid}` },
      findAccount: async (_ctx, sub) => {
        const person = findSandboxPerson(authority, sub);
        return person ? { accountId: sub, claims: async () => ({ ...person.claims, sub }) } : undefined;
      },
      renderError: async (ctx) => {
        ctx.type = 'html';
        ctx.body = renderSandboxError(authority, 'The sign-in could not go on. Go back to the portal and start the verification again.');
      },
    });
    provider.proxy = this.#trustProxy;
    // What went wrong, by name only: an error's message may quote what a caller sent.
    for (const event of ['server_error', 'grant.error', 'authorization.error', 'userinfo.error']) {
      provider.on(event, (_ctx: unknown, error: unknown) =>
        this.#log.warn({ event, error: (error as Error | undefined)?.name ?? 'unknown' }, 'identity sandbox refused a request'),
      );
    }
    const callback = provider.callback();
    return {
      provider,
      handle: async (req, res) => {
        const url = req.url ?? '';
        // Only the mount as written: an address spelt otherwise (escaped) names no endpoint of the provider.
        if (!url.startsWith(`${mount}/`)) return sendHtml(res, 404, renderSandboxError(authority, 'There is no such page.'));
        const rest = url.slice(mount.length);
        const step = /^\/interaction\/([\w-]+)(\/confirm|\/abort)?(?:\?|$)/u.exec(rest);
        // Every verification asks who signs in, as the authorities do: no request rides on an earlier sign-in.
        withoutSession(req);
        if (step?.[1]) return this.#interaction({ authority, provider, req, res, uid: step[1], step: step[2] ?? '' });
        (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
        req.url = rest;
        await callback(req, res);
      },
    };
  }

  /**
   * Answers one request under the authority's mount: the provider's own endpoints, or the sign-in page and its
   * two answers (share a person's details, or stop). `req.url` must start with the authority's mount.
   */
  async handle(authority: VerificationAuthority, origin: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const mounted = await this.#mounted(authority, origin);
    await mounted.handle(req, res);
  }

  async #interaction(options: {
    authority: VerificationAuthority;
    provider: Provider;
    req: IncomingMessage;
    res: ServerResponse;
    uid: string;
    step: string;
  }): Promise<void> {
    const { authority, provider, req, res, uid, step } = options;
    const interactionPath = `${sandboxMountOf(authority)}/interaction/${uid}`;
    const details = await provider.interactionDetails(req, res).catch(() => null);
    if (!details || details.uid !== uid) return sendHtml(res, 400, renderSandboxError(authority, expiredText));
    if (step === '/abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The sign-in was stopped at the sandbox.' },
        { mergeWithLastSubmission: false },
      );
    }
    const persons = sandboxPersons[authority];
    if (step === '') return sendHtml(res, 200, renderSignInPage({ authority, interactionPath, persons }));
    const chosen = new URL(req.url ?? '', 'http://sandbox.invalid').searchParams.get('person') ?? '';
    const person = findSandboxPerson(authority, chosen);
    if (!person)
      return sendHtml(res, 400, renderSignInPage({ authority, interactionPath, persons, error: 'Pick one of the test persons.' }));
    const grant = new provider.Grant({ accountId: person.sub, clientId: String(details.params.client_id ?? '') });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }
}

/** The request without the provider's session cookies (`_session`, `_session.sig`, `_session.legacy...`). */
function withoutSession(req: IncomingMessage): void {
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie !== '' && !/^_session(?:\.[\w.]+)?=/u.test(cookie));
  req.headers.cookie = cookies.join('; ');
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

/** A request the app answers in this process, as `app.inject` takes and answers it. */
export type InProcessRequest = { method: string; url: string; headers: Record<string, string>; payload?: string };
export type InProcessResponse = { statusCode: number; headers: Record<string, unknown>; body: string };
export type Dispatch = (request: InProcessRequest) => Promise<InProcessResponse>;

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return Buffer.from(body as ArrayBuffer).toString('utf8');
  throw new Error('the sandbox is sent text or form bodies only');
}

/**
 * The product's calls to its own sandbox (discovery, keys, token, data), answered by the app in this process
 * rather than over the network: the address is the practice's own, which the server may not reach from inside.
 */
export function inProcessFetch(dispatch: Dispatch): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const payload = bodyText(options.body);
    const response = await dispatch({
      method: options.method,
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: target.host,
        'x-forwarded-proto': target.protocol.replace(':', ''),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      for (const one of [value].flat()) headers.append(name, String(one));
    }
    const isEmpty = [204, 205, 304].includes(response.statusCode);
    return new Response(isEmpty ? null : response.body, { status: response.statusCode, headers });
  };
}
