import type { CurrentUser } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Card, Checkbox } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { updateAutoFollow } from './users.api.ts';

/** Staff choose to follow every new client (and so receive its automatic e-mails); clients see nothing. */
export function AutoFollowSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useApiMutation((enabled: boolean) => updateAutoFollow(user, enabled), {
    onSuccess: (_, enabled) =>
      queryClient.setQueryData<CurrentUser>(meQueryKey, (current) =>
        current ? { ...current, auto_follow_new_clients: enabled } : current,
      ),
  });
  if (user.role === 'client' || !user.practice_id) return null;
  return (
    <Card id="following" title={t('account.followTitle')} description={t('account.followDescription')}>
      <Checkbox
        label={t('account.autoFollow')}
        checked={user.auto_follow_new_clients}
        disabled={save.isPending}
        onChange={(event) => void save.run(event.currentTarget.checked)}
      />
    </Card>
  );
}
