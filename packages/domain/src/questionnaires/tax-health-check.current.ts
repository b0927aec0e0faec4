import {
  type OptionLetter,
  optionLetters,
  type TaxHealthCheckBaseKey,
  type TaxHealthCheckContent,
  type TaxHealthCheckOption,
  type TaxHealthCheckQuestion,
  taxHealthCheckBaseKeys,
  type Worded,
} from './tax-health-check.types.ts';

/*
 * The tax health check for 2023/24 (6 April 2023 to 5 April 2024), spec 3 §3 and §9, written once per
 * question and rendered four ways: to the adviser about "your client" or "your client’s partner", and to
 * the client as "you" or about "your partner".
 *
 * A template names the person with tokens: {Who}/{who} is the subject ("Your client", "You", "Your
 * partner"), {Whose}/{whose} its possessive, {they}/{them}/{their} the pronouns (a verb after {they} is
 * always plural: "they have", "you have"), and {has}/{is}/{does} and the suffix {s} agree with {Who}.
 *
 * Variants: description2 is the advice for a Scottish taxpayer (CountryOfResidence D) and description3 for
 * someone living outside the UK (CountryOfResidence E); each names its case, so it reads on its own.
 * ReceiveInInterest's subText 1 to 5 is the personal savings allowance of a non-taxpayer, a taxpayer on a
 * low income (the starting rate for savings), a basic-rate, a higher-rate and an additional-rate taxpayer.
 */

type Person = 'client' | 'partner';
type Voice = Record<'Who' | 'who' | 'Whose' | 'whose' | 'they' | 'them' | 'their' | 'Has' | 'has' | 'is' | 'Does' | 'does' | 's', string>;

const thirdPerson = { they: 'they', them: 'them', their: 'their', Has: 'Has', has: 'has', is: 'is', Does: 'Does', does: 'does', s: 's' };
const voices: Record<Person, { adviser: Voice; client: Voice }> = {
  client: {
    adviser: { ...thirdPerson, Who: 'Your client', who: 'your client', Whose: 'Your client’s', whose: 'your client’s' },
    client: {
      Who: 'You',
      who: 'you',
      Whose: 'Your',
      whose: 'your',
      they: 'you',
      them: 'you',
      their: 'your',
      Has: 'Have',
      has: 'have',
      is: 'are',
      Does: 'Do',
      does: 'do',
      s: '',
    },
  },
  partner: {
    adviser: {
      ...thirdPerson,
      Who: 'Your client’s partner',
      who: 'your client’s partner',
      Whose: 'Your client’s partner’s',
      whose: 'your client’s partner’s',
    },
    client: { ...thirdPerson, Who: 'Your partner', who: 'your partner', Whose: 'Your partner’s', whose: 'your partner’s' },
  },
};

function fill(template: string, voice: Voice): string {
  return template.replace(/\{(\w+)\}/gu, (_, token: string) => {
    const word = voice[token as keyof Voice];
    if (word === undefined) throw new Error(`Unknown token {${token}} in: ${template}`);
    return word;
  });
}

type Paragraphs = readonly string[];
type OptionDraft<D extends string> = { text: string; hint: string; description: D; description2?: D; description3?: D };
type QuestionDraft<D extends string> = {
  text: string;
  definitions?: Paragraphs;
  subText?: Record<1 | 2 | 3 | 4 | 5, string>;
  /** Named descriptions: options naming the same one share one object. */
  descriptions: Record<D, Paragraphs>;
  options: OptionDraft<NoInfer<D>>[];
};

/** Keeps a question's description names checked against the options that use them. */
const question = <D extends string>(draft: QuestionDraft<D>): QuestionDraft<string> => draft;

function buildQuestion(base: TaxHealthCheckBaseKey, draft: QuestionDraft<string>, person: Person): TaxHealthCheckQuestion {
  const { adviser, client } = voices[person];
  const say = (paragraphs: Paragraphs): Worded => ({
    adviser: paragraphs.map((p) => fill(p, adviser)),
    client: paragraphs.map((p) => fill(p, client)),
  });
  const descriptions = new Map(Object.entries(draft.descriptions).map(([name, paragraphs]) => [name, say(paragraphs)]));
  const described = (name: string): Worded => {
    const description = descriptions.get(name);
    if (!description) throw new Error(`${base}: no description named ${name}`);
    return description;
  };
  const options = draft.options.map((option, index): TaxHealthCheckOption => {
    const letter: OptionLetter | undefined = optionLetters[index];
    if (!letter) throw new Error(`${base}: too many options`);
    return {
      letter,
      text: option.text,
      hint: say([option.hint]),
      description: described(option.description),
      ...(option.description2 ? { description2: described(option.description2) } : {}),
      ...(option.description3 ? { description3: described(option.description3) } : {}),
    };
  });
  const subText = draft.subText;
  return {
    key: person === 'client' ? base : `${base}Partner`,
    person,
    text: { adviser: fill(draft.text, adviser), client: fill(draft.text, client) },
    ...(draft.definitions ? { definitions: say(draft.definitions) } : {}),
    ...(subText
      ? { subText: { 1: say([subText[1]]), 2: say([subText[2]]), 3: say([subText[3]]), 4: say([subText[4]]), 5: say([subText[5]]) } }
      : {}),
    options,
  };
}

const thirtyDayRule =
  'Shares or fund units bought back within 30 days of selling them are matched with the sale (the 30-day rule), so the gain is not reset; buying back inside an ISA or a pension (“Bed and ISA”), or by a spouse or civil partner, avoids this.';
const ratesOfEnglandWalesNorthernIreland =
  'For 2023/24 {who} pay{s} income tax at the rates of England, Wales and Northern Ireland: after a personal allowance of £12,570, 20% (the basic rate) up to £50,270, 40% (the higher rate) from £50,271 to £125,140 and 45% (the additional rate) above £125,140.';
const scottishRates =
  'As a Scottish taxpayer {who} pay{s} Scottish rates on earnings, pensions and rental income above the personal allowance of £12,570: 19% (starter) to £14,732, 20% (basic) to £25,688, 21% (intermediate) to £43,662, 42% (higher) to £125,140 and 47% (top) above it.';
const scottishPensionRelief =
  'For a Scottish taxpayer: relief at source adds 20% to a personal pension contribution, even at the 19% starter rate; at the intermediate rate a further 1% is claimed, at the higher rate a further 22% and at the top rate a further 27%, through a Self Assessment tax return or by asking HMRC.';
const marriageAllowance =
  '- Marriage allowance: if {they} are married or in a civil partnership and one of the couple has income below the personal allowance while the other pays no more than the basic rate (the intermediate rate in Scotland), £1,260 of the allowance can be transferred, saving up to £252 for 2023/24; a claim can be backdated four years.';
const livingAbroad = [
  'Outside the UK: these bands are those of a UK resident. If {who} {is} not resident in the UK for tax, UK tax is due only on income from UK sources, such as UK rents and pensions, and a double taxation agreement with the country of residence may reduce it.',
  'Residence is decided by the statutory residence test; specialist advice is needed before acting on this check.',
];

