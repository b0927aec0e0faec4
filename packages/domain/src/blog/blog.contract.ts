import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { idParam, paginationQuery } from '../shared/fields.ts';
import {
  blogAuthorSchema,
  blogPostBody,
  blogPostFilters,
  blogPostSavedSchema,
  blogPostSchema,
  blogStaffRoles,
  blogUploadSchema,
  blogWriterRoles,
} from './blog.ts';

const tag = 'blog';
const feature = 'blog';
/** The practice's clients (published posts only) and its staff (every post, with its state). */
const readers = { roles: ['client', ...blogStaffRoles] } as const;
const writers = { roles: blogWriterRoles } as const;

export const blogPostListQuery = paginationQuery.extend({ state: z.enum(blogPostFilters).optional() });

/**
 * The practice's blog (spec 1 §7 `/blog-posts`): posts with a title, Markdown text, an author, an optional
 * PDF (uploaded first, one a call, then named by the save; or a link to one) and a published time that
 * may lie ahead (scheduled). Clients read the published ones; advisers and the director write them.
 */
export const blogEndpoints = {
  listBlogPosts: endpoint({
    method: 'GET',
    path: '/blog-posts',
    tag,
    feature,
    access: readers,
    query: blogPostListQuery,
    answer: answers.page(blogPostSchema),
  }),
  createBlogPost: endpoint({
    method: 'POST',
    path: '/blog-posts',
    tag,
    feature,
    access: writers,
    body: blogPostBody,
    answer: answers.data(blogPostSavedSchema, 201),
  }),
  /** A PDF for a post, checked by its upload policy and kept for the post's save to take. */
  uploadBlogPdf: endpoint({
    method: 'POST',
    path: '/blog-posts/pdf-uploads',
    tag,
    feature,
    access: writers,
    upload: { purpose: 'blogPdf' },
    answer: answers.data(blogUploadSchema, 201),
  }),
  /** The staff who can be named as a post's author. */
  listBlogAuthors: endpoint({
    method: 'GET',
    path: '/blog-posts/authors',
    tag,
    feature,
    access: writers,
    answer: answers.data(z.array(blogAuthorSchema)),
  }),
  getBlogPost: endpoint({
    method: 'GET',
    path: '/blog-posts/:id',
    tag,
    feature,
    access: readers,
    params: idParam,
    answer: answers.data(blogPostSchema),
  }),
  updateBlogPost: endpoint({
    method: 'PATCH',
    path: '/blog-posts/:id',
    tag,
    feature,
    access: writers,
    params: idParam,
    body: blogPostBody,
    answer: answers.data(blogPostSavedSchema),
  }),
  deleteBlogPost: endpoint({
    method: 'DELETE',
    path: '/blog-posts/:id',
    tag,
    feature,
    access: writers,
    params: idParam,
    answer: answers.empty,
  }),
  /** The post's uploaded PDF as a download (the PDF viewer reads it too). */
  downloadBlogPdf: endpoint({
    method: 'GET',
    path: '/blog-posts/:id/pdf',
    tag,
    feature,
    access: readers,
    params: idParam,
    answer: answers.file,
  }),
};
