import { factFindMessages as m } from './fact-find.messages.ts';
import type { FactFindAnswers, FactFindSectionAnswers, Ownership } from './fact-find.schemas.ts';
import { type FactFindSection, factFindSections } from './fact-find.sections.ts';

/** What a section's save rules need beyond its answers: whether the partner is included, and the practice's currencies. */
export type FactFindContext = { includePartner: boolean; currencies: readonly string[] };

/** A field a save rule refused: its JSON pointer inside the section's answers, and the spec's message (spec 3 §5). */
export type FactFindFieldError = { pointer: string; detail: string };

/** The context the stored answers give: "include partner" is a personal-details answer. */
export function factFindContextOf(answers: FactFindAnswers, currencies: readonly string[]): FactFindContext {
  return { includePartner: answers.personalDetails?.include_partner === true, currencies };
}

type Rule<S extends FactFindSection> = (answers: FactFindSectionAnswers<S>, context: FactFindContext) => FactFindFieldError[];

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
const error = (pointer: string, detail: string): FactFindFieldError => ({ pointer, detail });

/** With a partner, who owns a row must be given; without one (the single-person variant) it may only be the client. */
function ownerErrors(ownership: Ownership | null, pointer: string, context: FactFindContext, message: string): FactFindFieldError[] {
  if (context.includePartner) return ownership === null ? [error(pointer, message)] : [];
  return ownership !== null && ownership.source !== 'you' ? [error(pointer, m['factFind.noPartner'])] : [];
}

/** The same for a single person (an earner, an investor): 'you' or 'partner'. */
function personErrors(person: 'you' | 'partner' | null, pointer: string, context: FactFindContext, message: string) {
  if (context.includePartner) return person === null ? [error(pointer, message)] : [];
  return person === 'partner' ? [error(pointer, m['factFind.noPartner'])] : [];
}

/** The spec's message for a list's rule: the variant naming sources with a partner, the single-person one without. */
const variant = (context: FactFindContext, withPartner: keyof typeof m, single: keyof typeof m) =>
  m[context.includePartner ? withPartner : single];

const personalDetails: Rule<'personalDetails'> = (answers) => [
  ...answers.dependants.flatMap((dependant, i) =>
    isBlank(dependant.name) ? [error(`/dependants/${i}/name`, m['factFind.dependantsNamed'])] : [],
  ),
  ...((answers.include_partner || answers.dependants.length > 0) && !answers.connected_people_consent
    ? [error('/connected_people_consent', m['factFind.connectedPeopleConsent'])]
    : []),
];

const occupationEarnings: Rule<'occupationEarnings'> = (answers, context) => {
  const occupations = variant(context, 'factFind.occupations', 'factFind.occupationsSingle');
  const incomes = variant(context, 'factFind.incomes', 'factFind.incomesSingle');
  const expenditures = variant(context, 'factFind.expenditures', 'factFind.expendituresSingle');
  return [
    ...answers.occupations.flatMap((row, i) => [
      ...(isBlank(row.occupation) ? [error(`/occupations/${i}/occupation`, occupations)] : []),
      ...personErrors(row.earner, `/occupations/${i}/earner`, context, occupations),
    ]),
    ...answers.incomes.flatMap((row, i) => [
      ...(row.value === null ? [error(`/incomes/${i}/value`, incomes)] : []),
      ...ownerErrors(row.source, `/incomes/${i}/source`, context, incomes),
      ...(row.type === null ? [error(`/incomes/${i}/type`, incomes)] : []),
    ]),
    ...answers.expenditures.flatMap((row, i) => [
      ...(row.value === null ? [error(`/expenditures/${i}/value`, expenditures)] : []),
      ...ownerErrors(row.source, `/expenditures/${i}/source`, context, expenditures),
    ]),
  ];
};

const assetsLiabilities: Rule<'assetsLiabilities'> = (answers, context) => {
  const assets = variant(context, 'factFind.assets', 'factFind.assetsSingle');
  const liabilities = variant(context, 'factFind.liabilities', 'factFind.liabilitiesSingle');
  return [
    ...answers.assets.flatMap((row, i) => [
      ...(row.type === null ? [error(`/assets/${i}/type`, assets)] : []),
      ...(row.value === null ? [error(`/assets/${i}/value`, assets)] : []),
      ...ownerErrors(row.owner, `/assets/${i}/owner`, context, assets),
    ]),
    ...answers.liabilities.flatMap((row, i) => [
      ...(row.type === null ? [error(`/liabilities/${i}/type`, liabilities)] : []),
      ...(row.value === null ? [error(`/liabilities/${i}/value`, liabilities)] : []),
      ...ownerErrors(row.source, `/liabilities/${i}/source`, context, liabilities),
    ]),
  ];
};

