import path from 'node:path';
import type { VerificationAuthority } from '@advice/domain';

/**
 * A real authority the product is registered with (Singpass or iAM Smart): everything about it is
 * configuration. An authority without an issuer and a client id is served by the sandbox provider instead.
 */
export type AuthoritySettings = {
  /** The authority's issuer: its discovery document (`/.well-known/openid-configuration`) is read from it. */
  issuer: string;
  /** The client id the authority gave the product. */
  clientId: string;
  /**
   * A private JWKS file of the product's keys for this authority: a signing key (`use: sig`, ES256) for its
   * client assertions (private_key_jwt) and, for encrypted ID tokens, an encryption key (`use: enc`, ECDH-ES+A256KW).
   */
  keysPath: string | undefined;
  /** A client secret, for an authority that registered the product with client_secret_basic instead of signed assertions. */
  clientSecret: string | undefined;
  /** The scopes asked for (space-separated); each authority has a default. */
  scope: string;
  /** The redirect URI registered with the authority, when it is one address for every practice host. */
  redirectUri: string | undefined;
};

export type IdentitySettings = Record<VerificationAuthority, AuthoritySettings | undefined>;

/** What each authority is asked for by default: Singpass (Myinfo v5) by its person data scopes, iAM Smart its profile. */
export const defaultScopes = {
  singpass:
    'openid uinfin name aliasname hanyupinyinname hanyupinyinaliasname marriedname sex dob nationality birthcountry passtype passstatus passexpirydate regadd',
  iamSmart: 'openid eidapi_profile',
} as const satisfies Record<VerificationAuthority, string>;

/** The variables' prefix of each authority: SINGPASS_ISSUER, IAMSMART_CLIENT_ID, ... */
const prefixes = { singpass: 'SINGPASS', iamSmart: 'IAMSMART' } as const satisfies Record<VerificationAuthority, string>;

function authoritySettings(env: NodeJS.ProcessEnv, authority: VerificationAuthority): AuthoritySettings | undefined {
  const prefix = prefixes[authority];
  const issuer = env[`${prefix}_ISSUER`];
  const clientId = env[`${prefix}_CLIENT_ID`];
  if (!issuer || !clientId) return undefined;
  const keysPath = env[`${prefix}_JWKS_PATH`];
  return {
    issuer: issuer.replace(/\/+$/u, ''),
    clientId,
    keysPath: keysPath ? path.resolve(keysPath) : undefined,
    clientSecret: env[`${prefix}_CLIENT_SECRET`] || undefined,
    scope: env[`${prefix}_SCOPE`] || defaultScopes[authority],
    redirectUri: env[`${prefix}_REDIRECT_URI`] || undefined,
  };
}

/** Reads the authorities' settings from SINGPASS_* and IAMSMART_* (see the README); unset ones use the sandbox. */
export function identitySettings(env: NodeJS.ProcessEnv): IdentitySettings {
  return { singpass: authoritySettings(env, 'singpass'), iamSmart: authoritySettings(env, 'iamSmart') };
}
