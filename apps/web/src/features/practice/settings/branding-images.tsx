import { checkChosenFile, type PracticeFile, type PracticeFilePurpose, uploadPolicies } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card, checkChosenImageSize, DropZone } from '../../../ui/index.ts';
import { removePracticeFile, settingsChangeKeys, uploadPracticeFile } from './settings.api.ts';

/** What each upload says once saved: what it now is, not "a document". */
const uploadedToasts = {
  logo: 'practiceSettings.uploaded.logo',
  secondaryLogo: 'practiceSettings.uploaded.secondaryLogo',
  favicon: 'practiceSettings.uploaded.favicon',
  mobileIcon: 'practiceSettings.uploaded.mobileIcon',
  dashboardTile: 'practiceSettings.uploaded.dashboardTile',
  serviceCharter: 'practiceSettings.uploaded.serviceCharter',
  disclosureForm: 'practiceSettings.uploaded.disclosureForm',
} as const satisfies Record<PracticeFilePurpose, CatalogueKey>;

/**
 * Picks, checks (by the purpose's upload policy: name, size, type and an image's size in pixels) and
 * uploads one file with a progress bar; the server checks its content.
 */
export function FileUpload({
  purpose,
  label,
  onUploaded,
}: {
  purpose: PracticeFilePurpose;
  label: string;
  onUploaded?: (file: PracticeFile) => void;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const save = useApiMutation((file: File) => uploadPracticeFile(purpose, file, setProgress), {
    success: t(uploadedToasts[purpose]),
    onSuccess: onUploaded,
    invalidates: settingsChangeKeys,
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const upload = async ([file]: File[]) => {
    if (!file) return;
    const policy = uploadPolicies[purpose];
    const problem = checkChosenFile(policy, file) ?? (await checkChosenImageSize(policy, file));
    if (problem) return setError(problem);
    setError(null);
    setChosen(file);
    setProgress(0);
    await save.run(file);
    setProgress(null);
    setChosen(null);
  };
  return (
    <DropZone
      action={label}
      policy={uploadPolicies[purpose]}
      chosen={chosen}
      progress={progress}
      progressLabel={t('practiceSettings.uploading')}
      error={error}
      isBusy={progress !== null}
      isCompact
      purpose={purpose}
      onFiles={(files) => void upload(files)}
    />
  );
}

const brandImages: { purpose: PracticeFilePurpose; title: CatalogueKey; hint: CatalogueKey }[] = [
  { purpose: 'logo', title: 'practiceSettings.logo', hint: 'practiceSettings.mainLogoHint' },
  { purpose: 'secondaryLogo', title: 'practiceSettings.secondaryLogo', hint: 'practiceSettings.secondaryLogoHint' },
  { purpose: 'favicon', title: 'practiceSettings.favicon', hint: 'practiceSettings.faviconHint' },
  { purpose: 'mobileIcon', title: 'practiceSettings.mobileIcon', hint: 'practiceSettings.mobileIconHint' },
];

/** Logos, favicon and the installed app's icon, each with its preview. */
export function BrandingImages({ files }: { files: PracticeFile[] }) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const removal = useApiMutation(removePracticeFile, { success: false, invalidates: settingsChangeKeys });
  return (
    <Card title={t('practiceSettings.branding')} description={t('practiceSettings.brandingHint')}>
      <div className="brand-images">
        {brandImages.map(({ purpose, title, hint }) => {
          const current = files.find((f) => f.purpose === purpose);
          return (
            <div key={purpose} className="brand-image" data-testid={`brand-${purpose}`}>
              <h3 className="brand-image__title">{translate(title)}</h3>
              <p className="ui-field__description">{translate(hint)}</p>
              <div className="brand-image__preview">
                {current ? (
                  <img src={current.url} alt={t('practiceSettings.currentImage', { name: translate(title) })} />
                ) : (
                  <span>{t('practiceSettings.noImage')}</span>
                )}
              </div>
              <div className="brand-image__actions">
                <FileUpload
                  purpose={purpose}
                  label={t(current ? 'practiceSettings.replace' : 'practiceSettings.upload', { name: translate(title) })}
                />
                {current ? (
                  <Button variant="ghost" size="sm" onClick={() => void removal.run(current.id)}>
                    {t('practiceSettings.remove')}
                  </Button>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </Card>
  );
}
