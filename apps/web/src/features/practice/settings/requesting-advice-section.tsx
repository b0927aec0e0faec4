import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, Checkbox, TextArea } from '../../../ui/index.ts';
import { SaveRow } from './form-parts.tsx';
import { usePracticeSettingsData } from './practice-settings-page.tsx';
import { StringList } from './string-list.tsx';
import { errorAt, useSectionForm } from './use-section-form.ts';

export function RequestingAdviceSection() {
  const { t } = useTranslation();
  const data = usePracticeSettingsData();
  const { form, submit, formErrors } = useSectionForm('requesting-advice', data.settings['requesting-advice']);
  const { register, control, formState } = form;
  return (
    <form onSubmit={submit} noValidate className="stack">
      <Card title={t('practiceSettings.requestingAdvice')}>
        <Checkbox label={t('practiceSettings.riskAssessmentEnabled')} {...register('riskAssessmentEnabled')} />
        <Checkbox
          label={t('practiceSettings.documentsOpenedBeforeAccepting')}
          description={t('practiceSettings.documentsOpenedBeforeAcceptingHint')}
          {...register('documentsOpenedBeforeAccepting')}
        />
        <Controller
          control={control}
          name="financialPlanningTopics"
          render={({ field }) => (
            <StringList
              label={t('practiceSettings.financialPlanningTopics')}
              itemLabel={t('practiceSettings.topic')}
              addLabel={t('practiceSettings.addTopic')}
              value={field.value}
              onChange={field.onChange}
              errorOf={(index) => errorAt(formState.errors, `financialPlanningTopics.${index}`)}
            />
          )}
        />
        <TextArea
          label={t('practiceSettings.promotionTerms')}
          rows={5}
          error={errorAt(formState.errors, 'promotionTerms')}
          {...register('promotionTerms')}
        />
      </Card>
      <SaveRow isSaving={formState.isSubmitting} formErrors={formErrors} />
    </form>
  );
}
