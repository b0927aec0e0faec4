import { acceptOf, type CurrentUser, checkChosenFile, uploadPolicies } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, Card, FileChooser, takeChosenFile, UploadFeedback, useFileChooserIds } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { removeAvatar, uploadAvatar } from './users.api.ts';

const policy = uploadPolicies.avatar;

export function AvatarSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { inputId, errorId } = useFileChooserIds();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (!file) return;
    const problem = checkChosenFile(policy, file);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    const form = new FormData();
    form.append(policy.fileField, file);
    try {
      const response = await uploadAvatar(user, form, setProgress);
      notify.success(response.data.data.message);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch (failure) {
      if (isApiError(failure)) setError(failure.fieldErrors.avatar ?? failure.message);
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setIsRemoving(true);
    try {
      await removeAvatar(user);
      notify.success(t('account.photoRemoved'));
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch {
      // The API client has already shown why.
    } finally {
      setIsRemoving(false);
    }
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
            <Button variant="ghost" onClick={remove} isLoading={isRemoving}>
              {t('account.photoRemove')}
            </Button>
          ) : null}
        </div>
      </div>
      <UploadFeedback errorId={errorId} error={error} progress={progress} progressLabel={t('account.photoUploading')} />
    </Card>
  );
}
