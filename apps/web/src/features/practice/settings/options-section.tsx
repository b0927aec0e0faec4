import { currencyCodes, pdfFonts } from '@advice/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isoToLocalInput, localInputToIso } from '../../../lib/dates.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Card, Checkbox, Select, TextArea, TextField } from '../../../ui/index.ts';
import { SaveRow } from './form-parts.tsx';
import { useGeneralForm } from './general-form.tsx';
import { errorAt } from './use-section-form.ts';

/** How the practice works: PDF font, session timeout, currencies, and the notice shown at sign-in. */
export function OptionsSection() {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const { form, submit, formErrors } = useGeneralForm();
  const { register, control, formState } = form;
  const errors = formState.errors;

  return (
    <form onSubmit={submit} noValidate className="stack">
      <Card title={t('practiceSettings.options')}>
        <Select
          className="settings-short-field"
          label={t('practiceSettings.pdfFont')}
          options={pdfFonts.map((font) => ({ value: font, label: font }))}
          {...register('pdfFont')}
        />
        <Checkbox label={t('practiceSettings.sessionTimeoutEnabled')} {...register('sessionTimeoutEnabled')} />
      </Card>
      <Card title={t('practiceSettings.currenciesTitle')} description={t('practiceSettings.currenciesHint')}>
        <fieldset className="currency-list">
          <legend className="visually-hidden">{t('practiceSettings.currencies')}</legend>
          <Controller
            control={control}
            name="currencies"
            render={({ field }) => (
              <div className="currency-list__options">
                {currencyCodes.map((code) => (
                  <Checkbox
                    key={code}
                    label={code}
                    checked={field.value.includes(code)}
                    onChange={(event) =>
                      field.onChange(event.target.checked ? [...field.value, code] : field.value.filter((c: string) => c !== code))
                    }
                  />
                ))}
              </div>
            )}
          />
          {errorAt(errors, 'currencies') ? (
            <p className="ui-field__error" role="alert">
              {errorAt(errors, 'currencies')}
            </p>
          ) : null}
        </fieldset>
      </Card>
      <Card title={t('practiceSettings.signInNotification')} description={t('practiceSettings.signInNotificationHint')}>
        <TextArea
          label={t('practiceSettings.notificationMessage')}
          rows={3}
          error={errorAt(errors, 'signInNotification.message')}
          {...register('signInNotification.message')}
        />
        <div className="form-grid form-grid--two">
          {(['displayFrom', 'displayUntil'] as const).map((key) => (
            <Controller
              key={key}
              control={control}
              name={`signInNotification.${key}`}
              render={({ field }) => (
                <TextField
                  type="datetime-local"
                  label={translate(key === 'displayFrom' ? 'practiceSettings.displayFrom' : 'practiceSettings.displayUntil')}
                  value={isoToLocalInput(field.value)}
                  onChange={(event) => field.onChange(localInputToIso(event.target.value) ?? '')}
                  error={errorAt(errors, `signInNotification.${key}`)}
                />
              )}
            />
          ))}
        </div>
      </Card>
      <SaveRow isSaving={formState.isSubmitting} formErrors={formErrors} />
    </form>
  );
}
