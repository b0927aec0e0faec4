import type { OnboardingAnswers, OnboardingContext, OnboardingStep, PreferredAdviserItem, RegistrationResult } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, type FormEventHandler, type ReactNode, useContext, useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../ui/index.ts';
import type { ContactSecrets, RegistrationSummary } from './onboarding.answers.ts';

/** Everything a step may need; each step reads its part. */
export type StepProps = {
  step: OnboardingStep;
  answers: OnboardingAnswers;
  context: OnboardingContext;
  advisers: PreferredAdviserItem[];
  registration: RegistrationSummary | null;
  /** Keeps what the visitor types, so a reload mid-step restores it. */
  onChange: (answers: Partial<OnboardingAnswers>) => void;
  onContinue: (answers?: Partial<OnboardingAnswers>) => void;
  onBack: (() => void) | null;
  /** Leaves the wizard for the root route, forgetting its answers (the under-18 modal). */
  onLeave: () => void;
  /** Sends the registration: the kept answers with the Contact step's, and its secrets; answers the server's result. */
  sendRegistration: (answers: Partial<OnboardingAnswers>, secrets: ContactSecrets) => Promise<RegistrationResult>;
  /** After a registration: an invited client is signed in and leaves the wizard, anyone else sees ResendEmail. */
  onRegistered: (result: RegistrationResult, answers: Partial<OnboardingAnswers>) => Promise<void>;
  onEmailChanged: (email: string) => void;
};

/** Whether the visitor has moved between steps: only then does focus go to the new step's heading. */
export const StepFocusContext = createContext(false);

type StepLayoutProps = {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack: (() => void) | null;
  continueLabel?: string;
  backLabel?: string;
  isContinueDisabled?: boolean;
  isSubmitting?: boolean;
  footer?: ReactNode;
};

/** One step: its heading (focused on arrival), its questions, Back and Continue. Enter in a field continues. */
export function StepLayout({
  title,
  lead,
  children,
  onSubmit,
  onBack,
  continueLabel,
  backLabel,
  isContinueDisabled,
  isSubmitting,
  footer,
}: StepLayoutProps) {
  const { t } = useTranslation();
  const shouldFocus = useContext(StepFocusContext);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step appears.
  useEffect(() => {
    if (shouldFocus) headingRef.current?.focus();
  }, []);
  return (
    <form className="wizard-step" onSubmit={onSubmit} noValidate>
      <h1 ref={headingRef} tabIndex={-1} className="wizard-step__title">
        {title}
      </h1>
      {lead ? <p className="wizard-step__lead">{lead}</p> : null}
      {children}
      <div className="wizard-step__actions">
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {backLabel ?? t('onboarding.back')}
          </Button>
        ) : null}
        {/* Focus stays in the field on press: leaving it would show its error first, move this button down and lose the click. */}
        <Button
          type="submit"
          className="wizard-step__continue"
          disabled={isContinueDisabled}
          isLoading={isSubmitting}
          onMouseDown={(event) => event.preventDefault()}
        >
          {continueLabel ?? t('onboarding.continue')}
        </Button>
      </div>
      {footer}
    </form>
  );
}

/**
 * A step's form: validated with its schema, errors once a field is touched, and every change of the
 * listed answers reported so the wizard can keep them.
 */
export function useStepForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  keep: ReadonlyArray<keyof OnboardingAnswers>,
  onChange: StepProps['onChange'],
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    defaultValues,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the kept fields are fixed per step.
  useEffect(() => {
    const subscription = form.watch((values) => {
      const kept: Partial<OnboardingAnswers> = {};
      for (const field of keep) if (field in values) Object.assign(kept, { [field]: values[field as string] });
      onChange(kept);
    });
    return () => subscription.unsubscribe();
  }, [form, onChange]);
  return form;
}
