import {
  type FactFindPerson,
  type FactFindSectionAnswers,
  investmentTaxPlanSchema,
  isaTypeLabels,
  isaTypes,
  pensionBenefitTimingLabels,
  pensionBenefitTimings,
} from '@advice/domain';
import {
  ChoiceSelect,
  FieldGroup,
  MoneyField,
  PersonChoice,
  PersonColumns,
  RowList,
  TextAnswer,
  useSectionFields,
  YesNoField,
} from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { newPerson, personOf, type SectionFormOf, textLimits, withDefaults, withPerson } from './section-values.ts';
import type { FactFindSectionsTextKey } from './sections.catalogue.ts';

type Answers = FactFindSectionAnswers<'investmentTaxPlan'>;
type Isa = Answers['isas'][number];
type TaxPlanPerson = Answers['client'];

const isaSchema = investmentTaxPlanSchema.shape.isas.unwrap().element;
const limits = textLimits(investmentTaxPlanSchema.shape);
const blankTaxPlan: TaxPlanPerson = withDefaults('investmentTaxPlan', {}).client;

type MoneyKey = 'interest' | 'dividends' | 'expected_capital_gains' | 'pension_contributions' | 'gifts';
type AnswerKey = 'capital_gains_allowance_used' | 'will_made' | 'inheritances' | 'lasting_power_of_attorney';

/** Each person's questions in the order an adviser asks them: savings, gains, pensions, then estate. */
const personQuestions: ReadonlyArray<
  | { kind: 'money'; key: MoneyKey; label: FactFindSectionsTextKey }
  | { kind: 'yesNo'; key: AnswerKey; label: FactFindSectionsTextKey }
  | { kind: 'pension' }
> = [
  { kind: 'money', key: 'interest', label: 'factFind.field.interest' },
  { kind: 'money', key: 'dividends', label: 'factFind.field.dividends' },
  { kind: 'money', key: 'expected_capital_gains', label: 'factFind.field.expectedCapitalGains' },
  { kind: 'yesNo', key: 'capital_gains_allowance_used', label: 'factFind.field.capitalGainsAllowanceUsed' },
  { kind: 'money', key: 'pension_contributions', label: 'factFind.field.pensionContributions' },
  { kind: 'pension' },
  { kind: 'money', key: 'gifts', label: 'factFind.field.gifts' },
  { kind: 'yesNo', key: 'will_made', label: 'factFind.field.willMade' },
  { kind: 'yesNo', key: 'inheritances', label: 'factFind.field.inheritances' },
  { kind: 'yesNo', key: 'lasting_power_of_attorney', label: 'factFind.field.lastingPowerOfAttorney' },
];

function TaxPlanFields({
  person,
  value,
  onChange,
}: {
  person: FactFindPerson;
  value: TaxPlanPerson;
  onChange: (next: TaxPlanPerson) => void;
}) {
  const text = useSectionText();
  return personQuestions.map((question) => {
    if (question.kind === 'pension')
      return (
        <ChoiceSelect
          key="pension_benefits"
          pointer={`/${person}/pension_benefits`}
          label={text('factFind.field.pensionBenefits')}
          choices={pensionBenefitTimings}
          labels={pensionBenefitTimingLabels}
          value={value.pension_benefits}
          onChange={(pension_benefits) => onChange({ ...value, pension_benefits })}
        />
      );
    const pointer = `/${person}/${question.key}`;
    return question.kind === 'money' ? (
      <MoneyField
        key={question.key}
        pointer={pointer}
        label={text(question.label)}
        value={value[question.key]}
        onChange={(next) => onChange({ ...value, [question.key]: next })}
      />
    ) : (
      <YesNoField
        key={question.key}
        pointer={pointer}
        label={text(question.label)}
        value={value[question.key]}
        onChange={(next) => onChange({ ...value, [question.key]: next })}
      />
    );
  });
}

function IsaFields({ at, value, onChange }: { at: string; value: Isa; onChange: (next: Isa) => void }) {
  const text = useSectionText();
  return (
    <>
      <ChoiceSelect
        pointer={`${at}/type`}
        label={text('factFind.field.isaType')}
        choices={isaTypes}
        labels={isaTypeLabels}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
      />
      <MoneyField
        pointer={`${at}/amount`}
        label={text('factFind.field.isaAmount')}
        value={value.amount}
        onChange={(amount) => onChange({ ...value, amount })}
      />
      <PersonChoice
        pointer={`${at}/investor`}
        label={text('factFind.field.investor')}
        className="ff-wide"
        value={value.investor}
        onChange={(investor) => onChange({ ...value, investor })}
      />
    </>
  );
}

/** Investment and tax planning: emergency funds, ISAs, appetite and experience, and each person's tax-planning questions. */
export function InvestmentTaxPlanForm({ value, onChange }: SectionFormOf<'investmentTaxPlan'>) {
  const text = useSectionText();
  const { includePartner } = useSectionFields();
  return (
    <>
      <FieldGroup legend={text('factFind.sections.emergencyFunds')}>
        <MoneyField
          pointer="/emergency_funds"
          label={text('factFind.field.emergencyFunds')}
          description={text('factFind.field.emergencyFundsHint')}
          value={value.emergency_funds}
          onChange={(emergency_funds) => onChange({ ...value, emergency_funds })}
        />
        <MoneyField
          pointer="/extra_emergency_funds"
          label={text('factFind.field.extraEmergencyFunds')}
          description={text('factFind.field.extraEmergencyFundsHint')}
          value={value.extra_emergency_funds}
          onChange={(extra_emergency_funds) => onChange({ ...value, extra_emergency_funds })}
        />
      </FieldGroup>
      <RowList
        pointer="/isas"
        legend={text('factFind.sections.isas')}
        description={text('factFind.sections.isasHint')}
        rows={value.isas}
        onChange={(isas) => onChange({ ...value, isas })}
        newRow={() => ({ ...isaSchema.parse({}), investor: newPerson(includePartner) })}
        nouns={{
          row: (n) => text('factFind.sections.isa', { n }),
          add: text('factFind.sections.addIsa'),
          remove: (n) => text('factFind.sections.removeIsa', { n }),
          empty: text('factFind.sections.isasEmpty'),
        }}
        renderRow={(row, at, update) => <IsaFields at={at} value={row} onChange={update} />}
      />
      <FieldGroup legend={text('factFind.sections.investing')}>
        <YesNoField
          pointer="/higher_risk_schemes"
          label={text('factFind.field.higherRiskSchemes')}
          className="ff-wide"
          value={value.higher_risk_schemes}
          onChange={(higher_risk_schemes) => onChange({ ...value, higher_risk_schemes })}
        />
        <TextAnswer
          isMultiline
          pointer="/investment_experience"
          label={text('factFind.field.investmentExperience')}
          description={text('factFind.field.investmentExperienceHint')}
          className="ff-wide"
          maxLength={limits.investment_experience}
          value={value.investment_experience}
          onChange={(investment_experience) => onChange({ ...value, investment_experience })}
        />
      </FieldGroup>
      <FieldGroup legend={text('factFind.sections.taxPlanning')}>
        <PersonColumns className="ff-wide">
          {(person) => (
            <TaxPlanFields
              person={person}
              value={personOf(value, person, blankTaxPlan)}
              onChange={(next) => onChange(withPerson(value, person, next))}
            />
          )}
        </PersonColumns>
      </FieldGroup>
    </>
  );
}
