/** This area's texts, en-GB. */
export const vaultLinksCatalogue = {} as const;
