import { allows, type ClientDetail, type CurrentUser, isStaffRole, uploadPolicies } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../ui/icons.tsx';
import { Button, Card, DropZone, useChosenFileUpload } from '../../../ui/index.ts';
import { downloadLetterOfAuthority, downloadLetterTemplate, uploadLetterOfAuthority, useClientAction } from './client-account.api.ts';

/** Download a ready-to-sign letter of authority (staff), upload the signed one (PDF) and download the stored one. */
export function ClientLetterSection({ client, user }: { client: ClientDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const { progress, setProgress, error, setError, chosen, choose } = useChosenFileUpload(uploadPolicies.letterOfAuthority);
  const save = useClientAction(client.id, (form: FormData) => uploadLetterOfAuthority(client.id, form, setProgress), {
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const canUpload = allows(client, 'client.edit');
  const canPrepare = isStaffRole(user.role) && allows(client, 'client.view');

  return (
    <Card id="letter-of-authority" title={t('client.letter.title')} description={canUpload ? t('client.letter.description') : undefined}>
      {client.has_letter_of_authority ? null : <p className="page-header__meta">{t('client.letter.none')}</p>}
      <div className="form-actions">
        {canPrepare ? (
          <Button variant="ghost" icon={<DownloadIcon />} onClick={() => void downloadLetterTemplate(client.id)}>
            {t('client.letter.template')}
          </Button>
        ) : null}
        {client.has_letter_of_authority ? (
          <Button variant="ghost" icon={<DownloadIcon />} onClick={() => void downloadLetterOfAuthority(client.id)}>
            {t('client.letter.download')}
          </Button>
        ) : null}
      </div>
      {canUpload ? (
        <DropZone
          action={t('client.letter.upload')}
          policy={uploadPolicies.letterOfAuthority}
          chosen={chosen}
          progress={progress}
          progressLabel={t('client.letter.uploading')}
          error={error}
          isBusy={progress !== null}
          onFiles={(files) => void choose(save.run)(files)}
        />
      ) : null}
    </Card>
  );
}
