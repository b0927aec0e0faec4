import {
  type FinancialPlanningAnswerKey,
  type FinancialPlanningAnswers,
  type FinancialPlanningChoice,
  type FinancialPlanningField,
  type FinancialPlanningQuestion,
  type FinancialPlanningTaxQuestion,
  financialPlanningQuestions,
  formatWholeAmount,
  parseWholeAmount,
} from '@advice/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldDescription, FieldError } from '../../ui/field.tsx';
import { Select, TextField } from '../../ui/index.ts';
import { type AmountDraft, answerText, type HealthCheckDraft, type Reader } from './health-check-form.ts';

/** What every field of the check reads and writes. */
export type FieldsContext = {
  reader: Reader;
  draft: HealthCheckDraft;
  onChange: (key: FinancialPlanningAnswerKey, value: string | AmountDraft) => void;
  errors: Partial<Record<FinancialPlanningAnswerKey, string>>;
  isReadOnly: boolean;
  /** The previous check's answers, or null when there was none to compare with. */
  previous: FinancialPlanningAnswers | null;
  currencies: readonly string[];
};

const idOf = (key: FinancialPlanningAnswerKey) => `fp-${key}`;

/** "Previous answer: Yes", beside the answer it compares with. */
function Previous({ answerKey, context }: { answerKey: FinancialPlanningAnswerKey; context: FieldsContext }) {
  const { t } = useTranslation();
  if (!context.previous) return null;
  const text = answerText(answerKey, context.previous, context.reader);
  return (
    <p className="fp-previous" id={`${idOf(answerKey)}-previous`}>
      <span className="fp-previous__label">{t('financialPlanning.previous')}</span>{' '}
      <span className={text ? 'fp-previous__value' : 'fp-previous__value fp-previous__value--none'}>
        {text ?? t('financialPlanning.previousNone')}
      </span>
    </p>
  );
}

/** An answer and, beside it on a wide screen (below it on a narrow one), the previous answer. */
function AnswerRow({
  answerKey,
  context,
  children,
}: {
  answerKey: FinancialPlanningAnswerKey;
  context: FieldsContext;
  children: ReactNode;
}) {
  return (
    <div className={context.previous ? 'fp-answer fp-answer--compared' : 'fp-answer'}>
      <div className="fp-answer__field">{children}</div>
      <Previous answerKey={answerKey} context={context} />
    </div>
  );
}

/**
 * Radios in a fieldset named by its legend, or by the question's heading when the question has one answer;
 * the error and the previous answer are read with each radio.
 */
