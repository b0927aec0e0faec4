/** Where an outgoing e-mail stands: written to the outbox as queued, then delivered or failed by the delivery job. */
export const mailStatuses = ['queued', 'delivered', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];
