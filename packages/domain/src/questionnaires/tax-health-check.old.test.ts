import { expect, it } from 'vitest';
import { taxHealthCheckOld as content } from './tax-health-check.old.ts';
import { describeFigures, describeQuestions, type TaxHealthCheckTestTable, twinsOf } from './tax-health-check.testing.ts';

/* The 2018/19 version against spec 3 §9 "Tax health check, old version 2018/19" and "Older guidance texts". */

/**
 * Every figure the 2018/19 texts may quote, with what it is; a figure found with `only` must share its paragraph
 * with those words. A figure of another year (2019/20's £12,500, 2023/24's £12,570) is in no row, so it fails.
 */
const allowed: Record<string, string | { what: string; only: RegExp }> = {
  '£0': 'the lowest income band',
  '£1': 'the £1 for every £2 of a taper',
  '£2': 'the £1 for every £2 of a taper',
  '£60': { what: 'the cost of £100 of pension contribution after 40% relief', only: /Each £100 paid into a pension costs/u },
  '£100': 'per £100 (pension relief, the Child Benefit charge)',
  '£238': 'the marriage allowance’s saving (20% of £1,190)',
  '£250': 'the small gifts exemption',
  '£500': 'the personal savings allowance, higher rate',
  '£501': 'an interest band',
  '£1,000': 'the personal savings allowance, basic rate; a wedding gift from anyone else',
  '£1,001': 'an interest band',
  '£1,190': 'the marriage allowance',
  '£2,000': 'the dividend allowance',
  '£2,001': 'a dividend band',
  '£2,500': 'a wedding gift from a grandparent',
  '£2,880': 'the net pension contribution anyone may make',
  '£3,000': 'the annual gift exemption',
  '£3,600': 'the gross pension contribution anyone may make',
  '£3,601': 'a pension contribution band',
  '£4,000': 'the Lifetime ISA allowance; the money purchase annual allowance',
  '£4,260': 'the Junior ISA allowance',
  '£5,000':
    'the starting rate for savings; a wedding gift from a parent; interest and dividend bands; the dividend allowance before 6 April 2018',
  '£5,001': 'a dividend band',
  '£6,000': { what: 'two years’ gift exemptions', only: /exemption/u },
  '£8,424': 'the primary earnings threshold',
  '£10,000': 'the floor of the tapered annual allowance; the earnings that trigger automatic enrolment',
  '£11,100': { what: 'the CGT exempt amount of 2016/17 and 2015/16', only: /of 2016\/17/u },
  '£11,300': { what: 'the CGT exempt amount of 2017/18', only: /of 2017\/18/u },
  '£11,700': 'the capital gains tax exempt amount',
  '£11,701': 'a gains band',
  '£11,850': 'the personal allowance',
  '£11,851': 'the basic-rate income band’s start',
  '£16,850': 'other income below which the starting rate for savings applies',
  '£17,850': 'interest free of tax with no other income (11,850 + 5,000 + 1,000)',
  '£20,000': 'the ISA allowance; a dividend band',
  '£23,400': 'two capital gains exempt amounts',
  '£40,000': 'the pension annual allowance',
  '£43,430': 'where Scotland’s intermediate rate ends',
  '£46,350': 'where the basic rate ends; the upper earnings limit',
  '£46,351': 'the higher-rate income band’s start',
  '£50,000': { what: 'where the Child Benefit charge starts', only: /Child Benefit/u },
  '£60,000': { what: 'where the Child Benefit charge takes all of it', only: /Child Benefit/u },
  '£85,000': 'the Financial Services Compensation Scheme’s limit',
  '£100,000': 'where the personal allowance starts to taper',
  '£100,001': 'an income band’s start',
  '£110,000': 'the tapered annual allowance’s threshold income',
  '£123,700': 'where the personal allowance is gone',
  '£125,000': { what: 'the residence nil rate band', only: /residence nil rate band/u },
  '£150,000': 'the additional rate threshold; the tapered annual allowance’s adjusted income',
  '£150,001': 'the additional-rate income band’s start',
  '£175,000': { what: 'the residence nil rate band by 2020/21', only: /rising to £175,000 by 2020\/21/u },
  '£210,000': 'where the tapered annual allowance reaches its floor',
  '£325,000': 'the nil rate band',
  '£325,001': 'an estate band’s start',
  '£650,000': 'two nil rate bands',
  '£650,001': 'an estate band’s start',
  '£900,000': 'a couple’s nil rate bands and residence nil rate bands',
  '£1,000,000': 'an estate band',
  '£1,000,001': 'an estate band’s start',
  '£1,030,000': 'the lifetime allowance',
  '£2,000,000': 'where the residence nil rate band tapers',
  '0%': 'the starting rate for savings',
  '1%': { what: 'the Child Benefit charge per £100', only: /Child Benefit/u },
  '2%': 'National Insurance above the upper earnings limit; automatic enrolment’s employer minimum',
  '5%': 'automatic enrolment’s total minimum',
  '7.5%': 'the dividend ordinary rate',
  '10%': 'capital gains tax, basic rate; the share of an estate left to charity',
  '12%': 'National Insurance main rate',
  '18%': 'capital gains tax on residential property, basic rate',
  '19%': 'Scotland’s starter rate',
  '20%': 'the basic rate; Scotland’s basic rate; capital gains tax, higher rate',
  '21%': 'Scotland’s intermediate rate',
  '25%': 'the tax-free part of a pension; the Lifetime ISA bonus',
  '28%': 'capital gains tax on residential property, higher rate',
  '30%': 'EIS and VCT income tax relief',
  '32.5%': 'the dividend upper rate',
  '36%': 'inheritance tax when 10% goes to charity',
  '38.1%': 'the dividend additional rate',
  '40%': 'the higher rate; inheritance tax',
  '41%': 'Scotland’s higher rate',
  '45%': 'the additional rate',
  '46%': 'Scotland’s top rate',
  '60%': 'the effective rate as the personal allowance tapers',
  '61.5%': 'the effective rate in Scotland as the personal allowance tapers',
  '100%': 'relief up to 100% of relevant UK earnings',
  '2015/16': 'a carry-forward year; an earlier CGT exempt amount',
  '2016/17': 'a carry-forward year; an earlier CGT exempt amount',
  '2017/18': 'a carry-forward year; an earlier CGT exempt amount',
  '2018/19': 'this tax year',
  '2020/21': 'the nil rate band frozen to; the residence nil rate band’s last rise',
  '2018': 'this tax year’s first day',
  '2019': 'this tax year’s last day; the next one’s first',
};

