import { z } from 'zod';
import { currencyCodes } from '../practice/practice-settings.schemas.ts';
import { isIsoDate } from '../shared/dates.ts';
import {
  assetTypes,
  dependantRelationships,
  factFindGenders,
  factFindMaritalStatuses,
  healthTypes,
  highestRates,
  incomeSourceTypes,
  isaTypes,
  liabilityTypes,
  ownershipSources,
  pensionBenefitTimings,
  personTypes,
  planningObjectiveKeys,
  protectionTypes,
  recentLifeEventKeys,
  residenceCountries,
  yesNo,
} from './fact-find.enums.ts';
import { factFindMessages as m } from './fact-find.messages.ts';
import type { FactFindSection } from './fact-find.sections.ts';

/*
 * The fact find's answers as they are stored, one schema per section (spec 3 §3). A schema checks shapes,
 * choices and bounds and fills what was left out; whether a section is complete enough to save is the
 * save rules' (fact-find.rules.ts). No schema transforms, so the same schemas describe the API's answers.
 * Keys are snake_case like the rest of the API; a row of a repeating list carries an id so versions can be
 * compared row by row (the server gives a new row one).
 */

const tooLong = (max: number) => `Should contain no more than ${max} characters`;
/** Free text, trimmed and bounded; empty when left out. Free-text answers are 100 characters (spec 3 §5), comments longer. */
const text = (max: number) => z.string({ error: m['factFind.text'] }).trim().max(max, tooLong(max)).default('');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: m['factFind.choose'] }).nullable().default(null);
const answer = choice(yesNo);
const isoDate = z.string({ error: m['factFind.date'] }).refine(isIsoDate, m['factFind.date']).nullable().default(null);
const whole = (max: number, message: string) =>
  z.number({ error: m['factFind.number'] }).int(m['factFind.integer']).min(0, message).max(max, message).nullable().default(null);

/** A row's id: letters, digits, dashes and underscores (a UUID, say); left out, the server gives one. */
export const factFindRowId = z
  .string({ error: m['factFind.rowId'] })
  .regex(/^[A-Za-z0-9_-]{1,64}$/u, m['factFind.rowId'])
  .optional();
const rows = <T extends z.ZodType>(row: T, max: number) => z.array(row).max(max, m['factFind.tooManyRows']).default([]);

/** Money is a whole amount of one of the practice's currencies (which the save rules check). */
export const factFindMoneySchema = z.object({
  amount: z
    .number({ error: m['factFind.number'] })
    .int(m['factFind.integer'])
    .min(0, m['factFind.positive'])
    .max(999_999_999_999, m['factFind.digits']),
  currency: z.enum(currencyCodes, { error: m['factFind.currency'] }),
});
export type FactFindMoney = z.infer<typeof factFindMoneySchema>;
const money = factFindMoneySchema.nullable().default(null);

const percent = z
  .number({ error: m['factFind.number'] })
  .int(m['factFind.integer'])
  .min(0, m['factFind.percent'])
  .max(100, m['factFind.percent']);

/** How a joint holding is split between the client and the partner, in whole percentages. */
export const jointSplitSchema = z.object({ you: percent, partner: percent });
export type JointSplit = z.infer<typeof jointSplitSchema>;

/** The joint-split rule: the two shares add up to exactly 100. */
export function isJointSplitValid(split: JointSplit | null | undefined): boolean {
  return split !== null && split !== undefined && split.you + split.partner === 100;
}

/**
 * Who owns or owes something: the client ('you'), the partner, or both ('joint'), when the split must be
 * given and add up to 100. A split beside a sole owner means nothing and is cleared when saved.
 */
export const ownershipSchema = z
  .object({ source: z.enum(ownershipSources, { error: m['factFind.choose'] }), split: jointSplitSchema.nullable().default(null) })
  .superRefine((value, ctx) => {
    if (value.source !== 'joint') return;
    if (value.split === null) ctx.addIssue({ code: 'custom', path: ['split'], message: m['factFind.jointSplitMissing'] });
    else if (!isJointSplitValid(value.split)) ctx.addIssue({ code: 'custom', path: ['split'], message: m['factFind.jointSplit'] });
  });
export type Ownership = z.infer<typeof ownershipSchema>;
const owner = ownershipSchema.nullable().default(null);

const personDetails = z.object({
  title: text(20),
  first_name: text(100),
  last_name: text(100),
  gender: choice(factFindGenders),
  birth_date: isoDate,
  marital_status: choice(factFindMaritalStatuses),
  national_id_number: text(40),
  street: text(200),
  apartment: text(100),
  city: text(100),
  postcode: text(20),
  country: text(100),
  phone: text(40),
});

export const personalDetailsSchema = z.object({
  include_partner: z.boolean({ error: m['factFind.choose'] }).default(false),
  client: personDetails.prefault({}),
  partner: personDetails.nullable().default(null),
  dependants: rows(
    z.object({
      id: factFindRowId,
      name: text(200),
      relationship: choice(dependantRelationships),
      age: whole(130, m['factFind.age']),
      /** The age until which they depend on the client. */
      until_age: whole(130, m['factFind.age']),
    }),
    20,
  ),
  /** The client confirms the people they name (partner, dependants) agreed to their details being shared. */
  connected_people_consent: z.boolean({ error: m['factFind.choose'] }).default(false),
});

export const occupationEarningsSchema = z.object({
  occupations: rows(
    z.object({
      id: factFindRowId,
      earner: choice(personTypes),
      type: choice(incomeSourceTypes),
      occupation: text(100),
      employer: text(100),
    }),
    10,
  ),
  /** Income lines: yearly amounts. */
  incomes: rows(z.object({ id: factFindRowId, description: text(100), type: choice(incomeSourceTypes), value: money, source: owner }), 50),
  /** Expenditure lines: monthly amounts (the emergency-fund guidance counts months of them). */
  expenditures: rows(z.object({ id: factFindRowId, description: text(100), value: money, source: owner }), 50),
});

