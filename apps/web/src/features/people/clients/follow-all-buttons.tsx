import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../ui/index.ts';
import { setFollowAll } from './clients.api.ts';

/** Follow or stop following every client the staff member may see; followers receive a client's automatic e-mails. */
export function FollowAllButtons() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (path: '/clients/follow-all' | '/clients/unfollow-all') => setFollowAll(path),
    onSuccess: (body) => {
      notify.success(body.data.message);
      void queryClient.invalidateQueries({ queryKey: ['client'] });
    },
  });
  return (
    <>
      <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate('/clients/follow-all')}>
        {t('clients.followAll')}
      </Button>
      <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate('/clients/unfollow-all')}>
        {t('clients.unfollowAll')}
      </Button>
    </>
  );
}
