import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/index.ts';
import { firstNameSchema, lastNameSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps, useStepForm } from '../step-layout.tsx';

export function FirstNameStep({ answers, onChange, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useStepForm(firstNameSchema, { firstName: answers.firstName }, ['firstName'], onChange);
  return (
    <StepLayout
      title={t('onboarding.step.FirstName')}
      lead={t('onboarding.firstName.lead')}
      onSubmit={handleSubmit((values) => onContinue(values))}
      onBack={onBack}
    >
      <TextField
        label={t('onboarding.firstName')}
        autoComplete="given-name"
        isRequired
        error={formState.errors.firstName?.message}
        {...register('firstName')}
      />
    </StepLayout>
  );
}

export function LastNameStep({ answers, onChange, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useStepForm(lastNameSchema, { lastName: answers.lastName }, ['lastName'], onChange);
  return (
    <StepLayout
      title={t('onboarding.step.LastName')}
      lead={t('onboarding.lastName.lead')}
      onSubmit={handleSubmit((values) => onContinue(values))}
      onBack={onBack}
    >
      <TextField
        label={t('onboarding.lastName')}
        autoComplete="family-name"
        isRequired
        error={formState.errors.lastName?.message}
        {...register('lastName')}
      />
    </StepLayout>
  );
}
