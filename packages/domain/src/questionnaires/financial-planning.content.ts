import { formatWholeAmount } from '../shared/money.ts';
import { financialPlanningFigures as f } from './financial-planning.figures.ts';

/*
 * The personal financial planning health check, UK version 1 (spec 3 §3): eight questions, then its
 * tax-planning question set (options A to D). Each text is written twice: to the client ("you") and to the
 * adviser about the client ("your client"). The figures come from `financialPlanningFigures`.
 */

/** A text for each reader: the client reads `client`, staff read `adviser`. */
export type Addressed = { client: string; adviser: string };
/** Paragraphs for each reader. */
export type AddressedParagraphs = { client: string[]; adviser: string[] };

export const financialPlanningYesNo = ['yes', 'no'] as const;
export const financialPlanningYesNoNa = ['yes', 'no', 'not_applicable'] as const;
export const financialPlanningConfidence = ['decreased', 'same', 'increased'] as const;
export const financialPlanningTaxLetters = ['A', 'B', 'C', 'D'] as const;
export type FinancialPlanningTaxLetter = (typeof financialPlanningTaxLetters)[number];

/** The eight questions' answer keys, in the order they are asked. */
export const financialPlanningHealthKeys = [
  'ideal_income',
  'ideal_capital',
  'ideal_work',
  'ideal_money_spend',
  'ideal_time_spend',
  'ideal_retirement',
  'independence_capital',
  'independence_income',
  'tax_saving_check',
  'asset_passing',
  'affairs_provision',
  'dependants_provided',
  'feeling_word',
  'confidence',
] as const;
export type FinancialPlanningHealthKey = (typeof financialPlanningHealthKeys)[number];

/** The tax-planning question set's keys, in the order they are asked. */
export const financialPlanningTaxKeys = [
  'savings_allowance',
  'dividends',
  'capital_gains',
  'pension_contributions',
  'pension_contributions_partner',
  'pension_benefits',
  'assets',
  'gifts',
  'will',
  'inheritances',
  'certainty_after_death',
  'mental_capacity',
] as const;
export type FinancialPlanningTaxKey = (typeof financialPlanningTaxKeys)[number];

export const financialPlanningAnswerKeys = [...financialPlanningHealthKeys, ...financialPlanningTaxKeys] as const;
export type FinancialPlanningAnswerKey = FinancialPlanningHealthKey | FinancialPlanningTaxKey;

export type FinancialPlanningChoice = { value: string; label: Addressed };

/** One answer of a question: a choice, a whole amount of a currency, or a word. */
export type FinancialPlanningField =
  | { key: FinancialPlanningHealthKey; kind: 'choice'; label?: Addressed; options: readonly FinancialPlanningChoice[] }
  | { key: FinancialPlanningHealthKey; kind: 'amount'; label: Addressed; hint: Addressed }
  | { key: FinancialPlanningHealthKey; kind: 'word'; label?: Addressed; hint: Addressed; max: number };

/** A question: its text, an optional hint, and its answers (a single answer without a label of its own is the question itself). */
export type FinancialPlanningQuestion = { number: number; text: Addressed; hint?: Addressed; fields: readonly FinancialPlanningField[] };

export type FinancialPlanningTaxQuestion = {
  key: FinancialPlanningTaxKey;
  /** The topic in a few words, for lists and the audit trail. */
  topic: string;
  text: Addressed;
  /** The definitions panel: the rule and the figures the question rests on. */
  definitions: AddressedParagraphs;
  options: readonly { letter: FinancialPlanningTaxLetter; label: Addressed }[];
};

/** £12,345 */
export const pounds = (value: number) => `£${formatWholeAmount(value)}`;

