import {
  type CaseActionView,
  type CaseDetail,
  caseMessages,
  hasAnyReviewAnswer,
  type LastReviewAnswer,
  type ReviewAnswers,
  reviewQuestionnaireMessages,
  reviewTextAnswerMax,
} from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { Button, Card, Checkbox, TextField } from '../../ui/index.ts';
import { type CaseChange, useConfirmedAction } from './case-actions.tsx';
import { caseCalls } from './cases.api.ts';

type Question = CaseDetail['questions'][number];

function answersOf(detail: CaseDetail): ReviewAnswers {
  return {
    options: Object.fromEntries(detail.answers.map((a) => [a.question_id, a.option_ids])),
    texts: Object.fromEntries(detail.text_answers.map((a) => [a.question_id, a.text])),
  };
}

function lastTimeOf(detail: CaseDetail): Map<string, LastReviewAnswer> {
  return new Map((detail.previous_answers?.answers ?? []).map((a) => [a.question_id, a]));
}

/** Last time's answer beside a question: the options marked then, or the words written then. */
function LastTime({ answer }: { answer: LastReviewAnswer | undefined }) {
  const { t } = useTranslation();
  if (!answer) return null;
  return (
    <p className="case-questions__last">
      <span className="case-questions__last-label">{t('cases.questions.lastTime')}</span> {lastTimeWords(answer)}
    </p>
  );
}

/** The questions with what was answered, and last time's answers, read-only. */
export function QuestionnaireAnswers({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const answers = answersOf(detail);
  const lastTime = lastTimeOf(detail);
  return (
    <Card title={t('cases.questions')}>
      <ol className="case-questions">
        {detail.questions.map((question) => {
          const marked = question.options.filter((o) => answers.options[question.id]?.includes(o.id)).map((o) => o.label);
          const text = answers.texts[question.id];
          return (
            <li key={question.id}>
              <p className="case-questions__text">{question.text}</p>
              {question.kind === 'options' ? (
                <>
                  <ul className="case-questions__options">
                    {question.options.map((option) => (
                      <li key={option.id}>{option.label}</li>
                    ))}
                  </ul>
                  <p className="case-questions__answer">
                    {marked.length > 0 ? t('cases.questions.answer', { options: marked.join(', ') }) : t('cases.questions.unanswered')}
                  </p>
                </>
              ) : (
                <p className="case-questions__answer">
                  {text ? t('cases.questions.written', { text }) : t('cases.questions.unansweredText')}
                </p>
              )}
              <LastTime answer={lastTime.get(question.id)} />
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/** Last time's answer in words: the options marked then and what was written then. */
function lastTimeWords(answer: LastReviewAnswer): string {
  return [...answer.options, ...(answer.text ? [`“${answer.text}”`] : [])].join(', ');
}

/** A free-text question: at most 100 characters, counted as they are typed; last time's answer is read with the field. */
function TextQuestion({
  question,
  number,
  value,
  last,
  onChange,
}: {
  question: Question;
  number: number;
  value: string;
  last: LastReviewAnswer | undefined;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const isTooLong = value.trim().length > reviewTextAnswerMax;
  return (
    <div className="case-answer case-answer--text">
      <TextField
        label={`${number}. ${question.text}`}
        value={value}
        autoComplete="off"
        description={
          <>
            {last ? (
              <span className="case-questions__last">
                <span className="case-questions__last-label">{t('cases.questions.lastTime')}</span> {lastTimeWords(last)}
              </span>
            ) : null}
            <span className="case-questions__count">
              {t('cases.questions.textHint', { count: value.trim().length, max: reviewTextAnswerMax })}
            </span>
          </>
        }
        error={isTooLong ? reviewQuestionnaireMessages['questionnaires.textTooLong'] : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Filling in a review questionnaire: options marked or a few words written per question, with last time's
 * answer beside each; saved as they are, or submitted once anything is answered (saved first, then the
 * server's submit action confirmed).
 */
export function QuestionnaireForm({ detail, change, submit }: { detail: CaseDetail; change: CaseChange; submit: CaseActionView }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<ReviewAnswers>(() => answersOf(detail));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const { choose, dialog } = useConfirmedAction(detail, change);
  const lastTime = lastTimeOf(detail);

  const toggle = (questionId: string, optionId: string, isMarked: boolean) => {
    setError(null);
    setAnswers((current) => {
      const ids = new Set(current.options[questionId] ?? []);
      if (isMarked) ids.add(optionId);
      else ids.delete(optionId);
      return { ...current, options: { ...current.options, [questionId]: [...ids] } };
    });
  };
  const write = (questionId: string, text: string) => {
    setError(null);
    setAnswers((current) => ({ ...current, texts: { ...current.texts, [questionId]: text } }));
  };

  const save = async (isSubmitting: boolean) => {
    if (detail.questions.some((q) => q.kind === 'text' && (answers.texts[q.id] ?? '').trim().length > reviewTextAnswerMax)) {
      setError(reviewQuestionnaireMessages['questionnaires.textTooLong']);
      return;
    }
    if (isSubmitting && !hasAnyReviewAnswer(answers)) {
      setError(caseMessages['cases.optionRequired']);
      return;
    }
    setIsSaving(true);
    const body = {
      version: detail.version,
      answers: detail.questions
        .filter((q) => q.kind === 'options')
        .map((q) => ({ question_id: q.id, option_ids: answers.options[q.id] ?? [] })),
      text_answers: detail.questions
        .filter((q) => q.kind === 'text')
        .map((q) => ({ question_id: q.id, text: (answers.texts[q.id] ?? '').trim() })),
    };
    const next = await change.perform(() => caseCalls.saveAnswers(detail.id, body), isSubmitting ? '' : t('cases.toast.answersSaved'));
    setIsSaving(false);
    if (next && isSubmitting) choose(next.actions.find((a) => a.action === submit.action) ?? submit);
  };

  const previous = detail.previous_answers;
  return (
    <Card
      title={t('cases.questions')}
      description={
        previous
          ? t('cases.questions.leadWithLastTime', { name: previous.case_name, date: formatDate(previous.answered_at) })
          : t('cases.questions.lead')
      }
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(true);
        }}
      >
        {detail.questions.map((question, index) =>
          question.kind === 'text' ? (
            <TextQuestion
              key={question.id}
              question={question}
              number={index + 1}
              value={answers.texts[question.id] ?? ''}
              last={lastTime.get(question.id)}
              onChange={(text) => write(question.id, text)}
            />
          ) : (
            <fieldset key={question.id} className="case-answer">
              <legend>
                {index + 1}. {question.text}
              </legend>
              <LastTime answer={lastTime.get(question.id)} />
              {question.options.map((option) => (
                <Checkbox
                  key={option.id}
                  label={option.label}
                  checked={answers.options[question.id]?.includes(option.id) ?? false}
                  onChange={(event) => toggle(question.id, option.id, event.target.checked)}
                />
              ))}
            </fieldset>
          ),
        )}
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
