import type { StaffStatus } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Banner, Button, Card, Dialog } from '../../../ui/index.ts';
import { deactivateStaffMember, resendStaffInvitation, type StaffArea, staffKeys } from './staff.api.ts';

/** Sends a fresh invitation link while the person has not accepted theirs. */
export function InvitationCard({ area, id }: { area: StaffArea; id: string }) {
  const { t } = useTranslation();
  const resend = useApiMutation(() => resendStaffInvitation(area, id));
  return (
    <Card
      title={t('staff.invitationTitle')}
      description={t('staff.invitationPending')}
      actions={
        <Button variant="secondary" onClick={() => void resend.run()} isLoading={resend.isPending}>
          {t('staff.resend')}
        </Button>
      }
    />
  );
}

/** Deactivation asks first, and shows the server's refusal (an adviser with clients, an admin with advisers) in the dialog. */
export function DeactivateCard({ userId, name, status }: { userId: string; name: string; status: StaffStatus }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setIsOpen(false);
    setRefusal(null);
  };
  const deactivate = useApiMutation(() => deactivateStaffMember(userId), {
    success: t('staff.deactivated'),
    onSuccess: close,
    invalidates: [staffKeys.all],
    onErrorDetails: (details) => setRefusal(details.join(' ')),
  });

  if (status === 'deactivated') {
    return (
      <Banner tone="warning" title={t('staff.status.deactivated')}>
        <p>{t('staff.deactivatedNote')}</p>
      </Banner>
    );
  }

  return (
    <Card
      title={t('staff.deactivate')}
      description={t('staff.deactivateText', { name })}
      actions={
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          {t('staff.deactivate')}
        </Button>
      }
    >
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title={t('staff.deactivateTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('staff.deactivateCancel')}
            </Button>
            <Button variant="danger" onClick={() => void deactivate.run()} isLoading={deactivate.isPending} disabled={refusal !== null}>
              {t('staff.deactivateConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('staff.deactivateText', { name })}</p>
        {refusal ? (
          <Banner tone="error" role="alert">
            <p>{refusal}</p>
          </Banner>
        ) : null}
      </Dialog>
    </Card>
  );
}
