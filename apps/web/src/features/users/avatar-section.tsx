import { type CurrentUser, uploadPolicies } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, Card, DropZone, useChosenFileUpload } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { removeAvatar, uploadAvatar } from './users.api.ts';

const policy = uploadPolicies.avatar;

export function AvatarSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { progress, setProgress, error, setError, chosen, choose: chooseFile } = useChosenFileUpload(policy);
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
          <DropZone
            action={t('account.photoChoose')}
            policy={policy}
            chosen={chosen}
            progress={progress}
            progressLabel={t('account.photoUploading')}
            error={error}
            isBusy={progress !== null}
            isCompact
            onFiles={(files) => void chooseFile(save.run)(files)}
          />
          {user.avatar_url ? (
            <Button variant="ghost" onClick={() => void removal.run()} isLoading={removal.isPending}>
              {t('account.photoRemove')}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