export const assetsLiabilitiesSchema = z.object({
  assets: rows(
    z.object({
      id: factFindRowId,
      type: choice(assetTypes),
      value: money,
      owner,
      description: text(200),
      policy_number: text(60),
      provider_name: text(100),
      /** The client wants this asset transferred or reviewed. */
      transfer_or_review: z.boolean({ error: m['factFind.choose'] }).default(false),
    }),
    100,
  ),
  liabilities: rows(z.object({ id: factFindRowId, type: choice(liabilityTypes), value: money, source: owner, description: text(200) }), 50),
});

const taxPerson = z.object({
  pays_uk_income_tax: answer,
  /** Income tax paid in the last tax year. */
  income_tax_value: money,
  domiciled: answer,
  arrival_date: isoDate,
  highest_rate: choice(highestRates),
  born_in_uk: answer,
  country_of_residence: choice(residenceCountries),
});

export const taxResidenceSchema = z.object({ client: taxPerson.prefault({}), partner: taxPerson.nullable().default(null) });

/** One person's tax-planning answers: the question keys with partner variants (spec 3 §3). */
const taxPlanPerson = z.object({
  /** Interest received in a year. */
  interest: money,
  /** Dividends received in a year. */
  dividends: money,
  /** Gains expected to be realised this tax year. */
  expected_capital_gains: money,
  capital_gains_allowance_used: answer,
  /** Gross pension contributions in a year. */
  pension_contributions: money,
  pension_benefits: choice(pensionBenefitTimings),
  /** Gifts made this tax year. */
  gifts: money,
  will_made: answer,
  /** Received an inheritance in the last two years. */
  inheritances: answer,
  /** Has lasting powers of attorney in place in case of a loss of mental capacity. */
  lasting_power_of_attorney: answer,
});

export const investmentTaxPlanSchema = z.object({
  emergency_funds: money,
  extra_emergency_funds: money,
  isas: rows(z.object({ id: factFindRowId, type: choice(isaTypes), amount: money, investor: choice(personTypes) }), 20),
  /** Interested in higher-risk tax-efficient schemes (EIS, SEIS, VCT). */
  higher_risk_schemes: answer,
  investment_experience: text(2000),
  client: taxPlanPerson.prefault({}),
  partner: taxPlanPerson.nullable().default(null),
});

const healthPerson = z.object({
  ...(Object.fromEntries(healthTypes.map((key) => [key, answer])) as Record<(typeof healthTypes)[number], typeof answer>),
  comment: text(1000),
});

export const healthSchema = z.object({ client: healthPerson.prefault({}), partner: healthPerson.nullable().default(null) });

export const protectionSchema = z.object({
  policies: rows(
    z.object({
      id: factFindRowId,
      type: choice(protectionTypes),
      owner,
      policy_number: text(60),
      provider_name: text(100),
      cover_amount: money,
      regular_premium: money,
    }),
    30,
  ),
  needs_on_death: z.object({ capital: money, annual_income: money, years: whole(99, m['factFind.years']) }).prefault({}),
  needs_on_illness: z.object({ capital: money, short_term_income: money, long_term_income: money }).prefault({}),
});

export const planningObjectivesSchema = z.object(
  Object.fromEntries(planningObjectiveKeys.map((key) => [key, text(100)])) as Record<
    (typeof planningObjectiveKeys)[number],
    ReturnType<typeof text>
  >,
);

export const recentLifeEventsSchema = z.object({
  ...(Object.fromEntries(recentLifeEventKeys.map((key) => [key, answer])) as Record<(typeof recentLifeEventKeys)[number], typeof answer>),
  details: text(2000),
  /** The client agrees that the adviser may discuss all of these with them. */
  discuss_all_consent: z.boolean({ error: m['factFind.choose'] }).default(false),
});

export const additionalCommentsSchema = z.object({ comments: text(5000) });

/** Each section's schema, by its key. */
export const factFindSectionSchemas = {
  personalDetails: personalDetailsSchema,
  occupationEarnings: occupationEarningsSchema,
  assetsLiabilities: assetsLiabilitiesSchema,
  taxResidence: taxResidenceSchema,
  investmentTaxPlan: investmentTaxPlanSchema,
  health: healthSchema,
  protection: protectionSchema,
  planningObjectives: planningObjectivesSchema,
  recentLifeEvents: recentLifeEventsSchema,
  additionalComments: additionalCommentsSchema,
} as const satisfies Record<FactFindSection, z.ZodType>;

/** One section's answers as stored. */
export type FactFindSectionAnswers<S extends FactFindSection> = z.output<(typeof factFindSectionSchemas)[S]>;
/** One section's answers as sent (what was left out is filled in). */
export type FactFindSectionInput<S extends FactFindSection> = z.input<(typeof factFindSectionSchemas)[S]>;

/** The whole fact find: the sections saved so far. */
export const factFindAnswersSchema = z.object({
  personalDetails: personalDetailsSchema.optional(),
  occupationEarnings: occupationEarningsSchema.optional(),
  assetsLiabilities: assetsLiabilitiesSchema.optional(),
  taxResidence: taxResidenceSchema.optional(),
  investmentTaxPlan: investmentTaxPlanSchema.optional(),
  health: healthSchema.optional(),
  protection: protectionSchema.optional(),
  planningObjectives: planningObjectivesSchema.optional(),
  recentLifeEvents: recentLifeEventsSchema.optional(),
  additionalComments: additionalCommentsSchema.optional(),
});
export type FactFindAnswers = z.output<typeof factFindAnswersSchema>;
