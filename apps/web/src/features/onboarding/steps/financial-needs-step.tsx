import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/index.ts';
import { topicsSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps, useStepForm } from '../step-layout.tsx';

/** Optional topics from the practice's list; with none, the step says so and lets the visitor continue. */
export function OtherFinancialNeedsStep({ context, answers, onChange, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useStepForm(
    topicsSchema,
    { topics: answers.topics.filter((topic) => context.topics.includes(topic)) },
    ['topics'],
    onChange,
  );
  const hasTopics = context.topics.length > 0;
  return (
    <StepLayout
      title={t('onboarding.step.OtherFinancialNeeds')}
      lead={hasTopics ? t('onboarding.needs.lead') : null}
      onSubmit={handleSubmit((values) => onContinue(values))}
      onBack={onBack}
    >
      {hasTopics ? (
        <fieldset className="wizard-choices">
          <legend className="visually-hidden">{t('onboarding.needs.legend')}</legend>
          {context.topics.map((topic) => (
            <Checkbox key={topic} label={topic} value={topic} className="wizard-choice" {...register('topics')} />
          ))}
          {formState.errors.topics?.message ? (
            <p className="ui-field__error" role="alert">
              {formState.errors.topics.message}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <p>{t('onboarding.needs.none', { practice: context.practice.name })}</p>
      )}
    </StepLayout>
  );
}
