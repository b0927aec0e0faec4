/** This area's texts, en-GB. */
export const verificationCatalogue = {} as const;
