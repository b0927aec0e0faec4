import type { PracticeFile } from '@advice/domain';
import { lazy, Suspense, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card, Checkbox, Dialog, Spinner } from '../../../ui/index.ts';
import { FileUpload } from './branding-images.tsx';
import { SaveRow } from './form-parts.tsx';
import { usePracticeSettingsData } from './practice-settings-page.tsx';
import { removePracticeFile, settingsQueryKey } from './settings.api.ts';
import { errorAt, useSectionForm } from './use-section-form.ts';

const PdfViewer = lazy(() => import('../../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

export function ProspectOnboardingSection() {
  const { t } = useTranslation();
  const data = usePracticeSettingsData();
  const { form, submit, formErrors } = useSectionForm('prospect-onboarding', data.settings['prospect-onboarding']);
  const { register, control, formState } = form;
  const forms = data.files.filter((f) => f.purpose === 'disclosureForm');
  const [viewing, setViewing] = useState<PracticeFile | null>(null);
  const removal = useApiMutation(removePracticeFile, { success: false, invalidates: [settingsQueryKey] });
  return (
    <div className="stack">
      <Card title={t('practiceSettings.disclosureForms')} description={t('practiceSettings.disclosureFormsHint')}>
        {forms.length === 0 ? <p>{t('practiceSettings.noDisclosureForms')}</p> : null}
        <ul className="file-list">
          {forms.map((file) => (
            <li key={file.id}>
              <a href={file.url} download>
                {file.file_name}
              </a>
              <Button variant="secondary" size="sm" onClick={() => setViewing(file)}>
                {t('pdfViewer.viewNamed', { name: file.file_name })}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void removal.run(file.id)}>
                {t('practiceSettings.removeNamed', { name: file.file_name })}
              </Button>
            </li>
          ))}
        </ul>
        <FileUpload purpose="disclosureForm" label={t('practiceSettings.uploadDisclosure')} />
      </Card>
      <Dialog isOpen={viewing !== null} onClose={() => setViewing(null)} title={viewing?.file_name ?? ''} isTitleHidden>
        {viewing ? (
          <Suspense fallback={<Spinner />}>
            <PdfViewer url={viewing.url} title={viewing.file_name} downloadName={viewing.file_name} />
          </Suspense>
        ) : null}
      </Dialog>
      <form onSubmit={submit} noValidate className="stack">
        <Card title={t('practiceSettings.onboarding')}>
          <Checkbox label={t('practiceSettings.autoDisclosureEnabled')} {...register('autoDisclosureEnabled')} />
        </Card>
        <Card title={t('practiceSettings.preferredAdvisers')} description={t('practiceSettings.preferredAdvisersHint')}>
          <Controller
            control={control}
            name="preferredAdvisers.adviserIds"
            render={({ field }) => (
              <fieldset className="adviser-choice">
                <legend className="ui-field__label">{t('practiceSettings.chooseAdvisers')}</legend>
                {data.advisers.length === 0 ? <p>{t('practiceSettings.noAdvisers')}</p> : null}
                {data.advisers.map((adviser) => (
                  <Checkbox
                    key={adviser.id}
                    label={adviser.status === 'active' ? adviser.name : `${adviser.name} (${adviser.status})`}
                    checked={field.value.includes(adviser.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked ? [...field.value, adviser.id] : field.value.filter((id: string) => id !== adviser.id),
                      )
                    }
                  />
                ))}
                {errorAt(formState.errors, 'preferredAdvisers.adviserIds') ? (
                  <p className="ui-field__error" role="alert">
                    {errorAt(formState.errors, 'preferredAdvisers.adviserIds')}
                  </p>
                ) : null}
              </fieldset>
            )}
          />
          <Checkbox label={t('practiceSettings.isSelectableByClients')} {...register('preferredAdvisers.isSelectableByClients')} />
        </Card>
        <SaveRow isSaving={formState.isSubmitting} formErrors={formErrors} />
      </form>
    </div>
  );
}
