import { z } from 'zod';
import type { NoticeText } from '../notifications/notification-events.ts';
import { paginationQuery, requiredText } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { documentRequestItemStatuses, vaultItemKinds } from './vault.ts';

/**
 * Document requests: a checklist of documents an adviser asks a client to provide. The client provides each
 * from their vault (the document is then shared with the adviser), or the adviser marks it received when it
 * came another way; an item is pending until then.
 */

export const documentRequestTitleMax = 200;
export const documentRequestNoteMax = 2000;
export const documentRequestItemNameMax = 200;
export const documentRequestItemsMax = 20;

/** Texts of document requests, shown by the server and early in the browser (en-GB). */
export const documentRequestMessages = {
  'documentRequests.sent': 'Document request sent',
  'documentRequests.withdrawn': 'Document request withdrawn',
  'documentRequests.provided': 'Document provided and shared with your adviser',
  'documentRequests.markedReceived': 'Marked as received',
  'documentRequests.notFound': 'This document request does not exist.',
  'documentRequests.itemNotFound': 'This item is not on the request.',
  'documentRequests.itemsNeeded': 'Add at least one document to ask for.',
  'documentRequests.itemsTooMany': `Ask for at most ${documentRequestItemsMax} documents in one request.`,
  'documentRequests.documentNeeded': 'Choose the document from your vault.',
  'documentRequests.documentNotFound': 'This document is not in your vault.',
  'documentRequests.folderRefused': 'Choose a document rather than a folder.',
  'documentRequests.staffChooseNothing': 'Only the client chooses documents from their vault; mark the item received instead.',
  'documentRequests.alreadyReceived': 'This item is already marked as received.',
} as const;

const itemBody = z.object({
  name: requiredText(documentRequestItemNameMax),
  is_required: z.boolean().default(true),
});

/** POST a request: a title, an optional note, and the documents asked for (each required or optional). */
export const documentRequestBody = z.object({
  title: requiredText(documentRequestTitleMax),
  note: z.string().trim().max(documentRequestNoteMax).default(''),
  items: z
    .array(itemBody, { error: () => messages['errors.required'] })
    .min(1, documentRequestMessages['documentRequests.itemsNeeded'])
    .max(documentRequestItemsMax, documentRequestMessages['documentRequests.itemsTooMany']),
});
export type DocumentRequestBody = z.infer<typeof documentRequestBody>;
export type DocumentRequestBodyIn = z.input<typeof documentRequestBody>;

/**
 * POST an item fulfilled: the client names the vault document that provides it; staff send nothing, marking
 * it received (it came by post, or at a meeting).
 */
export const fulfilDocumentRequestItemBody = z.object({ vault_item_id: z.uuid().optional() });
export type FulfilDocumentRequestItemBody = z.infer<typeof fulfilDocumentRequestItemBody>;

export const documentRequestParams = z.object({ id: z.uuid(), requestId: z.uuid() });
export const documentRequestItemParams = z.object({ id: z.uuid(), requestId: z.uuid(), itemId: z.uuid() });

/** Requests with an item still pending (`open`), or every one. */
export const documentRequestListQuery = paginationQuery.extend({ status: z.enum(['open', 'all']).default('all') });

export const documentRequestItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  is_required: z.boolean(),
  status: z.enum(documentRequestItemStatuses),
  /** The vault document that provided it, while the viewer may see it (staff: while it stays shared). */
  document: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  fulfilled_at: z.string().nullable(),
});
export type DocumentRequestItem = z.infer<typeof documentRequestItemSchema>;

export const documentRequestSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  note: z.string(),
  created_at: z.string(),
  created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  items: z.array(documentRequestItemSchema),
  received_count: z.number().int(),
  /** Every required item is received. */
  is_complete: z.boolean(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const documentRequestSavedSchema = documentRequestSchema.extend({ message: z.string() });

/** A document of the client's vault they may provide an item with. */
export const requestableDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(vaultItemKinds),
  is_shared_with_adviser: z.boolean(),
});
export type RequestableDocument = z.infer<typeof requestableDocumentSchema>;

/** How far a request has come: the items received, and whether every required one is. */
export function documentRequestProgressOf(items: readonly { is_required: boolean; status: string }[]): {
  received: number;
  isComplete: boolean;
} {
  const received = items.filter((item) => item.status === 'received').length;
  return { received, isComplete: items.every((item) => !item.is_required || item.status === 'received') };
}

export type DocumentRequestNoticeFacts = {
  clientId: string;
  clientName: string;
  title: string;
  itemCount: number;
  itemName?: string;
  received?: number;
};

const documentsWord = (count: number) => (count === 1 ? '1 document' : `${count} documents`);

/** The bells of document requests: the client is asked; staff hear each document provided. */
export const documentRequestNotices = {
  requested: (f: DocumentRequestNoticeFacts): NoticeText => ({
    title: 'Documents requested',
    body: `Your adviser asked you for ${documentsWord(f.itemCount)}: “${f.title}”. Provide them from your vault.`,
    link: '/vault/requests',
  }),
  fulfilled: (f: DocumentRequestNoticeFacts): NoticeText => ({
    title: 'Document provided',
    body: `${f.clientName} provided “${f.itemName ?? ''}” for “${f.title}” (${f.received ?? 0} of ${f.itemCount} received).`,
    link: `/clients/${f.clientId}/vault/requests`,
  }),
} as const;
