import { z } from 'zod';
import { requiredText } from '../shared/fields.ts';

/** A service charter as the director writes it: a title, the date it applies from (none: at once), an image. */
export const serviceCharterBody = z
  .object({
    title: requiredText(200),
    available_from: z.iso.date().nullable(),
    /** A practice file of the `serviceCharter` purpose, uploaded first through the settings' file call. */
    image_file_id: z.uuid().nullable(),
  })
  .strict();
export type ServiceCharterBody = z.infer<typeof serviceCharterBody>;

export const serviceCharterSchema = serviceCharterBody.extend({
  id: z.uuid(),
  position: z.number().int(),
  image_url: z.string().max(200).nullable(),
  updated_at: z.string(),
});
export type ServiceCharter = z.infer<typeof serviceCharterSchema>;

/** A charter is shown to clients and visitors from its availability date on; one without a date at once. */
export function isCharterAvailable(charter: { available_from: string | null }, today: string): boolean {
  return charter.available_from === null || charter.available_from <= today;
}

/** Texts of the charters' refusals, shared by the server and the form. */
export const serviceCharterMessages = {
  imageMissing: 'Upload the charter image again.',
} as const;