const table: TaxHealthCheckTestTable = {
  content,
  version: 'old',
  taxYear: { label: '2018/19', start: '2018-04-06', end: '2019-04-05' },
  days: '6 April 2018 to 5 April 2019',
  allowed,
  quoted: [
    ['personal allowance', '£11,850', 'TaxableIncome'],
    ['basic rate ends', '£46,350', 'TaxableIncome'],
    ['basic rate ends in Scotland', '£43,430', 'TaxableIncome'],
    ['primary earnings threshold', '£8,424', 'TaxableIncome'],
    ['ISA allowance', '£20,000', 'IsaInvested'],
    ['personal savings allowance, basic rate', '£1,000', 'ReceiveInInterest'],
    ['personal savings allowance, higher rate', '£500', 'ReceiveInInterest'],
    ['extra starting-rate savings', '£5,000 starting rate for savings', 'ReceiveInInterest'],
    ['dividend allowance', '£2,000', 'ReceiveInDividends'],
    ['CGT exemption', '£11,700', 'ExpectCapitalGains'],
    ['CGT exemption', '£11,700', 'CapitalGainExcess'],
    ['CGT exemption of the prior years', 'the £11,300 of 2017/18, the £11,100 of 2016/17 and the £11,100 of 2015/16', 'ExpectCapitalGains'],
    ['pension annual allowance', '£40,000', 'ContributeToPension'],
    ['3 years of carry-forward', 'previous three', 'ContributeToPension'],
    ['nil rate band', '£325,000', 'BiggerAssets'],
    ['residence nil rate band, rising', '£125,000 in 2018/19 and rising to £175,000', 'BiggerAssets'],
    ['residence nil rate band tapered above 2 million', 'exceeds £2,000,000', 'BiggerAssets'],
    ['inheritance tax', '40%', 'BiggerAssets'],
    ['annual gift exemption', '£3,000', 'MadeGifts'],
  ],
  neverQuoted: [
    ['£12,570', '2023/24 personal allowance'],
    ['£50,270', '2023/24 higher-rate threshold'],
    ['£125,140', '2023/24 additional-rate threshold'],
    ['£12,500', '2019/20 personal allowance'],
    ['£12,000', '2019/20 CGT exempt amount'],
    ['£8,632', '2019/20 primary threshold'],
    ['£4,368', '2019/20 Junior ISA'],
    ['£1,250', '2019/20 marriage allowance'],
    ['£1,055,000', '2019/20 lifetime allowance'],
    ['£9,000', '2023/24 Junior ISA'],
    ['£12,300', '2020/21 to 2022/23 CGT exempt amount'],
    ['£60,000 annual allowance', 'the 2023/24 pension annual allowance'],
    ['8.75%', '2023/24 dividend ordinary rate'],
    ['2027/28', 'the later nil rate band freeze'],
    ['60 days', 'the property gains deadline from April 2020'],
  ],
  nonTaxpayerInterest: '£17,850',
  options: {
    title: '%s: options from A (to F only for the partner’s income), each with a hint and a description, for the adviser',
    lettersOf: (key) => (key === 'TaxableIncomePartner' ? ['A', 'B', 'C', 'D', 'E', 'F'] : ['A', 'B', 'C', 'D', 'E']),
    unset: (option) => [option.description2, option.description3, option.hint?.client, option.hint2?.client, option.description.client],
  },
};

describeFigures(table, () => {
  it('offers the income bands 0 to 11,850, to 46,350, to 100,000, to 150,000, and above; and “Not sure” for the partner', () => {
    const bands = ['£0 to £11,850', '£11,851 to £46,350', '£46,351 to £100,000', '£100,001 to £150,000', '£150,001 and above'];
    const [client, partner] = twinsOf(content, 'TaxableIncome');
    expect(client?.options.map((option) => option.text)).toEqual(bands);
    expect(partner?.options.map((option) => option.text)).toEqual([...bands, 'Not sure']);
  });
});

describeQuestions(table, () => {
  it('gives a second hint, for a Scottish taxpayer, on the income answers B to E and nowhere else', () => {
    const withHint2 = content.questions.flatMap((question) =>
      question.options.filter((option) => option.hint2).map((option) => `${question.key} ${option.letter}`),
    );
    expect(withHint2).toEqual(
      ['B', 'C', 'D', 'E', 'B', 'C', 'D', 'E'].map((letter, index) => `TaxableIncome${index < 4 ? '' : 'Partner'} ${letter}`),
    );
    for (const question of twinsOf(content, 'TaxableIncome')) {
      for (const option of question.options.filter((each) => each.hint2)) {
        expect(option.hint2?.adviser.join(' ')).toMatch(/^In Scotland: /u);
        expect(option.hint?.adviser.join(' ')).not.toMatch(/Scotland/u);
      }
    }
  });
});
