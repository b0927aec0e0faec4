import { answers, endpoint } from '../api/endpoint.ts';
import { type ClientAction, clientRolesFor } from '../people/people.permissions.ts';
import { idParam, messageSchema, paginationQuery } from '../shared/fields.ts';
import {
  caseFactFindSavedSchema,
  caseFactFindViewSchema,
  factFindChangesQuery,
  factFindChangesSchema,
  factFindDocumentListQuery,
  factFindDocumentParams,
  factFindDocumentSchema,
  factFindSaveBody,
  factFindSavedSchema,
  factFindSectionParams,
  factFindVersionSchema,
  factFindViewSchema,
} from './fact-find.views.ts';

const tag = 'fact-find';
const who = (action: ClientAction) => ({ roles: clientRolesFor(action) });
const viewers = who('factFind.view');
const editors = who('factFind.edit');

/**
 * A client's fact find (spec 1 §7 `/clients/{id}/fact-finds`, `/client-cases/{id}/fact-find`): the client
 * and the staff related to them read it and save it section by section, each save a new version; staff see
 * what changed since they last reviewed it and mark it reviewed; the documents section holds uploads.
 */
export const factFindEndpoints = {
  getFactFind: endpoint({
    method: 'GET',
    path: '/clients/:id/fact-finds',
    tag,
    access: viewers,
    params: idParam,
    answer: answers.data(factFindViewSchema),
  }),
  saveFactFindSection: endpoint({
    method: 'PUT',
    path: '/clients/:id/fact-finds/sections/:section',
    tag,
    access: editors,
    params: factFindSectionParams,
    body: factFindSaveBody,
    answer: answers.data(factFindSavedSchema),
  }),
  listFactFindVersions: endpoint({
    method: 'GET',
    path: '/clients/:id/fact-finds/versions',
    tag,
    access: viewers,
    params: idParam,
    query: paginationQuery,
    answer: answers.page(factFindVersionSchema),
  }),
  listFactFindChanges: endpoint({
    method: 'GET',
    path: '/clients/:id/fact-finds/changes',
    tag,
    access: viewers,
    params: idParam,
    query: factFindChangesQuery,
    answer: answers.data(factFindChangesSchema),
  }),
  reviewFactFind: endpoint({
    method: 'POST',
    path: '/clients/:id/fact-finds/review',
    tag,
    access: who('factFind.review'),
    params: idParam,
    answer: answers.data(factFindSavedSchema),
  }),
  listFactFindDocuments: endpoint({
    method: 'GET',
    path: '/clients/:id/fact-finds/documents',
    tag,
    access: viewers,
    params: idParam,
    query: factFindDocumentListQuery,
    answer: answers.page(factFindDocumentSchema),
  }),
  uploadFactFindDocument: endpoint({
    method: 'POST',
    path: '/clients/:id/fact-finds/documents',
    tag,
    access: editors,
    params: idParam,
    upload: { purpose: 'factFindDocument' },
    answer: answers.data(factFindDocumentSchema, 201),
  }),
  downloadFactFindDocument: endpoint({
    method: 'GET',
    path: '/clients/:id/fact-finds/documents/:documentId/download',
    tag,
    access: viewers,
    params: factFindDocumentParams,
    answer: answers.file,
  }),
  removeFactFindDocument: endpoint({
    method: 'DELETE',
    path: '/clients/:id/fact-finds/documents/:documentId',
    tag,
    access: editors,
    params: factFindDocumentParams,
    answer: answers.data(messageSchema),
  }),
  getCaseFactFind: endpoint({
    method: 'GET',
    path: '/client-cases/:id/fact-find',
    tag,
    access: viewers,
    params: idParam,
    answer: answers.data(caseFactFindViewSchema),
  }),
  saveCaseFactFindSection: endpoint({
    method: 'PUT',
    path: '/client-cases/:id/fact-find/sections/:section',
    tag,
    access: editors,
    params: factFindSectionParams,
    body: factFindSaveBody,
    answer: answers.data(caseFactFindSavedSchema),
  }),
};
