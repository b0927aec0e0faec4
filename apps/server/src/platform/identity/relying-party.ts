import * as oidc from 'openid-client';
import { contentEncryption, type RelyingPartyKeys, signingAlg } from './identity-keys.ts';

/**
 * The product as an OpenID Connect relying party of one authority (openid-client): the authorisation code flow
 * with PKCE, state and nonce; client authentication by signed assertions (private_key_jwt), or a client secret
 * where the authority registered one; ID tokens (and data) that are signed and, when `isEncrypted`, encrypted to
 * the product's key, all checked (issuer, audience, expiry, nonce) before a claim is read.
 */

/** One authorisation request's secrets, kept from the redirect to the callback. */
export type AuthorisationRequest = { state: string; nonce: string; codeVerifier: string; redirectUri: string };

export type RelyingPartyOptions = {
  issuer: string;
  clientId: string;
  scope: string;
  keys: RelyingPartyKeys;
  clientSecret?: string | undefined;
  /** ID tokens and data arrive encrypted (Singpass): the encryption key must be among `keys`. */
  isEncrypted: boolean;
  /** The data (userinfo) arrives as a signed JWT rather than JSON (Singpass's Myinfo). */
  isSignedUserinfo: boolean;
  /** How the authority is reached: the sandbox is called in-process; a real authority over the network. */
  fetch?: oidc.CustomFetch | undefined;
};

/** Why a return from the authority brought nothing: the person stopped there, or the authority (or its answer) failed. */
export class AuthorityError extends Error {
  readonly reason: 'stopped' | 'unavailable';

  constructor(reason: 'stopped' | 'unavailable', options?: ErrorOptions) {
    super(reason === 'stopped' ? 'the sign-in was stopped at the authority' : 'the authority failed or its answer was refused', options);
    this.name = 'AuthorityError';
    this.reason = reason;
  }
}

/** Plain HTTP is only for an authority on this machine (the sandbox, a local stand-in). */
function isLocalHttp(issuer: URL, isInProcess: boolean): boolean {
  return issuer.protocol === 'http:' && (isInProcess || ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname));
}

function clientAuthOf(options: RelyingPartyOptions): oidc.ClientAuth {
  if (options.clientSecret) return oidc.ClientSecretBasic(options.clientSecret);
  const signing = options.keys.signing;
  if (!signing) throw new Error('an authority without a client secret needs a signing key (private_key_jwt)');
  return oidc.PrivateKeyJwt({ key: signing.key, kid: signing.kid });
}

/** How long a discovered configuration is trusted before the authority's document is read again. */
const discoveryMillis = 60 * 60_000;

export class RelyingParty {
  readonly #options: RelyingPartyOptions;
  #configuration: { value: Promise<oidc.Configuration>; at: number } | undefined;

  constructor(options: RelyingPartyOptions) {
    this.#options = options;
  }

  /** The authority's configuration, discovered once an hour; a failed discovery is tried again next time. */
  #configurationOf(): Promise<oidc.Configuration> {
    const cached = this.#configuration;
    if (cached && Date.now() - cached.at < discoveryMillis) return cached.value;
    const value = this.#discover();
    this.#configuration = { value, at: Date.now() };
    value.catch(() => {
      if (this.#configuration?.value === value) this.#configuration = undefined;
    });
    return value;
  }

  async #discover(): Promise<oidc.Configuration> {
    const options = this.#options;
    const issuer = new URL(options.issuer);
    const metadata: Partial<oidc.ClientMetadata> = {
      id_token_signed_response_alg: signingAlg,
      ...(options.isSignedUserinfo ? { userinfo_signed_response_alg: signingAlg } : {}),
    };
    const configuration = await oidc.discovery(issuer, options.clientId, metadata, clientAuthOf(options), {
      ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
      ...(isLocalHttp(issuer, options.fetch !== undefined) ? { execute: [oidc.allowInsecureRequests] } : {}),
      timeout: 10,
    });
    if (options.isEncrypted) {
      const encryption = options.keys.encryption;
      if (!encryption) throw new Error('an authority with encrypted ID tokens needs an encryption key');
      oidc.enableDecryptingResponses(configuration, [contentEncryption, 'A256GCM'], {
        key: encryption.key,
        kid: encryption.kid,
        alg: encryption.alg,
      });
    }
    return configuration;
  }

  /** A new request's secrets: state, PKCE verifier, and the nonce the caller derives or draws. */
  static newSecrets(): { state: string; codeVerifier: string } {
    return { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier() };
  }

  /** The authority's sign-in address for this request: the browser is sent there. */
  async authorizationUrl(request: AuthorisationRequest): Promise<string> {
    const configuration = await this.#configurationOf().catch((cause: unknown) => {
      throw new AuthorityError('unavailable', { cause });
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: request.redirectUri,
      scope: this.#options.scope,
      response_type: 'code',
      state: request.state,
      nonce: request.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /**
   * The claims the authority returns for the address it sent the browser back to: the state checked against
   * the request's, the code exchanged with the PKCE verifier and a signed assertion, the ID token checked (its
   * signature, issuer, audience, expiry and nonce) and decrypted, then the data fetched for its subject.
   */
  async claimsOf(callbackUrl: URL, request: AuthorisationRequest): Promise<Record<string, unknown>> {
    try {
      const configuration = await this.#configurationOf();
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      // An authority that encrypts its ID tokens never sends one in the clear: a plain one is not its own.
      if (this.#options.isEncrypted && !oidc.getDecryptedResponses(tokens)?.id_token) throw new Error('the ID token was not encrypted');
      const data = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      return { ...data, sub: idToken.sub };
    } catch (cause) {
      if (cause instanceof oidc.AuthorizationResponseError && cause.error === 'access_denied')
        throw new AuthorityError('stopped', { cause });
      throw new AuthorityError('unavailable', { cause });
    }
  }
}
