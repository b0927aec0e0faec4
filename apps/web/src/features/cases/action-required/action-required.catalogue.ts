/** This area's texts (en-GB), merged into the app's catalogue. */
export const actionRequiredCatalogue = {
  'actionRequired.nav': 'Action required',
  'actionRequired.title': 'Action required',
  'actionRequired.lead': 'What your adviser is waiting on you for. Open each one to carry on where you left off.',
  'actionRequired.count_one': '{{count}} thing needs your attention',
  'actionRequired.count_other': '{{count}} things need your attention',
  'actionRequired.emptyTitle': 'Nothing needs your attention',
  'actionRequired.emptyText':
    'When your adviser shares a pack to review, sends a questionnaire or needs more from you on a request, it will be listed here.',
  'actionRequired.since': 'Waiting since {{date}}',
  'actionRequired.group.review_pack': 'Packs to review',
  'actionRequired.group.fill_questionnaire': 'Questionnaires to fill in',
  'actionRequired.group.complete_request': 'Online Advice Requests to complete',
  'actionRequired.group.complete_document_pack': 'Document packs to complete',
  'actionRequired.cta.review_pack': 'Review the pack',
  'actionRequired.cta.fill_questionnaire': 'Fill in the questionnaire',
  'actionRequired.cta.complete_request': 'Complete the request',
  'actionRequired.cta.complete_document_pack': 'Complete the document pack',
} as const;
