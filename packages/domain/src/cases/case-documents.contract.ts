import { answers, endpoint } from '../api/endpoint.ts';
import { idParam, paginationQuery } from '../shared/fields.ts';
import { staffRoles } from '../shared/roles.ts';
import {
  caseAddendumBody,
  caseAddendumSchema,
  caseDocumentEditBody,
  caseDocumentListQuery,
  caseDocumentParams,
  caseDocumentSchema,
  caseDocumentUploadFields,
  caseDocumentVersionFields,
  pdfFormBody,
  pdfFormSchema,
} from './case-documents.ts';

const tag = 'cases';
const staff = { roles: staffRoles } as const;
const clientOrStaff = { roles: ['client', ...staffRoles] } as const;

/**
 * A case's documents (upload, list by category, download as an attachment, edit, remove), its addenda and
 * the business submission pack. Staff of the client manage documents; the client adds their own to their
 * Online Advice Request while building it, and never sees a concealed one.
 */
export const caseDocumentsEndpoints = {
  uploadCaseDocument: endpoint({
    method: 'POST',
    path: '/client-cases/:id/documents',
    tag,
    access: clientOrStaff,
    params: idParam,
    upload: { purpose: 'caseDocument', fields: caseDocumentUploadFields },
    answer: answers.data(caseDocumentSchema, 201),
  }),
  /** A newer version: the old one is deprecated (still readable, it offers the newest), its unsigned signing request voided. */
  uploadCaseDocumentVersion: endpoint({
    method: 'POST',
    path: '/client-cases/:id/documents/:documentId/versions',
    tag,
    access: staff,
    params: caseDocumentParams,
    upload: { purpose: 'caseDocument', fields: caseDocumentVersionFields },
    answer: answers.data(caseDocumentSchema, 201),
  }),
  /** A PDF form's values as filled in the viewer (editablePdf flag). */
  getPdfForm: endpoint({
    method: 'GET',
    path: '/client-cases/:id/documents/:documentId/form',
    tag,
    access: clientOrStaff,
    feature: 'editablePdf',
    params: caseDocumentParams,
    answer: answers.data(pdfFormSchema),
  }),
  /** Saves the form as the reader types (the whole set of values each time). */
  savePdfForm: endpoint({
    method: 'PUT',
    path: '/client-cases/:id/documents/:documentId/form',
    tag,
    access: clientOrStaff,
    feature: 'editablePdf',
    params: caseDocumentParams,
    body: pdfFormBody,
    answer: answers.data(pdfFormSchema),
  }),
  /** The PDF with the form's values filled in and flattened, as a download. */
  downloadFilledPdf: endpoint({
    method: 'GET',
    path: '/client-cases/:id/documents/:documentId/filled.pdf',
    tag,
    access: clientOrStaff,
    feature: 'editablePdf',
    params: caseDocumentParams,
    answer: answers.file,
  }),
  listCaseDocuments: endpoint({
    method: 'GET',
    path: '/client-cases/:id/documents',
    tag,
    access: clientOrStaff,
    params: idParam,
    query: caseDocumentListQuery,
    answer: answers.page(caseDocumentSchema),
  }),
  downloadCaseDocument: endpoint({
    method: 'GET',
    path: '/client-cases/:id/documents/:documentId/download',
    tag,
    access: clientOrStaff,
    params: caseDocumentParams,
    answer: answers.file,
  }),
  editCaseDocument: endpoint({
    method: 'PATCH',
    path: '/client-cases/:id/documents/:documentId',
    tag,
    access: clientOrStaff,
    params: caseDocumentParams,
    body: caseDocumentEditBody,
    answer: answers.data(caseDocumentSchema),
  }),
  removeCaseDocument: endpoint({
    method: 'DELETE',
    path: '/client-cases/:id/documents/:documentId',
    tag,
    access: clientOrStaff,
    params: caseDocumentParams,
    answer: answers.empty,
  }),
  /** The business submission pack: a zip of the case's documents, built as it streams. */
  downloadBusinessPack: endpoint({
    method: 'GET',
    path: '/client-cases/:id/business-pack.zip',
    tag,
    access: staff,
    params: idParam,
    answer: answers.file,
  }),
  addAddendum: endpoint({
    method: 'POST',
    path: '/client-cases/:id/addenda',
    tag,
    access: staff,
    params: idParam,
    body: caseAddendumBody,
    answer: answers.data(caseAddendumSchema, 201),
  }),
  listAddenda: endpoint({
    method: 'GET',
    path: '/client-cases/:id/addenda',
    tag,
    access: clientOrStaff,
    params: idParam,
    query: paginationQuery,
    answer: answers.page(caseAddendumSchema),
  }),
};
