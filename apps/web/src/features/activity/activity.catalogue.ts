/** This area's texts, en-GB. */
export const activityCatalogue = {} as const;
