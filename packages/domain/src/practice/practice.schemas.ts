import { z } from 'zod';
import type { ColourScheme } from './colours.ts';

export { type ColourScheme, defaultColourScheme } from './colours.ts';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/u, 'Enter a colour like #004478');

/** The practice's colour scheme (spec 1 §3); the web app sets these as CSS variables. */
export const colourSchemeSchema: z.ZodType<ColourScheme> = z.object({
  accent: hexColour,
  main: hexColour,
  transparentBox: hexColour,
  textDark: hexColour,
  textLight: hexColour,
  background: hexColour,
  secondHeader: hexColour,
});

/** What any visitor of a practice's site may read: its name and look. */
export const publicPracticeSchema = z.object({
  id: z.uuid().nullable(),
  name: z.string(),
  colour_scheme: colourSchemeSchema,
  environment: z.string(),
  mailbox_enabled: z.boolean(),
});
export type PublicPractice = z.infer<typeof publicPracticeSchema>;
