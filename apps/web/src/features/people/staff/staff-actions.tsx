import type { StaffStatus } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { Banner, Button, Card, Dialog } from '../../../ui/index.ts';
import { deactivateStaffMember, refreshStaff, resendStaffInvitation } from './staff.api.ts';

/** Sends a fresh invitation link while the person has not accepted theirs. */
export function InvitationCard({ path }: { path: string }) {
  const { t } = useTranslation();
  const [isSending, setIsSending] = useState(false);
  const resend = async () => {
    setIsSending(true);
    try {
      const response = await resendStaffInvitation(path);
      notify.success(response.data.message);
    } catch {
      // The API client has shown the error.
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Card
      title={t('staff.invitationTitle')}
      description={t('staff.invitationPending')}
      actions={
        <Button variant="secondary" onClick={resend} isLoading={isSending}>
          {t('staff.resend')}
        </Button>
      }
    />
  );
}

/** Deactivation asks first, and shows the server's refusal (an adviser with clients, an admin with advisers) in the dialog. */
export function DeactivateCard({ userId, name, status }: { userId: string; name: string; status: StaffStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [isWorking, setIsWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (status === 'deactivated') {
    return (
      <Banner tone="warning" title={t('staff.status.deactivated')}>
        <p>{t('staff.deactivatedNote')}</p>
      </Banner>
    );
  }

  const close = () => {
    setIsOpen(false);
    setRefusal(null);
  };
  const confirm = async () => {
    setIsWorking(true);
    try {
      await deactivateStaffMember(userId);
      notify.success(t('staff.deactivated'));
      close();
      await refreshStaff(queryClient);
    } catch (error) {
      setRefusal(isApiError(error) ? error.details.join(' ') : t('errors.generic'));
    } finally {
      setIsWorking(false);
    }
  };

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
            <Button variant="danger" onClick={confirm} isLoading={isWorking} disabled={refusal !== null}>
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
