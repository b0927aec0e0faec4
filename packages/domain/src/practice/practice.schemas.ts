import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/u, 'Enter a colour like #004478');

/** The practice's colour scheme (spec 1 §3); the web app sets these as CSS variables. */
export const colourSchemeSchema = z.object({
  accent: hexColour,
  main: hexColour,
  transparentBox: hexColour,
  textDark: hexColour,
  textLight: hexColour,
  background: hexColour,
  secondHeader: hexColour,
});
export type ColourScheme = z.infer<typeof colourSchemeSchema>;

export const defaultColourScheme: ColourScheme = {
  accent: '#004478',
  main: '#092043',
  transparentBox: '#e8eef5',
  textDark: '#1a1a2e',
  textLight: '#ffffff',
  background: '#f6f8fb',
  secondHeader: '#0b2b57',
};

/** What any visitor of a practice's site may read: its name and look. */
export const publicPracticeSchema = z.object({
  id: z.uuid().nullable(),
  name: z.string(),
  colour_scheme: colourSchemeSchema,
  environment: z.string(),
  mailbox_enabled: z.boolean(),
});
export type PublicPractice = z.infer<typeof publicPracticeSchema>;
