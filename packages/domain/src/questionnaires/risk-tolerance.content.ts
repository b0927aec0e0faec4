/*
 * The risk tolerance assessment's content (spec 3 §2, §3, §9): twelve questions on a 5-point scale, in the
 * order they are asked. Each answer is stored as its position on the scale (1 to 5, the first option to the
 * last); its points run from 1 (the most cautious answer) to 5 (the most adventurous), so a statement that
 * agreeing makes more cautious is reverse-scored. The questions cover what a UK adviser's attitude-to-risk
 * questionnaire asks: experience, time horizon, the falls the client could bear, how they would react to a
 * fall, and whether they prefer growth or certainty.
 */

/** The five points every question offers, 1 to 5 (spec 3 §9: "Questionnaire scale 5 points"). */
export const riskScaleValues = [1, 2, 3, 4, 5] as const;
export type RiskScaleValue = (typeof riskScaleValues)[number];

/** One option: its position on the scale and its words. */
export type RiskOption = { value: RiskScaleValue; label: string };

/** The agreement scale the statements share. */
const agreement: readonly RiskOption[] = [
  { value: 1, label: 'Strongly disagree' },
  { value: 2, label: 'Disagree' },
  { value: 3, label: 'Neither agree nor disagree' },
  { value: 4, label: 'Agree' },
  { value: 5, label: 'Strongly agree' },
];

/** Five worded choices, from the most cautious answer to the most adventurous. */
function choices(...labels: [string, string, string, string, string]): readonly RiskOption[] {
  return labels.map((label, index) => ({ value: (index + 1) as RiskScaleValue, label }));
}

export type RiskQuestion = {
  key: string;
  /** What the client reads, addressed to them ("you"). */
  text: string;
  /** A line under the question that helps the client answer it. */
  hint?: string;
  options: readonly RiskOption[];
  /** Agreeing is the cautious answer: the points run the other way (5 for the first option, 1 for the last). */
  isReversed: boolean;
};

export const riskQuestions = [
  {
    key: 'investment_experience',
    text: 'Which best describes your experience of investing?',
    options: choices(
      'None: I have only used bank or building society accounts',
      'A little: cash ISAs, Premium Bonds or a workplace pension I leave alone',
      'Some: I have held a stocks and shares ISA or funds for a few years',
      'Good: I choose my own funds and follow how they perform',
      'Extensive: I have invested in shares, funds and other assets for many years',
    ),
    isReversed: false,
  },
  {
    key: 'time_horizon',
    text: 'When do you expect to need most of the money you are investing?',
    hint: 'Investments that can rise and fall are usually held for at least five years.',
    options: choices('Within 2 years', 'In 2 to 5 years', 'In 5 to 10 years', 'In 10 to 15 years', 'In more than 15 years'),
    isReversed: false,
  },
  {
    key: 'bearable_loss',
    text: 'How large a fall in the value of your investments could you bear without it changing the way you live?',
    hint: 'Think of a fall that lasts a year or two before any recovery.',
    options: choices('None at all', 'Up to 10%', 'Up to 20%', 'Up to 30%', 'More than 30%'),
    isReversed: false,
  },
  {
    key: 'reaction_to_fall',
    text: 'Your investments fall by a fifth (20%) over a few months. What would you most likely do?',
    options: choices(
      'Sell everything and move to cash',
      'Sell some to limit any further loss',
      'Wait for them to recover',
      'Hold on, and consider adding more',
      'Invest more while prices are lower',
    ),
    isReversed: false,
  },
  {
    key: 'growth_over_stability',
    text: 'I would accept bigger rises and falls in the value of my investments for the chance of higher returns over time.',
    options: agreement,
    isReversed: false,
  },
  {
    key: 'certainty_preferred',
    text: 'I prefer to know exactly what I will get back, even if that means lower returns.',
    options: agreement,
    isReversed: true,
  },
  {
    key: 'worry_about_falls',
    text: 'I would lose sleep if my investments fell in value, even for a short time.',
    options: agreement,
    isReversed: true,
  },
  {
    key: 'inflation_concern',
    text: 'I worry more about rising prices eating into my savings than about the stock market falling.',
    options: agreement,
    isReversed: false,
  },
  {
    key: 'cash_preferred',
    text: 'I would rather keep my money in a bank account than invest it in the stock market.',
    options: agreement,
    isReversed: true,
  },
  {
    key: 'comfortable_with_risk',
    text: 'I am generally comfortable taking financial risks.',
    options: agreement,
    isReversed: false,
  },
  {
    key: 'loss_aversion',
    text: 'Losing money would upset me far more than making the same amount would please me.',
    options: agreement,
    isReversed: true,
  },
  {
    key: 'described_by_others',
    text: 'How would people who know you well describe your attitude to financial risk?',
    options: choices('Very cautious', 'Cautious', 'Balanced', 'Adventurous', 'Very adventurous'),
    isReversed: false,
  },
] as const satisfies readonly RiskQuestion[];

export type RiskQuestionKey = (typeof riskQuestions)[number]['key'];
export const riskQuestionKeys = riskQuestions.map((question) => question.key) as [RiskQuestionKey, ...RiskQuestionKey[]];

/** The question with this key, if the content has one. */
export function riskQuestionOf(key: string): RiskQuestion | undefined {
  return (riskQuestions as readonly RiskQuestion[]).find((question) => question.key === key);
}

/** About how long the assessment takes, for the opening page. */
export const riskAssessmentMinutes = 5;
