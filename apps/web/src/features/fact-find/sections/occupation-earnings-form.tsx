import { type FactFindSectionAnswers, incomeSourceTypeLabels, incomeSourceTypes, occupationEarningsSchema } from '@advice/domain';
import {
  bindFields,
  ChoiceSelect,
  type FieldsProps,
  MoneyField,
  OwnershipField,
  PersonChoice,
  RowList,
  TextAnswer,
  useSectionFields,
} from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { newOwner, newPerson, type SectionFormOf, textLimits } from './section-values.ts';

type Answers = FactFindSectionAnswers<'occupationEarnings'>;
type Occupation = Answers['occupations'][number];
type Income = Answers['incomes'][number];
type Expenditure = Answers['expenditures'][number];

const occupationSchema = occupationEarningsSchema.shape.occupations.unwrap().element;
const incomeSchema = occupationEarningsSchema.shape.incomes.unwrap().element;
const expenditureSchema = occupationEarningsSchema.shape.expenditures.unwrap().element;
const occupationLimits = textLimits(occupationSchema.shape);
const lineLimits = textLimits(incomeSchema.shape);

function OccupationFields({ at, value, onChange }: FieldsProps<Occupation>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      <PersonChoice {...field('earner')} label={text('factFind.field.earner')} className="ff-wide" />
      <TextAnswer {...field('occupation')} label={text('factFind.field.occupation')} maxLength={occupationLimits.occupation} />
      <ChoiceSelect
        {...field('type')}
        label={text('factFind.field.workType')}
        choices={incomeSourceTypes}
        labels={incomeSourceTypeLabels}
      />
      <TextAnswer {...field('employer')} label={text('factFind.field.employer')} maxLength={occupationLimits.employer} />
    </>
  );
}

function IncomeFields({ at, value, onChange }: FieldsProps<Income>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      <ChoiceSelect
        {...field('type')}
        label={text('factFind.field.incomeType')}
        choices={incomeSourceTypes}
        labels={incomeSourceTypeLabels}
      />
      <MoneyField {...field('value')} label={text('factFind.field.yearlyAmount')} />
      <TextAnswer {...field('description')} label={text('factFind.field.description')} maxLength={lineLimits.description} />
      <OwnershipField {...field('source')} label={text('factFind.field.receivedBy')} className="ff-wide" />
    </>
  );
}

function ExpenditureFields({ at, value, onChange }: FieldsProps<Expenditure>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      <TextAnswer {...field('description')} label={text('factFind.field.description')} maxLength={lineLimits.description} />
      <MoneyField {...field('value')} label={text('factFind.field.monthlyAmount')} />
      <OwnershipField {...field('source')} label={text('factFind.field.paidBy')} className="ff-wide" />
    </>
  );
}

/** Occupation and earnings: occupations, income lines (yearly) and expenditure lines (monthly). */
export function OccupationEarningsForm({ value, onChange }: SectionFormOf<'occupationEarnings'>) {
  const text = useSectionText();
  const { includePartner } = useSectionFields();
  return (
    <>
      <RowList
        pointer="/occupations"
        legend={text('factFind.sections.occupations')}
        rows={value.occupations}
        onChange={(occupations) => onChange({ ...value, occupations })}
        newRow={() => ({ ...occupationSchema.parse({}), earner: newPerson(includePartner) })}
        nouns={{
          row: (n) => text('factFind.sections.occupation', { n }),
          add: text('factFind.sections.addOccupation'),
          remove: (n) => text('factFind.sections.removeOccupation', { n }),
          empty: text('factFind.sections.occupationsEmpty'),
        }}
        renderRow={(row, at, update) => <OccupationFields at={at} value={row} onChange={update} />}
      />
      <RowList
        pointer="/incomes"
        legend={text('factFind.sections.incomes')}
        description={text('factFind.sections.incomesHint')}
        rows={value.incomes}
        onChange={(incomes) => onChange({ ...value, incomes })}
        newRow={() => ({ ...incomeSchema.parse({}), source: newOwner(includePartner) })}
        nouns={{
          row: (n) => text('factFind.sections.income', { n }),
          add: text('factFind.sections.addIncome'),
          remove: (n) => text('factFind.sections.removeIncome', { n }),
          empty: text('factFind.sections.incomesEmpty'),
        }}
        renderRow={(row, at, update) => <IncomeFields at={at} value={row} onChange={update} />}
      />
      <RowList
        pointer="/expenditures"
        legend={text('factFind.sections.expenditures')}
        description={text('factFind.sections.expendituresHint')}
        rows={value.expenditures}
        onChange={(expenditures) => onChange({ ...value, expenditures })}
        newRow={() => ({ ...expenditureSchema.parse({}), source: newOwner(includePartner) })}
        nouns={{
          row: (n) => text('factFind.sections.expenditure', { n }),
          add: text('factFind.sections.addExpenditure'),
          remove: (n) => text('factFind.sections.removeExpenditure', { n }),
          empty: text('factFind.sections.expendituresEmpty'),
        }}
        renderRow={(row, at, update) => <ExpenditureFields at={at} value={row} onChange={update} />}
      />
    </>
  );
}
