import { type ClientDetail, uploadPolicies } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Avatar, Card, DropZone, useChosenFileUpload } from '../../../ui/index.ts';
import { uploadClientAvatar, useClientAction } from './client-account.api.ts';

const policy = uploadPolicies.avatar;

/** Staff set the client's photo; the server checks it by content and re-encodes it. */
export function ClientAvatarSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const { error, setError, choose } = useChosenFileUpload(policy);
  const save = useClientAction(client.id, (form: FormData) => uploadClientAvatar(client.id, form), {
    onErrorDetails: (details) => setError(details.join(' ')),
  });

  return (
    <Card id="photo" title={t('client.photo.title')} description={t('client.photo.hint')}>
      <div className="avatar-editor">
        <Avatar firstName={client.first_name} lastName={client.last_name} url={client.avatar_url} size={80} />
        <DropZone
          action={t('client.photo.choose')}
          policy={policy}
          error={error}
          isBusy={save.isPending}
          isCompact
          onFiles={(files) => void choose(save.run)(files)}
        />
      </div>
    </Card>
  );
}
