import { type CurrentUser, fitsMessageAttachments, type MessageKind } from '@advice/domain';

/**
 * The files chosen so far with the newly chosen ones added, by spec 1 §5: while all of them together are over
 * 10 MB, the last is taken off again. `isOverLimit` says a file was taken off, for the message beside the field.
 */
export function addWithinTotal<F extends { size: number }>(
  current: readonly F[],
  added: readonly F[],
): { files: F[]; isOverLimit: boolean } {
  const files = [...current, ...added];
  let isOverLimit = false;
  while (files.length > 0 && !fitsMessageAttachments(files.map((file) => file.size))) {
    files.pop();
    isOverLimit = true;
  }
  return { files, isOverLimit };
}

/**
 * The messages window of spec 1 §4 on a client's page for staff: the client notes open, the practice notes
 * open, or both closed.
 */
export type MessagesWindowState = 'ClientMessagesOpen' | 'ClientPracticeMessagesOpen' | 'MessagesClosed';

export const windowStateOf: Record<MessageKind, MessagesWindowState> = {
  client_note: 'ClientMessagesOpen',
  practice_note: 'ClientPracticeMessagesOpen',
};

export const kindOfWindow = (state: MessagesWindowState): MessageKind | null =>
  state === 'ClientMessagesOpen' ? 'client_note' : state === 'ClientPracticeMessagesOpen' ? 'practice_note' : null;

/** Staff choose a note's category; a client's message is always general. */
export const choosesCategory = (user: Pick<CurrentUser, 'role'>): boolean => user.role !== 'client';
