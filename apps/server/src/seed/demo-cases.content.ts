import type { DemoCase } from './demo-cases.ts';

const adam = 'adviser@demo.test';
const priya = 'adviser2@demo.test';
const amelia = 'amelia.clarke@demo.test';
const oliver = 'oliver.bennett@demo.test';
const noah = 'noah.walker@demo.test';
const harry = 'harry.patel@demo.test';

const annualReview = {
  income: 'Has your income changed in the last year?',
  spending: 'Are you planning any large expense in the next two years?',
  health: 'Has anything changed in your health or your family’s circumstances?',
  discuss: 'Is there anything you would like to talk about at your review?',
};

/**
 * The demo's cases: every one of the five types for Adam Fletcher's clients (and two for Priya Shah's), in
 * the states a practice sees in its first weeks: a pack with the client, one still being prepared, a
 * questionnaire answered and waiting for review, a document pack with the client, a request being filled
 * in, a meeting held and one asked for, and a pack agreed and completed. Never on client@demo.test, whom
 * the browser journeys start empty.
 */
export const demoCases: DemoCase[] = [
  {
    client: noah,
    opens: {
      by: noah,
      body: { type: 'meeting_request', message: 'I would like to go through the trust paperwork with you before I sign anything.' },
    },
    documents: [
      {
        by: adam,
        name: 'Meeting notes',
        fileName: 'Meeting notes - Noah Walker.pdf',
        category: 'meeting_summary',
        note: 'What we agreed when we met, and what happens next.',
        content: {
          title: 'Meeting notes',
          sections: [
            {
              heading: 'What we discussed',
              paragraphs: [
                'We went through the draft discretionary trust deed page by page, and the letter of wishes that will sit beside it. You asked how the trustees would decide between your grandchildren; the letter of wishes is where you guide them, and it can be updated whenever your wishes change.',
                'We also looked at who should act as trustees. You would like your sister, Ruth, and a professional trustee from the solicitors who drew up your will.',
              ],
            },
            {
              heading: 'What happens next',
              paragraphs: [
                'I will send the trust paperwork through the portal as a document pack. Please read it, fill in the trustee details form and mark the pack as complete when you are done.',
                'Nothing is signed until you are comfortable with every page. Call me on 020 7946 0001 if anything is unclear.',
              ],
            },
          ],
        },
      },
    ],
    steps: [{ by: adam, action: 'complete' }],
  },
  {
    client: noah,
    opens: {
      by: adam,
      body: {
        type: 'document_pack_case',
        name: 'Trust paperwork',
        cover_note: 'Noah, here is the trust paperwork we went through. Fill in the trustee details form, then mark the pack as complete.',
      },
    },
    documents: [
      {
        by: adam,
        name: 'Discretionary trust deed (draft)',
        fileName: 'Discretionary trust deed - draft.pdf',
        category: 'trusts_and_estate',
        note: 'The draft deed from the solicitors. Read it through before we meet the trustees.',
        content: {
          title: 'Discretionary trust deed (draft)',
          sections: [
            {
              heading: 'The settlement',
              paragraphs: [
                'This deed is made between the settlor and the trustees named in the schedule. The settlor transfers the sum in the schedule to the trustees, to hold on the trusts of this deed for the benefit of the beneficiaries.',
                'The beneficiaries are the settlor’s grandchildren, now living or born within the trust period, and any person the trustees add under clause 6.',
              ],
            },
            {
              heading: 'The trustees’ powers',
              paragraphs: [
                'The trustees may pay or apply income or capital to or for any beneficiary, in the shares and at the times they decide. They will read the settlor’s letter of wishes, which does not bind them.',
                'The trustees may invest as if they were absolutely entitled to the trust fund, and must review the investments at least once a year with a regulated adviser.',
              ],
            },
          ],
        },
      },
      {
        by: adam,
        name: 'Trustee details form',
        fileName: 'Trustee details form.pdf',
        category: 'trusts_and_estate',
        note: 'Fill this in on screen: the form saves as you type.',
        content: {
          title: 'Trustee details form',
          sections: [
            {
              paragraphs: [
                'The solicitors need these details for each trustee before the deed is signed. Fill in what you know; we will ask the trustees for the rest.',
              ],
            },
          ],
          formFields: [
            { label: 'First trustee: full name', name: 'trustee1.name' },
            { label: 'First trustee: address', name: 'trustee1.address' },
            { label: 'Second trustee: full name', name: 'trustee2.name' },
            { label: 'Second trustee: firm and address', name: 'trustee2.address' },
          ],
        },
      },
    ],
    steps: [{ by: adam, action: 'send' }],
  },
  {
    client: oliver,
    opens: {
      by: adam,
      body: {
        type: 'recommendation_pack_case',
        name: 'Pension consolidation',
        cover_note: 'Oliver, this brings your three workplace pensions together in one plan, as we discussed.',
      },
    },
    documents: [
      {
        by: adam,
        name: 'Pension transfer analysis',
        fileName: 'Pension transfer analysis.pdf',
        category: 'retirement',
        note: 'How your three pensions compare on charges, funds and guarantees.',
        content: {
          title: 'Pension transfer analysis',
          sections: [
            {
              heading: 'Your pensions today',
              paragraphs: [
                'You hold three workplace pensions from earlier employers, worth about £75,000 together. Their yearly charges run from 0.45% to 1.1%, and none of them holds a guaranteed annuity rate or a protected tax-free cash entitlement.',
              ],
            },
            {
              heading: 'What bringing them together would change',
              paragraphs: [
                'A single plan would cost about 0.6% a year in all, give you one statement and one set of funds to watch, and let you draw an income flexibly from 57.',
                'This analysis is still being checked. The recommendation will follow it once it is complete.',
              ],
            },
          ],
        },
      },
    ],
    steps: [],
  },
  {
    client: oliver,
    opens: {
      by: adam,
      body: {
        type: 'review_questionnaire_case',
        name: 'Annual review 2026',
        questions: [
          { text: annualReview.income, options: ['It went up', 'It went down', 'No change'] },
          { text: annualReview.spending, options: ['Yes', 'No', 'Not sure yet'] },
          { text: annualReview.health, options: ['Yes', 'No'] },
          { text: annualReview.discuss, kind: 'text' },
        ],
      },
    },
    documents: [
      {
        by: adam,
        name: 'Annual review summary 2025',
        fileName: 'Annual review summary 2025.pdf',
        category: 'review_meeting',
        note: 'Last year’s review, to remind you where we left things.',
        content: {
          title: 'Annual review summary 2025',
          sections: [
            {
              heading: 'Where you stood',
              paragraphs: [
                'Your pensions were worth about £71,000 and your cash savings £18,000. You were saving 8% of your salary into your current workplace pension, with your employer adding 5%.',
              ],
            },
            {
              heading: 'What we agreed',
              paragraphs: [
                'Keep six months of spending in cash. Look at bringing your older pensions together before your next review. Review your life cover if your family circumstances change.',
              ],
            },
          ],
        },
      },
    ],
    steps: [
      { by: adam, action: 'send' },
      {
        by: oliver,
        answers: {
          [annualReview.income]: ['It went up'],
          [annualReview.spending]: ['Not sure yet'],
          [annualReview.health]: ['No'],
          [annualReview.discuss]: 'I may help my son with his university costs from next September.',
        },
      },
      { by: oliver, action: 'submit' },
    ],
  },
  {
    client: amelia,
    opens: {
      by: amelia,
      body: {
        type: 'online_advice_request',
        topics: ['Retirement planning', 'Passing on my wealth'],
        initial_investment: 150_000,
        initial_investment_currency: 'GBP',
        monthly_contribution: 750,
        monthly_contribution_currency: 'GBP',
        investment_duration: 15,
      },
    },
    documents: [
      {
        by: amelia,
        name: 'Workplace pension statement',
        fileName: 'Pension statement 2026.pdf',
        category: 'retirement',
        from: { organisation: 'Northgate Pensions', by: 'Northgate Pensions member services', colour: '#1d5c4d' },
        content: {
          title: 'Your pension statement',
          sections: [
            {
              heading: 'Your plan at a glance',
              paragraphs: [
                'Plan value on 5 April: £212,480. Contributions this year: £9,600 from you and £6,000 from your employer.',
                'Your selected retirement age is 65. If you and your employer keep paying in at today’s rates, your plan could provide an income of about £11,900 a year in today’s money.',
              ],
            },
          ],
        },
      },
    ],
    steps: [
      {
        by: amelia,
        goals: [
          { name: 'Retire at 62', amount: 600_000, amount_currency: 'GBP', duration: 5 },
          { name: 'Help Sophie with a house deposit', amount: 30_000, amount_currency: 'GBP', duration: 3 },
        ],
      },
    ],
  },
  {
    client: amelia,
    opens: {
      by: adam,
      body: {
        type: 'recommendation_pack_case',
        name: 'Retirement income plan',
        cover_note: 'Amelia, here is the income plan we discussed on our call. Read it through and accept it when you are happy.',
      },
    },
    documents: [
      {
        by: adam,
        name: 'Suitability report',
        fileName: 'Suitability report - Amelia Clarke.pdf',
        category: 'investment',
        note: 'Please read this before you accept the recommendation.',
        content: {
          title: 'Suitability report: your retirement income',
          sections: [
            {
              heading: 'What you asked us',
              paragraphs: [
                'You would like to stop work at 62 with an income of £38,000 a year after tax, keep your home, and leave something for your daughter. You told us you would rather accept a lower income than see large falls in the value of your savings.',
              ],
            },
            {
              heading: 'Our recommendation',
              paragraphs: [
                'Move your workplace pension into a flexible drawdown plan at 62, keeping two years of spending in a cash reserve so that you never have to sell investments after a fall.',
                'Invest the rest in a cautious managed portfolio, 40% in shares and 60% in bonds and cash, reviewed with you each year.',
                'Keep your ISA savings as a second source of tax-free income, to top up years when the markets are weak.',
              ],
            },
            {
              heading: 'The risks',
              paragraphs: [
                'The value of investments can fall as well as rise, and you may get back less than you invested. Drawing too much in the early years could mean your savings run out sooner than planned; we will check your withdrawals at every review.',
              ],
            },
          ],
        },
      },
      {
        by: adam,
        name: 'Cash-flow forecast',
        fileName: 'Cash-flow forecast.pdf',
        category: 'retirement',
        note: 'Your income and savings year by year, to age 95.',
        content: {
          title: 'Cash-flow forecast',
          sections: [
            {
              paragraphs: [
                'At 62: drawdown income £26,000, ISA withdrawals £6,000, cash reserve £76,000.',
                'At 67: your State Pension starts, about £11,500 a year; drawdown falls to £16,000.',
                'At 75: savings of about £410,000 in today’s money, if investments grow by 4% a year after charges.',
                'At 95: savings of about £120,000 in today’s money, under the same assumption.',
              ],
            },
          ],
        },
      },
      {
        by: adam,
        name: 'Platform research',
        fileName: 'Platform research.pdf',
        category: 'other',
        concealed: true,
        content: {
          title: 'Platform research',
          sections: [
            {
              paragraphs: [
                'Three platforms compared on charges for a £360,000 drawdown plan with a cautious managed portfolio; the chosen platform was the cheapest that offers a cash reserve held apart from the portfolio.',
              ],
            },
          ],
        },
      },
    ],
    steps: [{ by: adam, action: 'send' }],
  },
  {
    client: harry,
    opens: {
      by: priya,
      body: {
        type: 'recommendation_pack_case',
        name: 'Trust planning pack',
        cover_note: 'The trust arrangements we agreed, for your records.',
      },
    },
    documents: [
      {
        by: priya,
        name: 'Trust recommendation report',
        fileName: 'Trust recommendation report.pdf',
        category: 'trusts_and_estate',
        content: {
          title: 'Trust recommendation report',
          sections: [
            {
              paragraphs: [
                'We recommend placing £325,000 in a discretionary trust for your children, within your nil-rate band, so that it leaves your estate for inheritance tax after seven years.',
                'The trust will be invested in a balanced portfolio and reviewed by the trustees each year.',
              ],
            },
          ],
        },
      },
    ],
    steps: [
      { by: priya, action: 'send' },
      { by: harry, readsDocuments: true },
      { by: harry, action: 'accept', consent: true },
      { by: priya, action: 'confirm' },
    ],
  },
  {
    client: harry,
    opens: { by: harry, body: { type: 'meeting_request', message: 'Could we meet to talk about passing the London flat to my children?' } },
    documents: [
      {
        by: priya,
        name: 'Meeting agenda',
        fileName: 'Meeting agenda.pdf',
        category: 'meeting',
        note: 'What I would like us to cover. Bring the flat’s deeds if you can.',
        content: {
          title: 'Meeting agenda',
          sections: [
            {
              paragraphs: [
                '1. The flat today: its value, the mortgage and who lives there.',
                '2. Giving it now or leaving it in your will: inheritance tax and capital gains tax on each.',
                '3. Whether a trust would suit, alongside the trust we set up this year.',
              ],
            },
          ],
        },
      },
    ],
    steps: [],
  },
];
