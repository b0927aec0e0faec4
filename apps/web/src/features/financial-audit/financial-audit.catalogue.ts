/** This area's texts (en-GB), merged into the app's catalogue. */
export const taxHealthCheckCatalogue = {} as const;
