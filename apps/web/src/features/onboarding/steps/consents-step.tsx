import { useTranslation } from 'react-i18next';
import { Checkbox, ExternalLink } from '../../../ui/index.ts';
import { consentsSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps, useStepForm } from '../step-layout.tsx';

export function ConsentsStep({ context, answers, onChange, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useStepForm(
    consentsSchema,
    { personalDataConsent: answers.personalDataConsent as true },
    ['personalDataConsent'],
    onChange,
  );
  const privacyUrl = context.practice.privacy_policy_url;
  return (
    <StepLayout
      title={t('onboarding.step.Consents')}
      lead={t('onboarding.consents.lead', { practice: context.practice.name })}
      onSubmit={handleSubmit((values) => onContinue(values))}
      onBack={onBack}
    >
      <Checkbox
        label={t('onboarding.consents.personalData', { practice: context.practice.name })}
        description={privacyUrl ? <ExternalLink href={privacyUrl}>{t('onboarding.consents.privacyPolicy')}</ExternalLink> : null}
        error={formState.errors.personalDataConsent?.message}
        {...register('personalDataConsent')}
      />
    </StepLayout>
  );
}
