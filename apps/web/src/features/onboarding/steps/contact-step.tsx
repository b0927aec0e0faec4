import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Banner, PasswordField, TextField } from '../../../ui/index.ts';
import { CaptchaField, type CaptchaHandle } from '../captcha-field.tsx';
import { type ContactField, contactErrorFields } from '../onboarding.answers.ts';
import { contactSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps, useStepForm } from '../step-layout.tsx';

const contactFields: ContactField[] = ['email', 'password', 'passwordConfirmation', 'phone', 'city', 'captcha'];

/** E-mail, password with its live checklist, phone, city and the captcha; submitting registers. */
export function ContactStep({ answers, onChange, sendRegistration, onRegistered, onBack }: StepProps) {
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

  const registration = useApiMutation(
    ({ email, phone, city, password, passwordConfirmation, captcha: payload }: z.output<typeof contactSchema>) =>
      sendRegistration({ email, phone, city }, { password, passwordConfirmation, captcha: payload }),
    {
      success: (result) => (result.signed_in ? result.message : t('notification.messages.registrationEmailSuccess')),
      onSuccess: (result, { email, phone, city }) => onRegistered(result, { email, phone, city }),
      // The server points into the registration body (`/user/email`); the form's names are its own.
      form: { setError, fields: contactFields, fieldOf: (pointer) => contactErrorFields[pointer] },
    },
  );

  const submit = handleSubmit(async (values) => {
    setHasFailed(false);
    if (await registration.run(values)) return;
    setHasFailed(true);
    // A proof of work is good for one attempt: the server has spent it.
    captcha.current?.reset();
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
