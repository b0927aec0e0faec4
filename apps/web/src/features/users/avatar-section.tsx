import { acceptOf, type CurrentUser, uploadPolicies } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, Card, FileChooser, UploadFeedback, useChosenFileUpload, useFileChooserIds } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { removeAvatar, uploadAvatar } from './users.api.ts';

const policy = uploadPolicies.avatar;

export function AvatarSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { inputId, errorId } = useFileChooserIds();
  const { progress, setProgress, error, setError, choose: chooseFile } = useChosenFileUpload(policy);
  const save = useApiMutation((form: FormData) => uploadAvatar(user, form, setProgress), {
    invalidates: [meQueryKey],
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const removal = useApiMutation(() => removeAvatar(user), { success: t('account.photoRemoved'), invalidates: [meQueryKey] });

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
            onChange={(event) => void chooseFile(save.run)(event)}
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
