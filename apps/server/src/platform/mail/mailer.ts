import { randomUUID } from 'node:crypto';
import { type MailAttachment, tradingNameOf } from '@advice/domain';
import { eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../../db/client.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { mailOutbox, practices } from '../../db/schema/index.ts';
import { mailTemplates, renderHtml, type TemplateName, type TemplateParams } from './templates.ts';

export type OutgoingMail<T extends TemplateName = TemplateName> = {
  /** The practice the mail speaks for; its trading name signs the mail. Null for platform mail. */
  practiceId: string | null;
  to: string;
  from?: string;
  replyTo?: string;
  template: T;
  params: TemplateParams<T>;
  attachments?: MailAttachment[];
};

/** Delivers a stored mail: the mailbox engine keeps it readable in the app; SMTP sends it. */
export type MailEngine = { name: 'mailbox' | 'smtp'; deliver: (mail: typeof mailOutbox.$inferSelect) => Promise<void> };

export function createMailEngine(smtpUrl: string | undefined): MailEngine {
  if (!smtpUrl) return { name: 'mailbox', deliver: async () => {} };
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    deliver: async (mail) => {
      await transport.sendMail({
        from: mail.fromAddress,
        to: mail.toAddress,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((file) => ({
          filename: file.file_name,
          contentType: file.content_type,
          content: file.content,
          ...(file.encoding ? { encoding: file.encoding } : {}),
        })),
      });
    },
  };
}

/** A display name safe inside an address header: no quotes, angle brackets or line breaks. */
function displayName(name: string): string {
  return name.replace(/["<>\r\n]/gu, '').trim();
}

/**
 * Mails speak for the practice: its sender name and address from practice settings when set,
 * else the platform's address under the practice's trading name; replies go where the practice says.
 */
export function senderFor(
  practice: { name: string; settings: Record<string, unknown> } | undefined,
  defaultFrom: string,
): { from: string; replyTo: string | null } {
  if (!practice) return { from: defaultFrom, replyTo: null };
  const settings = practice.settings;
  const platformAddress = /<([^>]+)>/u.exec(defaultFrom)?.[1] ?? defaultFrom;
  const address = typeof settings.emailSender === 'string' && settings.emailSender ? settings.emailSender : platformAddress;
  const name =
    typeof settings.emailSenderName === 'string' && settings.emailSenderName ? settings.emailSenderName : tradingNameOf(practice);
  const replyTo = typeof settings.replyTo === 'string' && settings.replyTo ? settings.replyTo : null;
  return { from: `"${displayName(name)}" <${address}>`, replyTo };
}

/**
 * Writes mails to the outbox inside the caller's transaction in one insert, reading each practice's sender
 * settings once; ids come back in order. The unit of work enqueues their delivery after commit, so a
 * rolled-back change sends nothing.
 */
export async function queueMails(tx: Tx, mails: OutgoingMail[], defaultFrom: string): Promise<string[]> {
  if (mails.length === 0) return [];
  const practiceIds = [...new Set(mails.map((mail) => mail.practiceId).filter((id) => id !== null))];
  const found = practiceIds.length
    ? await tx
        .select({ id: practices.id, name: practices.name, settings: practices.settings })
        .from(practices)
        .where(inArray(practices.id, practiceIds))
    : [];
  // The sender and trading name are worked out once a practice, not once a mail: a bulk import mails thousands.
  const voices = new Map(
    found.map((practice) => [practice.id, { sender: senderFor(practice, defaultFrom), practiceName: tradingNameOf(practice) }]),
  );
  const platformVoice = { sender: senderFor(undefined, defaultFrom), practiceName: 'Advice Portal' };
  const rows = mails.map((mail) => {
    const render = mailTemplates[mail.template] as unknown as (p: TemplateParams<TemplateName> & { practiceName: string }) => {
      subject: string;
      text: string;
    };
    const { sender, practiceName } = (mail.practiceId ? voices.get(mail.practiceId) : undefined) ?? platformVoice;
    const { subject, text } = render({ ...mail.params, practiceName });
    return {
      id: randomUUID(),
      practiceId: mail.practiceId,
      toAddress: mail.to,
      fromAddress: mail.from ?? sender.from,
      replyTo: mail.replyTo ?? sender.replyTo,
      subject,
      text,
      html: renderHtml(text),
      template: mail.template,
      attachments: mail.attachments ?? [],
    };
  });
  await insertRows(tx, mailOutbox, rows);
  return rows.map((row) => row.id);
}

export async function deliverMail(db: Db, engine: MailEngine, id: string): Promise<void> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!mail || mail.status === 'delivered') return;
  try {
    await engine.deliver(mail);
    await db
      .update(mailOutbox)
      .set({ status: 'delivered', deliveredAt: new Date(), attempts: mail.attempts + 1 })
      .where(eq(mailOutbox.id, id));
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: mail.attempts + 1, lastError: String(error).slice(0, 500) })
      .where(eq(mailOutbox.id, id));
    throw error;
  }
}
