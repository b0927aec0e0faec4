/** This area's texts, en-GB. */
export const vaultCatalogue = {} as const;
