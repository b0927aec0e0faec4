/** The audit trail's column names and fallbacks, shared by every area that shows one. */
export const auditCatalogue = {
  'audit.when': 'When',
  'audit.who': 'Who',
  'audit.what': 'What',
  'audit.change': 'Change',
  'audit.system': 'System or removed user',
  'audit.emptyTitle': 'Nothing recorded yet',
} as const;
