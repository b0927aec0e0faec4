import { allows, isPartnerChoiceOpen, type TaxHealthCheckContent, type TaxHealthCheckView } from '@advice/domain';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiMutation } from '../../lib/mutation.ts';
import { describedBy } from '../../ui/field.tsx';
import { Button, ButtonLink } from '../../ui/index.ts';
import { taxHealthCheckCalls, useStoreTaxHealthCheck } from './financial-audit.api.ts';
import { RichText } from './financial-audit-parts.tsx';
import type { Audience } from './financial-audit-steps.ts';

/** The intro step: the version's paragraphs (description0 to description6) and the way in. */
export function IntroStep({
  check,
  content,
  next,
  base,
  headingRef,
}: {
  check: TaxHealthCheckView;
  content: TaxHealthCheckContent;
  next: string;
  base: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const canAnswer = allows(check, 'answer');
  const hasAnswers = Object.keys(check.answers).length > 0;
  return (
    <div className="thc-intro">
      <h2 ref={headingRef} tabIndex={-1} className="thc-step-title">
        {t('taxHealthCheck.step.intro')}
      </h2>
      <p className="thc-intro__year">
        <strong>{t('taxHealthCheck.taxYear', { label: check.tax_year.label })}</strong>
        {content.taxYear.label !== check.tax_year.label ? (
          <span>{t('taxHealthCheck.figuresYear', { label: content.taxYear.label })}</span>
        ) : null}
      </p>
      <RichText paragraphs={content.intro} className="thc-intro__text" />
      <div className="thc-step-actions thc-step-actions--end">
        {canAnswer ? (
          <ButtonLink to={next}>{hasAnswers ? t('taxHealthCheck.continueAnswering') : t('taxHealthCheck.start')}</ButtonLink>
        ) : (
          <ButtonLink to={`${base}/summary`}>{t('taxHealthCheck.seeAnswers')}</ButtonLink>
        )}
      </div>
    </div>
  );
}

/**
 * Alone or with the partner, chosen before the first answer (spec 3 §2, §4): the client's prompt for the
 * client, the audit's for staff. Once a question is answered the choice shows as it was made.
 */
export function PartnerStep({
  check,
  audience,
  previous,
  next,
  headingRef,
}: {
  check: TaxHealthCheckView;
  audience: Audience;
  previous: string;
  next: (withPartner: boolean) => string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [choice, setChoice] = useState<boolean | null>(check.with_partner);
  const [problem, setProblem] = useState<string | null>(null);
  const store = useStoreTaxHealthCheck();
  const isOpen = allows(check, 'answer') && isPartnerChoiceOpen({ status: check.status, answers: check.answers });
  const save = useApiMutation((withPartner: boolean) => taxHealthCheckCalls.save(check.case_id, { with_partner: withPartner }), {
    success: false,
    onSuccess: store,
    onErrorDetails: (details) => setProblem(details.join(' ')),
  });
  const onContinue = async () => {
    if (!isOpen) return void navigate(next(check.with_partner === true));
    if (choice === null) return setProblem(t('taxHealthCheck.chooseOne'));
    if (choice === check.with_partner || (await save.run(choice))) void navigate(next(choice));
  };
  const choices = [
    { value: true, label: t('taxHealthCheck.withPartner') },
    { value: false, label: t('taxHealthCheck.alone') },
  ];
  const leadId = `${id}-lead`;
  const problemId = `${id}-problem`;
  return (
    <div className="thc-partner">
      <fieldset className="thc-question__fieldset" aria-describedby={describedBy(leadId, problem ? problemId : null)}>
        <legend className="thc-question__legend">
          <h2 ref={headingRef} tabIndex={-1} className="thc-question__text">
            {audience === 'client' ? t('taxHealthCheck.partnerPromptClient') : t('taxHealthCheck.partnerPromptStaff')}
          </h2>
        </legend>
        <p id={leadId} className="thc-question__hint">
          {isOpen
            ? audience === 'client'
              ? t('taxHealthCheck.partnerClientLead')
              : t('taxHealthCheck.partnerStaffLead')
            : t('taxHealthCheck.partnerFixed')}
        </p>
        <div className="thc-options thc-options--two">
          {choices.map((entry) => (
            <label key={String(entry.value)} className="thc-option">
              <input
                type="radio"
                name={`${id}-partner`}
                checked={choice === entry.value}
                disabled={!isOpen}
                aria-invalid={problem ? true : undefined}
                onChange={() => {
                  setProblem(null);
                  setChoice(entry.value);
                }}
              />
              <span className="thc-option__text">{entry.label}</span>
            </label>
          ))}
        </div>
        {problem ? (
          <p id={problemId} className="ui-field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </fieldset>
      <nav className="thc-step-actions" aria-label={t('taxHealthCheck.stepLinks')}>
        <Link to={previous} className="thc-step-actions__back">
          {t('taxHealthCheck.back')}
        </Link>
        <Button onClick={() => void onContinue()} isLoading={save.isPending}>
          {isOpen ? t('taxHealthCheck.saveAndContinue') : t('taxHealthCheck.next')}
        </Button>
      </nav>
    </div>
  );
}
