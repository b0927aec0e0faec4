import { declineBody, type Envelope, signingMessages } from '@advice/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Dialog, TextArea } from '../../ui/index.ts';
import { useSigningChannel } from './sign-channel.ts';

/** "Decline to sign": a reason is required (the practice reads it); the answer is the declined envelope. */
export function DeclineDialog({
  isOpen,
  onClose,
  onDeclined,
}: {
  isOpen: boolean;
  onClose: () => void;
  onDeclined: (envelope: Envelope) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('sign.decline')}>
      <DeclineForm onCancel={onClose} onDeclined={onDeclined} />
    </Dialog>
  );
}

function DeclineForm({ onCancel, onDeclined }: { onCancel: () => void; onDeclined: (envelope: Envelope) => void }) {
  const { t } = useTranslation();
  const channel = useSigningChannel();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decline = useApiMutation((text: string) => channel.decline(text), {
    success: signingMessages['signing.declinedToast'],
    onSuccess: onDeclined,
    onErrorDetails: (details, failure) => {
      const reasonError = isApiError(failure) ? failure.fieldErrors.reason : undefined;
      setError(reasonError ?? details.join(' '));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = declineBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    void decline.run(parsed.data.reason);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <p className="sign-decline__intro">{t('sign.declineDialog.intro')}</p>
      <TextArea
        label={t('sign.declineDialog.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={2000}
        rows={4}
        error={error}
        isRequired
      />
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('sign.declineDialog.keep')}
        </Button>
        <Button type="submit" variant="danger" isLoading={decline.isPending}>
          {t('sign.decline')}
        </Button>
      </div>
    </form>
  );
}
