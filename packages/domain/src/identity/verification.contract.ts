/** Identity verifications through Singpass and iAM Smart, and the sandbox provider (spec 3 §7). */
export const verificationEndpoints = {};
