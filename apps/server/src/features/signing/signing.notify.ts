import type { SigningNoticeFacts } from '@advice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { type DocumentPerson, notify } from '../notifications/notifications.producer.ts';
import type { UserRow } from '../users/users.queries.ts';
import { fullNameOf } from '../users/users.queries.ts';
import { issueSigningLink, signingLinkAddress } from './signing.links.ts';
import type { SignerRow } from './signing.queries.ts';

/**
 * What every signing notice needs: who acted (null for the system or a signer without an account), the
 * document, its client and where links point. `linkOrigin`, for an envelope signed inside the product, is the
 * site a signer without an account is sent to: each notice mails them a new signing link there.
 */
export type NoticeContext = {
  actor: { userId: string | null; practiceId: string };
  document: { id: string; name: string };
  client: Pick<UserRow, 'id' | 'firstName' | 'lastName'>;
  origin: string;
  linkOrigin?: string | undefined;
};

function factsOf(context: NoticeContext, extra: Partial<SigningNoticeFacts> = {}): SigningNoticeFacts {
  return { documentId: context.document.id, documentName: context.document.name, clientName: fullNameOf(context.client), ...extra };
}

/**
 * The signers as people to tell: an account holder by their account as it is now (an inactive account hears
 * nothing), a partner without one by the name and address on the envelope (mail only), with a new signing
 * link of their own when the context gives where it opens. `withLinkOnly` leaves out a partner who gets none.
 */
async function peopleOf(
  uow: UnitOfWork,
  context: NoticeContext,
  signers: readonly SignerRow[],
  withLinkOnly = false,
): Promise<DocumentPerson[]> {
  const { tx } = uow;
  const practiceId = context.actor.practiceId;
  const accountHolders = await accountHoldersOf(tx, practiceId, signers);
  const people: DocumentPerson[] = [];
  for (const signer of signers) {
    if (signer.userId) {
      const person = accountHolders.get(signer.userId);
      if (person) people.push(person);
    } else if (context.linkOrigin) {
      const link = signingLinkAddress(context.linkOrigin, await issueSigningLink(tx, signer));
      people.push({ ...partnerOf(signer), link });
    } else if (!withLinkOnly) people.push(partnerOf(signer));
  }
  return people;
}

const partnerOf = (signer: SignerRow): DocumentPerson => ({
  userId: null,
  email: signer.email,
  firstName: signer.name.split(' ')[0] ?? signer.name,
  isClientWithoutAdviser: false,
});

/** The signers' accounts that are active, as people to tell. */
async function accountHoldersOf(tx: Tx, practiceId: string, signers: readonly SignerRow[]): Promise<Map<string, DocumentPerson>> {
  const ids = signers.flatMap((signer) => (signer.userId ? [signer.userId] : []));
  const accounts = ids.length
    ? await tx
        .select()
        .from(users)
        .where(and(eq(users.practiceId, practiceId), inArray(users.id, ids), eq(users.status, 'active')))
    : [];
  return new Map(
    accounts.map((user) => [
      user.id,
      { userId: user.id, email: user.email, firstName: user.firstName, isClientWithoutAdviser: user.role === 'client' && !user.adviserId },
    ]),
  );
}

/** Asks the signer whose turn it is to sign (a reminder mails again, without a new bell). */
export async function tellSignerToSign(
  uow: UnitOfWork,
  context: NoticeContext,
  input: { signer: SignerRow; message: string; isReminder?: boolean },
): Promise<void> {
  await notify(uow, {
    area: 'documents',
    kind: 'documents.to_sign',
    facts: factsOf(context),
    actor: context.actor,
    people: await peopleOf(uow, context, [input.signer]),
    origin: context.origin,
    ...(input.message ? { message: input.message } : {}),
    ...(input.isReminder ? { isReminder: true } : {}),
  });
}

/**
 * Everyone on the envelope with an account, each partner with a link to the downloads (inside the product),
 * and the client's staff hear that all have signed.
 */
export async function tellSigningCompleted(uow: UnitOfWork, context: NoticeContext, signers: readonly SignerRow[]): Promise<void> {
  await notify(uow, {
    area: 'documents',
    kind: 'documents.signed',
    facts: factsOf(context),
    actor: context.actor,
    people: await peopleOf(uow, context, signers, true),
    clientStaff: { clientId: context.client.id },
    origin: context.origin,
  });
}

/** The client's adviser (and the staff who follow the client) hear that a signer declined, and why. */
export async function tellSigningDeclined(
  uow: UnitOfWork,
  context: NoticeContext,
  input: { adviser: UserRow | null; signerName: string; reason: string },
): Promise<void> {
  const { adviser } = input;
  const people: DocumentPerson[] =
    adviser && adviser.status === 'active'
      ? [{ userId: adviser.id, email: adviser.email, firstName: adviser.firstName, isClientWithoutAdviser: false }]
      : [];
  await notify(uow, {
    area: 'documents',
    kind: 'documents.declined',
    facts: factsOf(context, { signerName: input.signerName, reason: input.reason }),
    actor: context.actor,
    people,
    clientStaff: { clientId: context.client.id },
    origin: context.origin,
  });
}

/** The signers already asked to sign (or who signed) hear that the request was cancelled; those still waiting never heard of it. */
export async function tellSigningVoided(uow: UnitOfWork, context: NoticeContext, signers: readonly SignerRow[]): Promise<void> {
  const asked = signers.filter((signer) => signer.status !== 'waiting');
  if (asked.length === 0) return;
  await notify(uow, {
    area: 'documents',
    kind: 'documents.voided',
    facts: factsOf(context),
    actor: context.actor,
    people: await peopleOf(uow, context, asked),
    origin: context.origin,
  });
}

/**
 * Tells the client a document they can see has a newer version (the document's "e-mail on update" setting):
 * a bell, and a mail unless they have no adviser (spec 1 §6). The caller checks they may see it.
 */
export async function tellDocumentUpdated(
  uow: UnitOfWork,
  context: NoticeContext & { client: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'adviserId' | 'status'> },
): Promise<void> {
  if (context.client.status !== 'active') return;
  const { client } = context;
  await notify(uow, {
    area: 'documents',
    kind: 'documents.updated',
    facts: factsOf(context),
    actor: context.actor,
    people: [{ userId: client.id, email: client.email, firstName: client.firstName, isClientWithoutAdviser: !client.adviserId }],
    origin: context.origin,
  });
}
