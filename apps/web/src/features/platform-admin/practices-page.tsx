import { canPlatform, type PlatformPractice, type PracticeListFilter, practiceListFilters, practiceTypeLabels } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink, CardList, CardListItem, EmptyState, Pager, Select, Spinner, StatusBadge } from '../../ui/index.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { usePlatformPractices } from './platform-admin.api.ts';
import { PlatformAdminPage } from './platform-admin-guard.tsx';
import { PracticeForm } from './practice-form.tsx';
import './platform-admin.css';

/** A practice's status as a badge that says it, and a missing director beside it. */
export function PracticeBadges({ practice }: { practice: PlatformPractice }) {
  const { t } = useTranslation();
  return (
    <span className="platform-admin__badges">
      <StatusBadge tone={practice.status === 'suspended' ? 'danger' : 'success'}>
        {t(`platformAdmin.status.${practice.status}`)}
      </StatusBadge>
      {practice.has_active_director ? null : <StatusBadge tone="warning">{t('platformAdmin.practices.noDirector')}</StatusBadge>}
    </span>
  );
}

function PracticeCard({ practice }: { practice: PlatformPractice }) {
  const { t } = useTranslation();
  return (
    <CardListItem className="platform-admin__practice">
      <div className="platform-admin__practice-head">
        <Link to={`/super_administrator/practices/${practice.id}`} className="platform-admin__practice-name">
          {practice.name}
        </Link>
        <PracticeBadges practice={practice} />
      </div>
      <dl>
        <dt>{t('platformAdmin.practices.hosts')}</dt>
        <dd>{practice.hosts.join(', ')}</dd>
        <dt>{t('platformAdmin.practices.type')}</dt>
        <dd>{practiceTypeLabels[practice.practice_type]}</dd>
        <dt>{t('platformAdmin.practices.clients')}</dt>
        <dd>{t('platformAdmin.practices.clientsCount', { count: practice.clients_count })}</dd>
      </dl>
    </CardListItem>
  );
}

function PracticesList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter: PracticeListFilter = params.get('filter') === 'attention' ? 'attention' : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = usePlatformPractices(page, filter);
  const setQuery = (next: { filter?: PracticeListFilter; page?: number }) =>
    setParams({ filter: next.filter ?? filter, page: String(next.page ?? 1) }, { replace: true });
  const options = practiceListFilters.map((value) => ({ value, label: t(`platformAdmin.practices.filter.${value}`) }));
  return (
    <>
      <Select
        label={t('platformAdmin.practices.filterLabel')}
        options={options}
        value={filter}
        className="platform-admin__filter"
        onChange={(event) => setQuery({ filter: event.target.value as PracticeListFilter })}
      />
      {list.isPending ? <Spinner /> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState title={t('platformAdmin.practices.emptyTitle')}>
          <p>
            {filter === 'attention'
              ? t('platformAdmin.practices.emptyAttention')
              : t(canWrite ? 'platformAdmin.practices.emptyText' : 'platformAdmin.practices.emptyTextReadOnly')}
          </p>
        </EmptyState>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <>
          <CardList label={t('platformAdmin.practices.listLabel')}>
            {list.data.items.map((practice) => (
              <PracticeCard key={practice.id} practice={practice} />
            ))}
          </CardList>
          <Pager
            label={t('platformAdmin.practices.listLabel')}
            pagination={list.data.pagination}
            page={page}
            summary={t('common.pageOf', { page, total: list.data.pagination.totalPages })}
            onPage={(next) => setQuery({ page: next })}
          />
        </>
      ) : null}
    </>
  );
}

/** super_administrator/practices: every practice, all or those needing attention; super admins add one from here. */
export function PracticesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('platformAdmin.practices.title'));
  return (
    <PlatformAdminPage>
      {(user) => {
        const canWrite = canPlatform(user.role, 'platform.write');
        return (
          <div className="page">
            <header className="page-header platform-admin__header">
              <div>
                <h1>{t('platformAdmin.practices.title')}</h1>
                <p className="page-header__meta">{t(canWrite ? 'platformAdmin.practices.lead' : 'platformAdmin.practices.readOnly')}</p>
              </div>
              {canWrite ? <ButtonLink to="/super_administrator/practices/new">{t('platformAdmin.practices.add')}</ButtonLink> : null}
            </header>
            <PracticesList canWrite={canWrite} />
          </div>
        );
      }}
    </PlatformAdminPage>
  );
}

/** super_administrator/practices/new: a practice, its hosts and type, and its first director, invited by mail. */
export function NewPracticeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('platformAdmin.form.newTitle'));
  return (
    <PlatformAdminPage>
      {(user) =>
        canPlatform(user.role, 'platform.write') ? (
          <div className="page">
            <header className="page-header">
              <h1>{t('platformAdmin.form.newTitle')}</h1>
              <p className="page-header__meta">{t('platformAdmin.form.newLead')}</p>
            </header>
            <PracticeForm
              onSaved={(practice) => navigate(`/super_administrator/practices/${practice.id}`)}
              onCancel={() => navigate('/super_administrator/practices')}
            />
          </div>
        ) : (
          <EmptyState title={t('platformAdmin.form.newTitle')} headingLevel={1}>
            <p>{t('platformAdmin.practices.readOnly')}</p>
          </EmptyState>
        )
      }
    </PlatformAdminPage>
  );
}
