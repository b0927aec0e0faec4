import {
  additionalCommentsSchema,
  planningObjectiveKeys,
  planningObjectiveQuestions,
  planningObjectivesSchema,
  recentLifeEventKeys,
  recentLifeEventLabels,
  recentLifeEventsSchema,
} from '@advice/domain';
import { bindFields, CheckboxAnswer, FieldGroup, TextAnswer, YesNoField } from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { type SectionFormOf, textLimits } from './section-values.ts';

const objectiveLimits = textLimits(planningObjectivesSchema.shape);
const lifeEventLimits = textLimits(recentLifeEventsSchema.shape);
const commentLimits = textLimits(additionalCommentsSchema.shape);

/** Planning objectives: the domain's free-text questions, each answered in up to 100 characters. */
export function PlanningObjectivesForm({ value, onChange }: SectionFormOf<'planningObjectives'>) {
  const text = useSectionText();
  const field = bindFields(value, onChange);
  return (
    <>
      <p className="ff-lead">{text('factFind.sections.planningObjectivesHint')}</p>
      <div className="ff-grid ff-grid--questions">
        {planningObjectiveKeys.map((key) => (
          <TextAnswer
            key={key}
            isMultiline
            {...field(key)}
            label={planningObjectiveQuestions[key]}
            description={text('factFind.field.charactersMax', { max: objectiveLimits[key] ?? 100 })}
            className="ff-short-text"
            maxLength={objectiveLimits[key]}
          />
        ))}
      </div>
    </>
  );
}

/** Recent life events: five questions, details in the client's words, and their consent to discuss them. */
export function RecentLifeEventsForm({ value, onChange }: SectionFormOf<'recentLifeEvents'>) {
  const text = useSectionText();
  const field = bindFields(value, onChange);
  return (
    <>
      <FieldGroup legend={text('factFind.sections.lifeEvents')}>
        {recentLifeEventKeys.map((key) => (
          <YesNoField key={key} {...field(key)} label={recentLifeEventLabels[key]} />
        ))}
      </FieldGroup>
      <div className="ff-grid">
        <TextAnswer
          isMultiline
          {...field('details')}
          label={text('factFind.field.lifeEventsDetails')}
          description={text('factFind.field.lifeEventsDetailsHint')}
          className="ff-wide"
          maxLength={lifeEventLimits.details}
        />
        <CheckboxAnswer {...field('discuss_all_consent')} label={text('factFind.field.discussAllConsent')} className="ff-wide" />
      </div>
    </>
  );
}

/** Additional comments: anything else, in the client's words. */
export function AdditionalCommentsForm({ value, onChange }: SectionFormOf<'additionalComments'>) {
  const text = useSectionText();
  const field = bindFields(value, onChange);
  return (
    <TextAnswer
      isMultiline
      {...field('comments')}
      label={text('factFind.field.comments')}
      description={text('factFind.field.commentsHint')}
      className="ff-comments"
      maxLength={commentLimits.comments}
    />
  );
}
