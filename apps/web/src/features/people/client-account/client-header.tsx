import { allows, type ClientDetail, isClientReadOnly } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, Banner, Button, StatusBadge } from '../../../ui/index.ts';
import { ClientCasesLink } from '../../cases/client-cases-link.tsx';
import { ClientTopUpsLink } from '../../cases/top-ups/client-top-ups-link.tsx';
import { accountStatusTone } from '../account-status.ts';
import { followClient, personName, unfollowClient, useClientAction } from './client-account.api.ts';

/** Name, status and adviser of the client, the follow button, and links to the client's sub-pages. */
export function ClientHeader({ client, title }: { client: ClientDetail; title?: string }) {
  const { t } = useTranslation();
  const follow = useClientAction(client.id, () => (client.is_followed ? unfollowClient(client.id) : followClient(client.id)));
  return (
    <header className="page-header client-header">
      <nav aria-label={t('client.back')} className="client-header__back">
        <Link to={title ? `/clients/${client.id}` : '/clients'}>{title ? personName(client) : t('client.back')}</Link>
      </nav>
      <div className="client-header__main">
        <Avatar firstName={client.first_name} lastName={client.last_name} url={client.avatar_url} size={80} />
        <div>
          <h1>{title ?? personName(client)}</h1>
          <p className="client-badges">
            <StatusBadge tone={accountStatusTone(client.status)}>{t(`client.status.${client.status}`)}</StatusBadge>
            <StatusBadge tone="neutral">{t(`client.kind.${client.kind}`)}</StatusBadge>
            {client.is_locked ? <StatusBadge tone="danger">{t('client.locked')}</StatusBadge> : null}
          </p>
          <p className="page-header__meta">
            {client.adviser ? t('client.adviser', { name: personName(client.adviser) }) : t('client.noAdviser')}
          </p>
        </div>
      </div>
      {title ? null : (
        <div className="form-actions client-header__actions">
          {allows(client, 'client.follow') ? (
            <Button
              variant={client.is_followed ? 'secondary' : 'primary'}
              isLoading={follow.isPending}
              aria-pressed={client.is_followed}
              onClick={() => void follow.run()}
            >
              {client.is_followed ? t('client.unfollow') : t('client.follow')}
            </Button>
          ) : null}
          {allows(client, 'client.edit') ? (
            <Link className="ui-button ui-button--secondary" to={`/clients/${client.id}/account-settings`}>
              {t('client.accountSettings')}
            </Link>
          ) : null}
          <ClientCasesLink clientId={client.id} />
          {allows(client, 'client.viewAuditTrail') ? (
            <Link className="ui-button ui-button--ghost" to={`/clients/${client.id}/audit-trail`}>
              {t('client.auditTrail')}
            </Link>
          ) : null}
          <ClientTopUpsLink clientId={client.id} />
        </div>
      )}
      {isClientReadOnly(client.status) ? (
        <Banner tone="warning">
          {t(client.status === 'invitation_cancelled' ? 'client.invitationCancelledNotice' : 'client.deactivatedNotice')}
        </Banner>
      ) : null}
    </header>
  );
}
