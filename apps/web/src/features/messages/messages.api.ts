import {
  type CaseSummary,
  type CaseType,
  caseDocumentsEndpoints,
  casesEndpoints,
  messagesEndpoints as endpoints,
  type MessageAttachmentView,
  type MessageBulkBody,
  type MessageKind,
  type MessageLink,
  type MessagesSummaryQuery,
  type NewMessageBody,
  type ThreadMessage,
  type UnreadMessages,
} from '@advice/domain';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api.ts';
import { formatDate } from '../../lib/dates.ts';
import { downloadFile } from '../../lib/download.ts';

/** Every query of the area starts with this, so one event can refresh them all. */
export const messagesKey = ['messages'] as const;
export const threadKey = (clientId: string, kind: MessageKind) => [...messagesKey, 'thread', clientId, kind] as const;
export const unreadKey = [...messagesKey, 'unread'] as const;
export const summaryKey = [...messagesKey, 'summary'] as const;
export const bulkKey = (bulkId: string) => [...messagesKey, 'bulk', bulkId] as const;

/** How many messages of a thread one page holds; older ones load on request. */
export const threadPageSize = 30;

const listOf = { client_note: endpoints.listClientMessages, practice_note: endpoints.listPracticeMessages } as const;
const sendOf = { client_note: endpoints.sendClientMessage, practice_note: endpoints.sendPracticeMessage } as const;
const seenOf = { client_note: endpoints.markClientMessagesSeen, practice_note: endpoints.markPracticeMessagesSeen } as const;

/**
 * One thread of a client, newest page first (the server's order); `messages` holds every page loaded,
 * oldest at the top, as the thread shows them.
 */
export function useThread(clientId: string, kind: MessageKind) {
  const query = useInfiniteQuery({
    queryKey: threadKey(clientId, kind),
    queryFn: ({ pageParam }) => api.page(listOf[kind], pageParam, threadPageSize, { params: { id: clientId }, silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.nextPage ?? undefined,
  });
  const messages: ThreadMessage[] = (query.data?.pages ?? []).flatMap((page) => page.items).reverse();
  return { ...query, messages };
}

/** The signed-in person's unseen messages, in all and per client. */
export function useUnreadMessages(userId: string, isEnabled = true) {
  return useQuery({
    queryKey: unreadKey,
    queryFn: () => api.call(endpoints.getUnreadMessages, { params: { id: userId }, silent: true }),
    enabled: isEnabled,
  });
}

export type SummaryParams = Pick<MessagesSummaryQuery, 'filter'> & { search: string; page: number };

/** The staff's summary, one row a client; a search shorter than 3 characters is left out until it is long enough. */
export function useMessagesSummary({ search, filter, page }: SummaryParams, perPage = 20, isEnabled = true) {
  const term = search.trim();
  const query = term.length >= 3 ? { filter, search: term } : { filter };
  return useQuery({
    queryKey: [...summaryKey, query, page, perPage],
    queryFn: () => api.page(endpoints.listMessagesSummary, page, perPage, { query, silent: true }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** While a message to several clients is sent, its progress is read again this often besides each live event (a socket may be down). */
const pollWhileRunning = 3_000;

/** A message to several clients and each client's result, read until the job is done. */
export function useMessageBulk(bulkId: string) {
  return useQuery({
    queryKey: bulkKey(bulkId),
    queryFn: () => api.call(endpoints.getMessageBulk, { params: { id: bulkId }, silent: true }),
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : pollWhileRunning),
  });
}

/** A linked document as the composer lists it. */
export type ChosenLink = MessageLink & { name: string };

/** The kind of link a case's document is, by its case: only pack documents may be linked. */
const documentLinkKinds: Partial<Record<CaseType, MessageLink['kind']>> = {
  document_pack_case: 'DocumentPackDocument',
  recommendation_pack_case: 'RecommendationPackDocument',
};

/** The most of one case's documents and addenda the picker lists. */
const perCase = 100;

export function useLinkableCases(clientId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...messagesKey, 'linkable-cases', clientId],
    queryFn: () => api.page(casesEndpoints.listClientCases, 1, perCase, { params: { id: clientId }, silent: true }),
    enabled: isEnabled,
  });
}

/** What of one case may be linked: its pack documents (never a concealed one in a thread the client reads) and its addenda. */
export function useLinkableOfCase(kase: CaseSummary | undefined, isClientThread: boolean) {
  return useQuery({
    queryKey: [...messagesKey, 'linkable', kase?.id, isClientThread],
    enabled: kase !== undefined,
    queryFn: async (): Promise<ChosenLink[]> => {
      if (!kase) return [];
      const kind = documentLinkKinds[kase.type];
      const [documents, addenda] = await Promise.all([
        kind ? api.page(caseDocumentsEndpoints.listCaseDocuments, 1, perCase, { params: { id: kase.id }, silent: true }) : null,
        api.page(caseDocumentsEndpoints.listAddenda, 1, perCase, { params: { id: kase.id }, silent: true }),
      ]);
      const documentLinks =
        kind && documents
          ? documents.items
              .filter((document) => !(isClientThread && document.concealed) && document.superseded_by_id === null)
              .map((document) => ({ kind, id: document.id, name: document.name }))
          : [];
      const addendumLinks = addenda.items.map((addendum) => ({
        kind: 'Addendum' as const,
        id: addendum.id,
        name: `${formatDate(addendum.created_at)}: ${addendum.text.slice(0, 60)}`,
      }));
      return [...documentLinks, ...addendumLinks];
    },
  });
}

/** Calls whose refusals the forms show beside their fields, so they are silent. */
export const messageCalls = {
  send: (clientId: string, kind: MessageKind, body: NewMessageBody) =>
    api.call(sendOf[kind], { params: { id: clientId }, body, silent: true }),
  /** One file for a message; the answer's id goes in the message's `files`. */
  upload: (file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('files', file, file.name);
    return api.send(endpoints.uploadMessageFile, form, { onProgress, silent: true });
  },
  markSeen: (clientId: string, kind: MessageKind, messageIds: string[]) =>
    api.call(seenOf[kind], { params: { id: clientId }, body: { message_ids: messageIds }, silent: true }),
  markAllSeen: (userId: string) => api.call(endpoints.markAllMessagesSeen, { params: { id: userId } }),
  createBulk: (body: MessageBulkBody) => api.call(endpoints.createMessageBulk, { body, silent: true }),
};

const attachmentEndpointOf = {
  client_note: endpoints.downloadClientMessageAttachment,
  practice_note: endpoints.downloadPracticeMessageAttachment,
} as const;

/** Saves an uploaded attachment through the API client, so a refusal is explained in a toast. */
export function downloadAttachment(message: Pick<ThreadMessage, 'id' | 'client_id' | 'kind'>, attachment: MessageAttachmentView) {
  const params = { id: message.client_id, messageId: message.id, attachmentId: attachment.id };
  return downloadFile(attachmentEndpointOf[message.kind], { params });
}

/** Puts the counts a "seen" call answered in place, so the badges fall at once. */
export function useSetUnread() {
  const queryClient = useQueryClient();
  return useCallback(
    (unread: UnreadMessages) => {
      queryClient.setQueryData(unreadKey, unread);
      void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
    [queryClient],
  );
}
