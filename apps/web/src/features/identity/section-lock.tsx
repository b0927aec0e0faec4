import { type Identification, type IdentitySection, type IdentitySectionLock, lockOf } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { LockIcon } from '../../ui/icons.tsx';
import { Banner, Button } from '../../ui/index.ts';
import type { Viewer } from './identification-view.tsx';
import { identityCalls, identityKey } from './identity.api.ts';

/** Says a section is locked and by whom: to the client, that they cannot change it; to staff, that the client cannot. */
export function LockNotice({ lock, viewer }: { lock: IdentitySectionLock | null; viewer: Viewer }) {
  const { t } = useTranslation();
  if (!lock) return null;
  const params = { name: lock.locked_by?.name || t('identity.someone'), date: formatDate(lock.locked_at) };
  return (
    <Banner tone={viewer.isClient ? 'warning' : 'info'} className="identification__lock">
      <p>{t(viewer.isClient ? 'identity.lockedForClient' : 'identity.lockedForStaff', params)}</p>
    </Banner>
  );
}

/** Lock or unlock a section, for the advisers who may; the server's sentence ("Section locked") is the toast. */
export function LockToggle({
  identification,
  section,
  viewer,
}: {
  identification: Identification;
  section: IdentitySection;
  viewer: Viewer;
}) {
  const { t } = useTranslation();
  const lock = lockOf(identification.locks, section);
  const toggle = useApiMutation(
    () => (lock ? identityCalls.unlock(viewer.clientId, section) : identityCalls.lock(viewer.clientId, section)),
    {
      invalidates: [identityKey],
    },
  );
  if (!viewer.actions.includes('identity.lock')) return null;
  const label = t(lock ? 'identity.unlock' : 'identity.lock');
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<LockIcon size={16} />}
      isLoading={toggle.isPending}
      aria-label={`${label}: ${t(`identity.section.${section}`)}`}
      onClick={() => void toggle.run()}
    >
      {label}
    </Button>
  );
}
