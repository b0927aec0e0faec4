import type { SigningNoticeFacts } from '@advice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { type DocumentPerson, notify } from '../notifications/notifications.producer.ts';
import type { UserRow } from '../users/users.queries.ts';
import type { SignerRow } from './signing.queries.ts';

/** What every signing notice needs: who acted (null for the system), the document, its client and where links point. */
export type NoticeContext = {
  actor: { userId: string | null; practiceId: string };
  document: { id: string; name: string };
  client: Pick<UserRow, 'id' | 'firstName' | 'lastName'>;
  origin: string;
};

const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

function factsOf(context: NoticeContext, extra: Partial<SigningNoticeFacts> = {}): SigningNoticeFacts {
  return { documentId: context.document.id, documentName: context.document.name, clientName: fullName(context.client), ...extra };
}

/**
 * The signers as people to tell: an account holder by their account as it is now (an inactive account hears
 * nothing), a partner without one by the name and address on the envelope (mail only). `withAccountOnly`
 * leaves partners out.
 */
async function peopleOf(tx: Tx, practiceId: string, signers: readonly SignerRow[], withAccountOnly = false): Promise<DocumentPerson[]> {
  const ids = signers.flatMap((signer) => (signer.userId ? [signer.userId] : []));
  const accounts = ids.length
    ? await tx
        .select()
        .from(users)
        .where(and(eq(users.practiceId, practiceId), inArray(users.id, ids), eq(users.status, 'active')))
    : [];
  const byId = new Map(accounts.map((user) => [user.id, user]));
  return signers.flatMap((signer): DocumentPerson[] => {
    if (!signer.userId)
      return withAccountOnly
        ? []
        : [{ userId: null, email: signer.email, firstName: signer.name.split(' ')[0] ?? signer.name, isClientWithoutAdviser: false }];
    const user = byId.get(signer.userId);
    if (!user) return [];
    return [
      { userId: user.id, email: user.email, firstName: user.firstName, isClientWithoutAdviser: user.role === 'client' && !user.adviserId },
    ];
  });
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
    people: await peopleOf(uow.tx, context.actor.practiceId, [input.signer]),
    origin: context.origin,
    ...(input.message ? { message: input.message } : {}),
    ...(input.isReminder ? { isReminder: true } : {}),
  });
}

/** Everyone on the envelope with an account, and the client's staff, hear that all have signed. */
export async function tellSigningCompleted(uow: UnitOfWork, context: NoticeContext, signers: readonly SignerRow[]): Promise<void> {
  await notify(uow, {
    area: 'documents',
    kind: 'documents.signed',
    facts: factsOf(context),
    actor: context.actor,
    people: await peopleOf(uow.tx, context.actor.practiceId, signers, true),
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
    people: await peopleOf(uow.tx, context.actor.practiceId, asked),
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
