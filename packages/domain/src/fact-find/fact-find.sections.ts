/** The ten sections of the fact find, in the order a person fills them in, with the slug of each (spec 3 §2). */
export const factFindSections = [
  { key: 'personalDetails', slug: 'personal-details' },
  { key: 'occupationEarnings', slug: 'occupation-earnings' },
  { key: 'assetsLiabilities', slug: 'assets-liabilities' },
  { key: 'taxResidence', slug: 'tax-residence' },
  { key: 'investmentTaxPlan', slug: 'investment-tax-planning' },
  { key: 'health', slug: 'health' },
  { key: 'protection', slug: 'protection' },
  { key: 'planningObjectives', slug: 'planning-objectives' },
  { key: 'recentLifeEvents', slug: 'recent-life-events' },
  { key: 'additionalComments', slug: 'additional-comments' },
] as const;
export type FactFindSection = (typeof factFindSections)[number]['key'];
export const factFindSectionKeys = factFindSections.map((section) => section.key) as [FactFindSection, ...FactFindSection[]];
