import type { AuditRow } from '../audit/audit-row.ts';

const postId = '7d0a3f2e-4b5c-4d6e-8f70-1a2b3c4d5e6f';
const post = { post_id: postId, title: 'Your ISA allowance before April', state: 'published' };

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const blogAuditRows: AuditRow[] = [
  {
    kind: 'blog-post',
    action: 'blog_post_created',
    after: { ...post, author: 'Priya Shah', pdf: 'isa-guide.pdf', pdf_url: null, published_at: '2026-11-20T09:00:00.000Z' },
    expected: 'Priya Shah published the blog post “Your ISA allowance before April”',
  },
  {
    kind: 'blog-post',
    action: 'blog_post_created',
    after: { ...post, state: 'draft', author: 'Priya Shah', pdf: null, pdf_url: null, published_at: null },
    expected: 'Priya Shah wrote the blog post “Your ISA allowance before April” as a draft',
  },
  {
    kind: 'blog-post',
    action: 'blog_post_updated',
    before: { ...post, state: 'draft' },
    after: { ...post, fields: ['published_at'] },
    expected: 'Priya Shah published the blog post “Your ISA allowance before April”',
  },
  {
    kind: 'blog-post',
    action: 'blog_post_updated',
    before: { ...post, title: 'ISA allowance', pdf_url: null },
    after: { ...post, pdf_url: 'https://example.com/isa.pdf', fields: ['title', 'text', 'pdf_url'] },
    expected: 'Priya Shah changed the title, text and PDF URL of the blog post “Your ISA allowance before April”',
  },
  {
    kind: 'blog-post',
    action: 'blog_post_deleted',
    before: post,
    expected: 'Priya Shah deleted the blog post “Your ISA allowance before April”',
  },
];
