import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { Banner, PasswordField, TextField } from '../../../ui/index.ts';
import { CaptchaField, type CaptchaHandle } from '../captcha-field.tsx';
import { contactErrorFields } from '../onboarding.answers.ts';
import { contactSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps, useStepForm } from '../step-layout.tsx';

/** E-mail, password with its live checklist, phone, city and the captcha; submitting registers. */
export function ContactStep({ answers, onChange, onRegister, onBack }: StepProps) {
  const { t } = useTranslation();
  const captcha = useRef<CaptchaHandle>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const { register, handleSubmit, formState, watch, setValue, setError } = useStepForm(
    contactSchema,
    { email: answers.email, password: '', passwordConfirmation: '', phone: answers.phone, city: answers.city, captcha: '' },
    ['email', 'phone', 'city'],
    onChange,
  );
  const { errors, isSubmitting, submitCount } = formState;
  const setCaptcha = useCallback(
    (payload: string) => setValue('captcha', payload, { shouldValidate: submitCount > 0 }),
    [setValue, submitCount],
  );

  const submit = handleSubmit(async ({ email, phone, city, password, passwordConfirmation, captcha: payload }) => {
    setHasFailed(false);
    try {
      await onRegister({ email, phone, city }, { password, passwordConfirmation, captcha: payload });
    } catch (error) {
      setHasFailed(true);
      // A proof of work is good for one attempt: the server has spent it.
      captcha.current?.reset();
      if (!isApiError(error)) return;
      let isFirst = true;
      for (const [pointer, detail] of Object.entries(error.fieldErrors)) {
        const field = contactErrorFields[pointer as keyof typeof contactErrorFields];
        if (!field) continue;
        setError(field, { type: 'server', message: detail }, { shouldFocus: isFirst && field !== 'captcha' });
        isFirst = false;
      }
    }
  });

  return (
    <StepLayout
      title={t('onboarding.step.Contact')}
      lead={t('onboarding.contact.lead')}
      onSubmit={submit}
      onBack={onBack}
      continueLabel={t('onboarding.contact.submit')}
      isSubmitting={isSubmitting}
    >
      {hasFailed ? (
        <Banner tone="error" role="alert">
          {t('onboarding.contact.failed')}
        </Banner>
      ) : null}
      <p className="wizard-step__hint">{t('common.requiredHint')}</p>
      <TextField
        label={t('onboarding.contact.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('onboarding.contact.password')}
        autoComplete="new-password"
        isRequired
        checklistValue={watch('password') ?? ''}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('onboarding.contact.passwordConfirmation')}
        autoComplete="new-password"
        isRequired
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation')}
      />
      <TextField
        label={t('onboarding.contact.phone')}
        description={t('onboarding.contact.phoneHint')}
        type="tel"
        autoComplete="tel"
        isRequired
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label={t('onboarding.contact.city')} autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
      <CaptchaField ref={captcha} error={errors.captcha?.message} onChange={setCaptcha} />
    </StepLayout>
  );
}