const same = (text: string): Addressed => ({ client: text, adviser: text });
const yes = same('Yes');
const no = same('No');
const yesNo: FinancialPlanningChoice[] = [
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

const ideal = (key: FinancialPlanningHealthKey, client: string, adviser: string): FinancialPlanningField => ({
  key,
  kind: 'choice',
  label: { client, adviser },
  options: yesNo,
});

/** The eight questions of UK version 1. */
export const financialPlanningQuestions: readonly FinancialPlanningQuestion[] = [
  {
    number: 1,
    text: {
      client: 'Is each part of your life as close to ideal as you could realistically make it?',
      adviser: 'Is each part of your client’s life as close to ideal as they could realistically make it?',
    },
    hint: {
      client: 'Answer for each one. “No” is useful to know: it shows where planning could help most.',
      adviser: 'Your client answers for each one. A “No” shows where planning could help most.',
    },
    fields: [
      ideal('ideal_income', 'Your income', 'Their income'),
      ideal('ideal_capital', 'Your capital: savings and investments', 'Their capital: savings and investments'),
      ideal('ideal_work', 'Your work', 'Their work'),
      ideal('ideal_money_spend', 'How you spend your money', 'How they spend their money'),
      ideal('ideal_time_spend', 'How you spend your time', 'How they spend their time'),
      ideal('ideal_retirement', 'Your retirement, or your plans for it', 'Their retirement, or their plans for it'),
    ],
  },
  {
    number: 2,
    text: {
      client: 'How much would you need to be financially independent, so that work becomes a choice?',
      adviser: 'How much would your client need to be financially independent, so that work becomes a choice?',
    },
    hint: {
      client: 'A rough figure in today’s money is enough; we will refine it together.',
      adviser: 'A rough figure in today’s money is enough; refine it with your client.',
    },
    fields: [
      {
        key: 'independence_capital',
        kind: 'amount',
        label: same('Capital needed'),
        hint: {
          client: 'Your savings, investments and pensions in total, not counting your home.',
          adviser: 'Their savings, investments and pensions in total, not counting their home.',
        },
      },
      {
        key: 'independence_income',
        kind: 'amount',
        label: same('Income needed each year'),
        hint: { client: 'Before tax.', adviser: 'Before tax.' },
      },
    ],
  },
  {
    number: 3,
    text: {
      client: 'Have you checked in the last 12 months that you pay no more tax than you need to?',
      adviser: 'Has your client checked in the last 12 months that they pay no more tax than they need to?',
    },
    hint: {
      client: 'The tax-planning questions below go through the allowances and reliefs one by one.',
      adviser: 'The tax-planning questions below go through the allowances and reliefs one by one.',
    },
    fields: [{ key: 'tax_saving_check', kind: 'choice', options: yesNo }],
  },
  {
    number: 4,
    text: {
      client: 'Are you happy with how your assets would pass to the people you choose when you die?',
      adviser: 'Is your client happy with how their assets would pass to the people they choose when they die?',
    },
    fields: [{ key: 'asset_passing', kind: 'choice', options: yesNo }],
  },
  {
    number: 5,
    text: {
      client: 'Have you arranged for your affairs to be looked after if you could not manage them yourself?',
      adviser: 'Has your client arranged for their affairs to be looked after if they could not manage them themselves?',
    },
    hint: {
      client: 'For example a lasting power of attorney, and a record of your accounts and policies someone you trust can find.',
      adviser: 'For example a lasting power of attorney, and a record of their accounts and policies someone they trust can find.',
    },
    fields: [{ key: 'affairs_provision', kind: 'choice', options: yesNo }],
  },
  {
    number: 6,
    text: {
      client: 'Would the people who depend on you be provided for if you died or could no longer work?',
      adviser: 'Would the people who depend on your client be provided for if they died or could no longer work?',
    },
    fields: [
      {
        key: 'dependants_provided',
        kind: 'choice',
        options: [
          { value: 'yes', label: yes },
          { value: 'no', label: no },
          { value: 'not_applicable', label: { client: 'N/A: no one depends on me', adviser: 'N/A: no one depends on them' } },
        ],
      },
    ],
  },
  {
    number: 7,
    text: {
      client: 'What one word sums up how you feel about your finances?',
      adviser: 'What one word sums up how your client feels about their finances?',
    },
    fields: [
      {
        key: 'feeling_word',
        kind: 'word',
        label: same('One word'),
        hint: { client: 'Secure, anxious, hopeful: whatever comes first.', adviser: 'In your client’s own word.' },
        max: 100,
      },
    ],
  },
  {
    number: 8,
    text: {
      client: 'Since your last review, has your confidence about your financial future changed?',
      adviser: 'Since their last review, has your client’s confidence about their financial future changed?',
    },
    fields: [
      {
        key: 'confidence',
        kind: 'choice',
        options: [
          { value: 'decreased', label: same('It has decreased') },
          { value: 'same', label: same('It has remained the same') },
          { value: 'increased', label: same('It has increased') },
        ],
      },
    ],
  },
];

const option = (letter: FinancialPlanningTaxLetter, client: string, adviser: string = client) => ({
  letter,
  label: { client, adviser },
});

const psa = f.personalSavingsAllowance;

/** The tax-planning question set (spec 3 §3), options A to D. */
export const financialPlanningTaxQuestions: readonly FinancialPlanningTaxQuestion[] = [
  {
    key: 'savings_allowance',
    topic: 'Personal savings allowance',
    text: {
      client: 'Is all the interest on your savings outside ISAs within your personal savings allowance?',
      adviser: 'Is all the interest on your client’s savings outside ISAs within their personal savings allowance?',
    },
    definitions: {
      client: [
        `Interest is tax-free up to ${pounds(psa.basic)} a year for a basic-rate taxpayer, ${pounds(psa.higher)} for a higher-rate taxpayer and nothing for an additional-rate taxpayer.`,
        `If your other income is low, up to ${pounds(f.startingSavingsBand)} more interest may be tax-free at the starting rate for savings. Interest in an ISA is always tax-free.`,
      ],
      adviser: [
        `Interest is tax-free up to ${pounds(psa.basic)} a year for a basic-rate taxpayer, ${pounds(psa.higher)} for a higher-rate taxpayer and nothing for an additional-rate taxpayer.`,
        `If your client’s other income is low, up to ${pounds(f.startingSavingsBand)} more interest may be tax-free at the starting rate for savings. Interest in an ISA is always tax-free.`,
      ],
    },
    options: [
      option('A', 'Yes, all of it is within the allowance'),
      option('B', 'No, I pay tax on some of my interest', 'No, they pay tax on some of their interest'),
      option('C', 'I’m not sure', 'They are not sure'),
      option('D', 'I have no savings outside ISAs', 'They have no savings outside ISAs'),
    ],
  },
  {
    key: 'dividends',
    topic: 'Dividends',
    text: {
      client: `Are the dividends you receive outside ISAs and pensions within the ${pounds(f.dividendAllowance)} dividend allowance?`,
      adviser: `Are the dividends your client receives outside ISAs and pensions within the ${pounds(f.dividendAllowance)} dividend allowance?`,
    },
    definitions: {
      client: [
        `The first ${pounds(f.dividendAllowance)} of dividends each tax year is tax-free. Dividends from shares and funds held in an ISA or a pension do not count towards it.`,
      ],
      adviser: [
        `The first ${pounds(f.dividendAllowance)} of dividends each tax year is tax-free. Dividends from shares and funds your client holds in an ISA or a pension do not count towards it.`,
      ],
    },
    options: [
      option('A', 'Yes, they are within the allowance'),
      option('B', 'No, I pay tax on some of my dividends', 'No, they pay tax on some of their dividends'),
      option('C', 'I’m not sure', 'They are not sure'),
      option('D', 'I receive no dividends outside ISAs and pensions', 'They receive no dividends outside ISAs and pensions'),
    ],
  },
  {
    key: 'capital_gains',
    topic: 'Capital gains',
    text: {
      client: `Do you expect gains of more than ${pounds(f.capitalGainsExemption)} this tax year from selling investments, a second property or other assets?`,
      adviser: `Does your client expect gains of more than ${pounds(f.capitalGainsExemption)} this tax year from selling investments, a second property or other assets?`,
    },
    definitions: {
      client: [
        `The first ${pounds(f.capitalGainsExemption)} of gains each tax year is free of capital gains tax; an unused exemption cannot be carried forward. Your main home is usually exempt.`,
        'Tax on a gain from UK residential property must be reported and paid within 60 days of the sale.',
      ],
      adviser: [
        `The first ${pounds(f.capitalGainsExemption)} of gains each tax year is free of capital gains tax; an unused exemption cannot be carried forward. Your client’s main home is usually exempt.`,
        'Tax on a gain from UK residential property must be reported and paid within 60 days of the sale.',
      ],
    },
    options: [
      option('A', 'No'),
      option('B', 'Yes'),
      option('C', 'I’m not sure', 'They are not sure'),
      option('D', 'I have no assets that could make a gain', 'They have no assets that could make a gain'),
    ],
  },
  {
    key: 'pension_contributions',
    topic: 'Pension contributions',
    text: {
      client: 'Are you paying as much into your pension as you can afford and tax relief allows?',
      adviser: 'Is your client paying as much into their pension as they can afford and tax relief allows?',
    },
    definitions: {
      client: [
        `Contributions get tax relief up to ${pounds(f.pensionAnnualAllowance)} a year in total (the annual allowance), or 100% of your UK earnings if less. Unused allowance from the previous ${f.pensionCarryForwardYears} tax years can be carried forward.`,
        `Anyone under ${f.pensionReliefMaxAge} can pay in ${pounds(f.minimumPensionRelief)} gross (${pounds(f.minimumPensionReliefNet)} net) a year and get relief, even without earnings.`,
      ],
      adviser: [
        `Contributions get tax relief up to ${pounds(f.pensionAnnualAllowance)} a year in total (the annual allowance), or 100% of your client’s UK earnings if less. Unused allowance from the previous ${f.pensionCarryForwardYears} tax years can be carried forward.`,
        `Anyone under ${f.pensionReliefMaxAge} can pay in ${pounds(f.minimumPensionRelief)} gross (${pounds(f.minimumPensionReliefNet)} net) a year and get relief, even without earnings.`,
      ],
    },
    options: [
      option('A', 'Yes'),
      option('B', 'No, I could pay in more', 'No, they could pay in more'),
      option('C', 'I’m not sure', 'They are not sure'),
      option('D', 'I don’t pay into a pension', 'They don’t pay into a pension'),
    ],
  },
  {
    key: 'pension_contributions_partner',
    topic: 'Your partner’s pension contributions',
    text: {
      client: 'Is your partner paying as much into their pension as they can afford and tax relief allows?',
      adviser: 'Is your client’s partner paying as much into their pension as they can afford and tax relief allows?',
    },
    definitions: {
      client: [
        '“Partner” means your spouse, registered civil partner or the person you live with as a couple.',
        `A partner without earnings can still pay in ${pounds(f.minimumPensionRelief)} gross (${pounds(f.minimumPensionReliefNet)} net) a year with tax relief.`,
      ],
      adviser: [
        '“Partner” means your client’s spouse, registered civil partner or the person they live with as a couple.',
        `A partner without earnings can still pay in ${pounds(f.minimumPensionRelief)} gross (${pounds(f.minimumPensionReliefNet)} net) a year with tax relief.`,
      ],
    },
    options: [
      option('A', 'Yes'),
      option('B', 'No, they could pay in more'),
      option('C', 'I’m not sure', 'Your client is not sure'),
      option('D', 'Not applicable: I don’t have a partner', 'Not applicable: they don’t have a partner'),
    ],
  },
  {
    key: 'pension_benefits',
    topic: 'Taking pension benefits',
    text: {
      client: 'When do you expect to start taking money from your pensions?',
      adviser: 'When does your client expect to start taking money from their pensions?',
    },
    definitions: {
      client: [
        `Most pensions can be drawn from age ${f.pensionAccessAge} (${f.pensionAccessAgeFrom2028} from 6 April 2028). When and how you draw them changes the tax you pay, so it is worth planning before you start.`,
      ],
      adviser: [
        `Most pensions can be drawn from age ${f.pensionAccessAge} (${f.pensionAccessAgeFrom2028} from 6 April 2028). When and how your client draws them changes the tax they pay, so plan it before they start.`,
      ],
    },
    options: [
      option('A', 'Within the next 12 months'),
      option('B', 'In one to five years'),
      option('C', 'More than five years from now'),
      option('D', 'I have already started', 'They have already started'),
    ],
  },
  {
    key: 'assets',
    topic: 'The value of your estate',
    text: {
      client: 'What is everything you own worth in total, including your home, savings, investments and pensions?',
      adviser: 'What is everything your client owns worth in total, including their home, savings, investments and pensions?',
    },
    definitions: {
      client: [
        `Inheritance tax at ${f.inheritanceTaxRate}% may be due on an estate above the ${pounds(f.nilRateBand)} nil-rate band. A further ${pounds(f.residenceNilRateBand)} applies when a home passes to children or grandchildren, so up to ${pounds(f.nilRateBandsWithHome)} can pass free of tax.`,
        'What passes to a spouse or civil partner is free of inheritance tax, and their unused bands can pass to them too.',
      ],
      adviser: [
        `Inheritance tax at ${f.inheritanceTaxRate}% may be due on an estate above the ${pounds(f.nilRateBand)} nil-rate band. A further ${pounds(f.residenceNilRateBand)} applies when a home passes to children or grandchildren, so up to ${pounds(f.nilRateBandsWithHome)} can pass free of tax.`,
        'What passes to your client’s spouse or civil partner is free of inheritance tax, and their unused bands can pass to them too.',
      ],
    },
    options: [
      option('A', `Less than ${pounds(f.nilRateBand)}`),
      option('B', `Between ${pounds(f.nilRateBand)} and ${pounds(f.nilRateBandsWithHome)}`),
      option('C', `More than ${pounds(f.nilRateBandsWithHome)}`),
      option('D', 'I’m not sure', 'They are not sure'),
    ],
  },
  {
    key: 'gifts',
    topic: 'Gifts',
    text: {
      client: `Have you used your ${pounds(f.giftExemption)} annual gift exemption this tax year?`,
      adviser: `Has your client used their ${pounds(f.giftExemption)} annual gift exemption this tax year?`,
    },
    definitions: {
      client: [
        `You can give away ${pounds(f.giftExemption)} each tax year free of inheritance tax, and carry any unused part forward for ${f.giftCarryForwardYears} year.`,
        `Gifts of up to ${pounds(f.smallGiftExemption)} to any one person, wedding gifts within limits, and regular gifts out of surplus income are also free of it.`,
      ],
      adviser: [
        `Your client can give away ${pounds(f.giftExemption)} each tax year free of inheritance tax, and carry any unused part forward for ${f.giftCarryForwardYears} year.`,
        `Gifts of up to ${pounds(f.smallGiftExemption)} to any one person, wedding gifts within limits, and regular gifts out of surplus income are also free of it.`,
      ],
    },
    options: [
      option('A', 'Yes'),
      option('B', 'No'),
      option('C', 'I’m not sure', 'They are not sure'),
      option('D', 'I don’t plan to make gifts', 'They don’t plan to make gifts'),
    ],
  },
  {
    key: 'will',
    topic: 'Will',
    text: {
      client: `Do you have a will that you have reviewed in the last ${f.willReviewYears} years?`,
      adviser: `Does your client have a will they have reviewed in the last ${f.willReviewYears} years?`,
    },
    definitions: {
      client: [
        'Marriage or a civil partnership usually cancels an earlier will in England, Wales and Northern Ireland. A will that has not been looked at for a few years may no longer say what you want.',
      ],
      adviser: [
        'Marriage or a civil partnership usually cancels an earlier will in England, Wales and Northern Ireland. A will that has not been looked at for a few years may no longer say what your client wants.',
      ],
    },
    options: [
      option('A', `Yes, reviewed in the last ${f.willReviewYears} years`),
      option('B', `Yes, but not reviewed for more than ${f.willReviewYears} years`),
      option('C', 'No, I don’t have a will', 'No, they don’t have a will'),
      option('D', 'I’m not sure', 'They are not sure'),
    ],
  },
  {
    key: 'inheritances',
    topic: 'Inheritances',
    text: {
      client: `Have you received an inheritance in the last ${f.inheritancesWindowYears} years, or do you expect one?`,
      adviser: `Has your client received an inheritance in the last ${f.inheritancesWindowYears} years, or do they expect one?`,
    },
    definitions: {
      client: [
        `Within ${f.inheritancesWindowYears} years of a death, a deed of variation can redirect what you inherited, for example to your children, so that it does not add to your own estate for inheritance tax.`,
      ],
      adviser: [
        `Within ${f.inheritancesWindowYears} years of a death, a deed of variation can redirect what your client inherited, for example to their children, so that it does not add to their own estate for inheritance tax.`,
      ],
    },
    options: [
      option('A', 'No'),
      option('B', `Yes, in the last ${f.inheritancesWindowYears} years`),
      option('C', 'I expect one in future', 'They expect one in future'),
      option('D', 'I’m not sure', 'They are not sure'),
    ],
  },
  {
    key: 'certainty_after_death',
    topic: 'Certainty after death',
    text: {
      client: 'If you died tomorrow, are you confident your wishes would be carried out and your family would know what to do?',
      adviser: 'If your client died tomorrow, are they confident their wishes would be carried out and their family would know what to do?',
    },
    definitions: {
      client: ['An up-to-date will, pension nominations and a note of where your accounts and policies are make this far easier.'],
      adviser: ['An up-to-date will, pension nominations and a note of where their accounts and policies are make this far easier.'],
    },
    options: [option('A', 'Yes, completely'), option('B', 'Mostly'), option('C', 'No'), option('D', 'I’m not sure', 'They are not sure')],
  },
  {
    key: 'mental_capacity',
    topic: 'Mental capacity',
    text: {
      client: 'If you lost mental capacity, could someone you trust legally act for you?',
      adviser: 'If your client lost mental capacity, could someone they trust legally act for them?',
    },
    definitions: {
      client: [
        'A lasting power of attorney (in Scotland, a continuing and welfare power of attorney) lets people you choose manage your money and property, or decisions about your health and care. It must be made while you still have capacity.',
      ],
      adviser: [
        'A lasting power of attorney (in Scotland, a continuing and welfare power of attorney) lets people your client chooses manage their money and property, or decisions about their health and care. It must be made while they still have capacity.',
      ],
    },
    options: [
      option('A', 'Yes, for my finances and my health and care', 'Yes, for their finances and their health and care'),
      option('B', 'Yes, for one of these only'),
      option('C', 'No'),
      option('D', 'I’m not sure', 'They are not sure'),
    ],
  },
];

/** The health check's field of each of the eight questions' keys. */
export const financialPlanningFieldOf = Object.fromEntries(
  financialPlanningQuestions.flatMap((question) => question.fields.map((field) => [field.key, field])),
) as Record<FinancialPlanningHealthKey, FinancialPlanningField>;

/** The tax-planning question of each of its keys. */
export const financialPlanningTaxQuestionOf = Object.fromEntries(financialPlanningTaxQuestions.map((q) => [q.key, q])) as Record<
  FinancialPlanningTaxKey,
  FinancialPlanningTaxQuestion
>;
