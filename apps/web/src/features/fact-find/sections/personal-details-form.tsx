import {
  dependantRelationshipLabels,
  dependantRelationships,
  type FactFindPerson,
  type FactFindSectionAnswers,
  factFindGenderLabels,
  factFindGenders,
  factFindMaritalStatuses,
  factFindMaritalStatusLabels,
  personalDetailsSchema,
} from '@advice/domain';
import { useRef } from 'react';
import {
  bindFields,
  CheckboxAnswer,
  ChoiceSelect,
  DateAnswer,
  FieldGroup,
  type FieldsProps,
  PersonFields,
  RowList,
  TextAnswer,
  WholeNumberField,
} from '../fact-find-fields.tsx';
import { ageBounds } from './number-text.ts';
import { useSectionText } from './section-text.ts';
import { type SectionFormOf, textLimits, withDefaults } from './section-values.ts';

type Answers = FactFindSectionAnswers<'personalDetails'>;
type Person = Answers['client'];
type Dependant = Answers['dependants'][number];

const personLimits = textLimits(personalDetailsSchema.shape.client.unwrap().shape);
const dependantSchema = personalDetailsSchema.shape.dependants.unwrap().element;
const dependantLimits = textLimits(dependantSchema.shape);
const blankPerson: Person = withDefaults('personalDetails', {}).client;

/** The person's one-line answers that carry an autofill token. */
type TextKey = 'title' | 'first_name' | 'last_name' | 'phone' | 'street' | 'apartment' | 'city' | 'postcode' | 'country';

/** Browsers may fill in the client's own details; the partner's are someone else's. */
const autofill = (person: FactFindPerson, token: string) => (person === 'client' ? token : 'off');

/** One person's details: name, gender, birth date, marital status, national ID number, phone and address. */
function PersonDetails({ person, at, value, onChange }: FieldsProps<Person> & { person: FactFindPerson }) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  const textField = (key: TextKey, label: string, token: string, type: 'text' | 'tel' = 'text') => (
    <TextAnswer {...field(key)} label={label} type={type} autoComplete={autofill(person, token)} maxLength={personLimits[key]} />
  );
  return (
    <>
      {textField('title', text('factFind.field.title'), 'honorific-prefix')}
      {textField('first_name', text('factFind.field.firstName'), 'given-name')}
      {textField('last_name', text('factFind.field.lastName'), 'family-name')}
      <ChoiceSelect {...field('gender')} label={text('factFind.field.gender')} choices={factFindGenders} labels={factFindGenderLabels} />
      <DateAnswer {...field('birth_date')} label={text('factFind.field.birthDate')} />
      <ChoiceSelect
        {...field('marital_status')}
        label={text('factFind.field.maritalStatus')}
        choices={factFindMaritalStatuses}
        labels={factFindMaritalStatusLabels}
      />
      <TextAnswer
        {...field('national_id_number')}
        label={text('factFind.field.nationalIdNumber')}
        description={text('factFind.field.nationalIdNumberHint')}
        autoComplete="off"
        maxLength={personLimits.national_id_number}
      />
      {textField('phone', text('factFind.field.phone'), 'tel', 'tel')}
      <fieldset className="ff-address ff-wide">
        <legend className="ff-choice__legend">{text('factFind.field.address')}</legend>
        <div className="ff-grid">
          {textField('street', text('factFind.field.street'), 'address-line1')}
          {textField('apartment', text('factFind.field.apartment'), 'address-line2')}
          {textField('city', text('factFind.field.city'), 'address-level2')}
          {textField('postcode', text('factFind.field.postcode'), 'postal-code')}
          {textField('country', text('factFind.field.country'), 'country-name')}
        </div>
      </fieldset>
    </>
  );
}

function DependantFields({ at, value, onChange }: FieldsProps<Dependant>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      <TextAnswer {...field('name')} label={text('factFind.field.fullName')} autoComplete="off" maxLength={dependantLimits.name} />
      <ChoiceSelect
        {...field('relationship')}
        label={text('factFind.field.relationship')}
        choices={dependantRelationships}
        labels={dependantRelationshipLabels}
      />
      <WholeNumberField {...field('age')} label={text('factFind.field.age')} bounds={ageBounds} />
      <WholeNumberField {...field('until_age')} label={text('factFind.field.untilAge')} bounds={ageBounds} />
    </>
  );
}

/**
 * Personal details: whether a partner is included, the client's and the partner's details, dependants,
 * and the consent of the people named (asked once a partner or a dependant is named).
 */
export function PersonalDetailsForm({ value, onChange }: SectionFormOf<'personalDetails'>) {
  const text = useSectionText();
  const field = bindFields(value, onChange);
  // Turning the partner off and on again within one visit gives back what was typed for them.
  const keptPartner = useRef<Person | null>(value.partner);
  const includePartner = (isIncluded: boolean) => {
    if (value.partner) keptPartner.current = value.partner;
    onChange({ ...value, include_partner: isIncluded, partner: isIncluded ? (value.partner ?? keptPartner.current ?? blankPerson) : null });
  };
  const isNamingOthers = value.include_partner || value.dependants.length > 0;
  return (
    <>
      <CheckboxAnswer
        pointer="/include_partner"
        label={text('factFind.field.includePartner')}
        description={text('factFind.field.includePartnerHint')}
        value={value.include_partner}
        onChange={includePartner}
      />
      <PersonFields value={value} onChange={onChange} blank={blankPerson}>
        {(fields, person) => <PersonDetails person={person} {...fields} />}
      </PersonFields>
      <RowList
        pointer="/dependants"
        legend={text('factFind.sections.dependants')}
        description={text('factFind.sections.dependantsHint')}
        rows={value.dependants}
        onChange={(dependants) => onChange({ ...value, dependants })}
        newRow={() => dependantSchema.parse({})}
        nouns={{
          row: (n) => text('factFind.sections.dependant', { n }),
          add: text('factFind.sections.addDependant'),
          remove: (n) => text('factFind.sections.removeDependant', { n }),
          empty: text('factFind.sections.dependantsEmpty'),
        }}
        renderRow={(row, at, update) => <DependantFields at={at} value={row} onChange={update} />}
      />
      {isNamingOthers ? (
        <FieldGroup legend={text('factFind.sections.consent')}>
          <CheckboxAnswer
            {...field('connected_people_consent')}
            className="ff-wide"
            label={text('factFind.field.connectedPeopleConsent')}
            description={text('factFind.field.connectedPeopleConsentHint')}
          />
        </FieldGroup>
      ) : null}
    </>
  );
}
