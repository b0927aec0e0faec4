import { type DashboardTileSection, dashboardTileSections } from '@advice/domain';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Button, Card, Checkbox, TextField } from '../../../ui/index.ts';
import { usePractice } from '../practice.api.ts';
import { FileUpload } from './branding-images.tsx';
import { ListRow, SaveRow } from './form-parts.tsx';
import { usePracticeSettingsData } from './practice-settings-page.tsx';
import { ServiceChartersCard } from './service-charters-card.tsx';
import { isTileOffered, tileTitleKeys } from './tile-sections.ts';
import { errorAt, useSectionForm } from './use-section-form.ts';

export function ClientMediaSection() {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const data = usePracticeSettingsData();
  const stored = data.settings['client-media'];
  // Every section is listed, in the spec's order, even those the practice has not configured yet.
  const tiles = dashboardTileSections.map(
    (section) => stored.dashboardTiles.find((tile) => tile.section === section) ?? { section, enabled: false, imageFileId: null },
  );
  const { form, submit, formErrors } = useSectionForm('client-media', { ...stored, dashboardTiles: tiles });
  // Offered: only the tiles a client can be shown (the dashboard's own rule); the others keep what is stored.
  const practice = usePractice();
  const published = data.settings['landing-pages'].enabledLandingPages;
  const offered = tiles.flatMap((tile, index) =>
    isTileOffered(tile.section as DashboardTileSection, practice, published) ? [{ tile, index }] : [],
  );
  const { register, control, formState, setValue } = form;
  const links = useFieldArray({ control, name: 'dashboardLinks' });
  const fileUrlOf = (id: string | null) => data.files.find((f) => f.id === id)?.url ?? null;

  return (
    <div className="stack">
      <form onSubmit={submit} noValidate className="stack">
        <Card title={t('practiceSettings.dashboardTiles')} description={t('practiceSettings.dashboardTilesHint')}>
          <ul className="tile-settings">
            {offered.map(({ tile, index }) => (
              <li key={tile.section} className="tile-settings__item">
                <Controller
                  control={control}
                  name={`dashboardTiles.${index}.imageFileId`}
                  render={({ field }) => {
                    const url = fileUrlOf(field.value);
                    return (
                      <div className="tile-settings__image">{url ? <img src={url} alt="" /> : <span aria-hidden="true">3:2</span>}</div>
                    );
                  }}
                />
                <Checkbox
                  label={translate(tileTitleKeys[tile.section as DashboardTileSection])}
                  {...register(`dashboardTiles.${index}.enabled`)}
                />
                <FileUpload
                  purpose="dashboardTile"
                  label={t('practiceSettings.tileImage', { name: translate(tileTitleKeys[tile.section as DashboardTileSection]) })}
                  onUploaded={(file) => setValue(`dashboardTiles.${index}.imageFileId`, file.id, { shouldDirty: true })}
                />
                {errorAt(formState.errors, `dashboardTiles.${index}.imageFileId`) ? (
                  <p className="ui-field__error" role="alert">
                    {errorAt(formState.errors, `dashboardTiles.${index}.imageFileId`)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('practiceSettings.dashboardLinks')}>
          {links.fields.map((field, index) => (
            <ListRow key={field.id} onRemove={() => links.remove(index)} removeLabel={t('practiceSettings.removeItem', { n: index + 1 })}>
              <TextField
                label={t('practiceSettings.linkTitle')}
                error={errorAt(formState.errors, `dashboardLinks.${index}.title`)}
                {...register(`dashboardLinks.${index}.title`)}
              />
              <TextField
                type="url"
                label={t('practiceSettings.linkUrl')}
                error={errorAt(formState.errors, `dashboardLinks.${index}.url`)}
                {...register(`dashboardLinks.${index}.url`)}
              />
            </ListRow>
          ))}
          <Button variant="secondary" size="sm" onClick={() => links.append({ title: '', url: '' })}>
            {t('practiceSettings.addLink')}
          </Button>
        </Card>
        <SaveRow isSaving={formState.isSubmitting} formErrors={formErrors} />
      </form>
      <ServiceChartersCard />
    </div>
  );
}
