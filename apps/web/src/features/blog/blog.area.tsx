import type { RouteObject } from 'react-router';

const pages = () => import('./blog-pages.tsx');

/**
 * The blog's pages inside the signed-in shell (spec 1 §2: blog, blog/{postId}), behind the blog feature (off:
 * the not-found page). The editor's pages, blog/new and blog/{postId}/edit, are the writers'.
 */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: async () => ({ Component: (await pages()).BlogListRoute }) },
  { path: 'blog/new', lazy: async () => ({ Component: (await pages()).NewBlogPostRoute }) },
  { path: 'blog/:postId', lazy: async () => ({ Component: (await pages()).BlogPostRoute }) },
  { path: 'blog/:postId/edit', lazy: async () => ({ Component: (await pages()).EditBlogPostRoute }) },
];
