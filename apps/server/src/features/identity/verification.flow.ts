import { createHash } from 'node:crypto';
import {
  type Actor,
  AppError,
  AuthorityUnavailableError,
  assertVerificationTransition,
  isFeatureOn,
  isMobileUserAgent,
  NotSupportedError,
  type VerificationFailureReason,
  type VerificationOutcome,
  type VerificationStart,
  verificationFlowMinutes,
  verificationMessage,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import { identityVerifications } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { AuthorityError, type IdentityEngines } from '../../platform/identity/identity-engines.ts';
import { RelyingParty } from '../../platform/identity/relying-party.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { loadClientFor } from '../people/client-access.ts';
import { publishVerificationChange, tellOfVerification } from './verification.notify.ts';
import { claimFlow, findVerificationForUpdate, type VerificationFlow, type VerificationRow } from './verification.queries.ts';
import { type FeatureFlags, keyOf, loadVerificationForUpdate, refOf, verificationNotFound } from './verification.service.ts';

/*
 * The client's sign-in at the authority: the consent call starts it (a fresh state, nonce and PKCE verifier,
 * kept on the verification) and answers the authority's address; the callback claims it by its state, once,
 * has the engine exchange the code and check what comes back, and submits the verification with the details.
 * Whatever goes wrong after the claim, the state is spent: the client starts again from the verification's page.
 */

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');
/** The nonce of a request, derived from its state: the database keeps neither, only their hashes. */
const nonceOf = (state: string) => hashOf(`nonce:${state}`);

export type FlowLog = { warn: (facts: Record<string, unknown>, message: string) => void };

/**
 * The client consents to share their details: refused unless the verification is in progress (409), its
 * authority still switched on (422), and, for iAM Smart, the browser is not a phone or tablet ("Not supported").
 */
export async function startIdentityVerification(
  runtime: Runtime,
  engines: IdentityEngines,
  actor: Actor,
  target: { clientId: string; id: string },
  info: RequestInfo,
  flags: FeatureFlags,
): Promise<VerificationStart> {
  const authority = await inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, target.clientId, 'verification.submit');
    const row = await loadVerificationForUpdate(uow.tx, client, target.id);
    assertVerificationTransition(row.status, 'submit', client.subject);
    if (!isFeatureOn(flags, row.authority))
      throw new AppError('rule.violated', { detail: verificationMessage('verification.authoritySwitchedOff', row.authority) });
    if (row.authority === 'iamSmart' && isMobileUserAgent(info.userAgent))
      throw new NotSupportedError(verificationMessage('verification.notSupportedOnMobile'));
    return row.authority;
  });
  const engine = engines.for(authority);
  const { state, codeVerifier } = RelyingParty.newSecrets();
  const nonce = nonceOf(state);
  const redirectUri = engine.redirectUriFor(info.origin);
  // The authority is asked before anything is written: one that does not answer leaves the verification as it was.
  const url = await engine.authorizationUrl(info.origin, { state, nonce, codeVerifier, redirectUri }).catch(() => {
    throw new AuthorityUnavailableError();
  });
  return inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, target.clientId, 'verification.submit');
    const row = await loadVerificationForUpdate(uow.tx, client, target.id);
    assertVerificationTransition(row.status, 'submit', client.subject);
    const flow: VerificationFlow = {
      state_hash: hashOf(state),
      nonce_hash: hashOf(nonce),
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
      started_at: new Date().toISOString(),
      started_by: actor.userId,
    };
    await uow.tx.update(identityVerifications).set({ flow, updatedAt: new Date() }).where(eq(identityVerifications.id, row.id));
    await writeAudit(uow.tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client',
      entityId: row.clientId,
      action: 'verification_started',
      after: refOf(row),
      ip: info.ip,
    });
    return { authorization_url: url };
  });
}

/** Why the engine refused a return: the person stopped at the authority, or anything else went wrong there. */
function failureOf(error: unknown): VerificationFailureReason {
  return error instanceof AuthorityError && error.reason === 'stopped' ? 'stopped' : 'unavailable';
}

/** The page the browser is sent to after the callback, saying how it ended. */
function pageOf(verificationId: string | null, outcome: VerificationOutcome): string {
  return `/identity-verifications${verificationId ? `/${verificationId}` : ''}?outcome=${outcome}`;
}

