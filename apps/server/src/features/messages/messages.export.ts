import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { messageAttachments, messages, users } from '../../db/schema/index.ts';

/** The person a personal-data download is for. */
type Person = { id: string; role: string; practiceId: string | null };

/**
 * The client notes in a person's copy of their personal data: a client's whole thread with their practice
 * (what they wrote and what they received), a member of staff's own. Never a practice note, by anyone.
 */
export async function listPersonalMessages(db: Db, person: Person) {
  if (!person.practiceId) return [];
  const author = alias(users, 'export_author');
  const client = alias(users, 'export_client');
  const whose = person.role === 'client' ? eq(messages.clientId, person.id) : eq(messages.authorId, person.id);
  const rows = await db
    .select({
      id: messages.id,
      at: messages.createdAt,
      category: messages.category,
      body: messages.body,
      authorFirst: author.firstName,
      authorLast: author.lastName,
      clientFirst: client.firstName,
      clientLast: client.lastName,
    })
    .from(messages)
    .leftJoin(author, eq(author.id, messages.authorId))
    .innerJoin(client, eq(client.id, messages.clientId))
    .where(and(eq(messages.practiceId, person.practiceId), eq(messages.kind, 'client_note'), whose))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const attachments =
    rows.length === 0
      ? []
      : await db
          .select({ messageId: messageAttachments.messageId, name: messageAttachments.name })
          .from(messageAttachments)
          .where(
            inArray(
              messageAttachments.messageId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(messageAttachments.position));
  const names = (id: string) => attachments.filter((attachment) => attachment.messageId === id).map((attachment) => attachment.name);
  const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());
  return rows.map((row) => ({
    at: row.at,
    from: nameOf(row.authorFirst, row.authorLast),
    client: nameOf(row.clientFirst, row.clientLast),
    category: row.category,
    body: row.body,
    attachments: names(row.id),
  }));
}
