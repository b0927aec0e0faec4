/**
 * The tax health check's user-facing texts (spec 3 §2, §4, §5, §8), which the server answers and the web
 * app shows. The spec's own wording where it gives one; the tax health check has no errors, only notices.
 */
export const taxHealthCheckMessages = {
  'taxHealthCheck.title': 'Tax Health Check',
  'taxHealthCheck.answerEvery': 'Please answer every question by ticking the relevant box(es)',
  'taxHealthCheck.noAnswers': 'There are no answers yet.',
  'taxHealthCheck.partnerPromptClient': 'Will you complete this Tax Health Check alone, or with your partner?',
  'taxHealthCheck.partnerPromptStaff': 'Complete the audit for you alone, or with your partner?',
  'taxHealthCheck.withPartner': 'With my partner',
  'taxHealthCheck.alone': 'Alone',
  'taxHealthCheck.clientAnswerWas': 'Client’s answer was:',
  'taxHealthCheck.previousAnswerWas': 'Previous answer was:',
  'taxHealthCheck.saveChangesTitle': 'Save changes?',
  'taxHealthCheck.saveChangesText': 'You have changed the client’s answers. Please confirm and save or cancel changes.',
  'taxHealthCheck.completedAlone': 'This Tax Health Check was completed alone, without the partner.',
  'taxHealthCheck.completedWithPartner': 'This Tax Health Check was completed with the partner.',
  'taxHealthCheck.notEditable': 'This Tax Health Check was created in a previous tax year and is no longer editable.',
  'taxHealthCheck.pastYearBlocked':
    'This Tax Health Check is from a previous tax year and was not completed: it is no longer relevant and cannot be completed.',
  'taxHealthCheck.markedComplete':
    'The client did not complete this Tax Health Check before the tax year ended, but it is now marked completed.',
  'taxHealthCheck.saved': 'Tax Health Check saved',
  'taxHealthCheck.completed': 'Tax Health Check completed',
  'taxHealthCheck.partnerChosen': 'Your choice is saved',
  'taxHealthCheck.notFound': 'This request has no Tax Health Check.',
  'taxHealthCheck.chooseFirst': 'Choose first whether the Tax Health Check is completed alone or with the partner.',
  'taxHealthCheck.partnerChoiceClosed':
    'Whether the partner is included is chosen before answering, and cannot be changed once questions are answered.',
  'taxHealthCheck.partnerNotIncluded': 'This question is about the partner, who is not included in this Tax Health Check.',
  'taxHealthCheck.questionUnknown': 'This question is not part of this Tax Health Check.',
  'taxHealthCheck.optionUnknown': 'This answer is not one of the question’s options.',
  'taxHealthCheck.optionTwice': 'Tick each box at most once.',
  'taxHealthCheck.onlyOne': 'Tick one box only for this question.',
  'taxHealthCheck.tickOne': 'Please mark at least one answer or option',
  'taxHealthCheck.nothingToSave': 'Send an answer or the partner choice to save.',
  'taxHealthCheck.alreadyComplete': 'This Tax Health Check is already complete.',
  'taxHealthCheck.notMarkable': 'Only a Tax Health Check from a previous tax year that was not completed can be marked complete.',
  'taxHealthCheck.withAdviser': 'Your adviser has your request now: you can change your answers if they send it back to you.',
  'taxHealthCheck.requestClosed': 'This request is closed, so its Tax Health Check can no longer change.',
  'taxHealthCheck.notLoaded': 'Something went wrong, form data was not loaded',
  'taxHealthCheck.notSaved': 'Something went wrong, form data was not saved',
} as const;
export type TaxHealthCheckMessageKey = keyof typeof taxHealthCheckMessages;
