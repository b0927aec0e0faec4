import {
  type ClientDetail,
  type ReviewQuestionKind,
  reviewQuestionKinds,
  reviewTextAnswerMax,
  type StaffCaseBody,
  staffCaseBody,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Control,
  type FieldErrors,
  get,
  type Resolver,
  type UseFormRegister,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Card, TextField } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { useCreateCase } from './case-parts.tsx';
import { caseCalls } from './cases.api.ts';
import { NewCaseHeader } from './new-pack-page.tsx';

/** Field arrays hold objects, so each option is `{ label }` in the form and a string in the body. */
type FormValues = { name: string; questions: { text: string; kind: ReviewQuestionKind; options: { label: string }[] }[] };

function toBody(values: FormValues): StaffCaseBody {
  return {
    type: 'review_questionnaire_case',
    name: values.name,
    questions: values.questions.map((q) => ({
      text: q.text,
      kind: q.kind,
      options: q.kind === 'text' ? [] : q.options.map((o) => o.label),
    })),
  };
}

/** The domain's questionnaire body decides every message; an option's error is shown on its label field. */
const resolver = zodResolver(
  z.preprocess((value) => toBody(value as FormValues), staffCaseBody.options[2]) as never,
) as unknown as Resolver<FormValues>;

const emptyQuestion = (): FormValues['questions'][number] => ({ text: '', kind: 'options', options: [{ label: '' }, { label: '' }] });

/** The message at a path, whether set on the field itself or on a list as its root. */
function messageAt(errors: FieldErrors<FormValues>, path: string): string | undefined {
  return (get(errors, `${path}.message`) ?? get(errors, `${path}.root.message`)) as string | undefined;
}

function QuestionFields({
  index,
  control,
  register,
  errors,
  onRemove,
}: {
  index: number;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation();
  const options = useFieldArray({ control, name: `questions.${index}.options` });
  const kind = useWatch({ control, name: `questions.${index}.kind` });
  const number = index + 1;
  const listError = messageAt(errors, `questions.${index}.options`);
  return (
    <fieldset className="case-question case-question--builder">
      <legend>{t('cases.newQuestionnaire.question', { number })}</legend>
      <TextField
        label={t('cases.newQuestionnaire.questionText', { number })}
        isRequired
        autoComplete="off"
        maxLength={500}
        error={messageAt(errors, `questions.${index}.text`)}
        {...register(`questions.${index}.text`)}
      />
      <fieldset className="case-question__kinds">
        <legend>{t('cases.newQuestionnaire.kind', { number })}</legend>
        {reviewQuestionKinds.map((value) => (
          <label key={value} className="case-question__kind">
            <input type="radio" value={value} {...register(`questions.${index}.kind`)} />
            <span>
              {value === 'text'
                ? t('cases.newQuestionnaire.kind.text', { max: reviewTextAnswerMax })
                : t('cases.newQuestionnaire.kind.options')}
            </span>
          </label>
        ))}
      </fieldset>
      {kind === 'text' ? null : (
        <>
          <ol className="case-question__options">
            {options.fields.map((field, optionIndex) => (
              <li key={field.id} className="case-question__option">
                <TextField
                  label={t('cases.newQuestionnaire.option', { number: optionIndex + 1, question: number })}
                  isRequired
                  autoComplete="off"
                  maxLength={200}
                  error={messageAt(errors, `questions.${index}.options.${optionIndex}`)}
                  {...register(`questions.${index}.options.${optionIndex}.label`)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('cases.newQuestionnaire.removeOption', { number: optionIndex + 1, question: number })}
                  onClick={() => options.remove(optionIndex)}
                  disabled={options.fields.length <= 1}
                >
                  {t('cases.newQuestionnaire.remove')}
                </Button>
              </li>
            ))}
          </ol>
          {listError ? (
            <p className="ui-field__error" role="alert">
              {listError}
            </p>
          ) : null}
        </>
      )}
      <div className="form-actions">
        {kind === 'text' ? null : (
          <Button variant="secondary" size="sm" onClick={() => options.append({ label: '' })} disabled={options.fields.length >= 20}>
            {t('cases.newQuestionnaire.addOption')}
          </Button>
        )}
        {onRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {t('cases.newQuestionnaire.removeQuestion', { number })}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

function QuestionnaireBuilder({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver,
    defaultValues: { name: '', questions: [emptyQuestion()] },
  });
  const questions = useFieldArray({ control, name: 'questions' });
  const { errors } = formState;
  const createCase = useCreateCase(
    // The resolver hands on the parsed body.
    (values: FormValues) => caseCalls.createForClient(client.id, values as unknown as StaffCaseBody),
    t('cases.toast.created'),
    { setError, fields: ['name'] },
  );
  const submit = handleSubmit(createCase.run);
  return (
    <Card title={t('cases.newQuestionnaire.title')}>
      <form onSubmit={submit} noValidate className="stack">
        <TextField
          label={t('cases.newQuestionnaire.name')}
          isRequired
          autoComplete="off"
          maxLength={200}
          error={errors.name?.message}
          {...register('name')}
        />
        {questions.fields.map((field, index) => (
          <QuestionFields
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            onRemove={questions.fields.length > 1 ? () => questions.remove(index) : null}
          />
        ))}
        {messageAt(errors, 'questions') ? (
          <p className="ui-field__error" role="alert">
            {messageAt(errors, 'questions')}
          </p>
        ) : null}
        <div className="form-actions">
          <Button variant="secondary" onClick={() => questions.append(emptyQuestion())} disabled={questions.fields.length >= 50}>
            {t('cases.newQuestionnaire.addQuestion')}
          </Button>
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('cases.newQuestionnaire.create')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** clients/{clientId}/cases/new-review-questionnaire: questions with options for one client. */
export function NewQuestionnairePage() {
  const { t } = useTranslation();
  return (
    <WithClient title={() => t('cases.newQuestionnaire.title')}>
      {(client) => (
        <div className="page--narrow">
          <NewCaseHeader
            client={client}
            title={t('cases.newQuestionnaire.title')}
            lead={t('cases.newQuestionnaire.lead', { name: personName(client) })}
          />
          <QuestionnaireBuilder client={client} />
        </div>
      )}
    </WithClient>
  );
}
