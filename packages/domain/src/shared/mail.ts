/** Where an outgoing e-mail stands: written to the outbox as queued, then delivered or failed by the delivery job. */
export const mailStatuses = ['queued', 'delivered', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * A file sent with an e-mail (a meeting's calendar file, a support request's screenshot): text content, as
 * calendar files are, or a binary file's bytes in base64 (`encoding`), stored with the mail in the outbox so
 * its delivery sends exactly what the change wrote.
 */
export type MailAttachment = { file_name: string; content_type: string; content: string; encoding?: 'base64' };
