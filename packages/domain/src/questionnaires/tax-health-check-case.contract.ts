/** This questionnaire's calls (spec 1 §7). */
export const taxHealthCheckEndpoints = {};
