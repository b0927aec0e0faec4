import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CompactEncrypt, calculateJwkThumbprint, createLocalJWKSet, exportJWK, generateKeyPair, type JWK, jwtVerify, SignJWT } from 'jose';

/**
 * A local stand-in of a real authority as Singpass runs it: discovery, keys, a token endpoint that takes only a
 * signed client assertion (private_key_jwt) and a PKCE verifier, and answers an ID token signed and then
 * encrypted to the portal's key; a data endpoint answering Myinfo person data as a signed, encrypted JWT. Tests
 * issue its codes directly (the sign-in page is the authority's own business) and turn its answers bad on purpose.
 */

type Code = { sub: string; nonce: string; challenge: string; redirectUri: string };

export type StandInOptions = {
  /** Seconds from now the next ID tokens expire in (negative: already expired). */
  idTokenExpiresIn: number;
  /** Whether ID tokens are encrypted to the portal's key, as Singpass's are. */
  isEncrypted: boolean;
  /** The token endpoint answers 500. */
  isTokenFailing: boolean;
};

export type AuthorityStandIn = {
  url: string;
  clientId: string;
  options: StandInOptions;
  /** What the token endpoint was sent, for each call. */
  tokenRequests: Record<string, string>[];
  /** A code for this sign-in, as the authority would send back after the person signed in. */
  issueCode: (authorization: URL, sub: string) => string;
  close: () => Promise<void>;
};

const myinfo = {
  uinfin: { value: 'S9812381D' },
  name: { value: 'TAN XIAO HUI' },
  aliasname: { value: 'TRICIA TAN' },
  hanyupinyinname: { value: 'CHEN XIAO HUI' },
  hanyupinyinaliasname: { value: 'TRICIA CHEN' },
  marriedname: { value: 'LIM XIAO HUI' },
  sex: { code: 'F', desc: 'FEMALE' },
  dob: { value: '1998-06-06' },
  nationality: { code: 'SG', desc: 'SINGAPORE CITIZEN' },
  birthcountry: { code: 'SG', desc: 'SINGAPORE' },
  passtype: { code: 'RPass', desc: 'Work Permit' },
  passstatus: { value: 'Live' },
  passexpirydate: { value: '2027-01-31' },
  regadd: { type: 'Unformatted', line1: { value: '1 TEST ROAD' }, line2: { value: 'SINGAPORE 123456' } },
};

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Starts the stand-in; `portalKeys` are the portal's public keys (its assertions are checked, its tokens encrypted, with them). */
export async function startAuthorityStandIn(portalKeys: JWK[]): Promise<AuthorityStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const signingJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(signingJwk);
  const portalJwks = createLocalJWKSet({ keys: portalKeys });
  const encryptionKey = portalKeys.find((key) => key.use === 'enc');
  const codes = new Map<string, Code>();
  const tokens = new Map<string, string>();
  const options: StandInOptions = { idTokenExpiresIn: 600, isEncrypted: true, isTokenFailing: false };
  const tokenRequests: Record<string, string>[] = [];
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'portal-test-client';

  const encrypt = async (jws: string) => {
    if (!encryptionKey) throw new Error('the portal published no encryption key');
    return new CompactEncrypt(new TextEncoder().encode(jws))
      .setProtectedHeader({ alg: 'ECDH-ES+A256KW', enc: 'A256CBC-HS512', cty: 'JWT', kid: encryptionKey.kid ?? '' })
      .encrypt(encryptionKey);
  };
  const sign = (claims: Record<string, unknown>, expiresIn: number) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(url)
      .setAudience(clientId)
      .setIssuedAt(now - (expiresIn < 0 ? 3600 : 0))
      .setExpirationTime(now + expiresIn)
      .sign(privateKey);
  };

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    tokenRequests.push(form);
    if (options.isTokenFailing) return send(res, 500, { error: 'server_error' });
    const assertion = form.client_assertion ?? '';
    const verified = await jwtVerify(assertion, portalJwks, { issuer: clientId, subject: clientId, audience: url }).catch(() => null);
    if (form.client_assertion_type !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer' || !verified)
      return send(res, 401, { error: 'invalid_client' });
    const code = codes.get(form.code ?? '');
    codes.delete(form.code ?? '');
    const verifier = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url');
    if (!code || code.challenge !== verifier || code.redirectUri !== form.redirect_uri) return send(res, 400, { error: 'invalid_grant' });
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, code.sub);
    const idToken = await sign({ sub: code.sub, nonce: code.nonce }, options.idTokenExpiresIn);
    return send(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 600,
      id_token: options.isEncrypted ? await encrypt(idToken) : idToken,
    });
  }

  async function userinfo(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const sub = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /u, ''));
    if (!sub) return send(res, 401, { error: 'invalid_token' });
    return send(res, 200, await encrypt(await sign({ sub, ...myinfo }, 600)), 'application/jwt');
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', url).pathname;
    const answer = async () => {
      if (path === '/.well-known/openid-configuration')
        return send(res, 200, {
          issuer: url,
          authorization_endpoint: `${url}/auth`,
          token_endpoint: `${url}/token`,
          userinfo_endpoint: `${url}/userinfo`,
          jwks_uri: `${url}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['ES256'],
          token_endpoint_auth_methods_supported: ['private_key_jwt'],
          code_challenge_methods_supported: ['S256'],
        });
      if (path === '/jwks') return send(res, 200, { keys: [{ ...signingJwk, kid, use: 'sig', alg: 'ES256' }] });
      if (path === '/token' && req.method === 'POST') return token(req, res);
      if (path === '/userinfo') return userinfo(req, res);
      return send(res, 404, { error: 'not_found' });
    };
    answer().catch(() => send(res, 500, { error: 'server_error' }));
  });

  return {
    url,
    clientId,
    options,
    tokenRequests,
    issueCode: (authorization, sub) => {
      const code = randomBytes(24).toString('base64url');
      const params = authorization.searchParams;
      codes.set(code, {
        sub,
        nonce: params.get('nonce') ?? '',
        challenge: params.get('code_challenge') ?? '',
        redirectUri: params.get('redirect_uri') ?? '',
      });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
