import { blogSavedMessage, blogEndpoints as endpoints, uploadPolicies } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { readUpload } from '../../http/multipart.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  listBlogAuthors,
  listBlogPosts,
  readBlogPdf,
  updateBlogPost,
  uploadBlogPdf,
} from './blog.service.ts';

/** The practice's blog: its posts, their PDFs and the staff who can author them. */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.uploadBlogPdf, async (request) => {
    const { file } = await readUpload(request, uploadPolicies.blogPdf);
    return uploadBlogPdf(runtime, actorOf(request), file);
  });
  serve(app, endpoints.listBlogAuthors, (request) => listBlogAuthors(runtime, actorOf(request)));
  serve(app, endpoints.listBlogPosts, (request) => listBlogPosts(runtime, actorOf(request), request.query));
  serve(app, endpoints.createBlogPost, async (request) => {
    const post = await createBlogPost(runtime, actorOf(request), request.body, requestInfo(request));
    return { ...post, message: blogSavedMessage(post.state) };
  });
  serve(app, endpoints.getBlogPost, (request) => getBlogPost(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.updateBlogPost, async (request) => {
    const post = await updateBlogPost(runtime, actorOf(request), request.params.id, request.body, requestInfo(request));
    return { ...post, message: blogSavedMessage(post.state) };
  });
  serve(app, endpoints.deleteBlogPost, (request) => deleteBlogPost(runtime, actorOf(request), request.params.id, requestInfo(request)));
  serve(app, endpoints.downloadBlogPdf, async (request, reply) =>
    sendDownload(reply, await readBlogPdf(runtime, actorOf(request), request.params.id)),
  );
}
