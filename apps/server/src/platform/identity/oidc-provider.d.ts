/**
 * oidc-provider 9 ships no types: these are the parts the sandbox uses, as its sources and documentation
 * define them (`lib/provider.js`, `lib/helpers/defaults.js`).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  };

  /** The store of one model (sessions, interactions, codes, tokens, grants, ...). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type Account = {
    accountId: string;
    claims: (use: string, scope: string) => Promise<Record<string, unknown> & { sub: string }>;
  };

  /** The Koa context the provider's hooks are called with; only `oidc` is read here. */
  export type ProviderContext = {
    oidc: {
      client?: { clientId: string };
      result?: { consent?: { grantId?: string } };
      session: { grantIdFor(clientId: string): string | undefined };
      provider: Provider;
    };
    type?: string;
    body?: unknown;
  };

  export type ClientMetadata = Record<string, unknown> & { client_id: string; redirect_uris: string[] };

  export type Configuration = {
    adapter?: (name: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    scopes?: string[];
    responseTypes?: string[];
    clientAuthMethods?: string[];
    pkce?: { required?: (ctx: ProviderContext, client: unknown) => boolean };
    features?: Record<string, { enabled: boolean }>;
    enabledJWA?: Record<string, string[]>;
    ttl?: Record<string, number>;
    interactions?: { url?: (ctx: ProviderContext, interaction: { uid: string }) => Promise<string> | string };
    findAccount?: (ctx: ProviderContext, sub: string) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: ProviderContext) => Promise<Grant | undefined>;
    renderError?: (ctx: ProviderContext, out: Record<string, string>, error: Error) => Promise<void>;
    extraParams?: string[];
  };

  export type InteractionDetails = {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; scope?: string; redirect_uri?: string };
  };

  export type InteractionResults =
    | { login?: { accountId: string }; consent?: { grantId: string } }
    | { error: string; error_description?: string };

  export class Grant {
    constructor(options: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    /** Trust X-Forwarded-* (the product behind a proxy). */
    proxy: boolean;
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
