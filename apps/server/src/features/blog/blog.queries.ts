import {
  AppError,
  addressOf,
  type BlogAuthor,
  type BlogPost,
  type BlogPostFilter,
  blogAuthorRoles,
  blogEndpoints,
  blogExcerptOf,
  blogMessages,
  blogPostStateOf,
} from '@advice/domain';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blogPosts, users } from '../../db/schema/index.ts';
import { storedFileSummaries } from '../files/stored-files.ts';
import { personName, personNamesOf } from '../people/person-names.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;

export function postNotFound(): AppError {
  return new AppError('resource.not_found', { detail: blogMessages['blog.notFound'] });
}

/** Which posts a reader sees: staff every one of their practice's, a client only those whose time has come. */
export type BlogReader = { practiceId: string; isStaff: boolean; now: Date };

function isPublished(now: Date): SQL {
  return and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)) as SQL;
}

function filterOf(filter: BlogPostFilter | undefined, now: Date): SQL | undefined {
  switch (filter) {
    case 'draft':
      return isNull(blogPosts.publishedAt);
    case 'scheduled':
      return gt(blogPosts.publishedAt, now);
    case 'published':
      return isPublished(now);
    case 'waiting':
      return or(isNull(blogPosts.publishedAt), gt(blogPosts.publishedAt, now));
    default:
      return undefined;
  }
}

function visibleTo(reader: BlogReader): SQL {
  const practice = eq(blogPosts.practiceId, reader.practiceId);
  return (reader.isStaff ? practice : and(practice, isPublished(reader.now))) as SQL;
}

/** One post the reader may see, locked for a change when `forUpdate`; 404 otherwise (another practice's, a client's unpublished). */
export async function findPost(tx: Db | Tx, reader: BlogReader, id: string, forUpdate = false): Promise<BlogPostRow> {
  const query = tx
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), visibleTo(reader)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw postNotFound();
  return row;
}

/**
 * A page of the posts the reader sees: (for staff) drafts first, by their last change, then by published
 * time, latest first, so scheduled posts come before the published ones.
 */
export async function listPosts(
  tx: Db | Tx,
  reader: BlogReader,
  options: { filter?: BlogPostFilter | undefined; limit: number; offset: number },
): Promise<{ rows: BlogPost[]; total: number }> {
  const where = and(visibleTo(reader), filterOf(options.filter, reader.now));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(
        sql`${blogPosts.publishedAt} is not null`,
        desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.updatedAt})`),
        desc(blogPosts.createdAt),
      )
      .limit(options.limit)
      .offset(options.offset),
    tx.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows: await presentPosts(tx, rows, reader.now), total: total?.value ?? 0 };
}

/** Posts as the API answers them: the author by name, the PDF by name with its download address, the state at `now`. */
export async function presentPosts(tx: Db | Tx, rows: readonly BlogPostRow[], now: Date): Promise<BlogPost[]> {
  const first = rows[0];
  if (!first) return [];
  const authorIds = [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))];
  const fileIds = rows.flatMap((row) => (row.fileId ? [row.fileId] : []));
  // One after another: inside a transaction they share its one connection.
  const authors = await personNamesOf(tx, authorIds);
  const files = await storedFileSummaries(tx, first.practiceId, fileIds);
  return rows.map((row) => {
    const file = row.fileId ? files.get(row.fileId) : undefined;
    const authorName = row.authorId ? authors.get(row.authorId) : undefined;
    return {
      id: row.id,
      title: row.title,
      text: row.text,
      excerpt: blogExcerptOf(row.text),
      author: row.authorId && authorName !== undefined ? { id: row.authorId, name: authorName } : null,
      pdf: file
        ? {
            id: file.id,
            file_name: file.fileName,
            size_bytes: file.sizeBytes,
            url: addressOf(blogEndpoints.downloadBlogPdf, { id: row.id }),
          }
        : null,
      pdf_url: row.pdfUrl,
      published_at: row.publishedAt?.toISOString() ?? null,
      state: blogPostStateOf(row.publishedAt, now),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function presentPost(tx: Db | Tx, row: BlogPostRow, now: Date): Promise<BlogPost> {
  const [post] = await presentPosts(tx, [row], now);
  if (!post) throw new Error('blog post presented as nothing');
  return post;
}

/** The practice's staff who can be named as author: active or invited, never deactivated; by name. */
export async function listAuthors(tx: Db | Tx, practiceId: string): Promise<BlogAuthor[]> {
  const rows = await tx
    .select({ id: users.id, name: personName, role: users.role })
    .from(users)
    .where(and(eq(users.practiceId, practiceId), inArray(users.role, [...blogAuthorRoles]), ne(users.status, 'deactivated')))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((row) => ({ id: row.id, name: row.name ?? '', role: row.role as BlogAuthor['role'] }));
}

/** The author a save names, by name; refused unless a member of the practice's staff. */
export async function findAuthor(tx: Db | Tx, practiceId: string, authorId: string): Promise<{ id: string; name: string }> {
  const [row] = await tx
    .select({ id: users.id, name: personName })
    .from(users)
    .where(
      and(
        eq(users.id, authorId),
        eq(users.practiceId, practiceId),
        inArray(users.role, [...blogAuthorRoles]),
        ne(users.status, 'deactivated'),
      ),
    );
  if (!row) throw new AppError('request.invalid', { detail: blogMessages['blog.authorNotStaff'], pointer: '/author_id' });
  return { id: row.id, name: row.name ?? '' };
}
