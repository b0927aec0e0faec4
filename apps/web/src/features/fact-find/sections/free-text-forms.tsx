import {
  additionalCommentsSchema,
  planningObjectiveKeys,
  planningObjectiveQuestions,
  planningObjectivesSchema,
  recentLifeEventKeys,
  recentLifeEventLabels,
  recentLifeEventsSchema,
} from '@advice/domain';
import { CheckboxAnswer, FieldGroup, TextAnswer, YesNoField } from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { type SectionFormOf, textLimits } from './section-values.ts';

const objectiveLimits = textLimits(planningObjectivesSchema.shape);
const lifeEventLimits = textLimits(recentLifeEventsSchema.shape);
const commentLimits = textLimits(additionalCommentsSchema.shape);

/** Planning objectives: the domain's free-text questions, each answered in up to 100 characters. */
export function PlanningObjectivesForm({ value, onChange }: SectionFormOf<'planningObjectives'>) {
  const text = useSectionText();
  return (
    <>
      <p className="ff-lead">{text('factFind.sections.planningObjectivesHint')}</p>
      <div className="ff-grid ff-grid--questions">
        {planningObjectiveKeys.map((key) => (
          <TextAnswer
            key={key}
            isMultiline
            pointer={`/${key}`}
            label={planningObjectiveQuestions[key]}
            description={text('factFind.field.charactersMax', { max: objectiveLimits[key] ?? 100 })}
            className="ff-short-text"
            maxLength={objectiveLimits[key]}
            value={value[key]}
            onChange={(answer) => onChange({ ...value, [key]: answer })}
          />
        ))}
      </div>
    </>
  );
}

/** Recent life events: five questions, details in the client's words, and their consent to discuss them. */
export function RecentLifeEventsForm({ value, onChange }: SectionFormOf<'recentLifeEvents'>) {
  const text = useSectionText();
  return (
    <>
      <FieldGroup legend={text('factFind.sections.lifeEvents')}>
        {recentLifeEventKeys.map((key) => (
          <YesNoField
            key={key}
            pointer={`/${key}`}
            label={recentLifeEventLabels[key]}
            value={value[key]}
            onChange={(answer) => onChange({ ...value, [key]: answer })}
          />
        ))}
      </FieldGroup>
      <div className="ff-grid">
        <TextAnswer
          isMultiline
          pointer="/details"
          label={text('factFind.field.lifeEventsDetails')}
          description={text('factFind.field.lifeEventsDetailsHint')}
          className="ff-wide"
          maxLength={lifeEventLimits.details}
          value={value.details}
          onChange={(details) => onChange({ ...value, details })}
        />
        <CheckboxAnswer
          pointer="/discuss_all_consent"
          label={text('factFind.field.discussAllConsent')}
          className="ff-wide"
          value={value.discuss_all_consent}
          onChange={(discuss_all_consent) => onChange({ ...value, discuss_all_consent })}
        />
      </div>
    </>
  );
}

/** Additional comments: anything else, in the client's words. */
export function AdditionalCommentsForm({ value, onChange }: SectionFormOf<'additionalComments'>) {
  const text = useSectionText();
  return (
    <TextAnswer
      isMultiline
      pointer="/comments"
      label={text('factFind.field.comments')}
      description={text('factFind.field.commentsHint')}
      className="ff-comments"
      maxLength={commentLimits.comments}
      value={value.comments}
      onChange={(comments) => onChange({ ...value, comments })}
    />
  );
}
