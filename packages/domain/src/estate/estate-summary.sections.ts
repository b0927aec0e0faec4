/** The thirteen sections of the estate summary (spec 3 §2, §3), in the order the screen shows them. */
export const estateSummarySections = [
  'personalDetails',
  'familyTree',
  'bankAccounts',
  'financialAssets',
  'pensions',
  'property',
  'lifetimeGifts',
  'beneficiaries',
  'will',
  'powersOfAttorney',
  'funeralArrangements',
  'otherInformation',
  'explanatoryNote',
] as const;
export type EstateSummarySection = (typeof estateSummarySections)[number];
