import { type FactFindSectionAnswers, protectionSchema, protectionTypeLabels, protectionTypes } from '@advice/domain';
import {
  ChoiceSelect,
  FieldGroup,
  MoneyField,
  OwnershipField,
  RowList,
  TextAnswer,
  useSectionFields,
  WholeNumberField,
} from '../fact-find-fields.tsx';
import { yearsBounds } from './number-text.ts';
import { useSectionText } from './section-text.ts';
import { newOwner, type SectionFormOf, textLimits } from './section-values.ts';

type Answers = FactFindSectionAnswers<'protection'>;
type Policy = Answers['policies'][number];

const policySchema = protectionSchema.shape.policies.unwrap().element;
const policyLimits = textLimits(policySchema.shape);

function PolicyFields({ at, value, onChange }: { at: string; value: Policy; onChange: (next: Policy) => void }) {
  const text = useSectionText();
  return (
    <>
      <ChoiceSelect
        pointer={`${at}/type`}
        label={text('factFind.field.protectionType')}
        choices={protectionTypes}
        labels={protectionTypeLabels}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
      />
      <TextAnswer
        pointer={`${at}/provider_name`}
        label={text('factFind.field.provider')}
        maxLength={policyLimits.provider_name}
        value={value.provider_name}
        onChange={(provider_name) => onChange({ ...value, provider_name })}
      />
      <TextAnswer
        pointer={`${at}/policy_number`}
        label={text('factFind.field.policyNumber')}
        maxLength={policyLimits.policy_number}
        value={value.policy_number}
        onChange={(policy_number) => onChange({ ...value, policy_number })}
      />
      <MoneyField
        pointer={`${at}/cover_amount`}
        label={text('factFind.field.coverAmount')}
        value={value.cover_amount}
        onChange={(cover_amount) => onChange({ ...value, cover_amount })}
      />
      <MoneyField
        pointer={`${at}/regular_premium`}
        label={text('factFind.field.regularPremium')}
        value={value.regular_premium}
        onChange={(regular_premium) => onChange({ ...value, regular_premium })}
      />
      <OwnershipField
        pointer={`${at}/owner`}
        label={text('factFind.field.owner')}
        className="ff-wide"
        value={value.owner}
        onChange={(owner) => onChange({ ...value, owner })}
      />
    </>
  );
}

/** Protection: the policies in force, and what would be needed on death and on serious illness. */
export function ProtectionForm({ value, onChange }: SectionFormOf<'protection'>) {
  const text = useSectionText();
  const { includePartner } = useSectionFields();
  const death = value.needs_on_death;
  const illness = value.needs_on_illness;
  const setDeath = (next: Partial<Answers['needs_on_death']>) => onChange({ ...value, needs_on_death: { ...death, ...next } });
  const setIllness = (next: Partial<Answers['needs_on_illness']>) => onChange({ ...value, needs_on_illness: { ...illness, ...next } });
  return (
    <>
      <RowList
        pointer="/policies"
        legend={text('factFind.sections.policies')}
        rows={value.policies}
        onChange={(policies) => onChange({ ...value, policies })}
        newRow={() => ({ ...policySchema.parse({}), owner: newOwner(includePartner) })}
        nouns={{
          row: (n) => text('factFind.sections.policy', { n }),
          add: text('factFind.sections.addPolicy'),
          remove: (n) => text('factFind.sections.removePolicy', { n }),
          empty: text('factFind.sections.policiesEmpty'),
        }}
        renderRow={(row, at, update) => <PolicyFields at={at} value={row} onChange={update} />}
      />
      <FieldGroup legend={text('factFind.sections.needsOnDeath')} description={text('factFind.sections.needsOnDeathHint')}>
        <MoneyField
          pointer="/needs_on_death/capital"
          label={text('factFind.field.capitalNeeded')}
          value={death.capital}
          onChange={(capital) => setDeath({ capital })}
        />
        <MoneyField
          pointer="/needs_on_death/annual_income"
          label={text('factFind.field.annualIncomeNeeded')}
          value={death.annual_income}
          onChange={(annual_income) => setDeath({ annual_income })}
        />
        <WholeNumberField
          pointer="/needs_on_death/years"
          label={text('factFind.field.yearsNeeded')}
          bounds={yearsBounds}
          value={death.years}
          onChange={(years) => setDeath({ years })}
        />
      </FieldGroup>
      <FieldGroup legend={text('factFind.sections.needsOnIllness')} description={text('factFind.sections.needsOnIllnessHint')}>
        <MoneyField
          pointer="/needs_on_illness/capital"
          label={text('factFind.field.capitalNeeded')}
          value={illness.capital}
          onChange={(capital) => setIllness({ capital })}
        />
        <MoneyField
          pointer="/needs_on_illness/short_term_income"
          label={text('factFind.field.shortTermIncome')}
          value={illness.short_term_income}
          onChange={(short_term_income) => setIllness({ short_term_income })}
        />
        <MoneyField
          pointer="/needs_on_illness/long_term_income"
          label={text('factFind.field.longTermIncome')}
          value={illness.long_term_income}
          onChange={(long_term_income) => setIllness({ long_term_income })}
        />
      </FieldGroup>
    </>
  );
}
