import { describe, expect, it } from 'vitest';
import { taxHealthCheckCurrent as content } from './tax-health-check.current.ts';
import {
  type OptionLetter,
  optionLetters,
  type TaxHealthCheckBaseKey,
  type TaxHealthCheckQuestion,
  type TaxHealthCheckQuestionKey,
  taxHealthCheckBaseKeys,
  type Worded,
} from './tax-health-check.types.ts';

function questionOf(key: TaxHealthCheckQuestionKey): TaxHealthCheckQuestion {
  const question = content.questions.find((q) => q.key === key);
  if (!question) throw new Error(`No question ${key}`);
  return question;
}

type QuestionField = 'question' | 'definitions' | 'subText1' | 'subText2' | 'subText3' | 'subText4' | 'subText5';
type OptionField = 'text' | 'hint' | 'description' | 'description2' | 'description3';

const wordings = (worded: Worded | undefined): string[] =>
  worded ? [worded.adviser.join('\n'), (worded.client ?? []).join('\n')] : ['(missing)'];

/** The text of one field, once per wording (adviser, client); an option's answer text has one wording. */
function textsOf(key: TaxHealthCheckQuestionKey, letter: OptionLetter | null, field: QuestionField | OptionField): string[] {
  const question = questionOf(key);
  if (letter === null) {
    if (field === 'question') return [question.text.adviser, question.text.client];
    if (field === 'definitions') return wordings(question.definitions);
    const n = Number(field.replace('subText', '')) as 1 | 2 | 3 | 4 | 5;
    return wordings(question.subText?.[n]);
  }
  const option = question.options.find((o) => o.letter === letter);
  if (!option) return ['(no such option)'];
  if (field === 'text') return [option.text];
  return wordings(option[field as Exclude<OptionField, 'text'>]);
}

/** Every string in the content, with where it is. */
function stringsOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, path ? `${path}.${name}` : name));
  return [];
}
const allStrings = stringsOf(content);
/** A question's strings, found by the key the path starts with. */
const stringsOfQuestion = (base: TaxHealthCheckBaseKey) =>
  content.questions.filter((q) => q.key === base || q.key === `${base}Partner`).flatMap((q) => stringsOf(q, q.key));

