import { describe, expect, it } from 'vitest';
import type { TaxHealthCheckVersion } from './questionnaires.states.ts';
import {
  type OptionLetter,
  type TaxHealthCheckContent,
  type TaxHealthCheckOption,
  type TaxHealthCheckQuestion,
  type TaxHealthCheckQuestionKey,
  taxHealthCheckBaseKeys,
  type Worded,
} from './tax-health-check.types.ts';

/*
 * What the tests of the tax health check's old (2018/19) and new (2019/20) versions share: the helpers that read a
 * version's paragraphs and figures, and the checks both run, each on the table of its own version's figures.
 */

const paragraphsOf = (worded: Worded | undefined) => [...(worded?.adviser ?? []), ...(worded?.client ?? [])];

/** Every paragraph a question shows: its text, definitions, subTexts and every option's words. */
export function paragraphsIn(question: TaxHealthCheckQuestion): string[] {
  return [
    question.text.adviser,
    question.text.client,
    ...paragraphsOf(question.definitions),
    ...Object.values(question.subText ?? {}).flatMap(paragraphsOf),
    ...question.options.flatMap((option) => [
      option.text,
      ...[option.hint, option.hint2, option.description, option.description2, option.description3].flatMap(paragraphsOf),
    ]),
  ];
}

/** Every paragraph a version shows: its intro and its questions'. */
export const allParagraphsIn = (content: TaxHealthCheckContent) => [...content.intro, ...content.questions.flatMap(paragraphsIn)];

/** A question and its partner twin. */
export const twinsOf = (content: TaxHealthCheckContent, key: string) =>
  content.questions.filter((question) => question.key === key || question.key === `${key}Partner`);

/** Amounts of money, percentages, tax years and calendar years, as written. */
export function figuresIn(text: string): string[] {
  return text.match(/£\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?%|\b\d{4}\/\d{2}\b|\b(?:19|20)\d{2}\b(?!\/)/gu) ?? [];
}

/** A version's tests: its content and the figures they expect of it, written out rather than read from its module. */
export type TaxHealthCheckTestTable = {
  content: TaxHealthCheckContent;
  version: TaxHealthCheckVersion;
  taxYear: { label: string; start: string; end: string };
  /** The tax year's first and last day: "6 April 2019 to 5 April 2020". */
  days: string;
  /**
   * Every figure the texts may quote, with what it is; a figure found with `only` must share its paragraph
   * with those words. A figure of another year is in no row, so it fails.
   */
  allowed: Record<string, string | { what: string; only: RegExp }>;
  /** Rows of [what, figure, question key]: the figure is in the question and its partner twin. */
  quoted: [name: string, figure: string, key: string][];
  /** Rows of [figure, what]: another year's figures, which no paragraph may quote. */
  neverQuoted: [figure: string, what: string][];
  /** Interest free of tax with no other income, in the first subText. */
  nonTaxpayerInterest: string;
  /** The options check: its title, the letters a question offers, and the words every option leaves unset. */
  options: {
    title: string;
    lettersOf: (key: TaxHealthCheckQuestionKey) => OptionLetter[];
    unset: (option: TaxHealthCheckOption) => unknown[];
  };
};

/** The figures checks, with the version's own checks (`own`) after the tax year's. */
export function describeFigures(table: TaxHealthCheckTestTable, own: () => void) {
  const { content, allowed } = table;
  const allParagraphs = allParagraphsIn(content);

  describe(`the ${table.taxYear.label} tax health check: its figures (spec 3 §9)`, () => {
    it(`covers the tax year ${table.days}`, () => {
      expect(content.version).toBe(table.version);
      expect(content.taxYear).toEqual(table.taxYear);
    });

    own();

    it.each(table.quoted)('%s: %s in %s and its partner twin', (_name, figure, key) => {
      const twins = twinsOf(content, key);
      expect(twins).toHaveLength(2);
      for (const question of twins) expect(paragraphsIn(question).join('\n')).toContain(figure);
    });

    it(`quotes no figure but ${table.taxYear.label}’s`, () => {
      const strays = allParagraphs.flatMap((paragraph) =>
        figuresIn(paragraph)
          .filter((figure) => {
            const entry = allowed[figure];
            return entry === undefined || (typeof entry === 'object' && !entry.only.test(paragraph));
          })
          .map((figure) => `${figure} in “${paragraph}”`),
      );
      expect(strays).toEqual([]);
    });

    it('lists only figures it quotes', () => {
      const quoted = new Set(allParagraphs.flatMap(figuresIn));
      expect(Object.keys(allowed).filter((figure) => !quoted.has(figure))).toEqual([]);
    });

    it.each(table.neverQuoted)(`never quotes %s (%s) as a ${table.taxYear.label} figure`, (figure, _what) => {
      expect(allParagraphs.filter((paragraph) => paragraph.includes(figure))).toEqual([]);
    });
  });
}

