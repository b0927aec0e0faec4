import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

/**
 * A local stand-in of DocuSign speaking the documented REST shapes the engine uses: the account server's OAuth
 * (`/oauth/auth` with PKCE, `/oauth/token` for codes and refresh tokens, `/oauth/userinfo`) and the eSignature
 * API v2.1 (create, get and void an envelope, list its recipients, get its combined document or certificate).
 * It records every request, so tests check the shapes sent, and lets tests move signers along. It is the only
 * DocuSign this code has run against.
 */

export type ReceivedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
};

export type StandInUser = {
  email: string;
  name: string;
  accounts: { accountId: string; accountName: string; isDefault?: boolean }[];
};

type Recipient = {
  recipientId: string;
  routingOrder: number;
  name: string;
  email: string;
  status: 'created' | 'sent' | 'delivered' | 'completed' | 'declined';
  signedDateTime?: string;
  declinedDateTime?: string;
  declinedReason?: string;
};

export type StandInEnvelope = {
  envelopeId: string;
  accountId: string;
  status: 'created' | 'sent' | 'completed' | 'declined' | 'voided';
  emailSubject: string;
  pdf: Buffer;
  recipients: Recipient[];
  sentDateTime: string;
  completedDateTime?: string;
  voidedDateTime?: string;
  voidedReason?: string;
};

type Grant = { challenge: string; redirectUri: string; user: StandInUser };
type Token = { user: StandInUser; expiresAt: number };

export type DocusignStandIn = {
  /** The stand-in's origin: the account server (DOCUSIGN_AUTH_URL) and every account's `base_uri`. */
  url: string;
  clientId: string;
  clientSecret: string;
  received: ReceivedRequest[];
  envelopes: Map<string, StandInEnvelope>;
  /** Who signs in at the next `/oauth/auth`. */
  user: StandInUser;
  /** Seconds an access token lives. */
  tokenLifetimeSeconds: number;
  /** Every access token handed out so far stops working, as at expiry. */
  expireAccessTokens: () => void;
  /** The signers whose turn it is sign; the next routing order's turn comes, or the envelope completes. */
  signNext: (envelopeId: string) => void;
  signAll: (envelopeId: string) => void;
  decline: (envelopeId: string, reason: string) => void;
  /** The requests made to a path (a prefix of it), in order. */
  requestsTo: (method: string, pathPrefix: string) => ReceivedRequest[];
  close: () => Promise<void>;
};

const restPrefix = '/restapi/v2.1/accounts/';

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  response.writeHead(status, { 'content-type': type, 'content-length': bytes.length });
  response.end(bytes);
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  if ((request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function certificatePdf(envelope: StandInEnvelope): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595.28, 841.89]);
  page.drawText('Certificate Of Completion (stand-in)', { x: 40, y: 780, size: 16, font });
  page.drawText(`Envelope Id: ${envelope.envelopeId}`, { x: 40, y: 750, size: 10, font });
  return Buffer.from(await document.save());
}

const token = () => randomBytes(24).toString('base64url');
const now = () => new Date().toISOString();

