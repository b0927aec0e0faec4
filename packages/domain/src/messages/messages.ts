/**
 * Messages between a client and their practice (spec 1 §3): a client note is shared with the client; a
 * practice note is the staff's alone and never reaches the client by any route, notification, e-mail,
 * socket event, export or personal-data download.
 */
export const messageKinds = ['client_note', 'practice_note'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** The note categories of spec 1 §3. */
export const messageCategories = ['general', 'reviewMeetingPreparation', 'introductionMeetingPreparation'] as const;
export type MessageCategory = (typeof messageCategories)[number];

/**
 * What a message's attachment is: a file uploaded with it, or a link to something the sender may see
 * (a case's addendum, an Advice room's document, a document pack's or recommendation pack's document).
 */
export const messageAttachmentKinds = [
  'upload',
  'Addendum',
  'AdviceRoomDocument',
  'DocumentPackDocument',
  'RecommendationPackDocument',
] as const;
export type MessageAttachmentKind = (typeof messageAttachmentKinds)[number];

/** A message to many clients at once runs as a job: its state, and each client's result. */
export const messageBulkStatuses = ['running', 'done'] as const;
export type MessageBulkStatus = (typeof messageBulkStatuses)[number];
