import { type FactFindSectionAnswers, healthSchema, healthTypeLabels, healthTypes } from '@advice/domain';
import { bindFields, type FieldsProps, PersonFields, TextAnswer, YesNoField } from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { type SectionFormOf, textLimits, withDefaults } from './section-values.ts';

type HealthPerson = FactFindSectionAnswers<'health'>['client'];

const blankHealth: HealthPerson = withDefaults('health', {}).client;
const healthLimits = textLimits(healthSchema.shape.client.unwrap().shape);

function HealthFields({ at, value, onChange }: FieldsProps<HealthPerson>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      {healthTypes.map((key) => (
        <YesNoField key={key} {...field(key)} label={healthTypeLabels[key]} />
      ))}
      <TextAnswer
        isMultiline
        {...field('comment')}
        label={text('factFind.field.healthComment')}
        description={text('factFind.field.healthCommentHint')}
        className="ff-wide"
        maxLength={healthLimits.comment}
      />
    </>
  );
}

/** Health: four questions and a comment, for the client and (when included) the partner. */
export function HealthForm({ value, onChange }: SectionFormOf<'health'>) {
  return (
    <PersonFields value={value} onChange={onChange} blank={blankHealth}>
      {(fields) => <HealthFields {...fields} />}
    </PersonFields>
  );
}
