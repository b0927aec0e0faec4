import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button } from '../../../ui/index.ts';
import { setFollowAll } from './clients.api.ts';

/** Follow or stop following every client the staff member may see; followers receive a client's automatic e-mails. */
export function FollowAllButtons() {
  const { t } = useTranslation();
  const change = useApiMutation(setFollowAll, { invalidates: [['client']] });
  return (
    <>
      <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => void change.run(true)}>
        {t('clients.followAll')}
      </Button>
      <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => void change.run(false)}>
        {t('clients.unfollowAll')}
      </Button>
    </>
  );
}
