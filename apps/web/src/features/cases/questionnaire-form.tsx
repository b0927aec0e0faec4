import { type Answers, type CaseActionView, type CaseDetail, caseMessages, hasMarkedOption } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox } from '../../ui/index.ts';
import { type CaseChange, useConfirmedAction } from './case-actions.tsx';
import { caseCalls } from './cases.api.ts';

function answersOf(detail: CaseDetail): Answers {
  return Object.fromEntries(detail.answers.map((a) => [a.question_id, a.option_ids]));
}

/** Whether the questionnaire can be submitted: at least one option marked (spec 1 §5). */
/** The questions with the options marked so far, read-only. */
export function QuestionnaireAnswers({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const answers = answersOf(detail);
  return (
    <Card title={t('cases.questions')}>
      <ol className="case-questions">
        {detail.questions.map((question) => {
          const marked = question.options.filter((o) => answers[question.id]?.includes(o.id)).map((o) => o.label);
          return (
            <li key={question.id}>
              <p className="case-questions__text">{question.text}</p>
              <ul className="case-questions__options">
                {question.options.map((option) => (
                  <li key={option.id}>{option.label}</li>
                ))}
              </ul>
              <p className="case-questions__answer">
                {marked.length > 0 ? t('cases.questions.answer', { options: marked.join(', ') }) : t('cases.questions.unanswered')}
              </p>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/**
 * Filling in a review questionnaire: options are marked per question and saved; submitting needs at
 * least one option marked, saves the answers, then asks to confirm the server's submit action.
 */
export function QuestionnaireForm({ detail, change, submit }: { detail: CaseDetail; change: CaseChange; submit: CaseActionView }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers>(() => answersOf(detail));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const { choose, dialog } = useConfirmedAction(detail, change);

  const toggle = (questionId: string, optionId: string, isMarked: boolean) => {
    setError(null);
    setAnswers((current) => {
      const ids = new Set(current[questionId] ?? []);
      if (isMarked) ids.add(optionId);
      else ids.delete(optionId);
      return { ...current, [questionId]: [...ids] };
    });
  };

  const save = async (isSubmitting: boolean) => {
    if (isSubmitting && !hasMarkedOption(answers)) {
      setError(caseMessages['cases.optionRequired']);
      return;
    }
    setIsSaving(true);
    const body = {
      version: detail.version,
      answers: detail.questions.map((q) => ({ question_id: q.id, option_ids: answers[q.id] ?? [] })),
    };
    const next = await change.perform(() => caseCalls.saveAnswers(detail.id, body), isSubmitting ? '' : t('cases.toast.answersSaved'));
    setIsSaving(false);
    if (next && isSubmitting) choose(next.actions.find((a) => a.action === submit.action) ?? submit);
  };

  return (
    <Card title={t('cases.questions')} description={t('cases.questions.lead')}>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(true);
        }}
      >
        {detail.questions.map((question, index) => (
          <fieldset key={question.id} className="case-answer">
            <legend>
              {index + 1}. {question.text}
            </legend>
            {question.options.map((option) => (
              <Checkbox
                key={option.id}
                label={option.label}
                checked={answers[question.id]?.includes(option.id) ?? false}
                onChange={(event) => toggle(question.id, option.id, event.target.checked)}
              />
            ))}
          </fieldset>
        ))}
        {error ? (
          <p className="ui-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-actions">
          <Button type="submit" isLoading={isSaving}>
            {t('cases.questions.submit')}
          </Button>
          <Button variant="secondary" disabled={isSaving} onClick={() => void save(false)}>
            {t('cases.questions.save')}
          </Button>
        </div>
      </form>
      {dialog}
    </Card>
  );
}
