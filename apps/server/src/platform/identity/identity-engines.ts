import { type VerificationAuthority, type VerificationDetails, verificationDetailsSchema } from '@advice/domain';
import type { JWK } from 'jose';
import { detailsOf } from './authority-claims.ts';
import { loadSandboxKeys, type RelyingPartyKeys, readRelyingPartyKeys, relyingPartyKeysOf, type SandboxKeyFile } from './identity-keys.ts';
import type { AuthoritySettings, IdentitySettings } from './identity-settings.ts';
import { defaultScopes } from './identity-settings.ts';
import { type AuthorisationRequest, RelyingParty } from './relying-party.ts';
import {
  type Dispatch,
  inProcessFetch,
  type SandboxLog,
  SandboxProviders,
  sandboxClientId,
  sandboxIssuerOf,
  verificationCallbackPath,
} from './sandbox-provider.ts';

export type { AuthorisationRequest } from './relying-party.ts';
export { AuthorityError } from './relying-party.ts';

/**
 * Identity verification towards one authority, whichever engine serves it: the real authority (its endpoints,
 * client id and keys from configuration) or the sandbox provider the product runs. The same relying party code
 * runs against both.
 */
export type IdentityEngine = {
  authority: VerificationAuthority;
  isSandbox: boolean;
  /** The redirect URI registered for the practice host `origin` (`https://host`). */
  redirectUriFor: (origin: string) => string;
  /** The authority's sign-in address for one request. */
  authorizationUrl: (origin: string, request: AuthorisationRequest) => Promise<string>;
  /** The person's details for the address the authority sent the browser back to, after every check (or an AuthorityError). */
  detailsFor: (origin: string, callbackUrl: URL, request: AuthorisationRequest) => Promise<VerificationDetails>;
  /** The product's public keys towards the authority, for its jwks endpoint. */
  publicJwks: () => Promise<JWK[]>;
};

const isEncrypted = (authority: VerificationAuthority) => authority === 'singpass';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    if (!value) {
      value = load();
      value.catch(() => {
        value = undefined;
      });
    }
    return value;
  };
}

function checkedDetails(authority: VerificationAuthority, claims: Record<string, unknown>): VerificationDetails {
  return verificationDetailsSchema.parse(detailsOf(authority, claims));
}

function realEngine(authority: VerificationAuthority, settings: AuthoritySettings): IdentityEngine {
  const keys = once(
    async (): Promise<RelyingPartyKeys> =>
      settings.keysPath ? readRelyingPartyKeys(settings.keysPath) : { signing: undefined, encryption: undefined, publicJwks: [] },
  );
  const party = once(
    async () =>
      new RelyingParty({
        issuer: settings.issuer,
        clientId: settings.clientId,
        scope: settings.scope,
        keys: await keys(),
        clientSecret: settings.clientSecret,
        isEncrypted: isEncrypted(authority),
        isSignedUserinfo: isEncrypted(authority),
      }),
  );
  const redirectUriFor = (origin: string) => settings.redirectUri ?? `${origin}${verificationCallbackPath}`;
  return {
    authority,
    isSandbox: false,
    redirectUriFor,
    authorizationUrl: async (_origin, request) => (await party()).authorizationUrl(request),
    detailsFor: async (_origin, callbackUrl, request) => checkedDetails(authority, await (await party()).claimsOf(callbackUrl, request)),
    publicJwks: async () => (await keys()).publicJwks,
  };
}

function sandboxEngine(authority: VerificationAuthority, sandbox: SandboxProviders, dispatch: Dispatch): IdentityEngine {
  const keys = once(async () => {
    const relyingParty = await sandbox.relyingPartyKeys();
    return relyingPartyKeysOf([relyingParty.signing, relyingParty.encryption]);
  });
  const fetch = inProcessFetch(dispatch);
  const parties = new Map<string, Promise<RelyingParty>>();
  const partyFor = (origin: string) => {
    let party = parties.get(origin);
    if (!party) {
      party = keys().then(
        (loaded) =>
          new RelyingParty({
            issuer: sandboxIssuerOf(origin, authority),
            clientId: sandboxClientId,
            scope: defaultScopes[authority],
            keys: loaded,
            isEncrypted: isEncrypted(authority),
            isSignedUserinfo: isEncrypted(authority),
            fetch,
          }),
      );
      party.catch(() => parties.delete(origin));
      parties.set(origin, party);
    }
    return party;
  };
  return {
    authority,
    isSandbox: true,
    redirectUriFor: (origin) => `${origin}${verificationCallbackPath}`,
    authorizationUrl: async (origin, request) => (await partyFor(origin)).authorizationUrl(request),
    detailsFor: async (origin, callbackUrl, request) =>
      checkedDetails(authority, await (await partyFor(origin)).claimsOf(callbackUrl, request)),
    publicJwks: async () => (await keys()).publicJwks,
  };
}

/**
 * The engine of each authority: the real one where it is configured, else the sandbox (which `sandbox`
 * mounts). `dispatch` answers the product's own calls to the sandbox in this process.
 */
export class IdentityEngines {
  readonly sandbox: SandboxProviders;
  readonly #engines: Record<VerificationAuthority, IdentityEngine>;

  constructor(options: { settings: IdentitySettings; dataDir: string; trustProxy: boolean; dispatch: Dispatch; log: SandboxLog }) {
    const sandboxKeys = once((): Promise<SandboxKeyFile> => loadSandboxKeys(options.dataDir));
    this.sandbox = new SandboxProviders({ keys: sandboxKeys, trustProxy: options.trustProxy, log: options.log });
    const engineOf = (authority: VerificationAuthority) => {
      const settings = options.settings[authority];
      return settings ? realEngine(authority, settings) : sandboxEngine(authority, this.sandbox, options.dispatch);
    };
    this.#engines = { singpass: engineOf('singpass'), iamSmart: engineOf('iamSmart') };
  }

  for(authority: VerificationAuthority): IdentityEngine {
    return this.#engines[authority];
  }
}
