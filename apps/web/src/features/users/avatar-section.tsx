import { acceptOf, type CurrentUser, checkChosenFile, uploadPolicies } from '@advice/domain';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, Card, FileChooser, takeChosenFile, UploadFeedback, useFileChooserIds } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { removeAvatar, uploadAvatar } from './users.api.ts';

const policy = uploadPolicies.avatar;

export function AvatarSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { inputId, errorId } = useFileChooserIds();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation((form: FormData) => uploadAvatar(user, form, setProgress), {
    invalidates: [meQueryKey],
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const removal = useApiMutation(() => removeAvatar(user), { success: t('account.photoRemoved'), invalidates: [meQueryKey] });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (!file) return;
    const problem = checkChosenFile(policy, file);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.append(policy.fileField, file);
    await save.run(form);
    setProgress(null);
  };

  return (
    <Card id="photo" title={t('account.photoTitle')} description={t('account.photoDescription')}>
      <div className="avatar-editor">
        <Avatar firstName={user.first_name} lastName={user.last_name} url={user.avatar_url} size={80} />
        <div className="avatar-editor__actions">
          <FileChooser
            inputId={inputId}
            errorId={errorId}
            label={t('account.photoChoose')}
            accept={acceptOf(policy)}
            error={error}
            isBusy={progress !== null}
            onChange={upload}
          />
          {user.avatar_url ? (
            <Button variant="ghost" onClick={() => void removal.run()} isLoading={removal.isPending}>
              {t('account.photoRemove')}
            </Button>
          ) : null}
        </div>
      </div>
      <UploadFeedback errorId={errorId} error={error} progress={progress} progressLabel={t('account.photoUploading')} />
    </Card>
  );
}
