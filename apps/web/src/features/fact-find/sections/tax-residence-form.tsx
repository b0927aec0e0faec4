import {
  type FactFindPerson,
  type FactFindSectionAnswers,
  highestRateLabels,
  highestRates,
  residenceCountries,
  residenceCountryLabels,
} from '@advice/domain';
import { ChoiceSelect, DateAnswer, MoneyField, PersonColumns, YesNoField } from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { personOf, type SectionFormOf, withDefaults, withPerson } from './section-values.ts';

type TaxPerson = FactFindSectionAnswers<'taxResidence'>['client'];

const blankTaxPerson: TaxPerson = withDefaults('taxResidence', {}).client;

function TaxPersonFields({ person, value, onChange }: { person: FactFindPerson; value: TaxPerson; onChange: (next: TaxPerson) => void }) {
  const text = useSectionText();
  const at = (field: keyof TaxPerson) => `/${person}/${field}`;
  return (
    <>
      <ChoiceSelect
        pointer={at('country_of_residence')}
        label={text('factFind.field.countryOfResidence')}
        choices={residenceCountries}
        labels={residenceCountryLabels}
        value={value.country_of_residence}
        onChange={(country_of_residence) => onChange({ ...value, country_of_residence })}
      />
      <YesNoField
        pointer={at('pays_uk_income_tax')}
        label={text('factFind.field.paysUkIncomeTax')}
        value={value.pays_uk_income_tax}
        onChange={(pays_uk_income_tax) => onChange({ ...value, pays_uk_income_tax })}
      />
      <ChoiceSelect
        pointer={at('highest_rate')}
        label={text('factFind.field.highestRate')}
        choices={highestRates}
        labels={highestRateLabels}
        value={value.highest_rate}
        onChange={(highest_rate) => onChange({ ...value, highest_rate })}
      />
      <MoneyField
        pointer={at('income_tax_value')}
        label={text('factFind.field.incomeTaxValue')}
        value={value.income_tax_value}
        onChange={(income_tax_value) => onChange({ ...value, income_tax_value })}
      />
      <YesNoField
        pointer={at('born_in_uk')}
        label={text('factFind.field.bornInUk')}
        value={value.born_in_uk}
        onChange={(born_in_uk) => onChange({ ...value, born_in_uk })}
      />
      <YesNoField
        pointer={at('domiciled')}
        label={text('factFind.field.domiciled')}
        value={value.domiciled}
        onChange={(domiciled) => onChange({ ...value, domiciled })}
      />
      <DateAnswer
        pointer={at('arrival_date')}
        label={text('factFind.field.arrivalDate')}
        description={text('factFind.field.arrivalDateHint')}
        value={value.arrival_date}
        onChange={(arrival_date) => onChange({ ...value, arrival_date })}
      />
    </>
  );
}

/** Tax and residence, for the client and (when included) the partner. */
export function TaxResidenceForm({ value, onChange }: SectionFormOf<'taxResidence'>) {
  return (
    <PersonColumns>
      {(person) => (
        <TaxPersonFields
          person={person}
          value={personOf(value, person, blankTaxPerson)}
          onChange={(next) => onChange(withPerson(value, person, next))}
        />
      )}
    </PersonColumns>
  );
}
