import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** The newest mail to an address, as a test reads an inbox. */
export async function lastMailTo(db: Db, to: string): Promise<{ subject: string; text: string; status: string } | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return row ?? null;
}

export function linkIn(text: string, param: string): string {
  const match = text.match(new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`, 'u'));
  if (!match?.[1]) throw new Error(`no ${param} link in mail: ${text}`);
  return match[1];
}

export function codeIn(text: string): string {
  const match = text.match(/\b(\d{6})\b/u);
  if (!match?.[1]) throw new Error(`no code in mail: ${text}`);
  return match[1];
}

/**
 * The newest mail to an address once it is there: some mails are written by a job just after the
 * request answers. `newerThan` skips a mail already read; gives up after about five seconds.
 */
export async function waitForMailTo(
  db: Db,
  to: string,
  newerThan: { text: string } | null = null,
): Promise<{ subject: string; text: string; status: string }> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = await lastMailTo(db, to);
    if (mail && mail.text !== newerThan?.text) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no new mail to ${to}`);
}
