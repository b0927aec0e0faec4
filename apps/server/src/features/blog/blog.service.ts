import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  type BlogAuditContent,
  type BlogAuditField,
  type BlogAuthor,
  type BlogPost,
  type BlogPostBody,
  type BlogPostFilter,
  type BlogUpload,
  blogAuditFields,
  blogMessages,
  blogPostStateOf,
  blogUploadLifetimeMinutes,
  isStaffRole,
  type Pagination,
  uploadPolicies,
} from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blogPosts, storedFiles } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { pageOffset } from '../../http/pagination.ts';
import { type PracticeActor, practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { fileBaseOf } from '../cases/case-documents.files.ts';
import { checkUpload } from '../files/files.check.ts';
import { type FileContent, readStoredFile, storeFile } from '../files/stored-files.ts';
import { type BlogPostRow, type BlogReader, findAuthor, findPost, listAuthors, listPosts, presentPost } from './blog.queries.ts';

/*
 * The practice's blog. Advisers and the director write posts; staff see every post with its state;
 * clients see a post once its published time has come. Every query is scoped to the actor's practice,
 * so another practice's post is a 404, and so is a client's look at a draft or scheduled post.
 */

function readerOf(actor: PracticeActor): BlogReader {
  return { practiceId: actor.practiceId, isStaff: isStaffRole(actor.role), now: new Date() };
}

const policy = uploadPolicies.blogPdf;

/** Checks an uploaded PDF by its policy and stores it, as the writer's, for the post's save to take. */
export async function uploadBlogPdf(runtime: Runtime, actor: Actor, upload: UploadedFile): Promise<BlogUpload> {
  const writer = practiceActorOf(actor);
  const checked = await checkUpload(policy, upload);
  const stored = await storeFile(runtime, {
    practiceId: writer.practiceId,
    ownerId: null,
    purpose: 'blogPdf',
    fileName: `${fileBaseOf(upload.fileName, 'document')}.${checked.ext}`,
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: writer.userId,
  });
  return { id: stored.id, file_name: stored.fileName, size_bytes: checked.body.length };
}

type StoredRow = typeof storedFiles.$inferSelect;

/**
 * The PDF file a save names, locked until the transaction ends (so the orphan sweep cannot take it): the
 * post's own already, or the writer's fresh upload of a blog PDF in this practice; any other is refused.
 */
async function resolvePdf(tx: Tx, writer: PracticeActor, body: BlogPostBody, currentFileId: string | null): Promise<StoredRow | null> {
  if (!body.pdf_file_id) return null;
  const [row] = await tx
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, body.pdf_file_id), eq(storedFiles.practiceId, writer.practiceId)))
    .for('share');
  const freshSince = Date.now() - blogUploadLifetimeMinutes * 60_000;
  const isCurrent = body.pdf_file_id === currentFileId;
  const isFreshUpload = row?.createdBy === writer.userId && row.createdAt.getTime() > freshSince;
  if (row?.purpose !== 'blogPdf' || !(isCurrent || isFreshUpload))
    throw new AppError('request.invalid', { detail: blogMessages['blog.uploadGone'], pointer: '/pdf_file_id' });
  return row;
}

/** The published time a save gives: none for a draft, the chosen one when scheduled; now, or the time it already had when published. */
function publishedAtOf(body: BlogPostBody, current: Date | null, now: Date): Date | null {
  if (body.publication === 'draft') return null;
  if (body.publication === 'scheduled') return new Date(body.published_at ?? now);
  return current && current.getTime() <= now.getTime() ? current : now;
}

function contentOf(
  row: Pick<BlogPostRow, 'id' | 'title' | 'pdfUrl' | 'publishedAt'>,
  names: { author: string | null; pdf: string | null },
  now: Date,
): BlogAuditContent {
  return {
    post_id: row.id,
    title: row.title,
    state: blogPostStateOf(row.publishedAt, now),
    author: names.author,
    pdf: names.pdf,
    pdf_url: row.pdfUrl,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export async function listBlogPosts(
  runtime: Runtime,
  actor: Actor,
  query: Pagination & { state?: BlogPostFilter | undefined },
): Promise<{ rows: BlogPost[]; total: number }> {
  const reader = readerOf(practiceActorOf(actor));
  // A client reads published posts only, whatever filter it asks for.
  const filter = reader.isStaff ? query.state : 'published';
  return listPosts(runtime.db, reader, { filter, ...pageOffset(query) });
}

export async function getBlogPost(runtime: Runtime, actor: Actor, id: string): Promise<BlogPost> {
  const reader = readerOf(practiceActorOf(actor));
  return presentPost(runtime.db, await findPost(runtime.db, reader, id), reader.now);
}

export async function listBlogAuthors(runtime: Runtime, actor: Actor): Promise<BlogAuthor[]> {
  return listAuthors(runtime.db, practiceActorOf(actor).practiceId);
}

/** Writes a post (a draft, published now or scheduled), audited. */
export async function createBlogPost(runtime: Runtime, actor: Actor, body: BlogPostBody, request: RequestInfo): Promise<BlogPost> {
  const writer = practiceActorOf(actor);
  return inTransaction(runtime, async ({ tx }) => {
    const now = new Date();
    const author = await findAuthor(tx, writer.practiceId, body.author_id);
    const pdf = await resolvePdf(tx, writer, body, null);
    const [row] = await tx
      .insert(blogPosts)
      .values({
        id: randomUUID(),
        practiceId: writer.practiceId,
        title: body.title,
        text: body.text,
        authorId: author.id,
        fileId: pdf?.id ?? null,
        pdfUrl: body.pdf_url,
        publishedAt: publishedAtOf(body, null, now),
        createdBy: writer.userId,
        updatedBy: writer.userId,
      })
      .returning();
    if (!row) throw new Error('blog post insert returned nothing');
    await writeAudit(tx, {
      actor,
      practiceId: writer.practiceId,
      entityKind: 'blog-post',
      entityId: row.id,
      action: 'blog_post_created',
      after: contentOf(row, { author: author.name, pdf: pdf?.fileName ?? null }, now),
      ip: request.ip,
    });
    return presentPost(tx, row, now);
  });
}

async function fileNameOf(tx: Db | Tx, practiceId: string, fileId: string | null): Promise<string | null> {
  if (!fileId) return null;
  const [row] = await tx
    .select({ fileName: storedFiles.fileName })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.practiceId, practiceId)));
  return row?.fileName ?? null;
}

