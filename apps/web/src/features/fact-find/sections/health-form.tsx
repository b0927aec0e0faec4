import { type FactFindPerson, type FactFindSectionAnswers, healthSchema, healthTypeLabels, healthTypes } from '@advice/domain';
import { PersonColumns, TextAnswer, YesNoField } from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { personOf, type SectionFormOf, textLimits, withDefaults, withPerson } from './section-values.ts';

type HealthPerson = FactFindSectionAnswers<'health'>['client'];

const blankHealth: HealthPerson = withDefaults('health', {}).client;
const healthLimits = textLimits(healthSchema.shape.client.unwrap().shape);

function HealthFields({
  person,
  value,
  onChange,
}: {
  person: FactFindPerson;
  value: HealthPerson;
  onChange: (next: HealthPerson) => void;
}) {
  const text = useSectionText();
  return (
    <>
      {healthTypes.map((key) => (
        <YesNoField
          key={key}
          pointer={`/${person}/${key}`}
          label={healthTypeLabels[key]}
          value={value[key]}
          onChange={(answer) => onChange({ ...value, [key]: answer })}
        />
      ))}
      <TextAnswer
        isMultiline
        pointer={`/${person}/comment`}
        label={text('factFind.field.healthComment')}
        description={text('factFind.field.healthCommentHint')}
        className="ff-wide"
        maxLength={healthLimits.comment}
        value={value.comment}
        onChange={(comment) => onChange({ ...value, comment })}
      />
    </>
  );
}

/** Health: four questions and a comment, for the client and (when included) the partner. */
export function HealthForm({ value, onChange }: SectionFormOf<'health'>) {
  return (
    <PersonColumns>
      {(person) => (
        <HealthFields
          person={person}
          value={personOf(value, person, blankHealth)}
          onChange={(next) => onChange(withPerson(value, person, next))}
        />
      )}
    </PersonColumns>
  );
}
