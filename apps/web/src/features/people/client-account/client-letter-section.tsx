import { acceptOf, allows, type ClientDetail, type CurrentUser, checkChosenFile, isStaffRole, uploadPolicies } from '@advice/domain';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../ui/icons.tsx';
import { Button, Card, FileChooser, takeChosenFile, UploadFeedback, useFileChooserIds } from '../../../ui/index.ts';
import { downloadLetterOfAuthority, downloadLetterTemplate, uploadLetterOfAuthority, useClientAction } from './client-account.api.ts';

/** Download a ready-to-sign letter of authority (staff), upload the signed one (PDF) and download the stored one. */
export function ClientLetterSection({ client, user }: { client: ClientDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const { inputId, errorId } = useFileChooserIds();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useClientAction(client.id, (form: FormData) => uploadLetterOfAuthority(client.id, form, setProgress), {
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const canUpload = allows(client, 'client.edit');
  const canPrepare = isStaffRole(user.role) && allows(client, 'client.view');

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (!file) return;
    const problem = checkChosenFile(uploadPolicies.letterOfAuthority, file);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.append('letter', file);
    await save.run(form);
    setProgress(null);
  };

  return (
    <Card id="letter-of-authority" title={t('client.letter.title')} description={canUpload ? t('client.letter.description') : undefined}>
      {client.has_letter_of_authority ? null : <p className="page-header__meta">{t('client.letter.none')}</p>}
      <div className="form-actions">
        {canPrepare ? (
          <Button variant="ghost" icon={<DownloadIcon />} onClick={() => void downloadLetterTemplate(client.id)}>
            {t('client.letter.template')}
          </Button>
        ) : null}
        {canUpload ? (
          <FileChooser
            inputId={inputId}
            errorId={errorId}
            label={t('client.letter.upload')}
            accept={acceptOf(uploadPolicies.letterOfAuthority)}
            error={error}
            isBusy={progress !== null}
            onChange={upload}
          />
        ) : null}
        {client.has_letter_of_authority ? (
          <Button variant="ghost" icon={<DownloadIcon />} onClick={() => void downloadLetterOfAuthority(client.id)}>
            {t('client.letter.download')}
          </Button>
        ) : null}
      </div>
      <UploadFeedback errorId={errorId} error={error} progress={progress} progressLabel={t('client.letter.uploading')} />
    </Card>
  );
}
