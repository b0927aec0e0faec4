import type { FaqSettings } from '@advice/domain';
import { type Control, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Card, TextArea, TextField } from '../../../ui/index.ts';
import { ListRow, SaveRow } from './form-parts.tsx';
import { usePracticeSettingsData } from './practice-settings-page.tsx';
import { errorAt, useSectionForm } from './use-section-form.ts';

function Questions({
  control,
  register,
  errors,
  section,
}: {
  control: Control<FaqSettings>;
  register: UseFormRegister<FaqSettings>;
  errors: unknown;
  section: number;
}) {
  const { t } = useTranslation();
  const questions = useFieldArray({ control, name: `faqSections.${section}.questions` });
  return (
    <div className="faq-questions">
      {questions.fields.map((field, index) => (
        <ListRow
          key={field.id}
          onRemove={() => questions.remove(index)}
          removeLabel={t('practiceSettings.removeQuestion', { n: index + 1 })}
        >
          <TextField
            label={t('practiceSettings.question')}
            error={errorAt(errors, `faqSections.${section}.questions.${index}.question`)}
            {...register(`faqSections.${section}.questions.${index}.question`)}
          />
          <TextArea
            label={t('practiceSettings.answer')}
            rows={3}
            error={errorAt(errors, `faqSections.${section}.questions.${index}.answer`)}
            {...register(`faqSections.${section}.questions.${index}.answer`)}
          />
        </ListRow>
      ))}
      <Button variant="secondary" size="sm" onClick={() => questions.append({ id: crypto.randomUUID(), question: '', answer: '' })}>
        {t('practiceSettings.addQuestion')}
      </Button>
    </div>
  );
}

export function FaqSection() {
  const { t } = useTranslation();
  const data = usePracticeSettingsData();
  const { form, submit, formErrors } = useSectionForm('faq', data.settings.faq);
  const { control, register, formState } = form;
  const sections = useFieldArray({ control, name: 'faqSections' });
  return (
    <form onSubmit={submit} noValidate className="stack">
      {sections.fields.map((field, index) => (
        <Card key={field.id} title={t('practiceSettings.faqSectionN', { n: index + 1 })}>
          <TextField
            label={t('practiceSettings.faqSectionTitle')}
            error={errorAt(formState.errors, `faqSections.${index}.title`)}
            {...register(`faqSections.${index}.title`)}
          />
          <Questions
            control={control as unknown as Control<FaqSettings>}
            register={register as unknown as UseFormRegister<FaqSettings>}
            errors={formState.errors}
            section={index}
          />
          <Button variant="ghost" size="sm" onClick={() => sections.remove(index)}>
            {t('practiceSettings.removeSection', { n: index + 1 })}
          </Button>
        </Card>
      ))}
      <div>
        <Button variant="secondary" onClick={() => sections.append({ id: crypto.randomUUID(), title: '', questions: [] })}>
          {t('practiceSettings.addFaqSection')}
        </Button>
      </div>
      <SaveRow isSaving={formState.isSubmitting} formErrors={formErrors} />
    </form>
  );
}
