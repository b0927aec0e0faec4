import {
  AppError,
  type CaseType,
  excerptOf,
  isCaseVisibleToClient,
  type MessageKind,
  type MessageLink,
  type MessageLinkKind,
  messageTexts,
} from '@advice/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseAddenda, caseDocuments, clientCases } from '../../db/schema/index.ts';
import { safeFileBase } from '../cases/case-documents.files.ts';
import type { ClientAccess } from '../people/client-access.ts';

/** Something in the client's cases a message links to, as it stands now. */
export type LinkTarget = {
  kind: MessageLinkKind;
  id: string;
  caseId: string;
  name: string;
  sizeBytes: number | null;
  contentType: string | null;
  /** The client may see it: not concealed, on a case shown to them. */
  isVisibleToClient: boolean;
};

type ThreadKey = { practiceId: string; clientId: string };
type LinkRef = { kind: MessageLinkKind; id: string };

/** The pack whose documents each link kind names: a document pack's, or a recommendation pack's. */
const packOf: Partial<Record<CaseType, MessageLinkKind>> = {
  document_pack_case: 'DocumentPackDocument',
  recommendation_pack_case: 'RecommendationPackDocument',
};

export const linkKey = (kind: string, id: string) => `${kind}:${id}`;

/**
 * The live documents and addenda of this client's cases that the links name, keyed by kind and id: a
 * document of another client, of a case that is not a pack, or removed, is not found.
 */
export async function findLinkTargets(tx: Tx, thread: ThreadKey, links: readonly LinkRef[]): Promise<Map<string, LinkTarget>> {
  const documentIds = links.filter((link) => link.kind === 'DocumentPackDocument' || link.kind === 'RecommendationPackDocument');
  const addendumIds = links.filter((link) => link.kind === 'Addendum').map((link) => link.id);
  const found = new Map<string, LinkTarget>();
  const caseOf = { caseId: clientCases.id, type: clientCases.type, status: clientCases.status, shown: clientCases.shownToClient };
  if (documentIds.length > 0) {
    const rows = await tx
      .select({ document: caseDocuments, ...caseOf })
      .from(caseDocuments)
      .innerJoin(clientCases, eq(clientCases.id, caseDocuments.caseId))
      .where(
        and(
          inArray(caseDocuments.id, [...new Set(documentIds.map((link) => link.id))]),
          eq(caseDocuments.practiceId, thread.practiceId),
          eq(clientCases.clientId, thread.clientId),
          isNull(caseDocuments.removedAt),
        ),
      );
    for (const row of rows) {
      const kind = packOf[row.type];
      if (!kind) continue;
      const ext = /\.([a-z0-9]+)$/u.exec(row.document.fileName)?.[1] ?? 'bin';
      found.set(linkKey(kind, row.document.id), {
        kind,
        id: row.document.id,
        caseId: row.caseId,
        name: `${safeFileBase(row.document.name)}.${ext}`,
        sizeBytes: row.document.sizeBytes,
        contentType: row.document.contentType,
        isVisibleToClient: !row.document.concealedFromClient && isCaseVisibleToClient(row.type, row.status, row.shown),
      });
    }
  }
  if (addendumIds.length > 0) {
    const rows = await tx
      .select({ addendum: caseAddenda, ...caseOf })
      .from(caseAddenda)
      .innerJoin(clientCases, eq(clientCases.id, caseAddenda.caseId))
      .where(
        and(
          inArray(caseAddenda.id, [...new Set(addendumIds)]),
          eq(caseAddenda.practiceId, thread.practiceId),
          eq(clientCases.clientId, thread.clientId),
        ),
      );
    for (const row of rows)
      found.set(linkKey('Addendum', row.addendum.id), {
        kind: 'Addendum',
        id: row.addendum.id,
        caseId: row.caseId,
        name: `Addendum: ${excerptOf(row.addendum.text, 60)}`,
        sizeBytes: Buffer.byteLength(row.addendum.text),
        contentType: 'text/plain',
        isVisibleToClient: isCaseVisibleToClient(row.type, row.status, row.shown),
      });
  }
  return found;
}

/**
 * The links of a new message, checked: each names a document or addendum of this client's cases the sender
 * may see (a client never finds a concealed one, nor one of a case not shown to them: the same answer as
 * none), and a client note, which the client reads, links only what the client may see.
 */
export async function resolveMessageLinks(
  tx: Tx,
  access: ClientAccess,
  kind: MessageKind,
  links: readonly MessageLink[],
): Promise<LinkTarget[]> {
  if (links.length === 0) return [];
  const thread = { practiceId: access.user.practiceId ?? '', clientId: access.user.id };
  const targets = await findLinkTargets(tx, thread, links);
  const isClientSender = access.subject.relation === 'self';
  return links.map((link, index) => {
    const pointer = `/links/${index}`;
    const target = targets.get(linkKey(link.kind, link.id));
    if (!target || (isClientSender && !target.isVisibleToClient))
      throw new AppError('rule.violated', { detail: messageTexts['messages.linkNotFound'], pointer });
    if (kind === 'client_note' && !target.isVisibleToClient)
      throw new AppError('rule.violated', { detail: messageTexts['messages.linkConcealed'], pointer });
    return target;
  });
}

/** An addendum's words, for its download from a message. */
export async function findAddendumText(tx: Tx, thread: ThreadKey, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ text: caseAddenda.text })
    .from(caseAddenda)
    .innerJoin(clientCases, eq(clientCases.id, caseAddenda.caseId))
    .where(and(eq(caseAddenda.id, id), eq(caseAddenda.practiceId, thread.practiceId), eq(clientCases.clientId, thread.clientId)));
  return row?.text ?? null;
}
