/**
 * The fact find's enumerations (spec 3 §3), each with the label a person reads. The keys are what the
 * answers store; the labels are what forms, the change list and the guidance show.
 */

/** What an asset is. */
export const assetTypes = [
  'pension',
  'cash',
  'isa',
  'unitTrust',
  'investmentBond',
  'stockShares',
  'otherInvestment',
  'business',
  'property',
  'otherValuableAsset',
] as const;
export type AssetType = (typeof assetTypes)[number];
export const assetTypeLabels = {
  pension: 'Pension',
  cash: 'Cash',
  isa: 'ISA',
  unitTrust: 'Unit trust',
  investmentBond: 'Investment bond',
  stockShares: 'Stocks and shares',
  otherInvestment: 'Other investment',
  business: 'Business',
  property: 'Property',
  otherValuableAsset: 'Other valuable asset',
} as const satisfies Record<AssetType, string>;

/** What a debt is. */
export const liabilityTypes = ['mortgage', 'personalLoan', 'carLoan', 'creditCardDebt', 'studentLoan', 'otherDebt'] as const;
export type LiabilityType = (typeof liabilityTypes)[number];
export const liabilityTypeLabels = {
  mortgage: 'Mortgage',
  personalLoan: 'Personal loan',
  carLoan: 'Car loan',
  creditCardDebt: 'Credit card debt',
  studentLoan: 'Student loan',
  otherDebt: 'Other debt',
} as const satisfies Record<LiabilityType, string>;

/** The health questions, asked of the client and of the partner (the keys are the spec's, snake_case as it spells them). */
export const healthTypes = ['smoker', 'good_health', 'medical_condition_suffer', 'hazardous_occupation_hobby'] as const;
export type HealthType = (typeof healthTypes)[number];
export const healthTypeLabels = {
  smoker: 'Smoker',
  good_health: 'In good health',
  medical_condition_suffer: 'Suffers from a medical condition',
  hazardous_occupation_hobby: 'Hazardous occupation or hobby',
} as const satisfies Record<HealthType, string>;

/** Where a line of income comes from. */
export const incomeSourceTypes = [
  'employment',
  'employmentBonus',
  'selfEmployment',
  'privatePension',
  'statePension',
  'investment',
  'rentalIncome',
  'otherStateBenefits',
  'otherIncome',
] as const;
export type IncomeSourceType = (typeof incomeSourceTypes)[number];
export const incomeSourceTypeLabels = {
  employment: 'Employment',
  employmentBonus: 'Employment bonus',
  selfEmployment: 'Self-employment',
  privatePension: 'Private pension',
  statePension: 'State pension',
  investment: 'Investment',
  rentalIncome: 'Rental income',
  otherStateBenefits: 'Other state benefits',
  otherIncome: 'Other income',
} as const satisfies Record<IncomeSourceType, string>;

/** The two kinds of money line in occupation and earnings: what comes in (yearly) and what goes out (monthly). */
export const incomeTypes = ['income', 'expenditure'] as const;
export type IncomeType = (typeof incomeTypes)[number];
export const incomeTypeLabels = { income: 'Income', expenditure: 'Expenditure' } as const satisfies Record<IncomeType, string>;

export const factFindMaritalStatuses = ['single', 'married', 'divorced', 'widowed', 'separated', 'notDisclosed'] as const;
export type FactFindMaritalStatus = (typeof factFindMaritalStatuses)[number];
/** As the spec displays them: 'married' covers civil partners too. */
export const factFindMaritalStatusLabels = {
  single: 'Single',
  married: 'Married or civil partner',
  divorced: 'Divorced',
  widowed: 'Widowed',
  separated: 'Separated',
  notDisclosed: 'Not disclosed',
} as const satisfies Record<FactFindMaritalStatus, string>;

/** How a dependant is related to the client. */
export const dependantRelationships = ['child', 'parent', 'grandparent', 'partner', 'otherRelative', 'other'] as const;
export type DependantRelationship = (typeof dependantRelationships)[number];
export const dependantRelationshipLabels = {
  child: 'Child',
  parent: 'Parent',
  grandparent: 'Grandparent',
  partner: 'Partner',
  otherRelative: 'Other relative',
  other: 'Other',
} as const satisfies Record<DependantRelationship, string>;

/** The fact find adds "prefer not to say" to the platform's genders (spec 1 §3). */
export const factFindGenders = ['male', 'female', 'other', 'preferNotToSay'] as const;
export type FactFindGender = (typeof factFindGenders)[number];
export const factFindGenderLabels = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  preferNotToSay: 'Prefer not to say',
} as const satisfies Record<FactFindGender, string>;

export const protectionTypes = [
  'lifeInsurance',
  'incomeProtection',
  'criticalIllnessProtection',
  'privateMedicalInsurance',
  'permanentHealthInsurance',
] as const;
export type ProtectionType = (typeof protectionTypes)[number];
export const protectionTypeLabels = {
  lifeInsurance: 'Life insurance',
  incomeProtection: 'Income protection',
  criticalIllnessProtection: 'Critical illness protection',
  privateMedicalInsurance: 'Private medical insurance',
  permanentHealthInsurance: 'Permanent health insurance',
} as const satisfies Record<ProtectionType, string>;

export const isaTypes = ['cash', 'stockShares'] as const;
export type IsaType = (typeof isaTypes)[number];
export const isaTypeLabels = { cash: 'Cash ISA', stockShares: 'Stocks and shares ISA' } as const satisfies Record<IsaType, string>;

export const yesNo = ['yes', 'no'] as const;
export type YesNo = (typeof yesNo)[number];
export const yesNoLabels = { yes: 'Yes', no: 'No' } as const satisfies Record<YesNo, string>;

