import { landingPages } from '@advice/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, Checkbox } from '../../../ui/index.ts';
import { SaveRow } from './form-parts.tsx';
import { usePracticeSettingsData } from './practice-settings-page.tsx';
import { useSectionForm } from './use-section-form.ts';

export function LandingPagesSection() {
  const { t } = useTranslation();
  const data = usePracticeSettingsData();
  const { form, submit, formErrors } = useSectionForm('landing-pages', data.settings['landing-pages']);
  return (
    <form onSubmit={submit} noValidate className="stack">
      <Card title={t('practiceSettings.landingPages')} description={t('practiceSettings.landingPagesHint')}>
        <Controller
          control={form.control}
          name="enabledLandingPages"
          render={({ field }) => (
            <fieldset>
              <legend className="visually-hidden">{t('practiceSettings.landingPages')}</legend>
              {landingPages.map((page) => (
                <Checkbox
                  key={page}
                  label={`/${page}`}
                  checked={field.value.includes(page)}
                  onChange={(event) =>
                    field.onChange(event.target.checked ? [...field.value, page] : field.value.filter((p: string) => p !== page))
                  }
                />
              ))}
            </fieldset>
          )}
        />
      </Card>
      <SaveRow isSaving={form.formState.isSubmitting} formErrors={formErrors} />
    </form>
  );
}