const investmentTaxPlan: Rule<'investmentTaxPlan'> = (answers, context) => {
  const isas = variant(context, 'factFind.isas', 'factFind.isasSingle');
  return answers.isas.flatMap((row, i) => [
    ...(row.type === null ? [error(`/isas/${i}/type`, isas)] : []),
    ...(row.amount === null ? [error(`/isas/${i}/amount`, isas)] : []),
    ...personErrors(row.investor, `/isas/${i}/investor`, context, isas),
  ]);
};

const protection: Rule<'protection'> = (answers, context) => {
  const policies = variant(context, 'factFind.protection', 'factFind.protectionSingle');
  return answers.policies.flatMap((row, i) => [
    ...(row.type === null ? [error(`/policies/${i}/type`, policies)] : []),
    ...ownerErrors(row.owner, `/policies/${i}/owner`, context, policies),
    ...(isBlank(row.provider_name) ? [error(`/policies/${i}/provider_name`, policies)] : []),
    ...(row.cover_amount === null ? [error(`/policies/${i}/cover_amount`, policies)] : []),
  ]);
};

const none = () => [];

const rules: { [S in FactFindSection]: Rule<S> } = {
  personalDetails,
  occupationEarnings,
  assetsLiabilities,
  taxResidence: none,
  investmentTaxPlan,
  health: none,
  protection,
  planningObjectives: none,
  recentLifeEvents: none,
  additionalComments: none,
};

/** Every amount of money in a value, with its pointer: an object holding a numeric amount and a currency. */
function moneyIn(value: unknown, pointer = ''): { pointer: string; currency: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => moneyIn(item, `${pointer}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.amount === 'number' && typeof record.currency === 'string') return [{ pointer, currency: record.currency }];
  return Object.entries(record).flatMap(([key, item]) => moneyIn(item, `${pointer}/${key}`));
}

/**
 * The save rules of one section (spec 3 §5), on answers its schema has parsed: every field they refuse,
 * with the spec's message, and every amount in a currency the practice does not offer. Personal details
 * say themselves whether the partner is included; the other sections take it from the context.
 */
export function checkFactFindSection<S extends FactFindSection>(
  section: S,
  answers: FactFindSectionAnswers<S>,
  context: FactFindContext,
): FactFindFieldError[] {
  const own =
    section === 'personalDetails'
      ? { ...context, includePartner: (answers as FactFindSectionAnswers<'personalDetails'>).include_partner }
      : context;
  const currencies = moneyIn(answers).flatMap((found) =>
    context.currencies.includes(found.currency) ? [] : [error(`${found.pointer}/currency`, m['factFind.currencyUnknown'])],
  );
  return [...rules[section](answers, own), ...currencies];
}

/** Each section's state: saved at all, and complete (saved, and its save rules pass on what is stored now). */
export function factFindSectionStates(answers: FactFindAnswers, currencies: readonly string[]) {
  const context = factFindContextOf(answers, currencies);
  return factFindSections.map(({ key, slug }) => {
    const saved = answers[key];
    return {
      key,
      slug,
      saved: saved !== undefined,
      complete: saved !== undefined && checkFactFindSection(key, saved, context).length === 0,
    };
  });
}

/** Whether the whole fact find is complete: every section saved and passing its save rules (what completes a case's section). */
export function isFactFindComplete(answers: FactFindAnswers, currencies: readonly string[]): boolean {
  return factFindSectionStates(answers, currencies).every((state) => state.complete);
}

/**
 * Readies parsed answers for storing: a row without an id (or with one already used in its list) gets a
 * new one from `newId`, and the split beside a sole owner is cleared, so versions compare row by row.
 */
export function prepareFactFindAnswers<T>(answers: T, newId: () => string): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const seen = new Set<string>();
      return value.map((item) => {
        const next = walk(item);
        if (next === null || typeof next !== 'object') return next;
        const row = next as { id?: unknown };
        const id = typeof row.id === 'string' && !seen.has(row.id) ? row.id : newId();
        seen.add(id);
        return { ...row, id };
      });
    }
    if (value === null || typeof value !== 'object') return value;
    const record = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    if ('source' in record && 'split' in record && record.source !== 'joint') record.split = null;
    return record;
  };
  return walk(answers) as T;
}

/** A section by the slug of its address (`personal-details`), or `undefined`. */
export function factFindSectionOfSlug(slug: string): FactFindSection | undefined {
  return factFindSections.find((section) => section.slug === slug)?.key;
}

/** The heading of each section, as steps and change lists name it. */
export const factFindSectionLabels = {
  personalDetails: 'Personal details',
  occupationEarnings: 'Occupation and earnings',
  assetsLiabilities: 'Assets and liabilities',
  taxResidence: 'Tax and residence',
  investmentTaxPlan: 'Investment and tax planning',
  health: 'Health',
  protection: 'Protection',
  planningObjectives: 'Planning objectives',
  recentLifeEvents: 'Recent life events',
  additionalComments: 'Additional comments',
} as const satisfies Record<FactFindSection, string>;
