import { acceptOf, type ClientDetail, checkChosenFile, uploadPolicies } from '@advice/domain';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, Card, FileChooser, takeChosenFile, UploadFeedback, useFileChooserIds } from '../../../ui/index.ts';
import { uploadClientAvatar, useClientAction } from './client-account.api.ts';

const policy = uploadPolicies.avatar;

/** Staff set the client's photo; the server checks it by content and re-encodes it. */
export function ClientAvatarSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const { inputId, errorId } = useFileChooserIds();
  const [error, setError] = useState<string | null>(null);
  const save = useClientAction(client.id, (form: FormData) => uploadClientAvatar(client.id, form), {
    onErrorDetails: (details) => setError(details.join(' ')),
  });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (!file) return;
    const problem = checkChosenFile(policy, file);
    if (problem) return setError(problem);
    setError(null);
    const form = new FormData();
    form.append(policy.fileField, file);
    await save.run(form);
  };

  return (
    <Card id="photo" title={t('client.photo.title')} description={t('client.photo.hint')}>
      <div className="avatar-editor">
        <Avatar firstName={client.first_name} lastName={client.last_name} url={client.avatar_url} size={80} />
        <FileChooser
          inputId={inputId}
          errorId={errorId}
          label={t('client.photo.choose')}
          accept={acceptOf(policy)}
          error={error}
          isBusy={save.isPending}
          onChange={upload}
        />
      </div>
      <UploadFeedback errorId={errorId} error={error} />
    </Card>
  );
}
