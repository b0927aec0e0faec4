import { auditMessages } from '@advice/domain';

/**
 * The audit trail's column names, and the sentence each event reads as: the templates live in the
 * domain (keyed by action, so the server and the web app word an event the same), under these keys.
 */
export const auditCatalogue = {
  ...auditMessages,
  'audit.when': 'When',
  'audit.what': 'What',
  'audit.happened': 'What happened',
  'audit.emptyTitle': 'Nothing recorded yet',
} as const;
