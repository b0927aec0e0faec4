/** A client's financial strategies: their documents, sharing with the client, audit trail (spec 1 §7). */
export const financialStrategyEndpoints = {};
