import { type FaqSectionBody, type FaqSection as FaqSectionRow, faqSectionBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card, EmptyState, Spinner, TextArea, TextField } from '../../../ui/index.ts';
import { useFeature } from '../practice.api.ts';
import { ListRow } from './form-parts.tsx';
import { faqQueryKey, removeFaqSection, saveFaqSection, useFaq } from './practice-resources.api.ts';
import { errorAt } from './use-section-form.ts';

/** One section of the FAQ and its questions, saved together through `/faq`. */
function FaqSectionEditor({ section, index, onDone }: { section: FaqSectionRow | null; index: number; onDone?: () => void }) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, setError, formState } = useForm<FaqSectionBody>({
    resolver: zodResolver(faqSectionBody),
    values: { title: section?.title ?? '', questions: section?.questions ?? [] },
  });
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const save = useApiMutation((body: FaqSectionBody) => saveFaqSection(section?.id ?? null, body), {
    success: t('faqEditor.saved'),
    invalidates: [faqQueryKey],
    onSuccess: onDone,
    form: { setError, fields: 'every' },
  });
  const removal = useApiMutation(removeFaqSection, { success: t('faqEditor.removed'), invalidates: [faqQueryKey] });
  const errors = formState.errors;
  return (
    <Card title={section?.title || t('practiceSettings.faqSectionN', { n: index + 1 })}>
      <form onSubmit={handleSubmit(save.run)} noValidate className="stack">
        <TextField label={t('practiceSettings.faqSectionTitle')} isRequired error={errors.title?.message} {...register('title')} />
        <div className="faq-questions">
          {questions.fields.map((field, n) => (
            <ListRow key={field.key} onRemove={() => questions.remove(n)} removeLabel={t('practiceSettings.removeQuestion', { n: n + 1 })}>
              <TextField
                label={t('practiceSettings.question')}
                isRequired
                error={errorAt(errors, `questions.${n}.question`)}
                {...register(`questions.${n}.question`)}
              />
              <TextArea
                label={t('practiceSettings.answer')}
                rows={3}
                isRequired
                error={errorAt(errors, `questions.${n}.answer`)}
                {...register(`questions.${n}.answer`)}
              />
            </ListRow>
          ))}
          <div>
            <Button variant="secondary" size="sm" onClick={() => questions.append({ question: '', answer: '' })}>
              {t('practiceSettings.addQuestion')}
            </Button>
          </div>
        </div>
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {section ? t('faqEditor.save') : t('faqEditor.create')}
          </Button>
          {section ? (
            <Button variant="ghost" onClick={() => void removal.run(section.id)}>
              {t('practiceSettings.removeSection', { n: index + 1 })}
            </Button>
          ) : (
            <Button variant="ghost" onClick={onDone}>
              {t('serviceCharters.cancel')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

/** practice-settings/faq: the practice's FAQ, a section at a time (the customizableFaq feature). */
export function FaqSection() {
  const { t } = useTranslation();
  const isOn = useFeature('customizableFaq');
  const query = useFaq(isOn);
  const [isAdding, setIsAdding] = useState(false);
  if (!isOn) {
    return (
      <EmptyState title={t('faq.unavailable')}>
        <p>{t('faq.unavailableText')}</p>
      </EmptyState>
    );
  }
  const sections = query.data ?? [];
  return (
    <div className="stack">
      {query.isPending ? <Spinner /> : null}
      {sections.map((section, index) => (
        <FaqSectionEditor key={section.id} section={section} index={index} />
      ))}
      {isAdding ? <FaqSectionEditor section={null} index={sections.length} onDone={() => setIsAdding(false)} /> : null}
      {isAdding ? null : (
        <div>
          <Button variant="secondary" onClick={() => setIsAdding(true)}>
            {t('practiceSettings.addFaqSection')}
          </Button>
        </div>
      )}
    </div>
  );
}