/** Whose a single-person answer is (an earner, an ISA's investor): the client ('you') or the partner. */
export const personTypes = ['you', 'partner'] as const;
export type PersonType = (typeof personTypes)[number];
export const personTypeLabels = { you: 'Client', partner: 'Partner' } as const satisfies Record<PersonType, string>;

/** The two people a fact find is about, as its answers key them. */
export const factFindPersons = ['client', 'partner'] as const;
export type FactFindPerson = (typeof factFindPersons)[number];
export const factFindPersonLabels = { client: 'Client', partner: 'Partner' } as const satisfies Record<FactFindPerson, string>;

/** Who owns an asset or owes a debt: the client, the partner, or both (with a percentage split). */
export const ownershipSources = ['you', 'partner', 'joint'] as const;
export type OwnershipSource = (typeof ownershipSources)[number];
export const ownershipSourceLabels = { you: 'Client', partner: 'Partner', joint: 'Joint' } as const satisfies Record<
  OwnershipSource,
  string
>;

/** The highest rate of income tax a person pays: the rest of the UK's rates, and Scotland's. */
export const highestRates = ['uk45', 'uk40', 'uk20', 'uk10', 'sc46', 'sc41', 'sc21', 'sc20'] as const;
export type HighestRate = (typeof highestRates)[number];
export const highestRateLabels = {
  uk45: 'UK additional rate (45%)',
  uk40: 'UK higher rate (40%)',
  uk20: 'UK basic rate (20%)',
  uk10: 'UK starting rate (10%)',
  sc46: 'Scottish top rate (46%)',
  sc41: 'Scottish higher rate (41%)',
  sc21: 'Scottish intermediate rate (21%)',
  sc20: 'Scottish basic rate (20%)',
} as const satisfies Record<HighestRate, string>;

/** Where a person lives, as the income tax rules divide it: Scotland sets its own bands (spec 3 §9). */
export const residenceCountries = ['england', 'wales', 'northernIreland', 'scotland', 'other'] as const;
export type ResidenceCountry = (typeof residenceCountries)[number];
export const residenceCountryLabels = {
  england: 'England',
  wales: 'Wales',
  northernIreland: 'Northern Ireland',
  scotland: 'Scotland',
  other: 'Outside the UK',
} as const satisfies Record<ResidenceCountry, string>;

/** When a person expects to take their pension benefits (the tax health check's answers). */
export const pensionBenefitTimings = ['within12Months', 'withinFiveYears', 'moreThanFiveYears', 'alreadyTaken', 'unknown'] as const;
export type PensionBenefitTiming = (typeof pensionBenefitTimings)[number];
export const pensionBenefitTimingLabels = {
  within12Months: 'Within 12 months',
  withinFiveYears: 'Within five years',
  moreThanFiveYears: 'More than five years away',
  alreadyTaken: 'Already taken',
  unknown: 'Not known',
} as const satisfies Record<PensionBenefitTiming, string>;

/** The recent life events the fact find asks about. */
export const recentLifeEventKeys = ['bereavement', 'divorce', 'financial_difficulty', 'change_in_health', 'traumatic_event'] as const;
export type RecentLifeEventKey = (typeof recentLifeEventKeys)[number];
export const recentLifeEventLabels = {
  bereavement: 'Bereavement',
  divorce: 'Divorce or separation',
  financial_difficulty: 'Financial difficulty',
  change_in_health: 'Change in health',
  traumatic_event: 'Traumatic event',
} as const satisfies Record<RecentLifeEventKey, string>;

/** The planning objectives' free-text questions: what the client wants, what would realistically be ideal, and their confidence. */
export const planningObjectiveKeys = [
  'short_term_goals',
  'long_term_goals',
  'ideal_income',
  'ideal_capital',
  'ideal_work',
  'ideal_spending',
  'ideal_time',
  'ideal_retirement',
  'confidence_in_plan',
] as const;
export type PlanningObjectiveKey = (typeof planningObjectiveKeys)[number];
export const planningObjectiveQuestions = {
  short_term_goals: 'What would you like to achieve in the next five years?',
  long_term_goals: 'What would you like to achieve in the longer term?',
  ideal_income: 'Realistically, what would your ideal income be?',
  ideal_capital: 'Realistically, how much capital would you ideally have?',
  ideal_work: 'Realistically, how would you ideally like to work?',
  ideal_spending: 'Realistically, what would you ideally spend your money on?',
  ideal_time: 'Realistically, how would you ideally spend your time?',
  ideal_retirement: 'Realistically, when and how would you ideally retire?',
  confidence_in_plan: 'How confident are you that your current plans will get you there?',
} as const satisfies Record<PlanningObjectiveKey, string>;

/**
 * The question keys that have a partner variant (spec 3 §3): the partner's question is the key with the
 * suffix `Partner` (`taxableIncome` → `taxableIncomePartner`).
 */
export const partnerQuestionKeys = [
  'residence',
  'taxableIncome',
  'isa',
  'interest',
  'dividends',
  'capitalGains',
  'pension',
  'assets',
  'gifts',
  'will',
  'inheritances',
  'mentalCapacity',
] as const;
export type PartnerQuestionKey = (typeof partnerQuestionKeys)[number];

/** The key a question has when asked of the given person. */
export function questionKeyFor(key: PartnerQuestionKey, person: FactFindPerson): string {
  return person === 'partner' ? `${key}Partner` : key;
}

/** The version markers question texts carry (spec 3 §3): the current tax year's, the newer and the older. */
export const factFindVersionMarkers = ['current', 'new', 'old'] as const;
export type FactFindVersionMarker = (typeof factFindVersionMarkers)[number];
