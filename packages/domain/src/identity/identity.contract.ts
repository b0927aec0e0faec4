import { answers, endpoint } from '../api/endpoint.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { paginationQuery } from '../shared/fields.ts';
import {
  identificationParams,
  identificationSavedSchema,
  identificationSchema,
  identityCopyAwaitedSchema,
  identityCopyRequestBody,
  identityCopyRequestParams,
  identityCopyRequestSchema,
  identityDocumentBody,
  identityDocumentParams,
  identityDocumentPatch,
  identityPersonalDetailsBody,
  identitySectionParams,
} from './identity.schemas.ts';

const tag = 'identity';
const feature = 'myIdentification';
/** The client and all their staff read it; the relation table decides per client (a restricted document: client and adviser). */
const viewers = { roles: clientRolesFor('identity.view') } as const;
/** The client, their advisers and supporting admins; never the director, who only reads (spec 3 §6). */
const editors = { roles: clientRolesFor('identity.edit') } as const;
const lockers = { roles: clientRolesFor('identity.lock') } as const;
const copyRequesters = { roles: clientRolesFor('identity.requestCopy') } as const;

/**
 * A client's identification (spec 3 §2 My Identification and Client Identification; spec 1 §2
 * clients/{clientId}/identification): personal details, identity documents and their scans, section
 * locks and requests for physical copies. Spec 3 §7 names no path, so they sit under the client.
 */
export const identityEndpoints = {
  getIdentification: endpoint({
    method: 'GET',
    path: '/clients/:id/identification',
    tag,
    feature,
    access: viewers,
    params: identificationParams,
    answer: answers.data(identificationSchema),
  }),
  /** Saves the numbered nationalities and residencies at the version the form was loaded at. */
  saveIdentityPersonalDetails: endpoint({
    method: 'PUT',
    path: '/clients/:id/identification/personal-details',
    tag,
    feature,
    access: editors,
    params: identificationParams,
    body: identityPersonalDetailsBody,
    answer: answers.data(identificationSavedSchema),
  }),
  /** Adds a document, with its scan or photo when the form carries one (a JSON body adds it without). */
  addIdentityDocument: endpoint({
    method: 'POST',
    path: '/clients/:id/identification/documents',
    tag,
    feature,
    access: editors,
    params: identificationParams,
    upload: { purpose: 'identityDocument', fields: identityDocumentBody, orJson: true },
    answer: answers.data(identificationSavedSchema, 201),
  }),
  updateIdentityDocument: endpoint({
    method: 'PATCH',
    path: '/clients/:id/identification/documents/:documentId',
    tag,
    feature,
    access: editors,
    params: identityDocumentParams,
    body: identityDocumentPatch,
    answer: answers.data(identificationSavedSchema),
  }),
  /** Uploads the document's scan or photo, replacing the one it had. */
  uploadIdentityDocumentFile: endpoint({
    method: 'PUT',
    path: '/clients/:id/identification/documents/:documentId/file',
    tag,
    feature,
    access: editors,
    params: identityDocumentParams,
    upload: { purpose: 'identityDocument' },
    answer: answers.data(identificationSavedSchema),
  }),
  downloadIdentityDocumentFile: endpoint({
    method: 'GET',
    path: '/clients/:id/identification/documents/:documentId/file',
    tag,
    feature,
    access: viewers,
    params: identityDocumentParams,
    answer: answers.file,
  }),
  removeIdentityDocument: endpoint({
    method: 'DELETE',
    path: '/clients/:id/identification/documents/:documentId',
    tag,
    feature,
    access: editors,
    params: identityDocumentParams,
    answer: answers.data(identificationSavedSchema),
  }),
  /** Locks a section (`personal-details`, `identity-documents`): the client then cannot change it. */
  lockIdentitySection: endpoint({
    method: 'POST',
    path: '/clients/:id/identification/locks/:section',
    tag,
    feature,
    access: lockers,
    params: identitySectionParams,
    answer: answers.data(identificationSavedSchema),
  }),
  unlockIdentitySection: endpoint({
    method: 'DELETE',
    path: '/clients/:id/identification/locks/:section',
    tag,
    feature,
    access: lockers,
    params: identitySectionParams,
    answer: answers.data(identificationSavedSchema),
  }),
  /** The open requests for physical copies (the client's home lists them). */
  listIdentityCopyRequests: endpoint({
    method: 'GET',
    path: '/clients/:id/identification/copy-requests',
    tag,
    feature,
    access: viewers,
    params: identificationParams,
    query: paginationQuery,
    answer: answers.page(identityCopyRequestSchema),
  }),
  /** Asks the client for a physical copy of a document; they are told, and it shows until marked received. */
  requestIdentityCopy: endpoint({
    method: 'POST',
    path: '/clients/:id/identification/copy-requests',
    tag,
    feature,
    access: copyRequesters,
    params: identificationParams,
    body: identityCopyRequestBody,
    answer: answers.data(identificationSavedSchema, 201),
  }),
  markIdentityCopyReceived: endpoint({
    method: 'POST',
    path: '/clients/:id/identification/copy-requests/:requestId/received',
    tag,
    feature,
    access: copyRequesters,
    params: identityCopyRequestParams,
    answer: answers.data(identificationSavedSchema),
  }),
  /** Physical copies still awaited from the clients the viewer may ask them of, longest waiting first: their home's panel. */
  listAwaitedIdentityCopies: endpoint({
    method: 'GET',
    path: '/identification/copy-requests/awaited',
    tag,
    feature,
    access: copyRequesters,
    query: paginationQuery,
    answer: answers.page(identityCopyAwaitedSchema),
  }),
};

export * from './identity.countries.ts';
export * from './identity.schemas.ts';
