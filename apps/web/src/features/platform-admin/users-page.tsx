import { canPlatform, type PlatformUser, platformAdminMessages, reactivateAccountBody, roleLabel, searchTerm } from '@advice/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiMutation } from '../../lib/mutation.ts';
import {
  Button,
  CardList,
  CardListItem,
  ConfirmDialog,
  EmptyState,
  Pager,
  Spinner,
  StatusBadge,
  TextArea,
  TextField,
} from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { platformCalls, platformKey, usePlatformUsers } from './platform-admin.api.ts';
import { PlatformAdminPage } from './platform-admin-guard.tsx';
import './platform-admin.css';

const statusTones = { active: 'success', invited: 'info', deactivated: 'muted' } as const;
const nameOf = (user: PlatformUser) => `${user.first_name} ${user.last_name}`;

/** Asks why before reactivating the account; the reason is checked by the domain's rule before it is sent. */
function ReactivateDialog({ user, onClose }: { user: PlatformUser; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string[] | null>(null);
  const reactivate = useApiMutation(() => platformCalls.reactivateUser(user.id, reason), {
    invalidates: [platformKey],
    onSuccess: onClose,
    onErrorDetails: setError,
  });
  const confirm = () => {
    const checked = reactivateAccountBody.safeParse({ reason });
    setFieldError(checked.success ? undefined : platformAdminMessages['platformAdmin.reasonRequired']);
    if (checked.success) void reactivate.run();
  };
  return (
    <ConfirmDialog
      isOpen
      title={t('platformAdmin.users.reactivateTitle', { name: nameOf(user) })}
      confirmLabel={t('platformAdmin.users.reactivate')}
      cancelLabel={t('platformAdmin.form.cancel')}
      isBusy={reactivate.isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{t('platformAdmin.users.reactivateText', { name: nameOf(user) })}</p>
      <TextArea
        label={t('platformAdmin.users.reason')}
        isRequired
        rows={3}
        maxLength={500}
        value={reason}
        error={fieldError}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}

function UserCard({ user, canWrite, onReactivate }: { user: PlatformUser; canWrite: boolean; onReactivate: () => void }) {
  const { t } = useTranslation();
  return (
    <CardListItem className="platform-admin__practice">
      <div className="platform-admin__practice-head">
        <span className="platform-admin__practice-name">{nameOf(user)}</span>
        <StatusBadge tone={statusTones[user.status]}>{t(`platformAdmin.status.user.${user.status}`)}</StatusBadge>
      </div>
      <dl>
        <dt>{t('platformAdmin.form.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('platformAdmin.users.practice')}</dt>
        <dd>{user.practice?.name ?? t('platformAdmin.users.platform')}</dd>
        <dt>{t('platformAdmin.users.role')}</dt>
        <dd>{roleLabel(user.role)}</dd>
      </dl>
      {canWrite && user.status === 'deactivated' ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('platformAdmin.users.reactivateLabel', { name: nameOf(user) })}
          onClick={onReactivate}
        >
          {t('platformAdmin.users.reactivate')}
        </Button>
      ) : null}
    </CardListItem>
  );
}

function UsersSearch({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(query);
  const [error, setError] = useState<string | undefined>();
  const [reactivating, setReactivating] = useState<PlatformUser | null>(null);
  const found = usePlatformUsers(query, page);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const checked = searchTerm.safeParse(text);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) setParams({ query: checked.data, page: '1' }, { replace: true });
  };
  return (
    <>
      <form className="platform-admin__search" noValidate onSubmit={search}>
        <TextField
          label={t('platformAdmin.users.search')}
          type="search"
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('platformAdmin.users.searchButton')}</Button>
      </form>
      {query.length < 3 ? <p className="page-header__meta">{t('platformAdmin.users.prompt')}</p> : null}
      {found.isFetching && !found.data ? <Spinner /> : null}
      {found.data && found.data.items.length === 0 ? (
        <EmptyState title={t('platformAdmin.users.emptyTitle')}>
          <p>{t('platformAdmin.users.emptyText')}</p>
        </EmptyState>
      ) : null}
      {found.data && found.data.items.length > 0 ? (
        <>
          <CardList label={t('platformAdmin.users.listLabel')}>
            {found.data.items.map((user) => (
              <UserCard key={user.id} user={user} canWrite={canWrite} onReactivate={() => setReactivating(user)} />
            ))}
          </CardList>
          <Pager
            label={t('platformAdmin.users.listLabel')}
            pagination={found.data.pagination}
            page={page}
            summary={t('common.pageOf', { page, total: found.data.pagination.totalPages })}
            onPage={(next) => setParams({ query, page: String(next) }, { replace: true })}
          />
        </>
      ) : null}
      {reactivating ? <ReactivateDialog user={reactivating} onClose={() => setReactivating(null)} /> : null}
    </>
  );
}

/** super_administrator/users: anyone on the platform by name or e-mail; super admins reactivate deactivated accounts. */
export function PlatformUsersRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('platformAdmin.users.title'));
  return (
    <PlatformAdminPage>
      {(user) => (
        <div className="page">
          <header className="page-header">
            <h1>{t('platformAdmin.users.title')}</h1>
            <p className="page-header__meta">{t('platformAdmin.users.lead')}</p>
          </header>
          <UsersSearch canWrite={canPlatform(user.role, 'platform.write')} />
        </div>
      )}
    </PlatformAdminPage>
  );
}
