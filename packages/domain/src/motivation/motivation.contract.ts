import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam, paginationQuery } from '../shared/fields.ts';
import {
  motivationCommentBody,
  motivationCommentSchema,
  motivationItemBody,
  motivationItemSavedSchema,
  motivationItemSchema,
  motivationUploadSchema,
} from './motivation.ts';

const tag = 'motivation-centre';
const feature = 'motivationCentre';
/** The client and their staff; the relation table decides per client (another's: 404). */
const viewers = { roles: clientRolesFor('motivation.view') } as const;
const managers = { roles: clientRolesFor('motivation.manage') } as const;
const commenters = { roles: clientRolesFor('motivation.comment') } as const;

const base = '/clients/:id/motivation-centre-items';
const itemParams = z.object({ id: z.uuid(), itemId: z.uuid() });
const imageParams = itemParams.extend({ imageId: z.uuid() });
const commentParams = itemParams.extend({ commentId: z.uuid() });
const commentsQuery = paginationQuery.extend({ per_page: z.coerce.number().int().min(1).max(100).default(50) });

/**
 * A client's motivation centre (spec 1 §7 `/clients/{id}/motivation-centre-items`): links, PDFs and image
 * galleries, with comments. Files are uploaded first, one a call (`pdf-uploads`, `image-uploads`), and an
 * item is then saved naming them, so a gallery of many images is saved, or refused, as one.
 */
export const motivationEndpoints = {
  listMotivationItems: endpoint({
    method: 'GET',
    path: base,
    tag,
    access: viewers,
    feature,
    params: idParam,
    query: paginationQuery,
    answer: answers.page(motivationItemSchema),
  }),
  createMotivationItem: endpoint({
    method: 'POST',
    path: base,
    tag,
    access: managers,
    feature,
    params: idParam,
    body: motivationItemBody,
    answer: answers.data(motivationItemSavedSchema, 201),
  }),
  /** A PDF for an item, checked by its upload policy and kept for the item's save to take. */
  uploadMotivationPdf: endpoint({
    method: 'POST',
    path: `${base}/pdf-uploads`,
    tag,
    access: managers,
    feature,
    params: idParam,
    upload: { purpose: 'motivationPdf' },
    answer: answers.data(motivationUploadSchema, 201),
  }),
  /** One image for a gallery (its main image or another), checked as an image and kept for the save to take. */
  uploadMotivationImage: endpoint({
    method: 'POST',
    path: `${base}/image-uploads`,
    tag,
    access: managers,
    feature,
    params: idParam,
    upload: { purpose: 'motivationImage' },
    answer: answers.data(motivationUploadSchema, 201),
  }),
  getMotivationItem: endpoint({
    method: 'GET',
    path: `${base}/:itemId`,
    tag,
    access: viewers,
    feature,
    params: itemParams,
    answer: answers.data(motivationItemSchema),
  }),
  updateMotivationItem: endpoint({
    method: 'PATCH',
    path: `${base}/:itemId`,
    tag,
    access: managers,
    feature,
    params: itemParams,
    body: motivationItemBody,
    answer: answers.data(motivationItemSavedSchema),
  }),
  removeMotivationItem: endpoint({
    method: 'DELETE',
    path: `${base}/:itemId`,
    tag,
    access: managers,
    feature,
    params: itemParams,
    answer: answers.empty,
  }),
  /** The item's PDF, as a download (the viewer reads it). */
  downloadMotivationPdf: endpoint({
    method: 'GET',
    path: `${base}/:itemId/pdf`,
    tag,
    access: viewers,
    feature,
    params: itemParams,
    answer: answers.file,
  }),
  /** One image of a gallery (its main image or another), by the id the item lists it with. */
  getMotivationImage: endpoint({
    method: 'GET',
    path: `${base}/:itemId/images/:imageId`,
    tag,
    access: viewers,
    feature,
    params: imageParams,
    answer: answers.file,
  }),
  /** The item's comments, newest first. */
  listMotivationComments: endpoint({
    method: 'GET',
    path: `${base}/:itemId/comments`,
    tag,
    access: viewers,
    feature,
    params: itemParams,
    query: commentsQuery,
    answer: answers.page(motivationCommentSchema),
  }),
  createMotivationComment: endpoint({
    method: 'POST',
    path: `${base}/:itemId/comments`,
    tag,
    access: commenters,
    feature,
    params: itemParams,
    body: motivationCommentBody,
    answer: answers.data(motivationCommentSchema, 201),
  }),
  /** Deletes one of the caller's own comments. */
  removeMotivationComment: endpoint({
    method: 'DELETE',
    path: `${base}/:itemId/comments/:commentId`,
    tag,
    access: commenters,
    feature,
    params: commentParams,
    answer: answers.empty,
  }),
};
