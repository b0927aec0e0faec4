import { allows, type ClientDetail, isClientReadOnly, type Message, removeClientBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Banner, Button, Card, Dialog, PasswordField, Select } from '../../../ui/index.ts';
import {
  deactivateClient,
  personName,
  removeClient,
  resendClientConfirmation,
  resetClientTwoFactor,
  sendClientPasswordReset,
  unblockClient,
  useClientAction,
} from './client-account.api.ts';

/** Unlock, two-factor reset, password reset, invitation and deactivation: each shown only when the client's detail offers it. */
export function ClientSecuritySection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const action = useClientAction(client.id, ({ send }: { name: string; send: () => Promise<Message> }) => send());
  const busy = action.isPending ? action.variables?.name : null;
  const [dialog, setDialog] = useState<'twoFactor' | 'deactivate' | null>(null);
  const [method, setMethod] = useState<'email' | 'none'>('email');
  const allowed = {
    unlock: allows(client, 'client.unlock') && client.is_locked,
    twoFactor: allows(client, 'client.resetTwoFactor') && client.two_factor_method !== 'none',
    password: allows(client, 'client.resetPassword') && client.status === 'active',
    invitation: allows(client, 'client.resendInvitation') && client.status === 'invited',
    deactivate: allows(client, 'client.deactivate') && !isClientReadOnly(client.status),
  };
  if (!Object.values(allowed).some(Boolean)) return null;

  const act = async (name: string, send: () => Promise<Message>) => {
    if (await action.run({ name, send })) setDialog(null);
  };

  return (
    <Card id="security" title={t('client.security.title')}>
      <div className="form-actions">
        {allowed.unlock ? (
          <Button variant="secondary" isLoading={busy === 'unlock'} onClick={() => act('unlock', () => unblockClient(client.id))}>
            {t('client.security.unlock')}
          </Button>
        ) : null}
        {allowed.twoFactor ? (
          <Button variant="secondary" onClick={() => setDialog('twoFactor')}>
            {t('client.security.resetTwoFactor')}
          </Button>
        ) : null}
        {allowed.password ? (
          <Button
            variant="secondary"
            isLoading={busy === 'password'}
            onClick={() => act('password', () => sendClientPasswordReset(client.id))}
          >
            {t('client.security.passwordReset')}
          </Button>
        ) : null}
        {allowed.invitation ? (
          <Button
            variant="secondary"
            isLoading={busy === 'invitation'}
            onClick={() => act('invitation', () => resendClientConfirmation(client.id))}
          >
            {t('client.security.resendInvitation')}
          </Button>
        ) : null}
        {allowed.deactivate ? (
          <Button variant="danger" onClick={() => setDialog('deactivate')}>
            {t('client.security.deactivate')}
          </Button>
        ) : null}
      </div>
      <Dialog
        isOpen={dialog === 'twoFactor'}
        onClose={() => setDialog(null)}
        title={t('client.security.resetTwoFactorTitle')}
        footer={
          <Button isLoading={busy === 'twoFactor'} onClick={() => act('twoFactor', () => resetClientTwoFactor(client.id, method))}>
            {t('client.security.confirmReset')}
          </Button>
        }
      >
        <p>{t('client.security.resetTwoFactorText')}</p>
        <Select
          label={t('client.security.method')}
          value={method}
          onChange={(event) => setMethod(event.target.value as 'email' | 'none')}
          options={[
            { value: 'email', label: t('client.security.methodEmail') },
            { value: 'none', label: t('client.security.methodNone') },
          ]}
        />
      </Dialog>
      <Dialog
        isOpen={dialog === 'deactivate'}
        onClose={() => setDialog(null)}
        title={t('client.security.deactivateTitle')}
        footer={
          <Button variant="danger" isLoading={busy === 'deactivate'} onClick={() => act('deactivate', () => deactivateClient(client.id))}>
            {t('client.security.confirmDeactivate')}
          </Button>
        }
      >
        <p>{t('client.security.deactivateText')}</p>
      </Dialog>
    </Card>
  );
}

type RemoveFields = z.input<typeof removeClientBody>;

/** Irreversible removal behind the actor's current password. */
export function RemoveClientSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState, reset } = useForm<RemoveFields>({
    resolver: zodResolver(removeClientBody),
    defaultValues: { current_password: '' },
  });
  const removal = useApiMutation((body: RemoveFields) => removeClient(client.id, body), {
    success: t('client.remove.done'),
    onSuccess: () => {
      setIsOpen(false);
      navigate('/clients');
    },
    form: { setError, fields: ['current_password'] },
    // Inside the modal dialog, where toasts sit behind the backdrop.
    onErrorDetails: setFormErrors,
  });
  if (!allows(client, 'client.remove')) return null;

  const submit = handleSubmit(removal.run);

  return (
    <Card id="remove" title={t('client.remove.title')} description={t('client.remove.description')} className="client-danger">
      <div className="form-actions">
        <Button
          variant="danger"
          onClick={() => {
            reset();
            setFormErrors([]);
            setIsOpen(true);
          }}
        >
          {t('client.remove.button')}
        </Button>
      </div>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title={t('client.remove.dialogTitle', { name: personName(client) })}>
        <form onSubmit={submit} noValidate className="form-grid">
          <Banner tone="warning">{t('client.remove.warning')}</Banner>
          {formErrors.map((detail) => (
            <p key={detail} className="ui-field__error" role="alert">
              {detail}
            </p>
          ))}
          <PasswordField
            label={t('client.remove.password')}
            autoComplete="current-password"
            isRequired
            error={formState.errors.current_password?.message}
            {...register('current_password')}
          />
          <div className="form-actions">
            <Button type="submit" variant="danger" isLoading={formState.isSubmitting}>
              {t('client.remove.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
