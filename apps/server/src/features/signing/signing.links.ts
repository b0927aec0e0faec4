import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError, addressOf, signingEndpoints, signingMessages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { signingEnvelopes, signingLinks, signingSigners } from '../../db/schema/index.ts';
import type { EnvelopeAddresses } from './signing.presenter.ts';
import type { EnvelopeRow, SignerRow } from './signing.queries.ts';

/** Only the SHA-256 of a token is kept: the database alone never opens a link. */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new signing link for a signer without an account (a partner), kept as its token's SHA-256 only; answers
 * the token (32 random bytes, base64url) for the mail. Their older links keep working while they do.
 */
export async function issueSigningLink(tx: Tx, signer: Pick<SignerRow, 'id' | 'practiceId'>): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .insert(signingLinks)
    .values({ id: randomUUID(), practiceId: signer.practiceId, signerId: signer.id, tokenHash: tokenHashOf(token) });
  return token;
}

/** The page a signing link opens, on the practice's site. */
export const signingLinkAddress = (origin: string, token: string) => `${origin}/sign/${token}`;

/** Where the link's page fetches the document to sign, the signed PDF and its certificate. */
export const linkAddressesOf = (token: string): EnvelopeAddresses => ({
  document: addressOf(signingEndpoints.downloadSigningLinkDocument, { token }),
  signed: addressOf(signingEndpoints.downloadSigningLinkSigned, { token }),
  certificate: addressOf(signingEndpoints.downloadSigningLinkCertificate, { token }),
});

export const invalidLink = () => new AppError('token.invalid', { detail: signingMessages['signing.linkInvalid'] });

/**
 * The signer and envelope a link of this practice stands for, whatever state they are in now; an unknown
 * token, another practice's, or one of an envelope an outside engine signs is 404.
 */
export async function findLinkSigner(
  db: Db | Tx,
  { practiceId, token }: { practiceId: string | null; token: string },
): Promise<{ signer: SignerRow; envelope: EnvelopeRow }> {
  if (!practiceId) throw invalidLink();
  const [row] = await db
    .select({ signer: signingSigners, envelope: signingEnvelopes })
    .from(signingLinks)
    .innerJoin(signingSigners, eq(signingSigners.id, signingLinks.signerId))
    .innerJoin(signingEnvelopes, eq(signingEnvelopes.id, signingSigners.envelopeId))
    .where(
      and(
        eq(signingLinks.tokenHash, tokenHashOf(token)),
        eq(signingLinks.practiceId, practiceId),
        eq(signingEnvelopes.practiceId, practiceId),
        eq(signingEnvelopes.engine, 'embedded'),
      ),
    );
  if (!row || row.signer.userId !== null) throw invalidLink();
  return row;
}
