/**
 * The public pages a practice may switch on (spec 1 §2 'Shared and other'). Schema-free, so the public site's first
 * download carries no validation code.
 */
export const landingPages = [
  'welcome',
  'how-it-works',
  'how-we-communicate',
  'security-statement',
  'team',
  'terms',
  'our-service-charters',
  'faq',
] as const;

/** A public page of the practice's site, switched on in practice settings. */
export type LandingPage = (typeof landingPages)[number];
