/** This area's texts, en-GB. */
export const financialStrategyCatalogue = {} as const;
