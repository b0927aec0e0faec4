import { acceptOf, checkChosenFile, type PracticeFile, type PracticeFilePurpose, uploadPolicies } from '@advice/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card } from '../../../ui/index.ts';
import { removePracticeFile, settingsChangeKeys, uploadPracticeFile } from './settings.api.ts';

/** Picks, checks (by the purpose's upload policy: name, size, type) and uploads one file with a progress bar; the server checks its content. */
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
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation((file: File) => uploadPracticeFile(purpose, file, setProgress), {
    success: t('practiceSettings.uploaded'),
    onSuccess: onUploaded,
    invalidates: settingsChangeKeys,
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkChosenFile(uploadPolicies[purpose], file);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    await save.run(file);
    setProgress(null);
  };
  return (
    <div className="file-upload">
      <input
        id={inputId}
        type="file"
        className="visually-hidden"
        accept={acceptOf(uploadPolicies[purpose])}
        onChange={upload}
        disabled={progress !== null}
        data-purpose={purpose}
      />
      <label htmlFor={inputId} className="ui-button ui-button--secondary ui-button--sm">
        {label}
      </label>
      {progress !== null ? (
        <progress className="upload-progress" value={progress} max={1} aria-label={t('practiceSettings.uploading')}>
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const brandImages: { purpose: PracticeFilePurpose; title: CatalogueKey; hint: CatalogueKey }[] = [
  { purpose: 'logo', title: 'practiceSettings.logo', hint: 'practiceSettings.logoHint' },
  { purpose: 'secondaryLogo', title: 'practiceSettings.secondaryLogo', hint: 'practiceSettings.logoHint' },
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
