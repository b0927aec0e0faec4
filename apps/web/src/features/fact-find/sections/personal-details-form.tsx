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
  CheckboxAnswer,
  ChoiceSelect,
  DateAnswer,
  FieldGroup,
  PersonColumns,
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

/** Browsers may fill in the client's own details; the partner's are someone else's. */
const autofill = (person: FactFindPerson, token: string) => (person === 'client' ? token : 'off');

/** One person's details: name, gender, birth date, marital status, national ID number, phone and address. */
function PersonDetails({ person, value, onChange }: { person: FactFindPerson; value: Person; onChange: (next: Person) => void }) {
  const text = useSectionText();
  const at = (field: keyof Person) => `/${person}/${field}`;
  const textField = (field: keyof Person & keyof typeof personLimits, label: string, token: string, type: 'text' | 'tel' = 'text') => (
    <TextAnswer
      pointer={at(field)}
      label={label}
      type={type}
      autoComplete={autofill(person, token)}
      maxLength={personLimits[field]}
      value={value[field] as string}
      onChange={(next) => onChange({ ...value, [field]: next })}
    />
  );
  return (
    <>
      {textField('title', text('factFind.field.title'), 'honorific-prefix')}
      {textField('first_name', text('factFind.field.firstName'), 'given-name')}
      {textField('last_name', text('factFind.field.lastName'), 'family-name')}
      <ChoiceSelect
        pointer={at('gender')}
        label={text('factFind.field.gender')}
        choices={factFindGenders}
        labels={factFindGenderLabels}
        value={value.gender}
        onChange={(gender) => onChange({ ...value, gender })}
      />
      <DateAnswer
        pointer={at('birth_date')}
        label={text('factFind.field.birthDate')}
        value={value.birth_date}
        onChange={(birth_date) => onChange({ ...value, birth_date })}
      />
      <ChoiceSelect
        pointer={at('marital_status')}
        label={text('factFind.field.maritalStatus')}
        choices={factFindMaritalStatuses}
        labels={factFindMaritalStatusLabels}
        value={value.marital_status}
        onChange={(marital_status) => onChange({ ...value, marital_status })}
      />
      <TextAnswer
        pointer={at('national_id_number')}
        label={text('factFind.field.nationalIdNumber')}
        description={text('factFind.field.nationalIdNumberHint')}
        autoComplete="off"
        maxLength={personLimits.national_id_number}
        value={value.national_id_number}
        onChange={(national_id_number) => onChange({ ...value, national_id_number })}
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

function DependantFields({ at, value, onChange }: { at: string; value: Dependant; onChange: (next: Dependant) => void }) {
  const text = useSectionText();
  return (
    <>
      <TextAnswer
        pointer={`${at}/name`}
        label={text('factFind.field.fullName')}
        autoComplete="off"
        maxLength={dependantLimits.name}
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
      />
      <ChoiceSelect
        pointer={`${at}/relationship`}
        label={text('factFind.field.relationship')}
        choices={dependantRelationships}
        labels={dependantRelationshipLabels}
        value={value.relationship}
        onChange={(relationship) => onChange({ ...value, relationship })}
      />
      <WholeNumberField
        pointer={`${at}/age`}
        label={text('factFind.field.age')}
        bounds={ageBounds}
        value={value.age}
        onChange={(age) => onChange({ ...value, age })}
      />
      <WholeNumberField
        pointer={`${at}/until_age`}
        label={text('factFind.field.untilAge')}
        bounds={ageBounds}
        value={value.until_age}
        onChange={(until_age) => onChange({ ...value, until_age })}
      />
    </>
  );
}

/**
 * Personal details: whether a partner is included, the client's and the partner's details, dependants,
 * and the consent of the people named (asked once a partner or a dependant is named).
 */
export function PersonalDetailsForm({ value, onChange }: SectionFormOf<'personalDetails'>) {
  const text = useSectionText();
  // Turning the partner off and on again within one visit gives back what was typed for them.
  const keptPartner = useRef<Person | null>(value.partner);
  const includePartner = (isIncluded: boolean) => {
    if (value.partner) keptPartner.current = value.partner;
    onChange({ ...value, include_partner: isIncluded, partner: isIncluded ? (value.partner ?? keptPartner.current ?? blankPerson) : null });
  };
  const setPerson = (person: FactFindPerson, next: Person) =>
    onChange(person === 'client' ? { ...value, client: next } : { ...value, partner: next });
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
      <PersonColumns>
        {(person) => (
          <PersonDetails
            person={person}
            value={person === 'client' ? value.client : (value.partner ?? blankPerson)}
            onChange={(next) => setPerson(person, next)}
          />
        )}
      </PersonColumns>
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
            pointer="/connected_people_consent"
            className="ff-wide"
            label={text('factFind.field.connectedPeopleConsent')}
            description={text('factFind.field.connectedPeopleConsentHint')}
            value={value.connected_people_consent}
            onChange={(connected_people_consent) => onChange({ ...value, connected_people_consent })}
          />
        </FieldGroup>
      ) : null}
    </>
  );
}
