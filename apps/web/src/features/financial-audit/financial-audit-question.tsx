import {
  allows,
  descriptionFor,
  type OptionLetter,
  type TaxHealthCheckAnswers,
  type TaxHealthCheckOption,
  type TaxHealthCheckQuestion,
  type TaxHealthCheckView,
} from '@advice/domain';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiMutation } from '../../lib/mutation.ts';
import { describedBy } from '../../ui/field.tsx';
import { Banner, Button, Dialog, UnsavedChangesDialog, useUnsavedChangesGuard } from '../../ui/index.ts';
import { taxHealthCheckCalls, useStoreTaxHealthCheck } from './financial-audit.api.ts';
import { RichText } from './financial-audit-parts.tsx';
import { type Audience, type Step, wordsFor } from './financial-audit-steps.ts';

type QuestionStepValue = Extract<Step, { kind: 'question' }>;

const isSame = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((letter) => b.includes(letter));

/**
 * What an answer means: each ticked option's hint (and the old version's second hint) and the description
 * that fits the person (a Scottish taxpayer's or someone's abroad, where the version has them).
 */
function AnswerFeedback({
  question,
  options,
  answers,
  audience,
  id,
}: {
  question: TaxHealthCheckQuestion;
  options: TaxHealthCheckOption[];
  answers: TaxHealthCheckAnswers;
  audience: Audience;
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      id={id}
      className="thc-feedback"
      aria-live="polite"
      aria-label={t(audience === 'client' ? 'taxHealthCheck.feedback' : 'taxHealthCheck.feedbackStaff')}
    >
      {options.map((option) => (
        <div key={option.letter} className="thc-feedback__option">
          <p className="thc-feedback__answer">
            <span className="thc-letter" aria-hidden="true">
              {option.letter}
            </span>
            {option.text}
          </p>
          {[option.hint, option.hint2].map((hint, index) =>
            hint ? (
              <RichText key={index === 0 ? 'hint' : 'hint2'} className="thc-feedback__hint" paragraphs={wordsFor(hint, audience)} />
            ) : null,
          )}
          <RichText paragraphs={wordsFor(descriptionFor(question, option, answers), audience)} />
        </div>
      ))}
    </section>
  );
}

/** "Save changes?" (spec 3 §2): staff who changed the client's answer confirm and save, or cancel the change. */
function SaveChangesDialog({
  isOpen,
  isSaving,
  onSave,
  onCancel,
  onClose,
}: {
  isOpen: boolean;
  isSaving: boolean;
  onSave: () => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('taxHealthCheck.saveChangesTitle')}
      footer={
        <>
          <Button isLoading={isSaving} onClick={onSave}>
            {t('taxHealthCheck.saveChanges')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('taxHealthCheck.cancelChanges')}
          </Button>
        </>
      }
    >
      <p>{t('taxHealthCheck.saveChangesText')}</p>
    </Dialog>
  );
}

/**
 * One question: its text, the definitions behind a disclosure, the personal savings allowance by taxpayer
 * type where the question has it, the options as radios (checkboxes where several may be ticked) and,
 * once ticked, what the answer means. "Save and continue" saves the answer and opens the next step; staff
 * changing the client's answer are asked "Save changes?" first, here and when they leave the question.
 */
