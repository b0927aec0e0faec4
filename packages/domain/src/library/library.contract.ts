import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam, paginationQuery } from '../shared/fields.ts';
import {
  brochureBody,
  brochureChoiceBody,
  brochureReaderRoles,
  brochureSavedSchema,
  brochureSchema,
  brochureWriterRoles,
  libraryItemBody,
  libraryItemFilters,
  libraryItemSavedSchema,
  libraryItemSchema,
  libraryReaderRoles,
  libraryStaffRoles,
  libraryUploadSchema,
  practiceBrochureChoiceSchema,
  practiceBrochureSchema,
} from './library.ts';

const tag = 'library';
const readers = { roles: libraryReaderRoles } as const;
const staff = { roles: libraryStaffRoles } as const;

export const libraryItemListQuery = paginationQuery.extend({ filter: z.enum(libraryItemFilters).optional() });

/**
 * The practice's library content (spec 1 §2 practice-library-content): items with a title, a description, a PDF
 * (uploaded first, then named by the save; or a link to one) or a link, and an optional display-until date.
 * Clients read the items still shown; the practice's staff write them and see expired ones too.
 */
export const libraryEndpoints = {
  listLibraryItems: endpoint({
    method: 'GET',
    path: '/practice-library-contents',
    tag,
    feature: 'brochureLibrary',
    access: readers,
    query: libraryItemListQuery,
    answer: answers.page(libraryItemSchema),
  }),
  createLibraryItem: endpoint({
    method: 'POST',
    path: '/practice-library-contents',
    tag,
    feature: 'brochureLibrary',
    access: staff,
    body: libraryItemBody,
    answer: answers.data(libraryItemSavedSchema, 201),
  }),
  /** A PDF for an item, checked by its upload policy and kept for the item's save to take. */
  uploadLibraryPdf: endpoint({
    method: 'POST',
    path: '/practice-library-contents/pdf-uploads',
    tag,
    feature: 'brochureLibrary',
    access: staff,
    upload: { purpose: 'libraryPdf' },
    answer: answers.data(libraryUploadSchema, 201),
  }),
  getLibraryItem: endpoint({
    method: 'GET',
    path: '/practice-library-contents/:id',
    tag,
    feature: 'brochureLibrary',
    access: readers,
    params: idParam,
    answer: answers.data(libraryItemSchema),
  }),
  updateLibraryItem: endpoint({
    method: 'PATCH',
    path: '/practice-library-contents/:id',
    tag,
    feature: 'brochureLibrary',
    access: staff,
    params: idParam,
    body: libraryItemBody,
    answer: answers.data(libraryItemSavedSchema),
  }),
  deleteLibraryItem: endpoint({
    method: 'DELETE',
    path: '/practice-library-contents/:id',
    tag,
    feature: 'brochureLibrary',
    access: staff,
    params: idParam,
    answer: answers.empty,
  }),
  /** The item's uploaded PDF as a download (the PDF viewer reads it too). */
  downloadLibraryPdf: endpoint({
    method: 'GET',
    path: '/practice-library-contents/:id/pdf',
    tag,
    feature: 'brochureLibrary',
    access: readers,
    params: idParam,
    answer: answers.file,
  }),
};

const brochureReaders = { roles: brochureReaderRoles } as const;
const brochureWriters = { roles: brochureWriterRoles } as const;

/** The platform's pre-approved brochures (spec 1 §7 `/brochures`), kept by its super admins. */
export const brochureEndpoints = {
  listBrochures: endpoint({
    method: 'GET',
    path: '/brochures',
    tag,
    access: brochureReaders,
    query: paginationQuery,
    answer: answers.page(brochureSchema),
  }),
  createBrochure: endpoint({
    method: 'POST',
    path: '/brochures',
    tag,
    access: brochureWriters,
    body: brochureBody,
    answer: answers.data(brochureSavedSchema, 201),
  }),
  uploadBrochurePdf: endpoint({
    method: 'POST',
    path: '/brochures/pdf-uploads',
    tag,
    access: brochureWriters,
    upload: { purpose: 'brochurePdf' },
    answer: answers.data(libraryUploadSchema, 201),
  }),
  getBrochure: endpoint({
    method: 'GET',
    path: '/brochures/:id',
    tag,
    access: brochureReaders,
    params: idParam,
    answer: answers.data(brochureSchema),
  }),
  updateBrochure: endpoint({
    method: 'PATCH',
    path: '/brochures/:id',
    tag,
    access: brochureWriters,
    params: idParam,
    body: brochureBody,
    answer: answers.data(brochureSavedSchema),
  }),
  deleteBrochure: endpoint({
    method: 'DELETE',
    path: '/brochures/:id',
    tag,
    access: brochureWriters,
    params: idParam,
    answer: answers.empty,
  }),
  downloadBrochurePdf: endpoint({
    method: 'GET',
    path: '/brochures/:id/pdf',
    tag,
    access: brochureReaders,
    params: idParam,
    answer: answers.file,
  }),
};

/**
 * The brochures as one practice sees them (spec 1 §7 `/practice-brochures`): its staff list every brochure
 * with whether its clients are shown it, and choose; its clients read the ones shown.
 */
export const practiceBrochureEndpoints = {
  listPracticeBrochures: endpoint({
    method: 'GET',
    path: '/practice-brochures',
    tag,
    feature: 'preApprovedBrochures',
    access: readers,
    query: paginationQuery,
    answer: answers.page(practiceBrochureSchema),
  }),
  getPracticeBrochure: endpoint({
    method: 'GET',
    path: '/practice-brochures/:id',
    tag,
    feature: 'preApprovedBrochures',
    access: readers,
    params: idParam,
    answer: answers.data(practiceBrochureSchema),
  }),
  /** Shows the brochure to the practice's clients, or hides it. */
  choosePracticeBrochure: endpoint({
    method: 'PUT',
    path: '/practice-brochures/:id',
    tag,
    feature: 'preApprovedBrochures',
    access: staff,
    params: idParam,
    body: brochureChoiceBody,
    answer: answers.data(practiceBrochureChoiceSchema),
  }),
  downloadPracticeBrochurePdf: endpoint({
    method: 'GET',
    path: '/practice-brochures/:id/pdf',
    tag,
    feature: 'preApprovedBrochures',
    access: readers,
    params: idParam,
    answer: answers.file,
  }),
};
