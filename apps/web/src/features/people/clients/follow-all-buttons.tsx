import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { setFollowAll } from './clients.api.ts';

/**
 * Follow or stop following every client the staff member may see; followers receive a client's automatic
 * e-mails. They sit among the list's links, so they look like them.
 */
export function FollowAllButtons() {
  const { t } = useTranslation();
  const change = useApiMutation(setFollowAll, { invalidates: [['client']] });
  const follow = (isFollowing: boolean) => {
    if (!change.isPending) void change.run(isFollowing);
  };
  return (
    <>
      <button type="button" className="clients__link-action" aria-disabled={change.isPending || undefined} onClick={() => follow(true)}>
        {t('clients.followAll')}
      </button>
      <button type="button" className="clients__link-action" aria-disabled={change.isPending || undefined} onClick={() => follow(false)}>
        {t('clients.unfollowAll')}
      </button>
    </>
  );
}