/** The options that share one description object, by question. */
const sharedDescriptions: Record<string, string[]> = {
  IsaInvested: ['BCD'],
  ReceiveInInterest: ['CD'],
  ReceiveInDividends: ['CD'],
  CapitalGainExcess: ['CD'],
  ContributeToPension: ['BC'],
  BiggerAssets: ['CD'],
};

/** The questions checks, with the version's own checks (`own`) after the options'. */
export function describeQuestions(table: TaxHealthCheckTestTable, own: () => void = () => {}) {
  const { content } = table;

  describe(`the ${table.taxYear.label} tax health check: its questions (spec 3 §3)`, () => {
    it('asks every key but CountryOfResidence, each followed by its partner twin', () => {
      const keys = taxHealthCheckBaseKeys.filter((key) => key !== 'CountryOfResidence').flatMap((key) => [key, `${key}Partner`]);
      expect(content.questions.map((question) => question.key)).toEqual(keys);
      expect(content.questions.map((question) => question.person)).toEqual(
        keys.map((key) => (key.endsWith('Partner') ? 'partner' : 'client')),
      );
    });

    it.each(content.questions.map((question) => [question.key, question] as const))(table.options.title, (key, question) => {
      expect(question.options.map((option) => option.letter)).toEqual(table.options.lettersOf(key));
      for (const option of question.options) {
        expect(option.text.trim()).not.toBe('');
        expect(option.hint?.adviser.length).toBeGreaterThan(0);
        expect(option.description.adviser.length).toBeGreaterThan(0);
        expect(table.options.unset(option)).toEqual([undefined, undefined, undefined, undefined, undefined]);
      }
      const about = question.person === 'client' ? /your client(?!’s partner)/u : /your client’s partner/u;
      expect(question.text.adviser).toMatch(about);
      expect(question.text.client).toMatch(question.person === 'client' ? /\byou(r)?\b/u : /\byour partner/u);
    });

    own();

    it('gives the personal savings allowance by taxpayer type (subText 1 to 5) on both interest questions', () => {
      for (const question of twinsOf(content, 'ReceiveInInterest')) {
        expect(Object.keys(question.subText ?? {})).toEqual(['1', '2', '3', '4', '5']);
        const [nonTaxpayer, startingRate, basic, higher, additional] = Object.values(question.subText ?? {}).map((worded) =>
          worded.adviser.join(' '),
        );
        expect(nonTaxpayer).toContain(table.nonTaxpayerInterest);
        expect(startingRate).toContain('£5,000');
        expect(basic).toContain('£1,000');
        expect(higher).toContain('£500');
        expect(additional).toContain('no personal savings allowance');
      }
      expect(content.questions.filter((question) => question.subText).map((question) => question.key)).toEqual([
        'ReceiveInInterest',
        'ReceiveInInterestPartner',
      ]);
    });

    it.each(content.questions.map((question) => [question.key, question] as const))(
      '%s shares a description only between options that lead to the same action',
      (key, question) => {
        const groups = question.options
          .map((option) =>
            question.options
              .filter((other) => other.description === option.description)
              .map((other) => other.letter)
              .join(''),
          )
          .filter((letters, index, all) => letters.length > 1 && all.indexOf(letters) === index);
        expect(groups).toEqual(sharedDescriptions[key.replace(/Partner$/u, '')] ?? []);
      },
    );

    it('lets several boxes be ticked only where answers can all be true: gains, gifts and inheritances', () => {
      expect(content.questions.filter((question) => question.isMultiple).map((question) => question.key)).toEqual([
        'ExpectCapitalGains',
        'ExpectCapitalGainsPartner',
        'MadeGifts',
        'MadeGiftsPartner',
        'Inheritances',
        'InheritancesPartner',
      ]);
    });

    it('writes the intro’s seven paragraphs: tax levels change, and who counts as a partner', () => {
      expect(content.intro).toHaveLength(7);
      expect(content.intro.join(' ')).toContain('Tax levels and reliefs can change');
      expect(content.intro.join(' ')).toContain('“Partner” means a spouse, a registered civil partner or a life partner');
      expect(content.intro.join(' ')).toContain(table.days);
    });

    it('is typeset in en-GB: curly quotes, whole sentences, no doubled spaces', () => {
      for (const paragraph of allParagraphsIn(content)) {
        expect(paragraph, paragraph).not.toMatch(/['"]|\s{2}|\s$/u);
        expect(paragraph, paragraph).toMatch(/^(- |[A-Z£“])/u);
      }
    });
  });
}
