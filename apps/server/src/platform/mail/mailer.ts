import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox, practices } from '../../db/schema/index.ts';
import { mailTemplates, renderHtml, type TemplateName, type TemplateParams } from './templates.ts';

export type OutgoingMail<T extends TemplateName = TemplateName> = {
  /** The practice the mail speaks for; its name signs the mail. Null for platform mail. */
  practiceId: string | null;
  to: string;
  from?: string;
  replyTo?: string;
  template: T;
  params: TemplateParams<T>;
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
      });
    },
  };
}

/**
 * Writes a mail to the outbox inside the caller's transaction and returns its id;
 * the caller enqueues delivery after commit, so a rolled-back change sends nothing.
 */
export async function queueMail<T extends TemplateName>(tx: Tx, mail: OutgoingMail<T>, defaultFrom: string): Promise<string> {
  const render = mailTemplates[mail.template] as unknown as (p: TemplateParams<T> & { practiceName: string }) => {
    subject: string;
    text: string;
  };
  const [practice] = mail.practiceId
    ? await tx.select({ name: practices.name }).from(practices).where(eq(practices.id, mail.practiceId))
    : [];
  const { subject, text } = render({ ...mail.params, practiceName: practice?.name ?? 'Advice Portal' });
  const id = randomUUID();
  await tx.insert(mailOutbox).values({
    id,
    practiceId: mail.practiceId,
    toAddress: mail.to,
    fromAddress: mail.from ?? defaultFrom,
    replyTo: mail.replyTo ?? null,
    subject,
    text,
    html: renderHtml(text),
    template: mail.template,
  });
  return id;
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
