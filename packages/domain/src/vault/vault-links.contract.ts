import { answers, endpoint } from '../api/endpoint.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam, paginationQuery } from '../shared/fields.ts';
import { staffRoles } from '../shared/roles.ts';
import {
  documentRequestBody,
  documentRequestItemParams,
  documentRequestListQuery,
  documentRequestParams,
  documentRequestSavedSchema,
  documentRequestSchema,
  fulfilDocumentRequestItemBody,
  requestableDocumentSchema,
} from './document-requests.ts';
import {
  sharedDocumentParam,
  sharedDocumentPasscodeSentSchema,
  sharedDocumentSchema,
  sharedDocumentVerifyBody,
  shareLinkBody,
  shareLinkOneParams,
  shareLinkParams,
  shareLinkSavedSchema,
  shareLinkSchema,
} from './vault-links.ts';

const tag = 'document-vault';
const feature = 'documentVault';
/** The client for any of their documents, their advisers for one shared with them; the relation table decides per client. */
const linkMakers = { roles: clientRolesFor('vault.shareLink') } as const;
const clientOrStaff = { roles: ['client', ...staffRoles] } as const;
const requesters = { roles: clientRolesFor('vault.requestDocuments') } as const;
/** A share link: whoever holds its token (and then its passcode), signed in or not, on the practice's own host. */
const linkHolder = { public: true } as const;

/** Share links to one vault document for someone outside the portal, and document requests. */
export const vaultLinksEndpoints = {
  /** The document's links, newest first, each with its views: for the client and the advisers who may share it. */
  listShareLinks: endpoint({
    method: 'GET',
    path: '/clients/:id/document-vault-items/:itemId/share-links',
    tag,
    feature,
    access: linkMakers,
    params: shareLinkParams,
    query: paginationQuery,
    answer: answers.page(shareLinkSchema),
  }),
  /** Makes a link and mails it to the recipient; the token is in that mail only. */
  createShareLink: endpoint({
    method: 'POST',
    path: '/clients/:id/document-vault-items/:itemId/share-links',
    tag,
    feature,
    access: linkMakers,
    params: shareLinkParams,
    body: shareLinkBody,
    answer: answers.data(shareLinkSavedSchema, 201),
  }),
  /** Revokes a link: it stops working at once. */
  revokeShareLink: endpoint({
    method: 'DELETE',
    path: '/clients/:id/document-vault-items/:itemId/share-links/:linkId',
    tag,
    feature,
    access: linkMakers,
    params: shareLinkOneParams,
    answer: answers.empty,
  }),
  /** Where a link stands for its holder: it needs the passcode, is open in this browser, or no longer works; unknown: 404. */
  getSharedDocument: endpoint({
    method: 'GET',
    path: '/shared-documents/:token',
    tag,
    feature,
    access: linkHolder,
    params: sharedDocumentParam,
    answer: answers.data(sharedDocumentSchema),
  }),
  /** Mails the recipient a one-time passcode (a few an hour at most). */
  sendSharedDocumentPasscode: endpoint({
    method: 'POST',
    path: '/shared-documents/:token/passcode',
    tag,
    feature,
    access: linkHolder,
    params: sharedDocumentParam,
    answer: answers.data(sharedDocumentPasscodeSentSchema),
  }),
  /** Checks the passcode; the right one opens the document in this browser for a while (a cookie of this link only). */
  verifySharedDocumentPasscode: endpoint({
    method: 'POST',
    path: '/shared-documents/:token/verify',
    tag,
    feature,
    access: linkHolder,
    params: sharedDocumentParam,
    body: sharedDocumentVerifyBody,
    answer: answers.data(sharedDocumentSchema),
  }),
  /** The document, to a browser that gave the passcode; each download is a view the owner sees. */
  downloadSharedDocument: endpoint({
    method: 'GET',
    path: '/shared-documents/:token/file',
    tag,
    feature,
    access: linkHolder,
    params: sharedDocumentParam,
    answer: answers.file,
  }),
  /** A client's document requests, newest first: the client's own, or a client's for their staff. */
  listDocumentRequests: endpoint({
    method: 'GET',
    path: '/clients/:id/document-requests',
    tag,
    feature,
    access: clientOrStaff,
    params: idParam,
    query: documentRequestListQuery,
    answer: answers.page(documentRequestSchema),
  }),
  /** Staff ask the client for documents: a checklist the client is told of. */
  createDocumentRequest: endpoint({
    method: 'POST',
    path: '/clients/:id/document-requests',
    tag,
    feature,
    access: requesters,
    params: idParam,
    body: documentRequestBody,
    answer: answers.data(documentRequestSavedSchema, 201),
  }),
  /** Staff withdraw a request (sent by mistake, no longer needed). */
  withdrawDocumentRequest: endpoint({
    method: 'DELETE',
    path: '/clients/:id/document-requests/:requestId',
    tag,
    feature,
    access: requesters,
    params: documentRequestParams,
    answer: answers.empty,
  }),
  /** The client provides an item with a vault document (shared with the adviser by it); staff mark it received. */
  fulfilDocumentRequestItem: endpoint({
    method: 'POST',
    path: '/clients/:id/document-requests/:requestId/items/:itemId/fulfil',
    tag,
    feature,
    access: clientOrStaff,
    params: documentRequestItemParams,
    body: fulfilDocumentRequestItemBody,
    answer: answers.data(documentRequestSavedSchema),
  }),
  /** The client's own vault documents, to choose the one that provides an item. */
  listRequestableDocuments: endpoint({
    method: 'GET',
    path: '/clients/:id/document-requests/vault-documents',
    tag,
    feature,
    access: { roles: ['client'] },
    params: idParam,
    query: paginationQuery,
    answer: answers.page(requestableDocumentSchema),
  }),
};

export * from './document-requests.ts';
export * from './vault-links.ts';
