/** This area's texts, en-GB. */
export const todosCatalogue = {} as const;