export async function startDocusignStandIn(
  options: { user?: StandInUser; clientId?: string; clientSecret?: string } = {},
): Promise<DocusignStandIn> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, StandInUser>();
  const stand: DocusignStandIn = {
    url: '',
    clientId: options.clientId ?? 'stand-in-integration-key',
    clientSecret: options.clientSecret ?? 'stand-in-secret',
    received: [],
    envelopes: new Map(),
    user: options.user ?? {
      email: 'adviser@docusign.example',
      name: 'Docu Adviser',
      accounts: [{ accountId: 'acc-1', accountName: 'Practice Signing', isDefault: true }],
    },
    tokenLifetimeSeconds: 3600,
    expireAccessTokens: () => {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    signNext: (envelopeId) => signNext(envelopeOf(envelopeId)),
    signAll: (envelopeId) => {
      const envelope = envelopeOf(envelopeId);
      while (envelope.status === 'sent') signNext(envelope);
    },
    decline: (envelopeId, reason) => {
      const envelope = envelopeOf(envelopeId);
      const current = envelope.recipients.find((r) => r.status === 'sent' || r.status === 'delivered');
      if (!current) throw new Error('nobody is on their turn');
      Object.assign(current, { status: 'declined', declinedDateTime: now(), declinedReason: reason });
      envelope.status = 'declined';
    },
    requestsTo: (method, pathPrefix) => stand.received.filter((r) => r.method === method && r.path.startsWith(pathPrefix)),
    close: async () => {},
  };

  function envelopeOf(id: string): StandInEnvelope {
    const envelope = stand.envelopes.get(id);
    if (!envelope) throw new Error(`no envelope ${id}`);
    return envelope;
  }

  function signNext(envelope: StandInEnvelope): void {
    const waiting = envelope.recipients.filter((r) => r.status !== 'completed');
    const turn = Math.min(...waiting.map((r) => r.routingOrder));
    for (const recipient of waiting.filter((r) => r.routingOrder === turn))
      Object.assign(recipient, { status: 'completed', signedDateTime: now() });
    const next = envelope.recipients.filter((r) => r.status === 'created');
    const nextTurn = Math.min(...next.map((r) => r.routingOrder));
    for (const recipient of next.filter((r) => r.routingOrder === nextTurn)) recipient.status = 'sent';
    if (envelope.recipients.every((r) => r.status === 'completed')) {
      envelope.status = 'completed';
      envelope.completedDateTime = now();
    }
  }

  function isClient(request: IncomingMessage, form: Record<string, string>): boolean {
    const basic = request.headers.authorization;
    if (basic) return basic === `Basic ${Buffer.from(`${stand.clientId}:${stand.clientSecret}`).toString('base64')}`;
    return form.client_id === stand.clientId;
  }

  function issueTokens(user: StandInUser) {
    const access = token();
    const refresh = token();
    accessTokens.set(access, { user, expiresAt: Date.now() + stand.tokenLifetimeSeconds * 1000 });
    refreshTokens.set(refresh, user);
    return { access_token: access, token_type: 'Bearer', refresh_token: refresh, expires_in: stand.tokenLifetimeSeconds };
  }

  function bearerUser(request: IncomingMessage): StandInUser | null {
    const [scheme, value] = (request.headers.authorization ?? '').split(' ');
    const entry = scheme === 'Bearer' && value ? accessTokens.get(value) : undefined;
    return entry && entry.expiresAt > Date.now() ? entry.user : null;
  }

  async function oauth(request: IncomingMessage, response: ServerResponse, url: URL, body: unknown): Promise<void> {
    if (request.method === 'GET' && url.pathname === '/oauth/auth') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== stand.clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256')
        return send(response, 400, { error: 'invalid_request' });
      const code = token();
      grants.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri, user: stand.user });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return void response.end();
    }
    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      const form = (body ?? {}) as Record<string, string>;
      if (!isClient(request, form)) return send(response, 401, { error: 'invalid_client' });
      if (form.grant_type === 'authorization_code') {
        const grant = grants.get(form.code ?? '');
        grants.delete(form.code ?? '');
        const challenge = createHash('sha256')
          .update(form.code_verifier ?? '')
          .digest('base64url');
        if (!grant || grant.challenge !== challenge) return send(response, 400, { error: 'invalid_grant' });
        return send(response, 200, issueTokens(grant.user));
      }
      if (form.grant_type === 'refresh_token') {
        const user = refreshTokens.get(form.refresh_token ?? '');
        if (!user) return send(response, 400, { error: 'invalid_grant' });
        refreshTokens.delete(form.refresh_token ?? '');
        return send(response, 200, issueTokens(user));
      }
      return send(response, 400, { error: 'unsupported_grant_type' });
    }
    if (request.method === 'GET' && url.pathname === '/oauth/userinfo') {
      const user = bearerUser(request);
      if (!user) return send(response, 401, { error: 'invalid_token' });
      return send(response, 200, {
        sub: randomUUID(),
        name: user.name,
        email: user.email,
        accounts: user.accounts.map((a) => ({
          account_id: a.accountId,
          account_name: a.accountName,
          is_default: a.isDefault ?? false,
          base_uri: stand.url,
        })),
      });
    }
    send(response, 404, { error: 'not_found' });
  }

  async function createEnvelope(response: ServerResponse, accountId: string, body: unknown): Promise<void> {
    const definition = body as {
      emailSubject?: string;
      status?: string;
      documents?: { documentBase64?: string }[];
      recipients?: { signers?: { recipientId: string; routingOrder: string; name: string; email: string }[] };
    };
    const pdf = Buffer.from(definition.documents?.[0]?.documentBase64 ?? '', 'base64');
    const signers = definition.recipients?.signers ?? [];
    if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-')) || signers.length === 0)
      return send(response, 400, { errorCode: 'INVALID_REQUEST_BODY', message: 'A document and a signer are required.' });
    const first = Math.min(...signers.map((s) => Number(s.routingOrder)));
    const isSent = definition.status === 'sent';
    const envelope: StandInEnvelope = {
      envelopeId: randomUUID(),
      accountId,
      status: isSent ? 'sent' : 'created',
      emailSubject: definition.emailSubject ?? '',
      pdf,
      sentDateTime: now(),
      recipients: signers.map((s) => ({
        recipientId: s.recipientId,
        routingOrder: Number(s.routingOrder),
        name: s.name,
        email: s.email,
        status: isSent && Number(s.routingOrder) === first ? 'sent' : 'created',
      })),
    };
    stand.envelopes.set(envelope.envelopeId, envelope);
    send(response, 201, {
      envelopeId: envelope.envelopeId,
      status: envelope.status,
      statusDateTime: envelope.sentDateTime,
      uri: `/envelopes/${envelope.envelopeId}`,
    });
  }

  async function envelopeCall(request: IncomingMessage, response: ServerResponse, url: URL, body: unknown): Promise<void> {
    const user = bearerUser(request);
    if (!user)
      return send(response, 401, {
        errorCode: 'AUTHORIZATION_INVALID_TOKEN',
        message: 'The access token provided is expired, revoked or malformed.',
      });
    const [accountId = '', collection, envelopeId, part, documentId] = url.pathname.slice(restPrefix.length).split('/');
    if (!user.accounts.some((a) => a.accountId === accountId) || collection !== 'envelopes')
      return send(response, 400, { errorCode: 'USER_AUTHENTICATION_FAILED', message: 'One or both of Username and Password are invalid.' });
    if (request.method === 'POST' && !envelopeId) return createEnvelope(response, accountId, body);
    const envelope = envelopeId ? stand.envelopes.get(envelopeId) : undefined;
    if (!envelope || envelope.accountId !== accountId) return send(response, 404, { errorCode: 'ENVELOPE_DOES_NOT_EXIST' });
    if (request.method === 'GET' && !part) {
      const { pdf: _pdf, recipients: _recipients, ...head } = envelope;
      return send(response, 200, head);
    }
    if (request.method === 'GET' && part === 'recipients')
      return send(response, 200, {
        signers: envelope.recipients.map((r) => ({ ...r, routingOrder: String(r.routingOrder) })),
        recipientCount: String(envelope.recipients.length),
      });
    if (request.method === 'GET' && part === 'documents' && documentId === 'certificate')
      return send(response, 200, await certificatePdf(envelope), 'application/pdf');
    if (request.method === 'GET' && part === 'documents' && documentId === 'combined') {
      const signed = Buffer.concat([envelope.pdf, Buffer.from(`\n% signed through the DocuSign stand-in: ${envelope.envelopeId}\n`)]);
      return send(response, 200, signed, 'application/pdf');
    }
    if (request.method === 'PUT' && !part) {
      const change = (body ?? {}) as { status?: string; voidedReason?: string };
      if (change.status !== 'voided' || !change.voidedReason) return send(response, 400, { errorCode: 'INVALID_REQUEST_PARAMETER' });
      if (envelope.status === 'completed' || envelope.status === 'voided')
        return send(response, 400, { errorCode: 'ENVELOPE_CANNOT_VOID_INVALID_STATE' });
      Object.assign(envelope, { status: 'voided', voidedDateTime: now(), voidedReason: change.voidedReason });
      return send(response, 200, { envelopeId: envelope.envelopeId });
    }
    send(response, 404, { errorCode: 'NOT_FOUND' });
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = await readBody(request);
      stand.received.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.authorization,
        body,
      });
      if (url.pathname.startsWith('/oauth/')) return oauth(request, response, url, body);
      if (url.pathname.startsWith(restPrefix)) return envelopeCall(request, response, url, body);
      send(response, 404, { error: 'not_found' });
    })().catch(() => send(response, 500, { errorCode: 'STAND_IN_FAILED' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stand.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stand;
}
