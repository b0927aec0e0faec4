import type { CurrentUser, OAuthAccount } from '@advice/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { notify } from '../../lib/notify.ts';
import { Button, Card, CardList, CardListItem, Dialog, Spinner } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';
import {
  disconnectOAuthAccount,
  finishDocusignConnection,
  goToDocusign,
  oauthAccountsKey,
  startDocusignConnection,
  useOAuthAccounts,
} from './docusign.api.ts';
import './docusign-section.css';

/**
 * DocuSign sends the adviser back to account settings with `?code=…&state=…` (or `?error=…` when they said
 * no): the code is handed to the server once, and taken out of the address so it stays out of the history.
 */
function useDocusignReturn(user: CurrentUser): boolean {
  const { t } = useTranslation();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const isHandled = useRef(false);
  const finish = useApiMutation(finishDocusignConnection, { invalidates: [oauthAccountsKey(user.id)] });

  useEffect(() => {
    if (isHandled.current) return;
    const query = new URLSearchParams(search);
    const code = query.get('code');
    const error = query.get('error');
    if (!code && !error) return;
    isHandled.current = true;
    void navigate({ pathname, search: '', hash: '#document-signing' }, { replace: true });
    if (code) void finish.run({ code, state: query.get('state') ?? '' });
    else notify.error(t('docusign.connectionCancelled'));
  }, [search, pathname, navigate, finish, t]);

  return finish.isPending;
}

function DisconnectDialog({ user, account, onClose }: { user: CurrentUser; account: OAuthAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const removal = useApiMutation((target: OAuthAccount) => disconnectOAuthAccount(target), {
    success: t('docusign.disconnected'),
    onSuccess: onClose,
    invalidates: [oauthAccountsKey(user.id)],
  });
  return (
    <Dialog
      isOpen={account !== null}
      onClose={onClose}
      title={t('docusign.disconnectTitle')}
      footer={
        <>
          <Button variant="danger" isLoading={removal.isPending} onClick={() => account && void removal.run(account)}>
            {t('docusign.disconnect')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={removal.isPending}>
            {t('docusign.keep')}
          </Button>
        </>
      }
    >
      <p>{account ? t('docusign.disconnectText', { name: account.account_name, email: account.email }) : null}</p>
    </Dialog>
  );
}

function AccountList({ accounts, onDisconnect }: { accounts: OAuthAccount[]; onDisconnect: (account: OAuthAccount) => void }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return <p>{t('docusign.none')}</p>;
  return (
    <CardList label={t('docusign.listLabel')}>
      {accounts.map((account) => (
        <CardListItem key={account.id} className="docusign-account">
          <div className="docusign-account__text">
            <strong>{account.account_name}</strong>
            <span>{account.email}</span>
            <span className="docusign-account__date">{t('docusign.connectedOn', { date: formatDate(account.connected_at) })}</span>
          </div>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('docusign.disconnectNamed', { name: account.account_name })}
            onClick={() => onDisconnect(account)}
          >
            {t('docusign.disconnect')}
          </Button>
        </CardListItem>
      ))}
    </CardList>
  );
}

function DocusignAccounts({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const accounts = useOAuthAccounts(user);
  const isFinishing = useDocusignReturn(user);
  const [leaving, setLeaving] = useState<OAuthAccount | null>(null);
  const connect = useApiMutation(startDocusignConnection, { success: false, onSuccess: ({ url }) => goToDocusign(url) });
  const list = accounts.data ?? [];

  return (
    <Card
      id="document-signing"
      title={t('docusign.title')}
      description={t('docusign.description')}
      actions={
        <Button variant="secondary" isLoading={connect.isPending} disabled={isFinishing} onClick={() => void connect.run()}>
          {list.length > 0 ? t('docusign.connectAnother') : t('docusign.connect')}
        </Button>
      }
    >
      {isFinishing ? (
        <p className="ui-card__status" role="status">
          {t('docusign.connecting')}
        </p>
      ) : null}
      {accounts.isPending ? (
        <Spinner />
      ) : accounts.isError ? (
        <p>{t('docusign.loadFailed')}</p>
      ) : (
        <AccountList accounts={list} onDisconnect={setLeaving} />
      )}
      <DisconnectDialog user={user} account={leaving} onClose={() => setLeaving(null)} />
    </Card>
  );
}

/** Advisers connect the DocuSign accounts they send documents through (spec 1 §6); shown while the practice has DocuSign. */
export function DocusignSection({ user }: { user: CurrentUser }) {
  const isOn = useFeature('docusign');
  if (user.role !== 'adviser' || !isOn) return null;
  return <DocusignAccounts user={user} />;
}
