import { type BlogPostFilter, type BlogUpload, type BodyIn, blogEndpoints as endpoints } from '@advice/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const blogKey = ['blog'] as const;
const postKey = (postId: string) => [...blogKey, 'post', postId] as const;

/** Posts on one page of the list. */
export const postsPerPage = 10;

/** One page of the posts the signed-in person sees: a client's published ones, staff's all (or one state's). */
export function useBlogPosts(page: number, state?: BlogPostFilter) {
  return useQuery({
    queryKey: [...blogKey, 'list', state ?? 'all', page],
    queryFn: () => api.page(endpoints.listBlogPosts, page, postsPerPage, { query: state ? { state } : {}, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useBlogPost(postId: string) {
  return useQuery({
    queryKey: postKey(postId),
    queryFn: () => api.call(endpoints.getBlogPost, { params: { id: postId }, silent: true }),
  });
}

/** The staff who can be named as author. */
export function useBlogAuthors() {
  return useQuery({
    queryKey: [...blogKey, 'authors'],
    queryFn: () => api.call(endpoints.listBlogAuthors, { silent: true }),
  });
}

export type BlogPostInput = BodyIn<typeof endpoints.createBlogPost>;

/** The calls that change the blog; the editor shows their refusals itself (silent). */
export const blogCalls = {
  create: (body: BlogPostInput) => api.call(endpoints.createBlogPost, { body, silent: true }),
  update: (postId: string, body: BlogPostInput) => api.call(endpoints.updateBlogPost, { params: { id: postId }, body, silent: true }),
  remove: (postId: string) => api.call(endpoints.deleteBlogPost, { params: { id: postId }, silent: true }),
  /** Uploads the PDF; the save then names it by the id answered. */
  upload: (file: File): Promise<BlogUpload> => {
    const form = new FormData();
    form.append('file', file);
    return api.send(endpoints.uploadBlogPdf, form, { silent: true });
  },
};
