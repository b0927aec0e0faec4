import { financialPlanningFigures } from './financial-planning.figures.ts';

/** A goal's duration in whole years (spec 3 §5: "duration of {min} to {max} years required"). */
export const goalDurationBounds = { min: 1, max: 50 } as const;
/** The most goals one client keeps, so the list stays one a person can read. */
export const goalsMax = 50;
/** The longest goal name and note. */
export const goalNameMax = 100;
export const goalNoteMax = 2000;

/** The health check's and the goals' user-facing texts (spec 3 §5, §8), which the server answers and the web app shows. */
export const financialPlanningMessages = {
  'financialPlanning.saved': 'Answers saved',
  'financialPlanning.completed': 'Financial planning health check completed',
  'financialPlanning.markedComplete': 'Health check marked complete',
  'financialPlanning.markedCompleteNote':
    'Your client did not complete this health check before the tax year ended, but it is now marked completed.',
  'financialPlanning.notEditable': 'This health check belongs to a tax year that has ended, so it can no longer be changed.',
  'financialPlanning.cannotChange': 'These answers can no longer be changed from this case.',
  'financialPlanning.notPastYear': 'Only a health check from a tax year that has ended can be marked complete.',
  'financialPlanning.alreadyComplete': 'This health check is already complete.',
  'financialPlanning.noCheck': 'This case has no financial planning health check.',
  'financialPlanning.completeRequired': 'Please complete all required fields before progressing',
  'financialPlanning.required': 'Required',
  'financialPlanning.choose': 'Choose one of the options',
  'financialPlanning.number': 'Must be a number',
  'financialPlanning.positive': 'Must be a positive number',
  'financialPlanning.integer': 'Must be an integer',
  'financialPlanning.digits': `Should be equal or less than ${financialPlanningFigures.maxAmountDigits} digits`,
  'financialPlanning.currency': 'Choose one of the currencies offered',
  'financialPlanning.word': 'Should contain no more than 100 characters',
  'financialPlanning.unknownQuestion': 'This question is not part of the health check.',
  'financialPlanning.notLoaded': 'Something went wrong, form data was not loaded',
  'financialPlanning.notSaved': 'Something went wrong, form data was not saved',

  'goals.added': 'Goal added',
  'goals.updated': 'Goal updated',
  'goals.removed': 'Goal deleted',
  'goals.confirmed': 'Goals confirmed',
  'goals.noteSaved': 'Note saved',
  'goals.nameTooLong': `Should contain no more than ${goalNameMax} characters`,
  'goals.noteTooLong': `Should contain no more than ${goalNoteMax} characters`,
  'goals.duration': `duration of ${goalDurationBounds.min} to ${goalDurationBounds.max} years required`,
  'goals.noGoals': 'Add at least one goal before confirming your goals.',
  'goals.notFound': 'This goal does not exist.',
  'goals.tooMany': `A client can keep ${goalsMax} goals at most. Delete one before adding another.`,
  'goals.overviewStaffOnly': 'Only the adviser writes the overview note.',
  'goals.noGoalsSection': 'This case has no goals section.',
  'goals.cannotChange': 'The goals can no longer be changed from this case.',
} as const;
export type FinancialPlanningMessageKey = keyof typeof financialPlanningMessages;
