import type { RiskLevel } from './questionnaires.states.ts';

/** The risk assessment's user-facing texts (spec 3 §5, §8), which the server answers and the web app shows. */
export const riskToleranceMessages = {
  'riskTolerance.failed': 'An error has occurred. Please try again later or contact the administrator.',
  'riskTolerance.notLoaded': 'Something went wrong, form data was not loaded',
  'riskTolerance.notSaved': 'Something went wrong, form data was not saved',
  'riskTolerance.generated': 'Your risk score is ready',
  'riskTolerance.generatedForStaff': 'Your client’s risk score is ready',
  'riskTolerance.notFound': 'This case has no risk assessment.',
  'riskTolerance.turnedOff': 'Your practice does not use the risk assessment.',
  'riskTolerance.notARequest': 'Only an Online Advice Request has a risk assessment.',
  'riskTolerance.completed': 'This risk assessment is complete, so its answers can no longer be changed.',
  'riskTolerance.closed': 'This case can no longer be changed, so neither can its risk assessment.',
  'riskTolerance.unanswered': 'Answer this question before continuing.',
  'riskTolerance.unansweredAll': 'Please answer every question before seeing the summary.',
  'riskTolerance.missing': 'Question {{number}} is not answered yet.',
  'riskTolerance.choose': 'Choose one of the five answers.',
  'riskTolerance.questionUnknown': 'This question is not part of the risk assessment.',
  'riskTolerance.questionRange': 'Should be between 0 and {{max}}',
  'riskTolerance.duration': 'Should be between 0 and 86400000',
  'riskTolerance.nothingToSave': 'Send a step, a question number or an answer.',
} as const;
export type RiskToleranceMessageKey = keyof typeof riskToleranceMessages;

/** Each level's name, as the score page and the adviser's view show it. */
export const riskLevelLabels = {
  zero: 'No risk',
  low: 'Low',
  medium_low: 'Medium-low',
  medium: 'Medium',
  medium_high: 'Medium-high',
  high: 'High',
} as const satisfies Record<RiskLevel, string>;

/** What a level means, said to the client ("you") and to their adviser ("your client"). */
export const riskLevelExplanations = {
  zero: {
    client:
      'You are not comfortable with the value of your money going down at all. Keeping what you have safe matters more to you than any growth, so investments that can fall in value are unlikely to suit you. Your adviser will talk with you about keeping your money in cash and other secure places.',
    adviser:
      'Your client is not comfortable with the value of their money going down at all. Keeping what they have safe matters more to them than growth, so investments that can fall in value are unlikely to suit them.',
  },
  low: {
    client:
      'You are cautious. You could accept small, short-lived falls in value, but you would rather have steadier, lower returns than take chances. Investments for you would usually be mostly cash and lower-risk bonds, with only a little in shares.',
    adviser:
      'Your client is cautious. They could accept small, short-lived falls in value but prefer steadier, lower returns: mostly cash and lower-risk bonds, with only a little in shares.',
  },
  medium_low: {
    client:
      'You lean towards caution. You accept that investments go up and down, and would take some of that for returns a little above cash, as long as the falls stay modest. Investments for you would usually hold more in bonds than in shares.',
    adviser:
      'Your client leans towards caution. They accept some rises and falls for returns a little above cash, as long as the falls stay modest: usually more in bonds than in shares.',
  },
  medium: {
    client:
      'You are balanced. You understand that investments rise and fall, and accept falls as the price of growth over the medium to long term. Investments for you would usually be a mix of shares and bonds.',
    adviser:
      'Your client is balanced. They accept falls as the price of growth over the medium to long term: usually a mix of shares and bonds.',
  },
  medium_high: {
    client:
      'You lean towards adventure. You prefer growth to certainty and would ride out a sizeable fall, knowing it may take some years to recover. Investments for you would usually be mostly shares, held for the longer term.',
    adviser:
      'Your client leans towards adventure. They prefer growth to certainty and would ride out a sizeable fall: usually mostly shares, held for the longer term.',
  },
  high: {
    client:
      'You are adventurous. You are comfortable with large rises and falls in the value of your investments for the chance of higher returns over the long term, and would hold on, or even invest more, through a steep fall.',
    adviser:
      'Your client is adventurous. They are comfortable with large rises and falls for the chance of higher long-term returns, and would hold on or invest more through a steep fall.',
  },
} as const satisfies Record<RiskLevel, { client: string; adviser: string }>;
