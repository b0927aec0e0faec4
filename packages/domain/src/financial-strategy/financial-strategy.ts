/**
 * A client's financial strategy (spec 1 §3, §4): the adviser writes it and uploads its document; it can be
 * shared with the client, and unshared, only once a document is uploaded.
 */
export const financialStrategyStatuses = ['draft', 'shared'] as const;
export type FinancialStrategyStatus = (typeof financialStrategyStatuses)[number];
