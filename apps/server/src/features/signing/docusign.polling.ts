import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signingEnvelopes, users } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { type RefreshTarget, refreshDocusignEnvelope } from './docusign.refresh.ts';
import { type EnvelopeRow, findSigningDocument, loadEnvelopeParts, originOf } from './signing.queries.ts';

/** DocuSign is asked about one envelope at most this often, however many pages and instances look at it. */
export const docusignLookMillis = 60_000;
/** Envelopes one polling pass asks DocuSign about, those looked at longest ago first; the next pass takes the rest. */
const passSize = 100;

const isDocusignSent = (envelope: EnvelopeRow) => envelope.engine === 'docusign' && envelope.status === 'sent';

/**
 * Takes the right to ask DocuSign about the envelope now, in one statement, so two requests (or instances)
 * never both ask within a minute: a sent DocuSign envelope's `updated_at` is when it was last looked at
 * (or changed). Answers whether this caller is the one to ask.
 */
async function claimLook(db: Db, envelope: Pick<EnvelopeRow, 'id' | 'practiceId'>, now: Date): Promise<boolean> {
  const claimed = await db
    .update(signingEnvelopes)
    .set({ updatedAt: now })
    .where(
      and(
        eq(signingEnvelopes.id, envelope.id),
        eq(signingEnvelopes.practiceId, envelope.practiceId),
        eq(signingEnvelopes.engine, 'docusign'),
        eq(signingEnvelopes.status, 'sent'),
        lte(signingEnvelopes.updatedAt, new Date(now.getTime() - docusignLookMillis)),
      ),
    )
    .returning({ id: signingEnvelopes.id });
  return claimed.length > 0;
}

/**
 * A sent DocuSign envelope as the signing pages show it: brought up to date from DocuSign when it was last
 * looked at a minute or more ago, else as recorded. A failure to reach DocuSign leaves the record as it is
 * (`GET /docusign/envelopes/:id` is where staff are told of it); any other envelope is answered unchanged.
 */
export async function refreshDocusignIfDue(
  runtime: Runtime,
  input: { envelope: EnvelopeRow; target: RefreshTarget; info: RequestInfo },
): Promise<EnvelopeRow> {
  const { envelope } = input;
  if (!isDocusignSent(envelope) || !envelope.oauthAccountId) return envelope;
  if (!(await claimLook(runtime.db, envelope, new Date()))) return envelope;
  return refreshDocusignEnvelope(runtime, { ...input, quiet: true });
}

/** The document and client of an envelope, or null once the document is removed (nothing is left to complete). */
async function targetOf(db: Db, envelope: EnvelopeRow): Promise<RefreshTarget | null> {
  const document = await findSigningDocument(db, { practiceId: envelope.practiceId, id: envelope.documentId });
  const [client] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, envelope.clientId), eq(users.practiceId, envelope.practiceId)));
  return document && client ? { document, loaded: { client } } : null;
}

/**
 * The polling job's pass (every 15 minutes): each sent DocuSign envelope whose account is still connected,
 * looked at longest ago first and at most {@link passSize} of them, is brought up to date from DocuSign as a
 * page's look does, so one signed or declined at DocuSign is completed (its signed PDF and certificate stored,
 * everyone told) though nobody opens it. One that cannot be reached waits for the next pass. Answers how many
 * changed.
 */
export async function pollDocusignEnvelopes(runtime: Runtime, now: Date = new Date()): Promise<number> {
  const { db, config } = runtime;
  const due = await db
    .select()
    .from(signingEnvelopes)
    .where(
      and(
        eq(signingEnvelopes.engine, 'docusign'),
        eq(signingEnvelopes.status, 'sent'),
        isNotNull(signingEnvelopes.oauthAccountId),
        lte(signingEnvelopes.updatedAt, new Date(now.getTime() - docusignLookMillis)),
      ),
    )
    .orderBy(asc(signingEnvelopes.updatedAt))
    .limit(passSize);
  let changed = 0;
  for (const envelope of due) {
    const target = await targetOf(db, envelope);
    if (!target || !(await claimLook(db, envelope, now))) continue;
    const origin = originOf((await loadEnvelopeParts(db, envelope)).events) ?? `${config.publicUrlScheme}://localhost:${config.port}`;
    const after = await refreshDocusignEnvelope(runtime, { envelope, target, info: { origin }, quiet: true });
    if (after.version !== envelope.version) changed += 1;
  }
  return changed;
}