async function recordFailure(runtime: Runtime, actor: Actor, row: VerificationRow, reason: VerificationFailureReason, info: RequestInfo) {
  await inTransaction(runtime, async (uow) => {
    await writeAudit(uow.tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client',
      entityId: row.clientId,
      action: 'verification_failed',
      after: { ...refOf(row), reason },
      ip: info.ip,
    });
  });
}

/**
 * The authority's return (`search`: the query it sent the browser back with, as it came): the state names the pending sign-in of
 * one of the client's own verifications, else nothing happens (a tampered or replayed state); one that took too
 * long is refused; then the engine exchanges the code and checks every token before the details submit the
 * verification. Answers the page the browser goes to next, with the outcome it shows.
 */
export async function finishIdentityVerification(
  runtime: Runtime,
  engines: IdentityEngines,
  actor: Actor,
  search: string,
  info: RequestInfo,
  log: FlowLog,
): Promise<string> {
  const state = new URLSearchParams(search).get('state') ?? '';
  const claimed = state
    ? await inTransaction(runtime, async (uow) => {
        const client = await loadClientFor(uow.tx, actor, actor.userId, 'verification.submit');
        const found = await claimFlow(uow.tx, keyOf(client), hashOf(state));
        return found && found.flow.nonce_hash === hashOf(nonceOf(state)) ? found : undefined;
      })
    : undefined;
  if (claimed?.row.status !== 'in_progress') {
    log.warn({ outcome: 'unknown' }, 'identity verification callback matched no pending sign-in');
    return pageOf(claimed?.row.id ?? null, 'unknown');
  }
  const { row, flow } = claimed;
  if (Date.now() - Date.parse(flow.started_at) > verificationFlowMinutes * 60_000) {
    await recordFailure(runtime, actor, row, 'expired', info);
    return pageOf(row.id, 'expired');
  }
  // The response is checked at the address it was sent to: the redirect URI of the request, with its query.
  const callbackUrl = new URL(flow.redirect_uri);
  callbackUrl.search = search;
  const engine = engines.for(row.authority);
  const request = { state, nonce: nonceOf(state), codeVerifier: flow.code_verifier, redirectUri: flow.redirect_uri };
  let details: Awaited<ReturnType<typeof engine.detailsFor>>;
  try {
    details = await engine.detailsFor(info.origin, callbackUrl, request);
  } catch (error) {
    const reason = failureOf(error);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    log.warn(
      { authority: row.authority, reason, error: (cause as { code?: unknown; name?: unknown }).code ?? (cause as Error).name },
      'identity verification sign-in refused',
    );
    await recordFailure(runtime, actor, row, reason, info);
    return pageOf(row.id, reason);
  }
  try {
    await submitVerification(runtime, actor, row.id, details, info);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Cancelled while the client was at the authority: the details are not kept.
    return pageOf(row.id, 'unknown');
  }
  return pageOf(row.id, 'received');
}

async function submitVerification(
  runtime: Runtime,
  actor: Actor,
  id: string,
  details: NonNullable<VerificationRow['details']>,
  info: RequestInfo,
): Promise<void> {
  await inTransaction(runtime, async (uow) => {
    const client = await loadClientFor(uow.tx, actor, actor.userId, 'verification.submit');
    const row = await findVerificationForUpdate(uow.tx, keyOf(client), id);
    if (!row) throw verificationNotFound();
    const transition = assertVerificationTransition(row.status, 'submit', client.subject);
    const now = new Date();
    await uow.tx
      .update(identityVerifications)
      .set({ status: transition.to, details, submittedAt: now, flow: null, updatedAt: now })
      .where(eq(identityVerifications.id, row.id));
    await writeAudit(uow.tx, {
      actor,
      practiceId: row.practiceId,
      entityKind: 'client',
      entityId: row.clientId,
      action: 'verification_submitted',
      before: { status: row.status },
      after: { ...refOf(row), status: transition.to },
      ip: info.ip,
    });
    await tellOfVerification(uow, {
      happened: 'submitted',
      actor: { userId: actor.userId, practiceId: row.practiceId },
      client: client.user,
      verification: row,
      origin: info.origin,
    });
    publishVerificationChange(uow, client.user, row.id);
  });
}
