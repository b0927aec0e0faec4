import { type FactFindSectionAnswers, highestRateLabels, highestRates, residenceCountries, residenceCountryLabels } from '@advice/domain';
import { bindFields, ChoiceSelect, DateAnswer, type FieldsProps, MoneyField, PersonFields, YesNoField } from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { type SectionFormOf, withDefaults } from './section-values.ts';

type TaxPerson = FactFindSectionAnswers<'taxResidence'>['client'];

const blankTaxPerson: TaxPerson = withDefaults('taxResidence', {}).client;

function TaxPersonFields({ at, value, onChange }: FieldsProps<TaxPerson>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      <ChoiceSelect
        {...field('country_of_residence')}
        label={text('factFind.field.countryOfResidence')}
        choices={residenceCountries}
        labels={residenceCountryLabels}
      />
      <YesNoField {...field('pays_uk_income_tax')} label={text('factFind.field.paysUkIncomeTax')} />
      <ChoiceSelect
        {...field('highest_rate')}
        label={text('factFind.field.highestRate')}
        choices={highestRates}
        labels={highestRateLabels}
      />
      <MoneyField {...field('income_tax_value')} label={text('factFind.field.incomeTaxValue')} />
      <YesNoField {...field('born_in_uk')} label={text('factFind.field.bornInUk')} />
      <YesNoField {...field('domiciled')} label={text('factFind.field.domiciled')} />
      <DateAnswer
        {...field('arrival_date')}
        label={text('factFind.field.arrivalDate')}
        description={text('factFind.field.arrivalDateHint')}
      />
    </>
  );
}

/** Tax and residence, for the client and (when included) the partner. */
export function TaxResidenceForm({ value, onChange }: SectionFormOf<'taxResidence'>) {
  return (
    <PersonFields value={value} onChange={onChange} blank={blankTaxPerson}>
      {(fields) => <TaxPersonFields {...fields} />}
    </PersonFields>
  );
}
