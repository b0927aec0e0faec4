import type { AuditDescribers } from '../shared/audit.ts';

/** Every action recorded on this questionnaire (entity kind `client-case`, the case's id), with its payload. */
// biome-ignore lint/complexity/noBannedTypes: filled in as the area records its actions
export type TaxHealthCheckAuditEvents = {};

export const taxHealthCheckAuditMessages = {} as const;
type Key = keyof typeof taxHealthCheckAuditMessages;

export const taxHealthCheckAuditSentences: AuditDescribers<TaxHealthCheckAuditEvents, Key> = {};