const pensionNone = [
  'Pension contributions receive tax relief at {whose} highest rate of income tax, and a workplace pension usually adds the employer’s contribution as well.',
  '- Even without earnings, up to £3,600 gross a year (£2,880 paid in, with £720 added by HMRC) can be paid into a personal pension until age 75; the same can be paid in for a partner or a child.',
  '- Pensions can be drawn from age 55; 25% is usually tax-free.',
];
const pensionSavesRest =
  '- Contributions reduce adjusted net income: for a higher-rate taxpayer they save 40%, and for income between £100,000 and £125,140 an effective 60%.';
const pensionSavesScotland =
  '- Contributions reduce adjusted net income: for a Scottish higher-rate taxpayer they save 42%, and for income between £100,000 and £125,140 an effective 63%.';
const pensionWithin =
  'Contributions of up to £60,000 gross are within the annual allowance for 2023/24, provided relief on {whose} own contributions stays within 100% of relevant UK earnings (or £3,600 gross if that is more).';
const pensionRelief =
  '- Relief: 20% is added to a personal pension, and a higher- or additional-rate taxpayer claims a further 20% or 25% through Self Assessment; salary sacrifice saves National Insurance as well.';
const pensionLowerAllowances =
  '- Lower allowances apply in two cases: after pension income has been taken flexibly, the money purchase annual allowance is £10,000; with threshold income above £200,000 and adjusted income above £260,000 the allowance tapers, down to £10,000.';
const pensionLimits = [
  '- To pay in more, allowance left unused in the three previous tax years can be carried forward (this year’s is used first), if {they} were a member of a registered pension scheme in those years.',
  pensionLowerAllowances,
];
const pensionAbove = [
  'Contributions above the annual allowance of £60,000 are taxed at {whose} highest rate through the annual allowance charge, unless allowance left unused in the three previous tax years covers them: carry-forward uses this year’s £60,000 first, then the earliest year’s unused allowance.',
  '- Relief on {whose} own contributions is limited to 100% of relevant UK earnings, and there is none at age 75 or over.',
  '- An annual allowance charge goes on a Self Assessment tax return; if it is more than £2,000, the pension scheme can usually pay it from the pension (“scheme pays”).',
  pensionLowerAllowances,
];