export function ChoiceField({
  answerKey,
  options,
  legend,
  labelledBy,
  hint,
  isStacked = false,
  context,
}: {
  answerKey: FinancialPlanningAnswerKey;
  options: readonly { value: string; label: string }[];
  legend?: string | undefined;
  labelledBy?: string | undefined;
  hint?: string | undefined;
  isStacked?: boolean;
  context: FieldsContext;
}) {
  const id = idOf(answerKey);
  const error = context.errors[answerKey];
  const value = context.draft[answerKey];
  const describers = describedBy(
    hint ? `${id}-description` : null,
    error ? `${id}-error` : null,
    context.previous ? `${id}-previous` : null,
  );
  return (
    <AnswerRow answerKey={answerKey} context={context}>
      <fieldset className="fp-choice" id={id} aria-labelledby={legend ? undefined : labelledBy} tabIndex={-1}>
        {legend ? <legend className="fp-choice__legend">{legend}</legend> : null}
        <FieldDescription id={`${id}-description`}>{hint}</FieldDescription>
        <div className={isStacked ? 'fp-choice__options fp-choice__options--stacked' : 'fp-choice__options'}>
          {options.map((option) => (
            <label key={option.value} className="fp-choice__option">
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                disabled={context.isReadOnly}
                aria-invalid={error ? true : undefined}
                aria-describedby={describers}
                onChange={() => context.onChange(answerKey, option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </fieldset>
    </AnswerRow>
  );
}

function AmountField({ field, context }: { field: Extract<FinancialPlanningField, { kind: 'amount' }>; context: FieldsContext }) {
  const { t } = useTranslation();
  const value = (context.draft[field.key] as AmountDraft | undefined) ?? { text: '', currency: context.currencies[0] ?? 'GBP' };
  const label = field.label[context.reader];
  const tidy = () => {
    const amount = parseWholeAmount(value.text);
    if (amount !== null && !Number.isNaN(amount)) context.onChange(field.key, { ...value, text: formatWholeAmount(amount) });
  };
  return (
    <AnswerRow answerKey={field.key} context={context}>
      <div className="fp-amount">
        <TextField
          id={idOf(field.key)}
          label={label}
          description={field.hint[context.reader]}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={value.text}
          readOnly={context.isReadOnly}
          error={context.errors[field.key]}
          onChange={(event) => context.onChange(field.key, { ...value, text: event.target.value })}
          onBlur={tidy}
        />
        {context.currencies.length > 1 ? (
          <Select
            label={t('financialPlanning.currencyOf', { label })}
            options={context.currencies.map((currency) => ({ value: currency, label: currency }))}
            value={value.currency}
            disabled={context.isReadOnly}
            onChange={(event) => context.onChange(field.key, { ...value, currency: event.target.value })}
          />
        ) : (
          <span className="fp-amount__currency">{value.currency}</span>
        )}
      </div>
    </AnswerRow>
  );
}

function WordField({
  field,
  label,
  context,
}: {
  field: Extract<FinancialPlanningField, { kind: 'word' }>;
  label: string;
  context: FieldsContext;
}) {
  const value = context.draft[field.key];
  return (
    <AnswerRow answerKey={field.key} context={context}>
      <TextField
        id={idOf(field.key)}
        label={label}
        description={field.hint[context.reader]}
        maxLength={field.max}
        autoComplete="off"
        className="fp-word"
        value={typeof value === 'string' ? value : ''}
        readOnly={context.isReadOnly}
        error={context.errors[field.key]}
        onChange={(event) => context.onChange(field.key, event.target.value)}
      />
    </AnswerRow>
  );
}

const choicesFor = (options: readonly FinancialPlanningChoice[], reader: Reader) =>
  options.map((option) => ({ value: option.value, label: option.label[reader] }));

/** One of the eight questions: its number, text and hint, then each of its answers. */
export function QuestionCard({ question, context }: { question: FinancialPlanningQuestion; context: FieldsContext }) {
  const { t } = useTranslation();
  const headingId = useId();
  const text = question.text[context.reader];
  const hint = question.hint?.[context.reader];
  return (
    <section className="fp-question" aria-labelledby={headingId}>
      <p className="fp-question__number">
        {t('financialPlanning.questionOf', { number: question.number, total: financialPlanningQuestions.length })}
      </p>
      <h2 id={headingId} className="fp-question__text">
        {text}
      </h2>
      {hint ? <p className="fp-question__hint">{hint}</p> : null}
      <div className={question.fields.length > 2 ? 'fp-question__fields fp-question__fields--grid' : 'fp-question__fields'}>
        {question.fields.map((field) => {
          if (field.kind === 'amount') return <AmountField key={field.key} field={field} context={context} />;
          if (field.kind === 'word')
            return <WordField key={field.key} field={field} label={field.label?.[context.reader] ?? text} context={context} />;
          return (
            <ChoiceField
              key={field.key}
              answerKey={field.key}
              options={choicesFor(field.options, context.reader)}
              legend={field.label?.[context.reader]}
              labelledBy={headingId}
              context={context}
            />
          );
        })}
      </div>
    </section>
  );
}

/** One question of the tax-planning set: the question, what it means, and options A to D. */
export function TaxQuestion({ question, context }: { question: FinancialPlanningTaxQuestion; context: FieldsContext }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="fp-tax-question" aria-labelledby={headingId}>
      <h3 id={headingId} className="fp-tax-question__text">
        {question.text[context.reader]}
      </h3>
      <details className="fp-definitions">
        <summary>{t('financialPlanning.definitions')}</summary>
        {question.definitions[context.reader].map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </details>
      <ChoiceField
        answerKey={question.key}
        options={question.options.map((option) => ({ value: option.letter, label: `${option.letter}. ${option.label[context.reader]}` }))}
        labelledBy={headingId}
        isStacked
        context={context}
      />
    </section>
  );
}
