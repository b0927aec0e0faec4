import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatDate } from '../../../lib/dates.ts';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, TextField } from '../../../ui/index.ts';
import { usePractice } from '../../practice/practice.api.ts';
import type { RegistrationSummary } from '../onboarding.answers.ts';
import { resendConfirmation } from '../onboarding.api.ts';
import { newEmailSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps } from '../step-layout.tsx';

function SummaryList({ registration }: { registration: RegistrationSummary }) {
  const { t } = useTranslation();
  const money = (amount: string) => (amount ? `${registration.currency} ${amount}`.trim() : '0');
  const rows: Array<[string, string]> = [
    [t('onboarding.resend.name'), `${registration.firstName} ${registration.lastName}`],
    [t('onboarding.resend.email'), registration.email],
    [t('onboarding.resend.phone'), registration.phone],
    [t('onboarding.resend.city'), registration.city || t('onboarding.resend.none')],
    [t('onboarding.resend.dateOfBirth'), formatDate(`${registration.dateOfBirth}T12:00:00`)],
    [t('onboarding.resend.topics'), registration.topics.join(', ') || t('onboarding.resend.none')],
    [
      t('onboarding.resend.investment'),
      t('onboarding.resend.investmentValue', {
        initial: money(registration.initialInvestment),
        monthly: money(registration.monthlyContribution),
        years: registration.investmentDuration,
      }),
    ],
  ];
  return (
    <section className="wizard-summary" aria-labelledby="wizard-summary-title">
      <h2 id="wizard-summary-title">{t('onboarding.resend.summary')}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** After registering: what was sent, resending the confirmation, and correcting the e-mail address. */
export function ResendEmailStep({ registration, onEmailChanged }: StepProps) {
  const { t } = useTranslation();
  const practice = usePractice();
  const [isEditing, setIsEditing] = useState(false);
  const form = useForm<z.input<typeof newEmailSchema>, unknown, z.output<typeof newEmailSchema>>({
    resolver: zodResolver(newEmailSchema),
    mode: 'onTouched',
    defaultValues: { newEmail: '' },
  });
  // A refusal is toasted by the API client.
  const resend = useApiMutation(resendConfirmation, {
    success: t('notification.messages.resendEmail'),
    onSuccess: (result, sent) => {
      if (result.email !== sent.email) onEmailChanged(result.email);
      form.reset({ newEmail: '' });
      setIsEditing(false);
    },
  });
  if (!registration) return null;
  const token = registration.registrationToken;

  const send = async (newEmail?: string) => {
    if (!token) return;
    await resend.run({ registration_token: token, email: registration.email, ...(newEmail ? { new_email: newEmail } : {}) });
  };
  const cancelEdit = () => {
    form.reset({ newEmail: '' });
    setIsEditing(false);
  };

  return (
    <StepLayout
      title={t('onboarding.step.ResendEmail')}
      lead={t('onboarding.resend.lead', { email: registration.email })}
      onSubmit={
        isEditing
          ? form.handleSubmit(({ newEmail }) => send(newEmail))
          : (event) => {
              event.preventDefault();
              void send();
            }
      }
      onBack={isEditing ? cancelEdit : null}
      backLabel={t('onboarding.resend.cancel')}
      continueLabel={isEditing ? t('onboarding.resend.sendToNew') : t('onboarding.resend.resend')}
      isContinueDisabled={!token}
      isSubmitting={resend.isPending}
      footer={
        isEditing ? null : (
          <p className="wizard-step__more">
            {token ? (
              <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
                {t('onboarding.resend.changeEmail')}
              </Button>
            ) : null}
            {practice.mailbox_enabled ? <Link to="/mailbox">{t('onboarding.resend.mailbox')}</Link> : null}
          </p>
        )
      }
    >
      {isEditing ? (
        <TextField
          label={t('onboarding.resend.newEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
          autoFocus
          error={form.formState.errors.newEmail?.message}
          {...form.register('newEmail')}
        />
      ) : (
        <SummaryList registration={registration} />
      )}
    </StepLayout>
  );
}
