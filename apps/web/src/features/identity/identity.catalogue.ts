/** This area's texts, en-GB. */
export const identityCatalogue = {} as const;
