import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button, TextField } from '../../../ui/index.ts';
import { namesSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps } from '../step-layout.tsx';

export function BeginStep({ context, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepLayout
      title={t('onboarding.begin.title', { practice: context.practice.name })}
      lead={t('onboarding.begin.lead')}
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
      onBack={onBack}
      continueLabel={t('onboarding.begin.start')}
    />
  );
}

type Names = z.input<typeof namesSchema>;

/** The invited client's names, shown or edited in place; saving needs valid names, cancelling restores them. */
function NamesEditor({ names, onSave, onCancel }: { names: Names; onSave: (names: Names) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { register, formState, trigger, getValues } = useForm<Names>({
    resolver: zodResolver(namesSchema),
    mode: 'all',
    defaultValues: names,
  });
  const { errors, isValid } = formState;
  const save = async () => {
    if (await trigger()) onSave(namesSchema.parse(getValues()));
  };
  return (
    <fieldset className="wizard-names">
      <legend>{t('onboarding.beginKnown.editTitle')}</legend>
      <TextField
        label={t('onboarding.firstName')}
        autoComplete="given-name"
        isRequired
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t('onboarding.lastName')}
        autoComplete="family-name"
        isRequired
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <div className="wizard-names__actions">
        <Button size="sm" disabled={!isValid} onClick={() => void save()}>
          {t('onboarding.beginKnown.save')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('onboarding.beginKnown.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}

export function BeginKnownClientStep({ context, answers, onChange, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const invitation = context.invitation;
  return (
    <StepLayout
      title={t('onboarding.beginKnown.title', { firstName: answers.firstName, lastName: answers.lastName })}
      lead={t('onboarding.beginKnown.lead', { practice: context.practice.name })}
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
      onBack={onBack}
      isContinueDisabled={isEditing}
    >
      {invitation?.message ? (
        <figure className="wizard-message">
          <figcaption>
            {invitation.adviser_name
              ? t('onboarding.beginKnown.messageFrom', { adviser: invitation.adviser_name })
              : t('onboarding.beginKnown.message')}
          </figcaption>
          <blockquote className="preserve-lines">{invitation.message}</blockquote>
        </figure>
      ) : null}
      {isEditing ? (
        <NamesEditor
          names={{ firstName: answers.firstName, lastName: answers.lastName }}
          onSave={(names) => {
            onChange(names);
            setIsEditing(false);
          }}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        <p className="wizard-names__show">
          <span>{t('onboarding.beginKnown.notYou')}</span>{' '}
          <Button size="sm" variant="ghost" onClick={() => setIsEditing(true)}>
            {t('onboarding.beginKnown.edit')}
          </Button>
        </p>
      )}
    </StepLayout>
  );
}
