import { type AuditDescribers, type AuditFacts, listOf, sentence, textOf } from '../shared/audit.ts';
import type { BlogPostState } from './blog.ts';

/** A post as its events name it. */
export type BlogAuditPost = { post_id: string; title: string; state: BlogPostState };

/**
 * What an edit can change, as the audit trail keeps it: the small fields by value (the author and the PDF by
 * name), the text only as changed (it can be long). Both sides hold the changed ones and always the title
 * and state; `fields` lists every changed field, the text's too, in the editor's order.
 */
export type BlogAuditContent = BlogAuditPost & {
  author: string | null;
  pdf: string | null;
  pdf_url: string | null;
  published_at: string | null;
};
export const blogAuditFields = ['title', 'text', 'author', 'pdf', 'pdf_url', 'published_at'] as const;
export type BlogAuditField = (typeof blogAuditFields)[number];
type Changed = Partial<BlogAuditContent> & BlogAuditPost;

/** Every audited action of the blog (entity kind `blog-post`), with its payload. */
export type BlogAuditEvents = {
  blog_post_created: { after: BlogAuditContent };
  blog_post_updated: { before: Changed; after: Changed & { fields: BlogAuditField[] } };
  blog_post_deleted: { before: BlogAuditPost };
};

export const blogAuditMessages = {
  'audit.blog.createdDraft': '{{actor}} wrote the blog post “{{title}}” as a draft',
  'audit.blog.createdScheduled': '{{actor}} wrote the blog post “{{title}}” and scheduled it',
  'audit.blog.createdPublished': '{{actor}} published the blog post “{{title}}”',
  'audit.blog.published': '{{actor}} published the blog post “{{title}}”',
  'audit.blog.scheduled': '{{actor}} scheduled the blog post “{{title}}”',
  'audit.blog.unpublished': '{{actor}} took the blog post “{{title}}” back to a draft',
  'audit.blog.changed': '{{actor}} changed the {{fields}} of the blog post “{{title}}”',
  'audit.blog.edited': '{{actor}} edited the blog post “{{title}}”',
  'audit.blog.deleted': '{{actor}} deleted the blog post “{{title}}”',
} as const;
type Key = keyof typeof blogAuditMessages;

const fieldLabels: Record<BlogAuditField, string> = {
  title: 'title',
  text: 'text',
  author: 'author',
  pdf: 'PDF file',
  pdf_url: 'PDF URL',
  published_at: 'publication time',
};

const titleOf = (side: { readonly title?: unknown }, other: { readonly title?: unknown } = {}) =>
  textOf(side.title) ?? textOf(other.title) ?? 'a post';

function fieldsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((field) => (typeof field === 'string' && Object.hasOwn(fieldLabels, field) ? [field] : []));
}

function describeCreate(facts: AuditFacts<BlogAuditEvents['blog_post_created']>) {
  const title = titleOf(facts.after);
  if (facts.after.state === 'published') return sentence<Key>('audit.blog.createdPublished', facts, { title });
  return sentence<Key>(facts.after.state === 'scheduled' ? 'audit.blog.createdScheduled' : 'audit.blog.createdDraft', facts, { title });
}

/** A move between states says so; otherwise the changed fields are named (a change of state among them first). */
function describeEdit(facts: AuditFacts<BlogAuditEvents['blog_post_updated']>) {
  const title = titleOf(facts.after, facts.before);
  const from = facts.before.state;
  const to = facts.after.state;
  if (from !== to && to === 'published') return sentence<Key>('audit.blog.published', facts, { title });
  if (from !== to && to === 'scheduled') return sentence<Key>('audit.blog.scheduled', facts, { title });
  if (from !== to && to === 'draft') return sentence<Key>('audit.blog.unpublished', facts, { title });
  const fields = fieldsOf(facts.after.fields).map((field) => fieldLabels[field as BlogAuditField]);
  if (fields.length === 0) return sentence<Key>('audit.blog.edited', facts, { title });
  return sentence<Key>('audit.blog.changed', facts, { fields: listOf(fields), title });
}

export const blogAuditSentences: AuditDescribers<BlogAuditEvents, Key> = {
  blog_post_created: describeCreate,
  blog_post_updated: describeEdit,
  blog_post_deleted: (facts) => sentence<Key>('audit.blog.deleted', facts, { title: titleOf(facts.before) }),
};
