import { inviteProspectBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card, TextArea } from '../../../ui/index.ts';
import { FeatureGate } from '../../practice/feature-gate.tsx';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { inviteProspect } from './clients.api.ts';
import { ClientNameFields, ClientsPageHeader } from './clients-parts.tsx';
import './clients.css';

type Input = z.input<typeof inviteProspectBody>;
type Output = z.output<typeof inviteProspectBody>;

/** Invites a prospect by e-mail, while the practice has the feature on; the link is valid for a year. */
export function NewProspectPage() {
  return (
    <FeatureGate flag="inviteProspectiveClient">
      <InviteProspectForm />
    </FeatureGate>
  );
}

function InviteProspectForm() {
  const { t } = useTranslation();
  useDocumentTitle(t('clients.inviteTitle'));
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(inviteProspectBody),
    defaultValues: { first_name: '', last_name: '', email: '', message: '' },
  });
  const { errors } = formState;

  const invitation = useApiMutation(inviteProspect, {
    success: t('clients.invitationSent'),
    onSuccess: () => navigate('/clients/invitations'),
    invalidates: [['invitations'], ['clients']],
    form: { setError, fields: ['first_name', 'last_name', 'email', 'message'] },
  });

  const submit = handleSubmit(invitation.run);

  return (
    <div className="page page--narrow">
      <ClientsPageHeader title={t('clients.inviteTitle')} lead={t('clients.inviteLead')} />
      <Card title={t('clients.prospectCard')}>
        <form onSubmit={submit} noValidate className="form-grid">
          <ClientNameFields register={register} errors={errors} />
          <TextArea id="prospect-message" label={t('clients.message')} rows={4} error={errors.message?.message} {...register('message')} />
          <div className="form-actions">
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('clients.sendInvitation')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
