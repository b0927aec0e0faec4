/** A client's activity feed and interaction reports, read from the audit events (spec 1 §7). */
export const activityEndpoints = {};
