import { z } from 'zod';
import { type LandingPage, landingPages } from './landing-pages.ts';

/** Texts of the public site's refusals, that the server answers with (en-GB). */
export const contentMessages = {
  'content.pageNotShown': "This page is not part of this practice's website.",
  'content.noPractice': 'There is no practice at this address.',
  'content.charterNotFound': 'This service charter does not exist or is no longer available.',
  'content.noPhoto': 'There is no photo for this person.',
} as const;

export const landingPageParam = z.object({ page: z.enum(landingPages) });

/** A service charter's id as the practice settings store it (not a uuid). */
export const charterParam = z.object({ id: z.string().trim().min(1).max(64) });

const text = (max: number) => z.string().max(max);

/**
 * What every public page needs: which pages are on, and the practice's public basics. An allow-list:
 * e-mail senders, notifications and anything else in the settings stay private.
 */
export const publicSiteSchema = z.object({
  name: text(200),
  trading_name: text(200),
  legal_entity_name: text(200),
  website_title: text(200),
  website_url: text(2000),
  privacy_policy_url: text(2000),
  addresses: z.array(z.object({ label: text(80), address: text(500) })),
  links: z.array(z.object({ title: text(120), url: text(2000) })),
  footer_text: text(2000),
  enabled_pages: z.array(z.enum(landingPages)),
});
export type PublicSite = z.infer<typeof publicSiteSchema>;

export const publicFaqSchema = z.object({
  sections: z.array(
    z.object({
      id: text(64),
      title: text(200),
      questions: z.array(z.object({ id: text(64), question: text(500), answer: text(5000) })),
    }),
  ),
});

export const publicCharterSchema = z.object({
  id: text(64),
  title: text(200),
  /** ISO date from which the charter applies, or null when the practice gave none. */
  available_from: z.iso.date().nullable(),
  image_url: z.string().max(200).nullable(),
});
export type PublicCharter = z.infer<typeof publicCharterSchema>;

/** An adviser as the public team page shows them: no e-mail, no phone. */
export const publicAdviserSchema = z.object({
  id: z.uuid(),
  first_name: text(200),
  last_name: text(200),
  job_title: text(200).nullable(),
  avatar_url: z.string().max(200).nullable(),
});
export type PublicAdviser = z.infer<typeof publicAdviserSchema>;

/** One page's own data; pages whose words are the portal's own carry only what the practice stored. */
export const landingPageDataSchema = z.discriminatedUnion('page', [
  z.object({ page: z.literal('faq'), faq: publicFaqSchema }),
  z.object({ page: z.literal('our-service-charters'), charters: z.array(publicCharterSchema) }),
  z.object({ page: z.literal('team'), advisers: z.array(publicAdviserSchema) }),
  z.object({
    page: z.literal('terms'),
    promotion_terms: text(5000),
    authorized_representative_name: text(200),
  }),
  z.object({ page: z.enum(['welcome', 'how-it-works', 'how-we-communicate', 'security-statement']) }),
]);
export type LandingPageData = z.infer<typeof landingPageDataSchema>;
export type LandingPageDataOf<P extends LandingPage> = Extract<LandingPageData, { page: P }>;
