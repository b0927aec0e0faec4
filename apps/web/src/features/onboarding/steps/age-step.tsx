import { ageStepOutcome, todayIso } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField } from '../../../ui/index.ts';
import { ageSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps, useStepForm } from '../step-layout.tsx';

/** Date of birth: a real date, not in the future; a visitor under 18 sees the min18age modal and cannot continue. */
export function AgeStep({ answers, onChange, onContinue, onBack, onLeave }: StepProps) {
  const { t } = useTranslation();
  const [isUnderAge, setIsUnderAge] = useState(false);
  const { register, handleSubmit, formState } = useStepForm(ageSchema, { dateOfBirth: answers.dateOfBirth }, ['dateOfBirth'], onChange);
  return (
    <StepLayout
      title={t('onboarding.step.Age')}
      lead={t('onboarding.age.lead')}
      onSubmit={handleSubmit((values) => {
        if (ageStepOutcome(values.dateOfBirth) === 'underAge') setIsUnderAge(true);
        else onContinue(values);
      })}
      onBack={onBack}
      isContinueDisabled={isUnderAge}
    >
      <TextField
        label={t('onboarding.age.dateOfBirth')}
        type="date"
        autoComplete="bday"
        max={todayIso()}
        isRequired
        error={formState.errors.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
      <Dialog
        isOpen={isUnderAge}
        onClose={() => setIsUnderAge(false)}
        title={t('onboarding.age.modalTitle')}
        footer={<Button onClick={onLeave}>{t('onboarding.age.accept')}</Button>}
      >
        <p>{t('onboarding.validation.min18age')}</p>
      </Dialog>
    </StepLayout>
  );
}
