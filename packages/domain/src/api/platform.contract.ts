import { z } from 'zod';
import { idParam, paginationQuery } from '../shared/fields.ts';
import { answers, endpoint } from './endpoint.ts';

const anyone = { public: true } as const;

/** A mail in the demo mailbox's list. */
const mailSummarySchema = z.object({ id: z.uuid(), to: z.string(), subject: z.string(), created_at: z.string(), status: z.string() });

/** A text message in the demo mailbox (a signer's passcode by phone): short, so listed whole. */
const textMessageSchema = z.object({ id: z.uuid(), to: z.string(), text: z.string(), created_at: z.string(), status: z.string() });

/**
 * The platform's own calls: the health check (the server and its database answer), and the demo
 * mailbox, where on a local demo every mail and text message the product sends can be read (404 anywhere else).
 */
export const platformEndpoints = {
  getHealth: endpoint({
    method: 'GET',
    path: '/health',
    tag: 'health',
    access: anyone,
    answer: answers.raw(z.object({ status: z.literal('ok'), database: z.literal('ok') })),
  }),
  listMail: endpoint({
    method: 'GET',
    path: '/mailbox',
    tag: 'mailbox',
    access: anyone,
    query: paginationQuery.extend({ to: z.string().trim().max(254).optional() }),
    answer: answers.page(mailSummarySchema),
  }),
  getMail: endpoint({
    method: 'GET',
    path: '/mailbox/:id',
    tag: 'mailbox',
    access: anyone,
    params: idParam,
    answer: answers.data(
      mailSummarySchema.extend({
        from: z.string(),
        text: z.string(),
        /** Files sent with the mail (a meeting's calendar file), whole. */
        attachments: z.array(
          z.object({ file_name: z.string(), content_type: z.string(), content: z.string(), encoding: z.literal('base64').optional() }),
        ),
      }),
    ),
  }),
  /** The text messages the product sent, newest first, where the mailbox opens (404 anywhere else). */
  listTextMessages: endpoint({
    method: 'GET',
    path: '/mailbox/text-messages',
    tag: 'mailbox',
    access: anyone,
    query: paginationQuery,
    answer: answers.page(textMessageSchema),
  }),
};