describe('the tax health check, current version (2023/24)', () => {
  it('is for the 2023/24 tax year, 6 April 2023 to 5 April 2024', () => {
    expect(content.version).toBe('current');
    expect(content.taxYear).toEqual({ label: '2023/24', start: '2023-04-06', end: '2024-04-05' });
  });

  it('has seven intro paragraphs (description0 to description6) with the warnings spec 3 §2 names', () => {
    expect(content.intro).toHaveLength(7);
    const intro = content.intro.join('\n');
    for (const words of ['can change', 'aimed at UK residents', 'spouse', 'registered civil partner', 'life partner', '2023/24'])
      expect(intro).toContain(words);
  });

  it('asks the 12 keys, each followed by its partner twin (CountryOfResidencePartner included)', () => {
    expect(content.questions.map((q) => q.key)).toEqual(taxHealthCheckBaseKeys.flatMap((key) => [key, `${key}Partner`]));
    for (const q of content.questions) expect(q.person).toBe(q.key.endsWith('Partner') ? 'partner' : 'client');
  });

  it('puts each twin’s answers in the same words as its client question', () => {
    for (const key of taxHealthCheckBaseKeys)
      expect(questionOf(`${key}Partner`).options.map((o) => o.text)).toEqual(questionOf(key).options.map((o) => o.text));
  });

  describe.each(content.questions.map((q) => [q.key, q] as const))('%s', (_key, question) => {
    it('asks the adviser about “your client” (or their partner) and the client as “you” (or “your partner”)', () => {
      if (question.person === 'client') {
        expect(question.text.adviser).toMatch(/your client(?!’s partner)/iu);
        expect(question.text.client).toMatch(/\byou(r)?\b/iu);
        expect(question.text.client).not.toMatch(/partner/iu);
      } else {
        expect(question.text.adviser).toContain('your client’s partner');
        expect(question.text.client).toContain('your partner');
      }
    });

    it('labels its options A, B, C… in order, with distinct answers', () => {
      expect(question.options.length).toBeGreaterThanOrEqual(4);
      expect(question.options.map((o) => o.letter)).toEqual(optionLetters.slice(0, question.options.length));
      expect(new Set(question.options.map((o) => o.text)).size).toBe(question.options.length);
    });

    it('gives every option a hint and a description in both wordings, and its variants in both wordings too', () => {
      for (const option of question.options) {
        const variants = [option.description2, option.description3].filter((worded) => worded !== undefined);
        for (const worded of [option.hint, option.description, ...variants]) {
          const where = `${question.key} ${option.letter}`;
          expect(worded?.adviser.length, where).toBeGreaterThan(0);
          expect(worded?.client?.length, where).toBe(worded?.adviser.length);
          for (const paragraph of [...(worded?.adviser ?? []), ...(worded?.client ?? [])]) expect(paragraph.trim(), where).not.toBe('');
        }
      }
    });

    it('defines its terms in both wordings', () => {
      expect(question.definitions?.adviser.length).toBeGreaterThan(0);
      expect(question.definitions?.client?.length).toBe(question.definitions?.adviser.length);
    });
  });

  it('never calls the client “your client”, nor the adviser “you”, nor leaves a template token unfilled', () => {
    for (const { path, text } of allStrings) {
      expect(text, path).not.toMatch(/[{}]/u);
      if (/\.client(\[|$)/u.test(path)) expect(text, path).not.toMatch(/your client/iu);
      if (/\.adviser(\[|$)/u.test(path)) {
        expect(text, path).not.toMatch(/\byour partner\b/iu);
        expect(text, path).not.toMatch(/\byou\b/iu);
      }
    }
  });

  it('has the personal savings allowance by taxpayer type (subText 1 to 5) on ReceiveInInterest and its twin only', () => {
    for (const q of content.questions) {
      if (q.key === 'ReceiveInInterest' || q.key === 'ReceiveInInterestPartner') {
        expect(Object.keys(q.subText ?? {})).toEqual(['1', '2', '3', '4', '5']);
        for (const worded of Object.values(q.subText ?? {})) expect(worded.client).toHaveLength(worded.adviser.length);
      } else expect(q.subText, q.key).toBeUndefined();
    }
  });

  it('shares one description object between options with the same advice', () => {
    for (const key of ['CountryOfResidence', 'CountryOfResidencePartner'] as const) {
      const [england, wales, northernIreland, scotland] = questionOf(key).options;
      expect(wales?.description).toBe(england?.description);
      expect(northernIreland?.description).toBe(england?.description);
      expect(scotland?.description).not.toBe(england?.description);
    }
    for (const key of ['TaxableIncome', 'TaxableIncomePartner'] as const) {
      const [first, ...rest] = questionOf(key).options;
      for (const option of rest) expect(option.description3).toBe(first?.description3);
    }
  });

  it('gives Scottish variants (description2) where Scotland’s rates change the advice', () => {
    const withVariant = (key: TaxHealthCheckQuestionKey) =>
      questionOf(key)
        .options.filter((o) => o.description2)
        .map((o) => o.letter);
    expect(withVariant('TaxableIncome')).toEqual(['B', 'C', 'D', 'E']);
    expect(withVariant('ContributeToPension')).toEqual(['A', 'B', 'C']);
    for (const key of ['TaxableIncome', 'ContributeToPension'] as const)
      for (const option of questionOf(key).options.filter((o) => o.description2))
        expect(option.description2?.adviser.join(' ')).toMatch(/Scottish/u);
  });

  // Spec 3 §9, "Tax health check, current version 2023/24", and the adviser guidance figures, as a UK adviser would check them.
  const figures: [TaxHealthCheckBaseKey, OptionLetter | null, QuestionField | OptionField, string][] = [
    // Personal allowance, rates and the income answer bands (A and B basic rate, then C, D, E).
    ['CountryOfResidence', 'A', 'description', 'personal allowance of £12,570'],
    ['CountryOfResidence', 'A', 'description', '40% (the higher rate)'],
    ['CountryOfResidence', 'A', 'description', '45% (the additional rate) above £125,140'],
    ['CountryOfResidence', 'B', 'hint', 'Welsh rates'],
    ['CountryOfResidence', 'D', 'description', '19% (starter)'],
    ['CountryOfResidence', 'D', 'description', '20% (basic) to £25,688'],
    ['CountryOfResidence', 'D', 'description', '21% (intermediate) to £43,662'],
    ['CountryOfResidence', 'D', 'description', '42% (higher)'],
    ['CountryOfResidence', 'E', 'description', 'aimed at UK residents'],
    ['TaxableIncome', 'A', 'text', 'Up to £12,570'],
    ['TaxableIncome', 'B', 'text', '£12,571 to £43,662'],
    ['TaxableIncome', 'C', 'text', '£43,663 to £100,000'],
    ['TaxableIncome', 'D', 'text', '£100,001 to £125,140'],
    ['TaxableIncome', 'E', 'text', 'Over £125,140'],
    ['TaxableIncome', 'A', 'description', 'personal allowance of £12,570'],
    ['TaxableIncome', 'A', 'description', '£5,000 more under the starting rate for savings'],
    ['TaxableIncome', 'B', 'description', 'basic-rate taxpayer'],
    ['TaxableIncome', 'B', 'description2', '21% (intermediate) to £43,662'],
    ['TaxableIncome', 'B', 'description2', '20% (basic) to £25,688'],
    ['TaxableIncome', 'B', 'description2', '19%, 20% or 21%'],
    ['TaxableIncome', 'C', 'description', 'higher rate of 40%'],
    ['TaxableIncome', 'C', 'description2', 'above £43,662 are taxed at 42%'],
    ['TaxableIncome', 'D', 'description', 'effectively taxed at 60%'],
    ['TaxableIncome', 'D', 'description2', 'effectively taxed at 63%'],
    ['TaxableIncome', 'E', 'description', 'additional rate of 45% on income above £125,140'],
    ['TaxableIncome', 'E', 'description2', 'top rate of 47%'],
    ['TaxableIncome', 'C', 'description3', 'not resident in the UK'],
    // ISA allowance and Junior ISA.
    ['IsaInvested', null, 'definitions', 'up to £20,000 a tax year'],
    ['IsaInvested', null, 'definitions', 'Junior ISA for a child under 18 takes up to £9,000 a year'],
    ['IsaInvested', 'A', 'text', 'The full £20,000'],
    ['IsaInvested', 'A', 'description', 'Junior ISA, up to £9,000 a year'],
    ['IsaInvested', 'C', 'description', '£20,000 ISA allowance'],
    // Personal savings allowance by taxpayer type, and the starting rate for savings.
    ['ReceiveInInterest', null, 'subText1', 'non-taxpayer'],
    ['ReceiveInInterest', null, 'subText1', 'up to £5,000 of interest'],
    ['ReceiveInInterest', null, 'subText1', 'a further £1,000'],
    ['ReceiveInInterest', null, 'subText2', '£17,570'],
    ['ReceiveInInterest', null, 'subText3', 'basic-rate taxpayer'],
    ['ReceiveInInterest', null, 'subText3', 'personal savings allowance of £1,000'],
    ['ReceiveInInterest', null, 'subText4', 'higher-rate taxpayer'],
    ['ReceiveInInterest', null, 'subText4', 'personal savings allowance of £500'],
    ['ReceiveInInterest', null, 'subText5', 'additional-rate taxpayer'],
    ['ReceiveInInterest', null, 'subText5', 'no personal savings allowance (£0)'],
    ['ReceiveInInterest', 'C', 'description', 'Interest of up to £1,000 is tax-free for a non-taxpayer or a basic-rate taxpayer'],
    ['ReceiveInInterest', 'C', 'description', '40% on interest above £500'],
    // Dividend allowance and the basic-rate dividend rate.
    ['ReceiveInDividends', null, 'definitions', 'the first £1,000 of dividends is tax-free'],
    ['ReceiveInDividends', null, 'definitions', '8.75% in the basic-rate band'],
    ['ReceiveInDividends', 'B', 'text', 'Up to £1,000'],
    ['ReceiveInDividends', 'C', 'description', '8.75% for a basic-rate taxpayer'],
    ['ReceiveInDividends', 'C', 'hint', '8.75% at the basic rate'],
    // Capital gains: the annual exempt amount, its saving, earlier amounts, property and the 30-day rule.
    ['ExpectCapitalGains', null, 'definitions', '£6,000 for 2023/24, falling to £3,000 from 6 April 2024'],
    ['ExpectCapitalGains', 'A', 'description', '£600 for a basic-rate taxpayer or £1,200 for a higher-rate taxpayer'],
    ['ExpectCapitalGains', 'A', 'description', 'within 30 days'],
    ['ExpectCapitalGains', 'B', 'text', 'Yes, up to £6,000'],
    ['ExpectCapitalGains', 'B', 'description', 'falls to £3,000 from 6 April 2024'],
    ['ExpectCapitalGains', 'C', 'text', 'Yes, more than £6,000'],
    ['ExpectCapitalGains', 'D', 'description', 'within 60 days of completion'],
    ['ExpectCapitalGains', 'D', 'hint', 'within 60 days'],
    ['CapitalGainExcess', null, 'question', 'risen in value'],
    ['CapitalGainExcess', 'A', 'text', 'More than £6,000'],
    ['CapitalGainExcess', 'B', 'text', 'Up to £6,000'],
    ['CapitalGainExcess', null, 'definitions', '£12,300 a year from 2020/21 to 2022/23'],
    ['CapitalGainExcess', 'A', 'description', '£600 at the basic rate or £1,200 at the higher rate'],
    ['CapitalGainExcess', 'A', 'description', '30-day rule'],
    ['CapitalGainExcess', 'C', 'description', 'within four years'],
    // Pensions: access age, the relief limit, age 75, the annual allowance and carry-forward.
    ['ContributeToPension', null, 'definitions', 'the greater of 100% of relevant UK earnings and £3,600 gross (£2,880 paid in)'],
    ['ContributeToPension', null, 'definitions', 'none at age 75 or over'],
    ['ContributeToPension', null, 'definitions', '£60,000 for 2023/24'],
    ['ContributeToPension', null, 'definitions', 'three previous tax years'],
    ['ContributeToPension', 'A', 'description', '£3,600 gross a year (£2,880 paid in'],
    ['ContributeToPension', 'B', 'text', '£60,000 or less'],
    ['ContributeToPension', 'B', 'description', 'three previous tax years'],
    ['ContributeToPension', 'C', 'text', 'More than £60,000'],
    ['ContributeToPension', 'C', 'description', 'annual allowance of £60,000'],
    ['ContributeToPension', 'C', 'description', 'age 75 or over'],
    ['ContributeToPension', 'B', 'description2', 'further 22%'],
    ['PensionBenefits', null, 'definitions', 'from age 55'],
    ['PensionBenefits', 'A', 'text', 'Within the next 12 months'],
    ['PensionBenefits', 'B', 'text', 'Within the next five years'],
    ['PensionBenefits', 'C', 'text', 'More than five years away'],
    ['PensionBenefits', 'C', 'description', 'before age 55'],
    ['PensionBenefits', 'D', 'text', 'Already taken'],
    ['PensionBenefits', 'E', 'text', 'Don’t know'],
    // Gifts: the annual exemption with one year's carry-forward.
    ['MadeGifts', null, 'definitions', '£3,000 a tax year'],
    ['MadeGifts', 'A', 'description', 'carries forward one year only'],
    ['MadeGifts', 'B', 'text', '£3,000 or less in total'],
    ['MadeGifts', 'C', 'text', 'More than £3,000 in total'],
    ['MadeGifts', 'C', 'description', 'seven more years'],
    // Inheritance tax: nil rate band frozen to 2027/28, residence nil rate band, the asset thresholds.
    ['BiggerAssets', null, 'definitions', 'nil rate band of £325,000, frozen until 2027/28'],
    ['BiggerAssets', null, 'definitions', 'residence nil rate band of £175,000'],
    ['BiggerAssets', 'A', 'text', '£325,000 or less'],
    ['BiggerAssets', 'B', 'text', 'More than £325,000'],
    ['BiggerAssets', 'C', 'text', 'home interest of £175,000 or more'],
    ['BiggerAssets', 'C', 'description', 'estate of up to £500,000 can pass free of inheritance tax'],
    ['BiggerAssets', 'D', 'text', 'More than £500,000'],
    ['BiggerAssets', 'E', 'hint', '£325,000, £175,000 for a home and £500,000 in total'],
    ['Inheritances', null, 'question', 'in the last two years'],
    ['Inheritances', 'C', 'description', 'Within two years of the death'],
  ];

  it.each(figures)('%s %s %s says “%s” in every wording, for the client and the partner', (base, letter, field, expected) => {
    for (const key of [base, `${base}Partner`] as const)
      for (const text of textsOf(key, letter, field)) expect(text, `${key} ${letter ?? ''} ${field}`).toContain(expected);
  });

  // Figures of other tax years that must not slip in (spec 3 §9's 2019/20 and 2018/19 versions, and older texts).
  const otherYears: [string, RegExp][] = [
    ['the 2019/20 personal allowance', /£12,500\b/u],
    ['the 2018/19 personal allowance', /£11,850/u],
    ['the earlier pension annual allowance', /£40,000/u],
    ['the 2019/20 capital gains exempt amount', /£12,000/u],
    ['the 2018/19 capital gains exempt amounts', /£11,[137]00/u],
    ['the 2019/20 Junior ISA limit', /£4,368/u],
    ['the earlier Scottish and UK basic-rate limits', /£43,430|£46,350/u],
    ['the earlier primary earnings thresholds', /£8,632|£8,424/u],
    ['the earlier additional-rate threshold and allowance taper end', /£150,000|£125,000|£123,700/u],
    ['the earlier dividend rates', /7\.5%|32\.5%|38\.1%/u],
    ['the earlier Scottish higher and top rates', /\b4[16]%/u],
    ['the earlier marriage allowance', /£1,250|£1,190/u],
    ['the residence nil rate band’s phasing-in', /£125,000|£150,000/u],
    ['other tax years’ labels', /2018\/19|2019\/20|2024\/25/u],
  ];

  it.each(otherYears)('has no figure of another year: %s', (_name, pattern) => {
    for (const { path, text } of allStrings) expect(text, path).not.toMatch(pattern);
  });

  it('names £12,300 only as the exempt amount of 2020/21 to 2022/23', () => {
    const mentions = allStrings.filter(({ text }) => text.includes('£12,300'));
    expect(mentions.length).toBeGreaterThan(0);
    for (const { path, text } of mentions) expect(text, path).toMatch(/£12,300 a year from 2020\/21 to 2022\/23/u);
  });

  it('has no £2,000 dividend allowance, and names £500 only as the allowance from 6 April 2024', () => {
    for (const { path, text } of stringsOfQuestion('ReceiveInDividends')) {
      expect(text, path).not.toContain('£2,000');
      if (text.includes('£500')) expect(text, path).toContain('from 6 April 2024');
    }
    for (const { path, text } of allStrings) expect(text, path).not.toMatch(/£2,000[^.]*dividend|dividend[^.]*£2,000/iu);
  });

  it('names £3,000 for capital gains only as the exempt amount from 6 April 2024', () => {
    for (const base of ['ExpectCapitalGains', 'CapitalGainExcess'] as const)
      for (const { path, text } of stringsOfQuestion(base))
        if (text.includes('£3,000')) expect(text, path).toContain('£3,000 from 6 April 2024');
  });
});