const drafts: Record<TaxHealthCheckBaseKey, QuestionDraft<string>> = {
  CountryOfResidence: question({
    text: 'Where {does} {who} live for tax purposes?',
    definitions: [
      'Income tax on earnings, pensions and rental income depends on where in the UK {who} live{s}. A UK resident whose only or main home is in Scotland is a Scottish taxpayer for the whole tax year; where the main home cannot be told, so is one who spends at least as many days in Scotland as elsewhere in the UK.',
      'Wales sets Welsh rates of income tax; for 2023/24 they are the same as those of England and Northern Ireland.',
      'Savings interest, dividends and capital gains are taxed at UK rates and bands wherever in the UK {they} live.',
    ],
    descriptions: {
      restOfUk: [
        ratesOfEnglandWalesNorthernIreland,
        'The personal allowance is reduced by £1 for every £2 of adjusted net income above £100,000, so none is left at £125,140.',
        'Savings interest, dividends and capital gains are taxed at the same UK rates in every part of the UK.',
      ],
      scotland: [
        scottishRates,
        'Compared with the rest of the UK this is a little less tax on income up to about £27,850 and more above it, with 42% from £43,663 rather than 40% from £50,271.',
        'Savings interest, dividends and capital gains are taxed at UK rates and bands, and the personal savings allowance follows the UK bands: with income up to £50,270 it stays at £1,000 even though earnings above £43,662 are taxed at 42%.',
        scottishPensionRelief,
      ],
      abroad: [
        'This check is aimed at UK residents. Whether {who} {is} resident in the UK for tax is decided by the statutory residence test, which counts the days spent in the UK and ties such as a home, work and family here.',
        'A non-resident pays UK income tax only on UK income, such as UK rents or a UK pension, and many (British citizens among them) keep the personal allowance of £12,570; a double taxation agreement may give relief. A sale of UK property by a non-resident must be reported to HMRC within 60 days.',
        'The questions that follow, and the suggestions they bring, assume UK residence: specialist advice on residence and on the tax of the country of residence is needed.',
      ],
    },
    options: [
      { text: 'England', hint: '{Who} pay{s} income tax at UK rates: 20%, 40% and 45%.', description: 'restOfUk' },
      {
        text: 'Wales',
        hint: '{Who} pay{s} Welsh rates of income tax, the same for 2023/24 as England’s: 20%, 40% and 45%.',
        description: 'restOfUk',
      },
      { text: 'Northern Ireland', hint: '{Who} pay{s} income tax at UK rates: 20%, 40% and 45%.', description: 'restOfUk' },
      {
        text: 'Scotland',
        hint: 'Scottish rates apply to {whose} earnings and pensions: 19% to 47%, with 42% from £43,663.',
        description: 'scotland',
      },
      {
        text: 'Outside the UK',
        hint: 'This check assumes UK residence: {whose} UK tax depends on {their} residence status.',
        description: 'abroad',
      },
    ],
  }),

  TaxableIncome: question({
    text: 'What is {whose} taxable income for this tax year (6 April 2023 to 5 April 2024)?',
    definitions: [
      'Taxable income is the income before tax that income tax is charged on: earnings from employment (with taxable benefits such as a company car), profits from self-employment, pensions including the State Pension, rental profits, savings interest, dividends and gains on investment bonds.',
      'Count it before the personal allowance and before tax is taken off, but after contributions to a workplace pension taken from pay before tax. Leave out income that is free of tax, such as ISA income, Premium Bond prizes and tax-free cash from a pension.',
      'Adjusted net income, which decides whether the personal allowance is reduced, is taxable income less gross personal pension contributions and gross Gift Aid donations.',
    ],
    descriptions: {
      nonTaxpayer: [
        '{Whose} income is within the personal allowance of £12,570, so no income tax is due on it.',
        '- Savings interest is tax-free up to any unused personal allowance, then up to £5,000 more under the starting rate for savings, and £1,000 more under the personal savings allowance.',
        '- Up to £3,600 gross a year (£2,880 paid in) can be paid into a personal pension with tax relief even without earnings, until age 75.',
        marriageAllowance,
      ],
      basicRate: [
        ratesOfEnglandWalesNorthernIreland,
        'With income in this range {who} {is} a basic-rate taxpayer, paying 20% on income above the personal allowance.',
        '- The personal savings allowance is £1,000, and dividends above the £1,000 dividend allowance are taxed at 8.75%.',
        '- Pension contributions receive 20% tax relief, and ISAs (up to £20,000 a year) keep savings and investments free of tax.',
        marriageAllowance,
      ],
      basicRateScotland: [
        scottishRates,
        'With income in this range {who} pay{s} 19%, 20% or 21% on earnings and pensions above the personal allowance.',
        '- Savings and dividends are taxed at UK rates: the personal savings allowance is £1,000, and dividends above the £1,000 dividend allowance are taxed at 8.75%.',
        `- ${scottishPensionRelief}`,
        marriageAllowance,
      ],
      higherRate: [
        ratesOfEnglandWalesNorthernIreland,
        'With income in this range, the part of {whose} income above £50,270 is taxed at the higher rate of 40%.',
        '- Pension contributions or Gift Aid donations that bring income down to £50,270 receive relief at 40% on that slice: 20% is added to a personal pension and the other 20% is claimed through Self Assessment.',
        '- Above £50,270 the personal savings allowance falls to £500 and dividends above the £1,000 allowance are taxed at 33.75%: ISAs, or savings held by a spouse or civil partner who pays less tax, save it.',
        '- Where child benefit is paid, the High Income Child Benefit Charge takes back 1% of it for every £100 of adjusted net income above £50,000, and all of it at £60,000.',
      ],
      higherRateScotland: [
        scottishRates,
        '- Earnings and pensions above £43,662 are taxed at 42%. Pension contributions receive relief at 42% on that slice: relief at source adds 20% and the further 22% is claimed through Self Assessment or from HMRC.',
        '- Savings and dividends follow the UK bands: with income up to £50,270 the personal savings allowance is £1,000 and dividends above the £1,000 allowance are taxed at 8.75%; above it, £500 and 33.75%.',
        '- Where child benefit is paid, the High Income Child Benefit Charge takes back 1% of it for every £100 of adjusted net income above £50,000, and all of it at £60,000.',
      ],
      allowanceTaper: [
        'Above £100,000 of adjusted net income the personal allowance of £12,570 is reduced by £1 for every £2, so income between £100,000 and £125,140 is effectively taxed at 60%.',
        '- Personal pension contributions and Gift Aid donations reduce adjusted net income: bringing it down to £100,000 restores the allowance, and the contributions receive relief at an effective 60%.',
        '- Tax-Free Childcare and the free childcare hours for working parents are lost when either parent’s adjusted net income is above £100,000.',
        '- The personal savings allowance is £500 and dividends above the £1,000 allowance are taxed at 33.75%: ISAs and the allowances of a spouse or civil partner are worth using.',
      ],
      allowanceTaperScotland: [
        'For a Scottish taxpayer, above £100,000 of adjusted net income the personal allowance of £12,570 is reduced by £1 for every £2, so earnings between £100,000 and £125,140 are effectively taxed at 63% (the higher rate of 42% and the allowance lost).',
        '- Personal pension contributions and Gift Aid donations reduce adjusted net income: bringing it down to £100,000 restores the allowance, and the contributions receive relief at an effective 63%.',
        '- Tax-Free Childcare and the free childcare hours for working parents are lost when either parent’s adjusted net income is above £100,000.',
        '- Savings and dividends are taxed at UK rates: the personal savings allowance is £500 and dividends above the £1,000 allowance are taxed at 33.75%.',
      ],
      additionalRate: [
        '{Who} pay{s} the additional rate of 45% on income above £125,140 and {has} no personal allowance.',
        '- There is no personal savings allowance: interest outside ISAs is taxed at 45%, and dividends above the £1,000 allowance at 39.35%.',
        '- Pension contributions save tax at up to 45%, but the annual allowance of £60,000 tapers, down to £10,000, when threshold income is above £200,000 and adjusted income above £260,000.',
        '- ISAs, pensions and Gift Aid are the main ways to reduce tax; venture capital trusts and the Enterprise Investment Scheme give income tax relief of 30%, but their investments carry high risk.',
      ],
      additionalRateScotland: [
        'As a Scottish taxpayer {who} pay{s} the top rate of 47% on earnings and pensions above £125,140 and {has} no personal allowance.',
        '- Savings and dividends are taxed at UK rates: there is no personal savings allowance, so interest outside ISAs is taxed at 45%, and dividends above the £1,000 allowance at 39.35%.',
        '- Pension contributions save tax at up to 47% (relief at source adds 20% and a further 27% is claimed), but the annual allowance of £60,000 tapers, down to £10,000, when threshold income is above £200,000 and adjusted income above £260,000.',
        '- ISAs, pensions and Gift Aid are the main ways to reduce tax; venture capital trusts and the Enterprise Investment Scheme give income tax relief of 30%, but their investments carry high risk.',
      ],
      abroad: livingAbroad,
    },
    options: [
      {
        text: 'Up to £12,570',
        hint: '{Whose} income is covered by the personal allowance of £12,570: no income tax is due.',
        description: 'nonTaxpayer',
        description3: 'abroad',
      },
      {
        text: '£12,571 to £43,662',
        hint: '{Who} {is} a basic-rate taxpayer: 20% in England, Wales and Northern Ireland, 19% to 21% in Scotland.',
        description: 'basicRate',
        description2: 'basicRateScotland',
        description3: 'abroad',
      },
      {
        text: '£43,663 to £100,000',
        hint: 'Part of {whose} income may be taxed at the higher rate: 40% from £50,271, or 42% from £43,663 in Scotland.',
        description: 'higherRate',
        description2: 'higherRateScotland',
        description3: 'abroad',
      },
      {
        text: '£100,001 to £125,140',
        hint: '{Whose} personal allowance is being withdrawn: income from £100,000 to £125,140 is effectively taxed at 60% (63% in Scotland).',
        description: 'allowanceTaper',
        description2: 'allowanceTaperScotland',
        description3: 'abroad',
      },
      {
        text: 'Over £125,140',
        hint: '{Who} pay{s} the additional rate (45%, or 47% in Scotland) and {has} no personal allowance.',
        description: 'additionalRate',
        description2: 'additionalRateScotland',
        description3: 'abroad',
      },
    ],
  }),

  IsaInvested: question({
    text: 'How much {has} {who} paid into ISAs this tax year (6 April 2023 to 5 April 2024)?',
    definitions: [
      'An ISA (individual savings account) holds cash or investments free of income tax and capital gains tax. Each adult resident in the UK may pay in up to £20,000 a tax year in total, split as {they} choose between cash, stocks and shares, innovative finance and Lifetime ISAs.',
      'A Lifetime ISA takes up to £4,000 of the £20,000 and receives a 25% government bonus; it can be opened between the ages of 18 and 39. A Junior ISA for a child under 18 takes up to £9,000 a year, on top of the adult allowance.',
      'Allowance not used by 5 April cannot be carried forward to the next tax year.',
    ],
    descriptions: {
      full: [
        '{Who} {has} used the full ISA allowance of £20,000 for 2023/24. The allowance renews on 6 April 2024; paying in early in the new tax year gives the money longer to grow free of tax.',
        '- Further savings can go into a pension, with tax relief, or into an ISA of a partner who has allowance left (each adult has £20,000).',
        '- Anyone can pay into a child’s Junior ISA, up to £9,000 a year in total: a tax-free way to save for children or grandchildren.',
      ],
      part: [
        '{Who} can pay in the rest of the £20,000 ISA allowance until 5 April 2024; what is not used is lost.',
        '- Moving cash from taxable savings, or shares and funds through a “Bed and ISA” (selling them and buying them back inside the ISA), shelters future interest, dividends and gains. The sale may give a capital gain: the annual exempt amount is £6,000 for 2023/24.',
        '- A Lifetime ISA, for those under 40 saving for a first home or retirement, adds a 25% bonus on up to £4,000 a year; a Junior ISA takes up to £9,000 a year for a child.',
      ],
      none: [
        '{Who} {has} not used any of the £20,000 ISA allowance for 2023/24, and it is lost if not used by 5 April 2024.',
        '- Income and gains inside an ISA are free of tax and need not be reported. With a personal savings allowance of £1,000 at most and a dividend allowance of £1,000, an ISA shelters more than it used to.',
        '- A cash ISA suits money that may be needed within a few years; a stocks and shares ISA suits money invested for at least five years.',
        '- A Lifetime ISA, for those under 40 saving for a first home or retirement, adds a 25% bonus on up to £4,000 a year; a Junior ISA takes up to £9,000 a year for a child.',
      ],
      unknown: [
        'ISA providers can confirm what has been paid in since 6 April 2023. The allowance for 2023/24 is £20,000 across all of {whose} ISAs, and it cannot be carried forward.',
        'Paying in more than £20,000 in a tax year breaks the rules: HMRC can remove the tax-free status of the excess, so checking before paying in more is worthwhile.',
      ],
    },
    options: [
      { text: 'The full £20,000', hint: '{Who} {has} used the full £20,000 ISA allowance for 2023/24.', description: 'full' },
      {
        text: 'Some, but less than £20,000',
        hint: 'The rest of {whose} £20,000 ISA allowance can be used until 5 April 2024.',
        description: 'part',
      },
      {
        text: 'Nothing',
        hint: '{Whose} £20,000 ISA allowance for 2023/24 is unused, and is lost after 5 April 2024.',
        description: 'none',
      },
      {
        text: 'Don’t know',
        hint: 'The ISA providers can say what has been paid in: the allowance for 2023/24 is £20,000.',
        description: 'unknown',
      },
    ],
  }),

  ReceiveInInterest: question({
    text: 'How much interest {does} {who} expect to receive this tax year from savings outside ISAs?',
    definitions: [
      'Interest includes interest from bank and building society accounts, National Savings and Investments (but not Premium Bond prizes, which are tax-free), government and corporate bonds, peer-to-peer lending and the interest distributions of bond funds. Interest earned inside an ISA does not count.',
      'Banks pay interest without taking off tax; HMRC collects any tax due through the tax code, a simple assessment or Self Assessment.',
      'The personal savings allowance makes some interest tax-free each year, depending on the highest rate of tax paid; the starting rate for savings adds up to £5,000 more for those with low other income.',
    ],
    subText: {
      1: 'A non-taxpayer (income up to the personal allowance of £12,570): the starting rate for savings makes up to £5,000 of interest tax-free, and the personal savings allowance a further £1,000.',
      2: 'A taxpayer on a low income: while other income (earnings, pensions, rents) is below £17,570, part of the £5,000 starting rate for savings remains, reduced by £1 for every £1 of other income above £12,570, on top of the £1,000 personal savings allowance.',
      3: 'A basic-rate taxpayer (income up to £50,270, in Scotland too): a personal savings allowance of £1,000.',
      4: 'A higher-rate taxpayer (income from £50,271 to £125,140): a personal savings allowance of £500.',
      5: 'An additional-rate taxpayer (income above £125,140): no personal savings allowance (£0), so all interest outside ISAs is taxed at 45%.',
    },
    descriptions: {
      none: [
        'No tax is due on savings interest. If {they} hold cash, it is worth checking that it earns a fair rate: an emergency fund of 3 to 6 months’ spending suits an instant-access account, and cash beyond that may earn more in a fixed-rate account or a cash ISA.',
      ],
      withinHigherAllowance: [
        'Interest of up to £500 is covered by the personal savings allowance of a non-taxpayer, a basic-rate or a higher-rate taxpayer, so no tax is due.',
        'An additional-rate taxpayer has no personal savings allowance and pays 45% on all of it: a cash ISA (up to £20,000 a year) would make it tax-free.',
      ],
      withinBasicAllowance: [
        'Interest of up to £1,000 is tax-free for a non-taxpayer or a basic-rate taxpayer. A higher-rate taxpayer pays 40% on interest above £500, and an additional-rate taxpayer 45% on all of it.',
        '- Moving savings into a cash ISA, or into the name of a spouse or civil partner who pays less tax, would save that tax.',
      ],
      aboveAllowance: [
        'Interest above the personal savings allowance is taxed: 20% above £1,000 for a basic-rate taxpayer, 40% above £500 for a higher-rate taxpayer and 45% on all of it for an additional-rate taxpayer, unless the starting rate for savings (up to £5,000) applies because other income is below £17,570.',
        '- To reduce it: use the £20,000 ISA allowance; hold savings in the name of a spouse or civil partner with allowance to spare; hold Premium Bonds (up to £50,000 each), whose prizes are tax-free; or hold gilts with low coupons, whose return comes mostly as a gain free of capital gains tax.',
        '- HMRC usually collects the tax through the tax code or a simple assessment, from figures the banks send.',
      ],
      wellAboveAllowance: [
        'Interest above the personal savings allowance is taxed: 20% above £1,000 for a basic-rate taxpayer, 40% above £500 for a higher-rate taxpayer and 45% on all of it for an additional-rate taxpayer.',
        '- To reduce it: use the £20,000 ISA allowance each year; hold savings in the name of a spouse or civil partner with allowance to spare; hold Premium Bonds (up to £50,000 each), whose prizes are tax-free; or hold gilts with low coupons, whose return comes mostly as a gain free of capital gains tax.',
        '- Savings and investment income of £10,000 or more a year must be reported on a Self Assessment tax return.',
        '- Cash well beyond an emergency fund of 3 to 6 months’ spending may do better invested for the long term, in line with {whose} attitude to risk.',
      ],
    },
    options: [
      { text: 'None', hint: 'No tax is due on interest: check that {whose} cash earns a fair rate.', description: 'none' },
      {
        text: 'Up to £500',
        hint: 'Within the personal savings allowance unless {who} pay{s} the additional rate.',
        description: 'withinHigherAllowance',
      },
      {
        text: '£501 to £1,000',
        hint: 'Tax-free for a basic-rate taxpayer; a higher-rate taxpayer pays 40% on interest above £500.',
        description: 'withinBasicAllowance',
      },
      {
        text: '£1,001 to £5,000',
        hint: 'Some of it is likely to be taxed: ISAs, or a spouse’s or civil partner’s allowance, could shelter it.',
        description: 'aboveAllowance',
      },
      {
        text: 'More than £5,000',
        hint: 'Much of it is taxed, and savings income of £10,000 or more must go on a tax return.',
        description: 'wellAboveAllowance',
      },
    ],
  }),

  ReceiveInDividends: question({
    text: 'How much {does} {who} expect to receive in dividends this tax year, outside ISAs and pensions?',
    definitions: [
      'Dividends are the share of profits a company pays its shareholders, including the dividend distributions of share funds and the dividends of {their} own company. Dividends inside an ISA or a pension do not count.',
      'For 2023/24 the first £1,000 of dividends is tax-free (the dividend allowance, falling to £500 from 6 April 2024). Above it dividends are taxed at 8.75% in the basic-rate band, 33.75% in the higher-rate band and 39.35% above £125,140, using the UK bands in Scotland too.',
    ],
    descriptions: {
      none: [
        'No dividend tax is due. Shares and funds that pay dividends are best held in an ISA or a pension, where dividends are tax-free.',
      ],
      withinAllowance: [
        'Dividends of up to £1,000 are covered by the dividend allowance for 2023/24, so no tax is due.',
        'The allowance falls to £500 from 6 April 2024: moving shares and funds into an ISA (“Bed and ISA”) now keeps future dividends tax-free.',
      ],
      aboveAllowance: [
        'Dividends above the £1,000 dividend allowance are taxed at 8.75% for a basic-rate taxpayer, 33.75% for a higher-rate taxpayer and 39.35% for an additional-rate taxpayer.',
        '- To reduce it: move holdings into an ISA each year (up to £20,000) or a pension; or transfer holdings to a spouse or civil partner who pays less tax (free of capital gains tax between a couple living together). The allowance falls to £500 from 6 April 2024.',
        '- Tax on dividends of up to £10,000 can be collected through the tax code by telling HMRC; above £10,000 a Self Assessment tax return is needed.',
      ],
      wellAboveAllowance: [
        'Dividends above the £1,000 dividend allowance are taxed at 8.75% for a basic-rate taxpayer, 33.75% for a higher-rate taxpayer and 39.35% for an additional-rate taxpayer. With more than £10,000 of dividends {who} must complete a Self Assessment tax return.',
        '- To reduce it: move holdings into an ISA each year (up to £20,000) or a pension; or transfer holdings to a spouse or civil partner who pays less tax (free of capital gains tax between a couple living together).',
        '- If the dividends come from {their} own company, the mix of salary, dividends and employer pension contributions is worth reviewing: employer contributions are usually deductible for corporation tax and free of National Insurance.',
      ],
    },
    options: [
      { text: 'None', hint: 'No dividend tax is due.', description: 'none' },
      {
        text: 'Up to £1,000',
        hint: 'Covered by the £1,000 dividend allowance, which falls to £500 from 6 April 2024.',
        description: 'withinAllowance',
      },
      {
        text: '£1,001 to £10,000',
        hint: 'Dividends above £1,000 are taxed: 8.75% at the basic rate, 33.75% at the higher rate and 39.35% at the additional rate.',
        description: 'aboveAllowance',
      },
      {
        text: 'More than £10,000',
        hint: 'Dividends above £1,000 are taxed, and more than £10,000 means a tax return for {them}.',
        description: 'wellAboveAllowance',
      },
    ],
  }),

  ExpectCapitalGains: question({
    text: '{Does} {who} expect to make capital gains this tax year, by selling or giving away assets that have risen in value?',
    definitions: [
      'A capital gain is the rise in value of an asset between acquiring it and selling or giving it away: shares and funds held outside ISAs and pensions, a second home or a let property, a business, or valuables such as art. A main home is usually free of capital gains tax, as are ISAs, pensions, gilts and cars.',
      'The annual exempt amount is the gain each person can make free of tax each tax year: £6,000 for 2023/24, falling to £3,000 from 6 April 2024. Gains above it are taxed at 10% within the basic-rate band and 20% above it, or 18% and 28% on residential property.',
      'Assets passed between spouses or civil partners living together give no gain: they pass at their original cost.',
    ],
    descriptions: {
      none: [
        'With no gains, the annual exempt amount of £6,000 for 2023/24 goes unused, and it cannot be carried forward. If {they} hold shares or funds standing at a gain outside ISAs and pensions, selling enough to realise gains of up to £6,000 before 5 April 2024 uses it: a saving of up to £600 for a basic-rate taxpayer or £1,200 for a higher-rate taxpayer.',
        thirtyDayRule,
      ],
      withinExemption: [
        'Gains of up to £6,000 are covered by the annual exempt amount, so no tax is due. If the total sale proceeds are more than £50,000, the gains must still be reported on a Self Assessment tax return.',
        'The exempt amount falls to £3,000 from 6 April 2024: gains that could be taken this tax year rather than next are worth taking now.',
        thirtyDayRule,
      ],
      aboveExemption: [
        'Gains above the £6,000 annual exempt amount are taxed at 10% where they fall within the basic-rate band and 20% above it (18% and 28% on residential property).',
        '- To reduce the tax: spread sales across tax years (the exempt amount is £3,000 from 6 April 2024); first transfer assets to a spouse or civil partner so that both exempt amounts, and a lower rate, are used; set losses against the gains, including losses of earlier years claimed within four years; pension contributions and Gift Aid donations extend the basic-rate band.',
        '- The gains go on a Self Assessment tax return for 2023/24, with the tax paid by 31 January 2025.',
        thirtyDayRule,
      ],
      property: [
        'A gain on UK residential property that is not {whose} main home is taxed at 18% within the basic-rate band and 28% above it, after the £6,000 annual exempt amount.',
        '- It must be reported to HMRC, and the tax paid, within 60 days of completion, through a UK property capital gains tax return.',
        '- Private residence relief may cover part of the gain if the property was once {whose} main home (the last nine months of ownership are always covered); the costs of buying, selling and improving it reduce the gain.',
        '- Giving a share to a spouse or civil partner before the sale lets both exempt amounts, and a lower rate, be used.',
      ],
      unknown: [
        'Selling or giving away shares, funds, property or a business may give a capital gain. Platforms and fund managers show the cost and the current value of each holding.',
        'The first £6,000 of gains is tax-free for 2023/24 (£3,000 from 6 April 2024); gains on UK residential property must be reported, and the tax paid, within 60 days of completion.',
      ],
    },
    options: [
      {
        text: 'No',
        hint: 'The £6,000 annual exempt amount will go unused unless gains are taken before 5 April 2024.',
        description: 'none',
      },
      {
        text: 'Yes, up to £6,000',
        hint: 'Within the £6,000 annual exempt amount, so no tax is due; it falls to £3,000 from 6 April 2024.',
        description: 'withinExemption',
      },
      {
        text: 'Yes, more than £6,000',
        hint: 'Gains above £6,000 are taxed at 10% or 20% (18% or 28% on residential property).',
        description: 'aboveExemption',
      },
      {
        text: 'Yes, on a second home or let property',
        hint: 'Tax on a residential property gain is due within 60 days of completion.',
        description: 'property',
      },
      {
        text: 'Not sure',
        hint: 'Check which holdings stand at a gain: the first £6,000 of gains is tax-free this year.',
        description: 'unknown',
      },
    ],
  }),

  CapitalGainExcess: question({
    text: 'How much have {whose} investments outside ISAs and pensions risen in value since they were bought, in gains not yet taken?',
    definitions: [
      'An unrealised gain is the rise in value of an asset not yet sold: shares, funds or investment trusts held outside ISAs and pensions, or a second property.',
      'The annual exempt amount was £12,300 a year from 2020/21 to 2022/23; it is £6,000 for 2023/24 and £3,000 from 6 April 2024, so gains left to build up will be taxed more heavily when sold.',
    ],
    descriptions: {
      large: [
        'Gains above the annual exempt amount build up a tax charge for when the holdings are sold. Realising gains of up to £6,000 each tax year uses the exempt amount (saving up to £600 at the basic rate or £1,200 at the higher rate) and resets the cost of the holding.',
        '- A “Bed and ISA” or “Bed and pension” sells the holding and buys it back inside the ISA or pension, so future gains are tax-free.',
        '- Transferring holdings to a spouse or civil partner, free of capital gains tax, lets both use their exempt amounts and a lower rate; realising losses on other holdings offsets the gains.',
        thirtyDayRule,
      ],
      small: [
        'A gain of up to £6,000 can be realised free of tax this tax year, using the annual exempt amount before it falls to £3,000 from 6 April 2024. Realising it resets the cost of the holding, so less gain is taxed later.',
        thirtyDayRule,
      ],
      loss: [
        'A holding standing at a loss can be sold to realise the loss: it is set against gains of the same tax year, and any loss left over is carried forward to later years. A loss must be claimed within four years of the end of the tax year in which it arose.',
        thirtyDayRule,
      ],
      none: [
        'No gains to plan for now. Using the £20,000 ISA allowance, and pensions, before investing elsewhere keeps future gains free of tax; records of what investments cost make later gains easy to work out.',
      ],
      unknown: [
        'Platforms and fund managers show the cost (book cost) and current value of each holding outside ISAs and pensions. The difference is the gain that would be taxed on sale, above the annual exempt amount of £6,000 for 2023/24 (£3,000 from 6 April 2024).',
      ],
    },
    options: [
      {
        text: 'More than £6,000',
        hint: 'Realising gains of up to £6,000 a year uses the annual exempt amount and avoids a larger charge later.',
        description: 'large',
      },
      { text: 'Up to £6,000', hint: 'This gain could be taken free of tax before 5 April 2024.', description: 'small' },
      {
        text: 'They stand at a loss',
        hint: 'A realised loss can be set against gains; claim it within four years.',
        description: 'loss',
      },
      { text: 'No gains, or no such investments', hint: 'No unrealised gains to plan for.', description: 'none' },
      {
        text: 'Don’t know',
        hint: 'Compare the cost and value of each holding outside ISAs and pensions.',
        description: 'unknown',
      },
    ],
  }),

  ContributeToPension: question({
    text: 'How much will be paid into {whose} pensions this tax year, including any employer’s contributions and tax relief?',
    definitions: [
      'Gross pension contributions are the total paid in, including tax relief: £800 paid into a personal pension becomes £1,000 once basic-rate relief is added. An employer’s contributions count too.',
      'Relevant UK earnings are earnings from employment or self-employment (not pensions, rents, savings or dividends). Tax relief on {whose} own contributions is limited to the greater of 100% of relevant UK earnings and £3,600 gross (£2,880 paid in), and there is none at age 75 or over.',
      'The annual allowance is the most that can be paid in each tax year with tax relief: £60,000 for 2023/24, across all pensions. Allowance left unused in the three previous tax years can be carried forward.',
    ],
    descriptions: {
      none: [...pensionNone, pensionSavesRest],
      noneScotland: [...pensionNone, pensionSavesScotland, `- ${scottishPensionRelief}`],
      withinAllowance: [pensionWithin, pensionRelief, ...pensionLimits],
      withinAllowanceScotland: [pensionWithin, `- ${scottishPensionRelief}`, ...pensionLimits],
      aboveAllowance: pensionAbove,
      aboveAllowanceScotland: [...pensionAbove, `- ${scottishPensionRelief}`],
      unknown: [
        'Payslips and pension statements show what is being paid in. The annual allowance for 2023/24 is £60,000 gross, across all of {whose} pensions and including an employer’s contributions.',
        'For a defined benefit (final salary) scheme, the amount counted is 16 times the growth in the pension over the year, and the scheme can give the figure.',
      ],
    },
    options: [
      {
        text: 'Nothing',
        hint: 'Pension contributions get tax relief at {whose} highest rate: even without earnings, £2,880 paid in becomes £3,600.',
        description: 'none',
        description2: 'noneScotland',
      },
      {
        text: '£60,000 or less',
        hint: 'Within the £60,000 annual allowance; relief is limited to {whose} relevant UK earnings, or £3,600 gross.',
        description: 'withinAllowance',
        description2: 'withinAllowanceScotland',
      },
      {
        text: 'More than £60,000',
        hint: 'Above £60,000 an annual allowance charge applies, unless carry-forward from the three previous years covers it.',
        description: 'aboveAllowance',
        description2: 'aboveAllowanceScotland',
      },
      { text: 'Don’t know', hint: 'Check payslips and pension statements: the annual allowance is £60,000 gross.', description: 'unknown' },
    ],
  }),

  PensionBenefits: question({
    text: 'When {does} {who} expect to start taking pension benefits?',
    definitions: [
      'Pension benefits are the income or lump sums taken from a pension. Most private pensions can be taken from age 55 (57 from 6 April 2028); the State Pension starts at State Pension age, now 66.',
      'Usually 25% of a defined contribution pension can be taken tax-free (up to £268,275 in total); the rest is taxed as income when drawn, as flexible withdrawals (drawdown), lump sums or an annuity.',
    ],
    descriptions: {
      soon: [
        'Withdrawals are added to other taxable income, so taking them in stages, across tax years, can keep them within the basic-rate band (up to £50,270, or £43,662 in Scotland) and away from the loss of the personal allowance above £100,000.',
        '- Up to 25% can be taken tax-free, all at once or a part with each withdrawal.',
        '- Once taxable income is taken flexibly, future contributions to defined contribution pensions are limited to £10,000 a year (the money purchase annual allowance): contributions planned before then are worth making first.',
        '- The first taxable payment is often taxed on an emergency tax code; tax overpaid can be reclaimed from HMRC.',
        '- Check for valuable guarantees (guaranteed annuity rates, protected tax-free cash) before moving or drawing a pension. Pension Wise gives free guidance from age 50.',
      ],
      withinFiveYears: [
        'Now is the time to plan the income: check the State Pension forecast and National Insurance record (gaps can often be filled with voluntary contributions), and the investment risk of pensions that will soon be drawn.',
        '- While earning, contributions of up to £60,000 a year (more with carry-forward) receive tax relief; contributions before benefits are taken flexibly are not limited to £10,000.',
        '- Benefits can be taken from age 55; several small pensions may be easier to manage combined, but check for guarantees first.',
      ],
      later: [
        'Contributions made now receive tax relief and grow free of tax for longer. Benefits cannot be taken before age 55 (57 from 6 April 2028), other than in ill health.',
        '- Review contributions each year against the £60,000 annual allowance and {whose} relevant UK earnings, and keep track of pensions from earlier jobs.',
        '- Keep the expression of wish (nomination of beneficiaries) for each pension up to date.',
      ],
      taken: [
        'If taxable income has been taken flexibly, future contributions to defined contribution pensions are limited to £10,000 a year (the money purchase annual allowance); taking only tax-free cash, or buying a lifetime annuity, does not trigger it.',
        '- Drawdown income is worth reviewing each year against the tax bands: drawing up to the personal allowance of £12,570 or the basic-rate limit, and leaving the rest invested.',
        '- Pensions usually fall outside the estate for inheritance tax. On death before 75 funds can usually pass tax-free; after 75 they are taxed as the beneficiary’s income. Keep the expression of wish up to date.',
      ],
      unknown: [
        'Most private pensions can be taken from age 55 (57 from 6 April 2028), with 25% usually tax-free. When to start depends on other income, the State Pension (a forecast is available from GOV.UK) and what the pensions will provide.',
        'Pension statements and Pension Wise (free guidance from age 50) help; a plan of when to draw each pension keeps the tax on it low.',
      ],
    },
    options: [
      {
        text: 'Within the next 12 months',
        hint: 'Withdrawals can be planned across tax years to keep tax low; 25% is usually tax-free.',
        description: 'soon',
      },
      {
        text: 'Within the next five years',
        hint: 'Time to check {whose} State Pension forecast and the investment risk of {their} pensions.',
        description: 'withinFiveYears',
      },
      {
        text: 'More than five years away',
        hint: 'Contributions now get tax relief; benefits can be taken from age 55.',
        description: 'later',
      },
      { text: 'Already taken', hint: 'Flexible withdrawals limit future contributions to £10,000 a year.', description: 'taken' },
      { text: 'Don’t know', hint: 'Most pensions can be taken from age 55; a plan helps decide when.', description: 'unknown' },
    ],
  }),

  MadeGifts: question({
    text: 'What gifts {has} {who} made this tax year (6 April 2023 to 5 April 2024)?',
    definitions: [
      'Lifetime gifts are gifts of money or assets made in life rather than left in a will. Most are free of inheritance tax if the giver lives seven more years (potentially exempt transfers); gifts into most trusts are taxed at 20% when made, above the nil rate band.',
      'Some gifts are exempt at once: £3,000 a tax year in total (the annual exemption, with last year’s if unused); small gifts of up to £250 to any one person; wedding or civil partnership gifts of up to £5,000 to a child, £2,500 to a grandchild and £1,000 to anyone else; regular gifts out of surplus income; and gifts to a spouse or civil partner or to charity.',
    ],
    descriptions: {
      none: [
        'The annual exemption lets {who} give away £3,000 each tax year free of inheritance tax, and exemption unused in one year carries forward one year only: £6,000 could be given before 5 April 2024 if none was used in 2022/23.',
        '- Gifts reduce the estate on which inheritance tax is charged at 40% above the nil rate band of £325,000; larger gifts leave the estate after seven years.',
        '- Small gifts of up to £250 to any one person, and regular gifts out of surplus income, are exempt as well.',
      ],
      withinExemption: [
        'Gifts of up to £3,000 this tax year are covered by the annual exemption; if last year’s exemption was not used, a further £3,000 can be given this year.',
        '- Keep a record of each gift (date, amount, recipient and exemption used): the executors will need it.',
        '- Small gifts of up to £250 to any one person, wedding gifts and regular gifts out of surplus income are exempt on top of the annual exemption.',
      ],
      aboveExemption: [
        'Gifts above the £3,000 annual exemption (and last year’s, if unused) are potentially exempt transfers: free of inheritance tax if {they} live seven more years.',
        '- On death within seven years the gifts use the nil rate band of £325,000 first; tax on gifts above it is reduced by taper relief when death comes three to seven years after the gift.',
        '- Gifts into most trusts are chargeable lifetime transfers, taxed at 20% above the nil rate band when made.',
        '- A gift of assets other than cash is treated as a sale for capital gains tax (the annual exempt amount is £6,000 for 2023/24). Keep a record of every gift: the executors will need it.',
      ],
      fromIncome: [
        'Regular gifts made out of income, which leave {whose} usual standard of living unaffected, are exempt from inheritance tax at once, however large, and can be made on top of the £3,000 annual exemption.',
        '- Keep a yearly record of income, spending and gifts: the executors claim the exemption with it (HMRC form IHT403).',
      ],
      unknown: [
        'Bank statements show the gifts made since 6 April 2023. The annual exemption is £3,000 (with last year’s if unused), small gifts of up to £250 to any one person are exempt, and larger gifts leave the estate after seven years.',
        'Keeping a record of gifts from now on helps the executors.',
      ],
    },
    options: [
      {
        text: 'None',
        hint: 'Up to £3,000 a year can be given free of inheritance tax, with last year’s £3,000 if unused.',
        description: 'none',
      },
      {
        text: '£3,000 or less in total',
        hint: 'Covered by the £3,000 annual exemption: keep a record of the gifts.',
        description: 'withinExemption',
      },
      {
        text: 'More than £3,000 in total',
        hint: 'Gifts above £3,000 a year are free of inheritance tax only if {they} live seven more years.',
        description: 'aboveExemption',
      },
      {
        text: 'Regular gifts out of income',
        hint: 'Regular gifts out of surplus income are exempt at once: keep a record of them.',
        description: 'fromIncome',
      },
      { text: 'Don’t know', hint: 'A record of gifts helps the executors: the annual exemption is £3,000.', description: 'unknown' },
    ],
  }),

  BiggerAssets: question({
    text: 'How much is {whose} estate worth, counting {their} share of the home?',
    definitions: [
      'The estate is everything {who} own{s}, less debts: {their} share of the home and other property, savings, investments, business interests and possessions, and life cover not written in trust. Most pensions are outside it.',
      'The nil rate band of £325,000, frozen until 2027/28, can be passed on free of inheritance tax; the rest is taxed at 40% (36% if at least 10% of the net estate is left to charity).',
      'The residence nil rate band of £175,000 is added when a home, or a share of one, passes to children, stepchildren or grandchildren (direct descendants). It is reduced by £1 for every £2 of estate above £2 million.',
      'Anything left to a spouse or civil partner is free of inheritance tax, and the bands the first of a couple to die does not use pass to the survivor.',
    ],
    descriptions: {
      withinNilRateBand: [
        'An estate of up to £325,000 is within the nil rate band, so no inheritance tax is expected. The band is frozen until 2027/28 while values rise, so the estate is worth reviewing as it grows.',
        'A will makes sure the estate goes where {they} wish; without one the intestacy rules decide, and a partner who is not married or in a civil partnership inherits nothing.',
      ],
      noHome: [
        'Above the nil rate band of £325,000, inheritance tax at 40% is due on the excess, unless it passes to a spouse or civil partner or to charity. Without a home left to direct descendants, the residence nil rate band of £175,000 is not available.',
        '- Ways to reduce it: gifts (£3,000 a year exempt, larger gifts outside the estate after seven years, regular gifts out of surplus income); pensions, usually outside the estate; life cover written in trust to pay the tax; or leaving 10% to charity for the 36% rate.',
        '- If {they} sold or downsized a home after 8 July 2015, the residence nil rate band may still be available when other assets pass to direct descendants.',
      ],
      withHome: [
        'With a home interest of £175,000 or more left to children or grandchildren, the residence nil rate band of £175,000 is added to the nil rate band of £325,000, so an estate of up to £500,000 can pass free of inheritance tax.',
        '- A will that leaves the home, or its value, to direct descendants is needed for the residence nil rate band; a home left to a discretionary trust does not qualify.',
        '- Both bands are frozen until 2027/28 while values rise, so the estate is worth reviewing as it grows.',
      ],
      large: [
        'An estate above £500,000 is likely to pay inheritance tax at 40% on what exceeds the bands available: the nil rate band of £325,000, with the residence nil rate band of £175,000 if a home passes to direct descendants (reduced by £1 for every £2 of estate above £2 million).',
        '- Everything passing to a surviving spouse or civil partner is exempt and the unused bands pass on, so a couple can leave up to £1 million free of inheritance tax on the second death.',
        '- Ways to reduce it: gifts and trusts; pensions, usually outside the estate; life cover written in trust; investments qualifying for business relief after two years; and leaving 10% to charity for the 36% rate.',
        '- A will, and lasting powers of attorney, should be in place and reviewed every three years.',
      ],
      unknown: [
        'Add up the value of {whose} home (or share of it), savings, investments and possessions, and take off the mortgage and other debts.',
        'Inheritance tax at 40% is due above the nil rate band of £325,000, or £500,000 in total with the residence nil rate band of £175,000 when a home passes to direct descendants.',
      ],
    },
    options: [
      {
        text: '£325,000 or less',
        hint: 'Within the £325,000 nil rate band: no inheritance tax expected.',
        description: 'withinNilRateBand',
      },
      {
        text: 'More than £325,000, with no home to leave to children or grandchildren',
        hint: 'Inheritance tax at 40% may be due on the estate above £325,000.',
        description: 'noHome',
      },
      {
        text: '£325,001 to £500,000, with a home interest of £175,000 or more to leave to children or grandchildren',
        hint: 'With the home left to direct descendants, up to £500,000 can pass free of inheritance tax.',
        description: 'withHome',
      },
      {
        text: 'More than £500,000',
        hint: 'Inheritance tax is likely above £500,000 (£1 million for a couple); planning can reduce it.',
        description: 'large',
      },
      {
        text: 'Don’t know',
        hint: 'An estimate shows whether inheritance tax is likely: the thresholds are £325,000, £175,000 for a home and £500,000 in total.',
        description: 'unknown',
      },
    ],
  }),

  Inheritances: question({
    text: '{Has} {who} inherited money or assets in the last two years?',
    definitions: [
      'An inheritance is money or assets received under a will or the intestacy rules, or from a pension or life policy on someone’s death.',
      'Within two years of a death the beneficiaries can redirect an inheritance with a deed of variation: for inheritance tax and capital gains tax it is treated as if the person who died had left it that way, so it is not a gift by {them}.',
    ],
    descriptions: {
      none: [
        'Nothing to plan for now. An inheritance received in future can be redirected within two years of the death with a deed of variation, without it counting as {their} gift.',
      ],
      keep: [
        'An inheritance can change {whose} plans: the £20,000 ISA allowance and pension contributions (within the £60,000 annual allowance and {whose} relevant UK earnings) shelter its income and growth, and it adds to {their} own estate above the nil rate band of £325,000.',
        '- Inherited assets take their value at the date of death as their cost for capital gains tax.',
        '- {Whose} own will is worth reviewing in the light of it.',
      ],
      passOn: [
        'Within two years of the death a deed of variation can redirect all or part of the inheritance, for example to children or grandchildren or into a trust, without it counting as a gift by {them}: it does not need seven years to leave {their} estate.',
        '- Everyone who loses out must agree and sign; the deed must say it is meant to apply for inheritance tax and capital gains tax, and if it adds tax to the estate the executors must agree too.',
      ],
      fromSpouse: [
        'The unused nil rate band (up to £325,000) and residence nil rate band (up to £175,000) of a late spouse or civil partner pass to the survivor and are claimed on the survivor’s death, so up to £1 million can pass free of inheritance tax. Keep the papers of the first estate.',
        '- {Who} can pay into an ISA an additional permitted subscription equal to the value of the late spouse’s ISAs, on top of {their} own £20,000.',
        '- Within two years of the death a deed of variation can pass some of the inheritance straight to children or grandchildren, using the late spouse’s nil rate band.',
      ],
      expected: [
        'When it comes, a deed of variation within two years of the death can redirect it to others without it counting as {their} gift. Planning with the person who will leave it (their gifts and will) may reduce inheritance tax on their estate.',
      ],
    },
    options: [
      { text: 'No', hint: 'No inheritance to plan for now.', description: 'none' },
      { text: 'Yes, to keep', hint: 'Invest the inheritance tax-efficiently and review {whose} own will.', description: 'keep' },
      {
        text: 'Yes, and some of it may be passed on',
        hint: 'A deed of variation within two years of the death passes it on without it being {their} gift.',
        description: 'passOn',
      },
      {
        text: 'Yes, from a late spouse or civil partner',
        hint: 'The late spouse’s unused nil rate bands pass to {them}, and {they} can pay the value of the late spouse’s ISAs into an ISA.',
        description: 'fromSpouse',
      },
      {
        text: 'Not yet, but one is expected',
        hint: 'A deed of variation within two years of a death can redirect an inheritance.',
        description: 'expected',
      },
    ],
  }),
};

