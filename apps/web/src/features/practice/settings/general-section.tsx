import { type ColourScheme, currencyCodes, pdfFonts, plainTextContrast, schemeContrasts } from '@advice/domain';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Button, Card, Checkbox, Select, TextArea, TextField } from '../../../ui/index.ts';
import { BrandingImages } from './branding-images.tsx';
import { ColourField } from './colour-field.tsx';
import { ListRow, SaveRow } from './form-parts.tsx';
import { usePracticeSettingsData } from './practice-settings-page.tsx';
import { errorAt, useSectionForm } from './use-section-form.ts';

const colourKeys: [keyof ColourScheme, CatalogueKey][] = [
  ['accent', 'practiceSettings.colour.accent'],
  ['main', 'practiceSettings.colour.main'],
  ['transparentBox', 'practiceSettings.colour.transparentBox'],
  ['textDark', 'practiceSettings.colour.textDark'],
  ['textLight', 'practiceSettings.colour.textLight'],
  ['background', 'practiceSettings.colour.background'],
  ['secondHeader', 'practiceSettings.colour.secondHeader'],
];

/** datetime-local shows local time; the schema stores ISO instants. */
function toLocalInput(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
function fromLocalInput(value: string): string {
  return value ? new Date(value).toISOString() : '';
}

export function GeneralSection() {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const data = usePracticeSettingsData();
  const { form, submit, formErrors } = useSectionForm('general', data.settings.general);
  const { register, control, formState } = form;
  const errors = formState.errors;
  const addresses = useFieldArray({ control, name: 'addresses' });
  const links = useFieldArray({ control, name: 'links' });
  const contrasts = schemeContrasts(useWatch({ control, name: 'colourScheme' }));
  const text = (name: string, label: CatalogueKey, extra: Record<string, unknown> = {}) => (
    <TextField label={translate(label)} error={errorAt(errors, name)} {...register(name as 'tradingName')} {...extra} />
  );

  return (
    <div className="stack">
      <BrandingImages files={data.files} />
      <form onSubmit={submit} noValidate className="stack">
        <Card title={t('practiceSettings.identity')}>
          <div className="form-grid form-grid--two">
            {text('legalEntityName', 'practiceSettings.legalEntityName')}
            {text('tradingName', 'practiceSettings.tradingName')}
            {text('websiteTitle', 'practiceSettings.websiteTitle')}
            {text('websiteUrl', 'practiceSettings.websiteUrl', { type: 'url', placeholder: 'https://' })}
            {text('privacyPolicyUrl', 'practiceSettings.privacyPolicyUrl', { type: 'url', placeholder: 'https://' })}
            {text('authorizedRepresentativeName', 'practiceSettings.authorizedRepresentativeName')}
          </div>
        </Card>
        <Card title={t('practiceSettings.colourScheme')} description={t('practiceSettings.colourSchemeHint')}>
          <div className="colour-grid">
            {colourKeys.map(([key, label]) => (
              <Controller
                key={key}
                control={control}
                name={`colourScheme.${key}`}
                render={({ field }) => (
                  <ColourField
                    name={field.name}
                    label={translate(label)}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorAt(errors, `colourScheme.${key}`)}
                    contrast={contrasts[key]}
                  />
                )}
              />
            ))}
          </div>
        </Card>
        <Card title={t('practiceSettings.email')}>
          <div className="form-grid form-grid--two">
            {text('emailSenderName', 'practiceSettings.emailSenderName')}
            {text('emailSender', 'practiceSettings.emailSender', { type: 'email' })}
            {text('replyTo', 'practiceSettings.replyTo', { type: 'email' })}
          </div>
        </Card>
        <Card title={t('practiceSettings.addressesAndLinks')}>
          <h3 className="settings-subtitle">{t('practiceSettings.addresses')}</h3>
          {addresses.fields.map((field, index) => (
            <ListRow
              key={field.id}
              onRemove={() => addresses.remove(index)}
              removeLabel={t('practiceSettings.removeItem', { n: index + 1 })}
            >
              {text(`addresses.${index}.label`, 'practiceSettings.addressLabel')}
              <TextArea
                label={t('practiceSettings.address')}
                rows={3}
                error={errorAt(errors, `addresses.${index}.address`)}
                {...register(`addresses.${index}.address`)}
              />
            </ListRow>
          ))}
          <Button variant="secondary" size="sm" onClick={() => addresses.append({ label: '', address: '' })}>
            {t('practiceSettings.addAddress')}
          </Button>
          <h3 className="settings-subtitle">{t('practiceSettings.links')}</h3>
          {links.fields.map((field, index) => (
            <ListRow key={field.id} onRemove={() => links.remove(index)} removeLabel={t('practiceSettings.removeItem', { n: index + 1 })}>
              {text(`links.${index}.title`, 'practiceSettings.linkTitle')}
              {text(`links.${index}.url`, 'practiceSettings.linkUrl', { type: 'url' })}
            </ListRow>
          ))}
          <Button variant="secondary" size="sm" onClick={() => links.append({ title: '', url: '' })}>
            {t('practiceSettings.addLink')}
          </Button>
          <TextArea label={t('practiceSettings.footerText')} rows={3} error={errorAt(errors, 'footerText')} {...register('footerText')} />
        </Card>
        <Card title={t('practiceSettings.webManifest')} description={t('practiceSettings.webManifestHint')}>
          <div className="form-grid form-grid--two">
            {text('webManifest.shortName', 'practiceSettings.shortName')}
            {text('webManifest.description', 'practiceSettings.manifestDescription')}
            {(['backgroundColour', 'themeColour'] as const).map((key) => (
              <Controller
                key={key}
                control={control}
                name={`webManifest.${key}`}
                render={({ field }) => (
                  <ColourField
                    name={field.name}
                    label={translate(key === 'themeColour' ? 'practiceSettings.themeColour' : 'practiceSettings.backgroundColour')}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorAt(errors, `webManifest.${key}`)}
                    contrast={plainTextContrast(field.value)}
                  />
                )}
              />
            ))}
          </div>
        </Card>
        <Card title={t('practiceSettings.options')}>
          <Select
            label={t('practiceSettings.pdfFont')}
            options={pdfFonts.map((font) => ({ value: font, label: font }))}
            {...register('pdfFont')}
          />
          <Checkbox label={t('practiceSettings.sessionTimeoutEnabled')} {...register('sessionTimeoutEnabled')} />
          <fieldset className="currency-list">
            <legend className="ui-field__label">{t('practiceSettings.currencies')}</legend>
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
                    value={toLocalInput(field.value)}
                    onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
                    error={errorAt(errors, `signInNotification.${key}`)}
                  />
                )}
              />
            ))}
          </div>
        </Card>
        <SaveRow isSaving={formState.isSubmitting} formErrors={formErrors} />
      </form>
    </div>
  );
}
