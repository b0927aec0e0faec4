import {
  firstStep,
  goBack,
  initialAnswers,
  nextStep,
  type OnboardingAnswers,
  type OnboardingContext,
  type OnboardingStep,
  type PreferredAdviserItem,
  previousStep,
  type RegistrationResult,
  resolveStep,
  stepProgress,
  type WizardContext,
} from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { meQueryKey } from '../auth/session.ts';
import {
  type ContactSecrets,
  forgetWizard,
  readWizard,
  saveWizard,
  summaryOf,
  toRegistrationBody,
  type WizardState,
} from './onboarding.answers.ts';
import { registerClient } from './onboarding.api.ts';
import { StepFocusContext, type StepProps } from './step-layout.tsx';
import { AgeStep } from './steps/age-step.tsx';
import { BeginKnownClientStep, BeginStep } from './steps/begin-steps.tsx';
import { ConsentsStep } from './steps/consents-step.tsx';
import { ContactStep } from './steps/contact-step.tsx';
import { ContributionStep } from './steps/contribution-step.tsx';
import { DisclosureStep } from './steps/disclosure-step.tsx';
import { OtherFinancialNeedsStep } from './steps/financial-needs-step.tsx';
import { FirstNameStep, LastNameStep } from './steps/name-steps.tsx';
import { PreferredAdviserStep } from './steps/preferred-adviser-step.tsx';
import { ResendEmailStep } from './steps/resend-email-step.tsx';
import { CashReservesStep, HighInterestDebtStep } from './steps/yes-no-steps.tsx';

const stepComponents: Record<OnboardingStep, ComponentType<StepProps>> = {
  Begin: BeginStep,
  BeginKnownClient: BeginKnownClientStep,
  Consents: ConsentsStep,
  FirstName: FirstNameStep,
  LastName: LastNameStep,
  Age: AgeStep,
  OtherFinancialNeeds: OtherFinancialNeedsStep,
  Contribution: ContributionStep,
  HighInterestDebt: HighInterestDebtStep,
  CashReserves: CashReservesStep,
  PreferredAdviser: PreferredAdviserStep,
  Disclosure: DisclosureStep,
  Contact: ContactStep,
  ResendEmail: ResendEmailStep,
};

type OnboardingWizardProps = {
  context: OnboardingContext;
  advisers: PreferredAdviserItem[];
  invitation: string | null;
  source: string;
  storageKey: string;
};

export function OnboardingWizard({ context, advisers, invitation, source, storageKey }: OnboardingWizardProps) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ctx: WizardContext = {
    invited: context.invitation !== null,
    preferredAdviserFeature: context.preferred_advisers_enabled,
    preferredAdviserCount: advisers.length,
    autoDisclosureEnabled: context.disclosure !== null,
  };
  const initial = useMemo(() => initialAnswers(context.invitation), [context.invitation]);
  const [state, setState] = useState<WizardState>(
    () => readWizard(storageKey, initial) ?? { step: firstStep(ctx), answers: initial, registration: null },
  );
  const isLeaving = useRef(false);
  const step = resolveStep(state.step, ctx);
  const [hasMoved, setHasMoved] = useState(false);

  useEffect(() => {
    if (!isLeaving.current) saveWizard(storageKey, state);
  }, [storageKey, state]);

  const onChange = useCallback((answers: Partial<OnboardingAnswers>) => {
    setState((current) => ({ ...current, answers: { ...current.answers, ...answers } }));
  }, []);

  const moveTo = (update: (current: WizardState) => WizardState) => {
    setHasMoved(true);
    setState(update);
  };

  const leave = (path: string) => {
    isLeaving.current = true;
    forgetWizard(storageKey);
    void navigate(path);
  };

  const sendRegistration = (answers: Partial<OnboardingAnswers>, secrets: ContactSecrets) =>
    registerClient(toRegistrationBody({ ...state.answers, ...answers }, secrets, { invitation, source, context }));

  const onRegistered = async (result: RegistrationResult, answers: Partial<OnboardingAnswers>) => {
    if (result.signed_in) {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      leave('/');
      return;
    }
    const all = { ...state.answers, ...answers };
    moveTo(() => ({ step: 'ResendEmail', answers: initial, registration: summaryOf(all, result.registration_token, result.email) }));
  };

  const back = previousStep(step, ctx);
  const props: StepProps = {
    step,
    answers: state.answers,
    context,
    advisers,
    registration: state.registration,
    onChange,
    onContinue: (answers) =>
      moveTo((current) => ({
        ...current,
        answers: { ...current.answers, ...answers },
        step: nextStep(step, ctx) ?? step,
      })),
    onBack: back ? () => moveTo((current) => ({ ...current, ...(goBack(step, current.answers, ctx, initial) ?? {}) })) : null,
    onLeave: () => leave('/'),
    sendRegistration,
    onRegistered,
    onEmailChanged: (email) =>
      setState((current) => ({ ...current, registration: current.registration ? { ...current.registration, email } : null })),
  };
  const Step = stepComponents[step];
  const progress = stepProgress(step, ctx);
  const isQuestion = step !== 'ResendEmail';
  const stepTitle = tk(`onboarding.step.${step}`);

  return (
    <div className="wizard">
      {isQuestion ? (
        <div className="wizard__progress">
          <span>{t('onboarding.progress', progress)}</span>
          <span className="wizard__bar" aria-hidden="true">
            <span style={{ width: `${(progress.number / progress.total) * 100}%` }} />
          </span>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {hasMoved ? (isQuestion ? t('onboarding.progressAnnouncement', { ...progress, title: stepTitle }) : stepTitle) : ''}
      </p>
      <StepFocusContext value={hasMoved}>
        <Step key={step} {...props} />
      </StepFocusContext>
    </div>
  );
}
