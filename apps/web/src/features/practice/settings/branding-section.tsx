import { type ColourScheme, plainTextContrast, schemeContrasts } from '@advice/domain';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Card } from '../../../ui/index.ts';
import { BrandingImages } from './branding-images.tsx';
import { ColourField } from './colour-field.tsx';
import { SaveRow } from './form-parts.tsx';
import { useGeneralForm } from './general-form.tsx';
import { errorAt } from './use-section-form.ts';

const colourKeys: [keyof ColourScheme, CatalogueKey][] = [
  ['accent', 'practiceSettings.colour.accent'],
  ['main', 'practiceSettings.colour.main'],
  ['transparentBox', 'practiceSettings.colour.transparentBox'],
  ['textDark', 'practiceSettings.colour.textDark'],
  ['textLight', 'practiceSettings.colour.textLight'],
  ['background', 'practiceSettings.colour.background'],
  ['secondHeader', 'practiceSettings.colour.secondHeader'],
];

/** How the practice looks: its logos and icons, its colours, and its site installed as an app. */
export function BrandingSection() {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const { form, submit, formErrors, data, text } = useGeneralForm();
  const { control, formState } = form;
  const errors = formState.errors;
  const contrasts = schemeContrasts(useWatch({ control, name: 'colourScheme' }));

  return (
    <div className="stack">
      <BrandingImages files={data.files} />
      <form onSubmit={submit} noValidate className="stack">
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
        <SaveRow isSaving={formState.isSubmitting} formErrors={formErrors} />
      </form>
    </div>
  );
}
