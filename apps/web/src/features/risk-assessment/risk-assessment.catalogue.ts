import { riskLevelLabels, riskToleranceMessages } from '@advice/domain';

const levelLabels = Object.fromEntries(
  Object.entries(riskLevelLabels).map(([level, label]) => [`riskTolerance.level.${level}`, label]),
) as {
  [K in keyof typeof riskLevelLabels as `riskTolerance.level.${K}`]: (typeof riskLevelLabels)[K];
};

/**
 * This area's texts (en-GB), merged into the app's catalogue; the spec's own texts and the levels' names come
 * from the domain. The questions and the levels' explanations are content, read from the domain as data.
 */
export const riskToleranceCatalogue = {
  ...riskToleranceMessages,
  ...levelLabels,

  'riskTolerance.title': 'Risk assessment',
  'riskTolerance.begin.title': 'How do you feel about investment risk?',
  'riskTolerance.begin.titleStaff': 'How does your client feel about investment risk?',
  'riskTolerance.begin.lead':
    'These questions help your adviser understand how much ups and downs in the value of your investments you are comfortable with: how long you can leave your money invested, how large a fall you could bear, and how you would react to one. There are no right or wrong answers; answer as you honestly feel.',
  'riskTolerance.begin.leadStaff':
    'These questions ask how comfortable your client is with ups and downs in the value of their investments. The client usually answers them; you can answer on their behalf, for example with them in a meeting. Answer as your client honestly feels.',
  'riskTolerance.begin.length': '{{count}} questions, one at a time',
  'riskTolerance.begin.time': 'About {{minutes}} minutes',
  'riskTolerance.begin.saved': 'Your answers are saved as you go, so you can stop and carry on later',
  'riskTolerance.begin.savedStaff': 'Answers are saved as you go, and the client sees the same progress',
  'riskTolerance.begin.start': 'Begin',
  'riskTolerance.begin.continue': 'Carry on from question {{number}}',
  'riskTolerance.begin.answered': 'You have answered {{answered}} of {{total}} questions.',

  'riskTolerance.question.progress': 'Question {{number}} of {{total}}',
  'riskTolerance.question.back': 'Back',
  'riskTolerance.question.next': 'Next',
  'riskTolerance.question.toSummary': 'Review your answers',
  'riskTolerance.question.backToSummary': 'Save and return to the summary',
  'riskTolerance.question.cancelChange': 'Back to the summary',
  'riskTolerance.question.staffNote': 'You are answering for your client: {{answered}} of {{total}} questions answered so far.',

  'riskTolerance.summary.title': 'Check your answers',
  'riskTolerance.summary.titleStaff': 'Check your client’s answers',
  'riskTolerance.summary.lead':
    'Change any answer before you see your score. Once the score is generated, the answers can no longer be changed.',
  'riskTolerance.summary.leadStaff':
    'Change any answer before generating the score. Once the score is generated, the answers can no longer be changed.',
  'riskTolerance.summary.change': 'Change',
  'riskTolerance.summary.changeLabel': 'Change the answer to question {{number}}',
  'riskTolerance.summary.generate': 'See my risk score',
  'riskTolerance.summary.generateStaff': 'Generate the risk score',
  'riskTolerance.summary.questionNumber': 'Question {{number}}',
  'riskTolerance.summary.unanswered': 'Not answered',

  'riskTolerance.score.title': 'Your attitude to risk',
  'riskTolerance.score.titleStaff': 'Your client’s attitude to risk',
  'riskTolerance.score.level': 'Your risk level',
  'riskTolerance.score.levelStaff': 'Your client’s risk level',
  'riskTolerance.score.points': 'A score of {{score}} out of {{max}}',
  'riskTolerance.score.scale': 'The six risk levels, from no risk to high',
  'riskTolerance.score.next':
    'Your adviser will use this, with the rest of your request, to recommend investments that suit you. It is one part of the picture: your goals, and how much you could afford to lose, matter too.',
  'riskTolerance.score.nextStaff':
    'Weigh this with your client’s capacity for loss, goals and time horizon before recommending investments; it is one part of their suitability.',
  'riskTolerance.score.completedOn': 'Completed on {{date}}',
  'riskTolerance.score.answers': 'Your answers',
  'riskTolerance.score.answersStaff': 'Your client’s answers',
  'riskTolerance.score.time': 'Time spent',
  'riskTolerance.score.underSecond': 'Less than 1 s',
  'riskTolerance.score.seconds': '{{count}} s',
  'riskTolerance.score.totalTime': 'Time spent answering: {{time}}',
  'riskTolerance.score.minutes': '{{minutes}} min {{seconds}} s',

  'riskTolerance.readOnly.title': 'Risk assessment not finished',
  'riskTolerance.readOnly.text':
    'This risk assessment was not finished, and this case can no longer change it. These are the answers given so far.',
  'riskTolerance.readOnly.none': 'No questions were answered.',

  'riskTolerance.unavailable.title': 'No risk assessment here',
  'riskTolerance.loadFailed.title': 'The risk assessment did not load',
  'riskTolerance.toCase': 'Open the case overview',
  'riskTolerance.score.continue': 'Continue with your request',
} as const;
