import { noAdviserPreference, type PreferredAdviserItem } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/index.ts';
import { preferredAdviserSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps, useStepForm } from '../step-layout.tsx';

function nameParts(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/u);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? (words.at(-1) ?? '') : '' };
}

/** A card per adviser, and "No preference" (sent as a null adviser); one must be chosen. */
export function PreferredAdviserStep({ advisers, answers, onChange, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  const known = (id: string) => id === noAdviserPreference || advisers.some((adviser) => adviser.id === id);
  const { register, handleSubmit, formState } = useStepForm(
    preferredAdviserSchema,
    { preferredAdviserId: known(answers.preferredAdviserId) ? answers.preferredAdviserId : '' },
    ['preferredAdviserId'],
    onChange,
  );
  const error = formState.errors.preferredAdviserId?.message;
  const card = (value: string, title: string, subtitle: string | null, adviser: PreferredAdviserItem | null) => (
    <label key={value} className="wizard-adviser">
      <input type="radio" value={value} {...register('preferredAdviserId')} />
      {adviser ? (
        <Avatar {...nameParts(adviser.full_name)} url={adviser.avatar_url} size={80} />
      ) : (
        <span className="wizard-adviser__any" aria-hidden="true">
          ?
        </span>
      )}
      <span className="wizard-adviser__name">{title}</span>
      {subtitle ? <span className="wizard-adviser__title">{subtitle}</span> : null}
    </label>
  );
  return (
    <StepLayout
      title={t('onboarding.step.PreferredAdviser')}
      lead={t('onboarding.adviser.lead')}
      onSubmit={handleSubmit((values) => onContinue(values))}
      onBack={onBack}
    >
      <fieldset className="wizard-choices" aria-invalid={error ? true : undefined}>
        <legend className="visually-hidden">{t('onboarding.adviser.legend')}</legend>
        <div className="wizard-advisers">
          {advisers.map((adviser) => card(adviser.id, adviser.full_name, adviser.title, adviser))}
          {card(noAdviserPreference, t('onboarding.adviser.noPreference'), t('onboarding.adviser.noPreferenceHint'), null)}
        </div>
        {error ? (
          <p className="ui-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    </StepLayout>
  );
}
