import {
  type FactFindSectionAnswers,
  investmentTaxPlanSchema,
  isaTypeLabels,
  isaTypes,
  pensionBenefitTimingLabels,
  pensionBenefitTimings,
} from '@advice/domain';
import {
  bindFields,
  ChoiceSelect,
  FieldGroup,
  type FieldsProps,
  MoneyField,
  PersonChoice,
  PersonFields,
  RowList,
  TextAnswer,
  useSectionFields,
  YesNoField,
} from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { newPerson, type SectionFormOf, textLimits, withDefaults } from './section-values.ts';

type Answers = FactFindSectionAnswers<'investmentTaxPlan'>;
type Isa = Answers['isas'][number];
type TaxPlanPerson = Answers['client'];

const isaSchema = investmentTaxPlanSchema.shape.isas.unwrap().element;
const limits = textLimits(investmentTaxPlanSchema.shape);
const blankTaxPlan: TaxPlanPerson = withDefaults('investmentTaxPlan', {}).client;

/** Each person's questions in the order an adviser asks them: savings, gains, pensions, then estate. */
function TaxPlanFields({ at, value, onChange }: FieldsProps<TaxPlanPerson>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      <MoneyField {...field('interest')} label={text('factFind.field.interest')} />
      <MoneyField {...field('dividends')} label={text('factFind.field.dividends')} />
      <MoneyField {...field('expected_capital_gains')} label={text('factFind.field.expectedCapitalGains')} />
      <YesNoField {...field('capital_gains_allowance_used')} label={text('factFind.field.capitalGainsAllowanceUsed')} />
      <MoneyField {...field('pension_contributions')} label={text('factFind.field.pensionContributions')} />
      <ChoiceSelect
        {...field('pension_benefits')}
        label={text('factFind.field.pensionBenefits')}
        choices={pensionBenefitTimings}
        labels={pensionBenefitTimingLabels}
      />
      <MoneyField {...field('gifts')} label={text('factFind.field.gifts')} />
      <YesNoField {...field('will_made')} label={text('factFind.field.willMade')} />
      <YesNoField {...field('inheritances')} label={text('factFind.field.inheritances')} />
      <YesNoField {...field('lasting_power_of_attorney')} label={text('factFind.field.lastingPowerOfAttorney')} />
    </>
  );
}

function IsaFields({ at, value, onChange }: FieldsProps<Isa>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      <ChoiceSelect {...field('type')} label={text('factFind.field.isaType')} choices={isaTypes} labels={isaTypeLabels} />
      <MoneyField {...field('amount')} label={text('factFind.field.isaAmount')} />
      <PersonChoice {...field('investor')} label={text('factFind.field.investor')} className="ff-wide" />
    </>
  );
}

/** Investment and tax planning: emergency funds, ISAs, appetite and experience, and each person's tax-planning questions. */
export function InvestmentTaxPlanForm({ value, onChange }: SectionFormOf<'investmentTaxPlan'>) {
  const text = useSectionText();
  const { includePartner } = useSectionFields();
  const field = bindFields(value, onChange);
  return (
    <>
      <FieldGroup legend={text('factFind.sections.emergencyFunds')}>
        <MoneyField
          {...field('emergency_funds')}
          label={text('factFind.field.emergencyFunds')}
          description={text('factFind.field.emergencyFundsHint')}
        />
        <MoneyField
          {...field('extra_emergency_funds')}
          label={text('factFind.field.extraEmergencyFunds')}
          description={text('factFind.field.extraEmergencyFundsHint')}
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
        <YesNoField {...field('higher_risk_schemes')} label={text('factFind.field.higherRiskSchemes')} className="ff-wide" />
        <TextAnswer
          isMultiline
          {...field('investment_experience')}
          label={text('factFind.field.investmentExperience')}
          description={text('factFind.field.investmentExperienceHint')}
          className="ff-wide"
          maxLength={limits.investment_experience}
        />
      </FieldGroup>
      <FieldGroup legend={text('factFind.sections.taxPlanning')}>
        <PersonFields value={value} onChange={onChange} blank={blankTaxPlan} className="ff-wide">
          {(fields) => <TaxPlanFields {...fields} />}
        </PersonFields>
      </FieldGroup>
    </>
  );
}
