/** This area's texts, en-GB. */
export const messagesCatalogue = {} as const;