async function authorNameOf(tx: Tx, practiceId: string, authorId: string | null): Promise<string | null> {
  if (!authorId) return null;
  return (await findAuthor(tx, practiceId, authorId).catch(() => null))?.name ?? null;
}

/**
 * Changes a post to what the body says. A file it no longer names is let go (the orphan sweep deletes
 * it). The event records the changed fields; a change of nothing writes nothing.
 */
export async function updateBlogPost(
  runtime: Runtime,
  actor: Actor,
  id: string,
  body: BlogPostBody,
  request: RequestInfo,
): Promise<BlogPost> {
  const writer = practiceActorOf(actor);
  return inTransaction(runtime, async ({ tx }) => {
    const reader = readerOf(writer);
    const row = await findPost(tx, reader, id, true);
    const author = await findAuthor(tx, writer.practiceId, body.author_id);
    const pdf = await resolvePdf(tx, writer, body, row.fileId);
    const next = {
      title: body.title,
      text: body.text,
      authorId: author.id,
      fileId: pdf?.id ?? null,
      pdfUrl: body.pdf_url,
      publishedAt: publishedAtOf(body, row.publishedAt, reader.now),
    };
    const was = contentOf(
      row,
      { author: await authorNameOf(tx, writer.practiceId, row.authorId), pdf: await fileNameOf(tx, writer.practiceId, row.fileId) },
      reader.now,
    );
    const will = contentOf({ id: row.id, ...next }, { author: author.name, pdf: pdf?.fileName ?? null }, reader.now);
    const changed: BlogAuditField[] = blogAuditFields.filter((field) => {
      if (field === 'text') return row.text !== next.text;
      if (field === 'author') return row.authorId !== next.authorId;
      if (field === 'pdf') return row.fileId !== next.fileId;
      return was[field] !== will[field];
    });
    if (changed.length === 0) return presentPost(tx, row, reader.now);
    const [updated] = await tx
      .update(blogPosts)
      .set({ ...next, updatedBy: writer.userId, updatedAt: new Date() })
      .where(and(eq(blogPosts.id, row.id), eq(blogPosts.practiceId, writer.practiceId)))
      .returning();
    if (!updated) throw new Error('blog post update returned nothing');
    const pick = (side: BlogAuditContent) => ({
      post_id: row.id,
      title: side.title,
      state: side.state,
      ...Object.fromEntries(
        changed.filter((field): field is Exclude<BlogAuditField, 'text'> => field !== 'text').map((field) => [field, side[field]]),
      ),
    });
    await writeAudit(tx, {
      actor,
      practiceId: writer.practiceId,
      entityKind: 'blog-post',
      entityId: row.id,
      action: 'blog_post_updated',
      before: pick(was),
      after: { ...pick(will), fields: changed },
      ip: request.ip,
    });
    return presentPost(tx, updated, reader.now);
  });
}

/** Deletes a post; its PDF file is left for the orphan sweep. The event keeps its title and state. */
export async function deleteBlogPost(runtime: Runtime, actor: Actor, id: string, request: RequestInfo): Promise<void> {
  const writer = practiceActorOf(actor);
  await inTransaction(runtime, async ({ tx }) => {
    const reader = readerOf(writer);
    const row = await findPost(tx, reader, id, true);
    await tx.delete(blogPosts).where(and(eq(blogPosts.id, row.id), eq(blogPosts.practiceId, writer.practiceId)));
    await writeAudit(tx, {
      actor,
      practiceId: writer.practiceId,
      entityKind: 'blog-post',
      entityId: row.id,
      action: 'blog_post_deleted',
      before: { post_id: row.id, title: row.title, state: blogPostStateOf(row.publishedAt, reader.now) },
      ip: request.ip,
    });
  });
}

/** The post's uploaded PDF, for whoever may see the post. */
export async function readBlogPdf(runtime: Runtime, actor: Actor, id: string): Promise<FileContent> {
  const row = await findPost(runtime.db, readerOf(practiceActorOf(actor)), id);
  const file = await readStoredFile(runtime, { practiceId: row.practiceId, id: row.fileId });
  if (!file) throw new AppError('resource.not_found', { detail: blogMessages['blog.fileNotFound'] });
  return file;
}
