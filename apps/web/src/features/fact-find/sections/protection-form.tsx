import { type FactFindSectionAnswers, protectionSchema, protectionTypeLabels, protectionTypes } from '@advice/domain';
import {
  bindFields,
  ChoiceSelect,
  FieldGroup,
  type FieldsProps,
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

function PolicyFields({ at, value, onChange }: FieldsProps<Policy>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      <ChoiceSelect
        {...field('type')}
        label={text('factFind.field.protectionType')}
        choices={protectionTypes}
        labels={protectionTypeLabels}
      />
      <TextAnswer {...field('provider_name')} label={text('factFind.field.provider')} maxLength={policyLimits.provider_name} />
      <TextAnswer {...field('policy_number')} label={text('factFind.field.policyNumber')} maxLength={policyLimits.policy_number} />
      <MoneyField {...field('cover_amount')} label={text('factFind.field.coverAmount')} />
      <MoneyField {...field('regular_premium')} label={text('factFind.field.regularPremium')} />
      <OwnershipField {...field('owner')} label={text('factFind.field.owner')} className="ff-wide" />
    </>
  );
}

/** Protection: the policies in force, and what would be needed on death and on serious illness. */
export function ProtectionForm({ value, onChange }: SectionFormOf<'protection'>) {
  const text = useSectionText();
  const { includePartner } = useSectionFields();
  const field = bindFields(value, onChange);
  const death = field('needs_on_death');
  const deathNeeds = bindFields(death.value, death.onChange, death.pointer);
  const illness = field('needs_on_illness');
  const illnessNeeds = bindFields(illness.value, illness.onChange, illness.pointer);
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
        <MoneyField {...deathNeeds('capital')} label={text('factFind.field.capitalNeeded')} />
        <MoneyField {...deathNeeds('annual_income')} label={text('factFind.field.annualIncomeNeeded')} />
        <WholeNumberField {...deathNeeds('years')} label={text('factFind.field.yearsNeeded')} bounds={yearsBounds} />
      </FieldGroup>
      <FieldGroup legend={text('factFind.sections.needsOnIllness')} description={text('factFind.sections.needsOnIllnessHint')}>
        <MoneyField {...illnessNeeds('capital')} label={text('factFind.field.capitalNeeded')} />
        <MoneyField {...illnessNeeds('short_term_income')} label={text('factFind.field.shortTermIncome')} />
        <MoneyField {...illnessNeeds('long_term_income')} label={text('factFind.field.longTermIncome')} />
      </FieldGroup>
    </>
  );
}
