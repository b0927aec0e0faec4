import { type MailAttachment, type MailStatus, mailStatuses } from '@advice/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { oneOf } from './one-of.ts';

/** Every mail is written here in the transaction that causes it; a job delivers it after commit. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    practiceId: uuid('practice_id'),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    /** Files sent with the mail (a meeting's calendar file). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.toAddress), oneOf(t.status, mailStatuses)],
);

/**
 * Text messages (a signer's passcode by phone): written in the sender's transaction and delivered after
 * commit, like mail. The embedded default delivers nothing: the local demo's mailbox shows them; with
 * SMS_URL set, a job posts each to that gateway.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    practiceId: uuid('practice_id'),
    toNumber: text('to_number').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt), index('sms_outbox_to_idx').on(t.toNumber), oneOf(t.status, mailStatuses)],
);
