import { uploadMessages } from '@advice/domain';

/** The drop zone's texts and every upload refusal's words: they load with the pages that take files (catalogue.areas.en-GB.ts). */
export const uploadCatalogue = {
  ...uploadMessages,
  'upload.choose': 'Choose a file',
  'upload.chooseMany': 'Choose files',
  'upload.orDrop': 'or drop it here',
  'upload.orDropMany': 'or drop them here',
  'upload.chosen': 'Chosen file:',
  'upload.sending': 'Uploading',
} as const;
