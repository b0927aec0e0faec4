import { z } from 'zod';
import { type ColourScheme, colourMessages, hexColourPattern } from './colours.ts';

export * from './colours.ts';

/** A colour of the practice settings, as both the server and the settings forms check it. */
export const hexColour = z.string().trim().regex(hexColourPattern, colourMessages.invalid);

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
  /** Stable URLs of the practice's uploaded images; null until one is uploaded. */
  logo_url: z.string().nullable().optional(),
  secondary_logo_url: z.string().nullable().optional(),
  favicon_url: z.string().nullable().optional(),
  manifest_url: z.string().optional(),
  /** Shown at sign-in while inside its display window (flag clientSignInNotification). */
  sign_in_notification: z.string().nullable().optional(),
  /** The feature flags that are on for this practice; the web app hides the rest. */
  features: z.array(z.string()).optional(),
  /** Suspended by the provider: the site says it is unavailable and nobody can sign in. */
  is_suspended: z.boolean().optional(),
});
export type PublicPractice = z.infer<typeof publicPracticeSchema>;