export function QuestionStep({
  check,
  step,
  audience,
  base,
  previous,
  next,
  headingRef,
}: {
  check: TaxHealthCheckView;
  step: QuestionStepValue;
  audience: Audience;
  base: string;
  previous: string;
  next: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const { question } = step;
  const stored = check.answers[question.key] ?? [];
  const [selected, setSelected] = useState<OptionLetter[]>(stored);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingTo, setConfirmingTo] = useState<string | null>(null);
  const canAnswer = allows(check, 'answer');
  const isDirty = canAnswer && !isSame(selected, stored);
  const isChangingClientAnswer = audience === 'adviser' && stored.length > 0 && isDirty;
  const blocker = useUnsavedChangesGuard(isDirty);
  const store = useStoreTaxHealthCheck();
  const save = useApiMutation(
    (letters: OptionLetter[]) => taxHealthCheckCalls.save(check.case_id, { answers: { [question.key]: letters } }),
    {
      // Moving on is the client's confirmation; staff who changed the client's answer are told it is saved.
      success: (saved, letters) => (audience === 'adviser' && stored.length > 0 && !isSame(letters, stored) ? saved.message : undefined),
      onSuccess: store,
      onErrorDetails: (details) => setProblem(details.join(' ')),
    },
  );

  const tick = (letter: OptionLetter, isTicked: boolean) => {
    setProblem(null);
    if (!question.isMultiple) setSelected([letter]);
    else setSelected((letters) => (isTicked ? [...letters, letter] : letters.filter((l) => l !== letter)));
  };
  const saveAndGo = async (to: string | null) => {
    const isSaved = await save.run(selected);
    setConfirmingTo(null);
    if (isSaved && to) void navigate(to);
    return isSaved;
  };
  const onContinue = () => {
    if (!canAnswer || !isDirty) return void navigate(next);
    if (selected.length === 0) return setProblem(t('taxHealthCheck.tickOne'));
    if (isChangingClientAnswer) return setConfirmingTo(next);
    void saveAndGo(next);
  };
  const cancelChanges = () => {
    setSelected(stored);
    setConfirmingTo(null);
  };
  // Once saved or cancelled the held navigation goes ahead by itself: nothing to ask then.
  const isBlocked = blocker.state === 'blocked' && isDirty;

  const definitions = wordsFor(question.definitions, audience);
  const ticked = question.options.filter((option) => selected.includes(option.letter));
  const idsOf = { hint: `${ids}-hint`, problem: `${ids}-problem`, feedback: `${ids}-feedback` };
  return (
    <div className="thc-question">
      <fieldset className="thc-question__fieldset" aria-describedby={describedBy(idsOf.hint, problem ? idsOf.problem : null)}>
        <legend className="thc-question__legend">
          <span className="thc-step-number">{t('taxHealthCheck.questionOf', { number: step.number, total: step.total })}</span>
          <h2 ref={headingRef} tabIndex={-1} className="thc-question__text">
            {question.text[audience]}
          </h2>
        </legend>
        <progress className="thc-progress" value={step.number} max={step.total} aria-hidden="true" />
        {definitions.length > 0 ? (
          <details className="thc-definitions">
            <summary>{t('taxHealthCheck.definitions')}</summary>
            <RichText paragraphs={definitions} />
          </details>
        ) : null}
        {question.subText ? (
          <div className="thc-subtext">
            <p className="thc-subtext__title">{t('taxHealthCheck.savingsAllowance')}</p>
            <ul>
              {([1, 2, 3, 4, 5] as const).map((n) => (
                <li key={n}>{wordsFor(question.subText?.[n], audience).join(' ')}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p id={idsOf.hint} className="thc-question__hint">
          {question.isMultiple ? t('taxHealthCheck.tickAll') : t('taxHealthCheck.tickOneBox')}
        </p>
        <div className="thc-options">
          {question.options.map((option) => (
            <label key={option.letter} className="thc-option">
              <input
                type={question.isMultiple ? 'checkbox' : 'radio'}
                name={`${ids}-${question.key}`}
                value={option.letter}
                checked={selected.includes(option.letter)}
                disabled={!canAnswer}
                aria-invalid={problem ? true : undefined}
                onChange={(event) => tick(option.letter, event.target.checked)}
              />
              <span className="thc-letter" aria-hidden="true">
                {option.letter}
              </span>
              <span className="thc-option__text">{option.text}</span>
            </label>
          ))}
        </div>
        {problem ? (
          <p id={idsOf.problem} className="ui-field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </fieldset>
      {ticked.length > 0 ? (
        <AnswerFeedback question={question} options={ticked} answers={check.answers} audience={audience} id={idsOf.feedback} />
      ) : null}
      {isChangingClientAnswer ? (
        <Banner tone="warning">
          <p>
            {t('taxHealthCheck.unsavedChange', {
              answer: question.options
                .filter((option) => stored.includes(option.letter))
                .map((option) => `${option.letter}: ${option.text}`)
                .join('; '),
            })}
          </p>
        </Banner>
      ) : null}
      <nav className="thc-step-actions" aria-label={t('taxHealthCheck.stepLinks')}>
        <Link to={previous} className="thc-step-actions__back">
          {t('taxHealthCheck.back')}
        </Link>
        <Link to={`${base}/summary`} className="thc-step-actions__summary">
          {t('taxHealthCheck.toSummary')}
        </Link>
        <Button onClick={onContinue} isLoading={save.isPending && confirmingTo === null && !isBlocked}>
          {canAnswer ? t('taxHealthCheck.saveAndContinue') : t('taxHealthCheck.next')}
        </Button>
      </nav>
      <SaveChangesDialog
        isOpen={confirmingTo !== null || (isBlocked && isChangingClientAnswer)}
        isSaving={save.isPending}
        onSave={() => void (isBlocked ? saveAndGo(null) : saveAndGo(confirmingTo))}
        onCancel={cancelChanges}
        onClose={() => (isBlocked ? blocker.reset?.() : setConfirmingTo(null))}
      />
      {isBlocked && !isChangingClientAnswer ? (
        <UnsavedChangesDialog
          blocker={blocker}
          title={t('taxHealthCheck.unsavedTitle')}
          text={t('taxHealthCheck.unsavedText')}
          stayLabel={t('taxHealthCheck.stay')}
        />
      ) : null}
    </div>
  );
}
