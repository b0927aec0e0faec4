/** This area's texts, en-GB. */
export const motivationCatalogue = {} as const;
