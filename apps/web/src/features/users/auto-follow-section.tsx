import type { CurrentUser } from '@advice/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { Card, Checkbox } from '../../ui/index.ts';
import { meQueryKey } from '../auth/session.ts';
import { updateAutoFollow } from './users.api.ts';

/** Staff choose to follow every new client (and so receive its automatic e-mails); clients see nothing. */
export function AutoFollowSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (enabled: boolean) => updateAutoFollow(user, enabled),
    onSuccess: (body, enabled) => {
      queryClient.setQueryData<CurrentUser>(meQueryKey, (current) =>
        current ? { ...current, auto_follow_new_clients: enabled } : current,
      );
      notify.success(body.data.message);
    },
  });
  if (user.role === 'client' || !user.practice_id) return null;
  return (
    <Card id="following" title={t('account.followTitle')} description={t('account.followDescription')}>
      <Checkbox
        label={t('account.autoFollow')}
        checked={user.auto_follow_new_clients}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
    </Card>
  );
}