/** The tax health check for 2023/24: its intro and its 24 questions, each followed by its partner twin. */
export const taxHealthCheckCurrent: TaxHealthCheckContent = {
  version: 'current',
  taxYear: { label: '2023/24', start: '2023-04-06', end: '2024-04-05' },
  intro: [
    'This tax health check looks at the main allowances and reliefs of the 2023/24 tax year (6 April 2023 to 5 April 2024) and points out where tax might be saved: income tax, savings and dividends, ISAs, capital gains, pensions, gifts and inheritance tax.',
    'It is aimed at UK residents. If you live outside the UK, or moved to or from the UK during the year, the questions and suggestions may not apply to you.',
    'You can complete it alone or with your partner. Here “partner” means a spouse, a registered civil partner or a life partner; some reliefs, such as the marriage allowance and tax-free transfers between a couple, apply only to spouses and civil partners.',
    'Each question asks about the current tax year. After each answer you will see a short hint and a longer description of the action you might take.',
    'The check does not calculate your tax, is not a full review of your affairs and is not advice to act: your adviser will go through your answers with you before you make any decision.',
    'The levels and bases of taxation, and reliefs from taxation, can change, and their value depends on your circumstances. The figures are those for 2023/24, some of which change from 6 April 2024.',
    'Where the check is completed by an adviser on a client’s behalf, read “you” as the client.',
  ],
  questions: taxHealthCheckBaseKeys.flatMap((key) => [
    buildQuestion(key, drafts[key], 'client'),
    buildQuestion(key, drafts[key], 'partner'),
  ]),
};
