import { canStaff } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner, Button, ButtonLink, EmptyState, Spinner } from '../../../ui/index.ts';
import '../../../ui/table.css';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { useAdmins } from './staff.api.ts';
import { fullName, Pager, StaffSearch, StatusBadge, useListParams } from './staff-parts.tsx';

export function AdminsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.admins.title'));
  const user = useSignedInUser();
  const isDirector = canStaff(user, 'admin.create');
  const { page, search, setPage, setSearch } = useListParams();
  const list = useAdmins(page, search);

  return (
    <div className="page">
      <header className="page-header staff-header">
        <h1>{t('staff.admins.title')}</h1>
      </header>
      {isDirector ? null : <Banner>{t('staff.readOnly')}</Banner>}
      <div className="staff-toolbar">
        <StaffSearch key={search} search={search} onSearch={setSearch} />
        {isDirector ? <ButtonLink to="/practice-admins/new">{t('staff.admins.new')}</ButtonLink> : null}
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <Banner tone="error">{t('common.fetchFailed')}</Banner> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState
          title={search ? t('staff.admins.noMatch', { term: search }) : t('staff.admins.emptyTitle')}
          action={
            search ? (
              <Button variant="secondary" onClick={() => setSearch('')}>
                {t('staff.clearSearch')}
              </Button>
            ) : null
          }
        >
          {search ? t('staff.noMatchText') : isDirector ? t('staff.admins.emptyDirector') : t('staff.admins.emptyStaff')}
        </EmptyState>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <>
          <div className="table-scroll">
            <table className="ui-table staff-table">
              <caption className="visually-hidden">{t('staff.admins.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.name')}</th>
                  <th scope="col">{t('staff.email')}</th>
                  <th scope="col">{t('staff.admins.level')}</th>
                  <th scope="col">{t('staff.status')}</th>
                  <th scope="col">{t('staff.admins.advisers')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((admin) => (
                  <tr key={admin.id}>
                    <td data-label={t('staff.name')}>
                      <Link to={`/practice-admins/${admin.id}`}>{fullName(admin)}</Link>
                    </td>
                    <td data-label={t('staff.email')} className="staff-email">
                      {admin.email}
                    </td>
                    <td data-label={t('staff.admins.level')}>{admin.level_label}</td>
                    <td data-label={t('staff.status')}>
                      <StatusBadge status={admin.status} />
                    </td>
                    <td data-label={t('staff.admins.advisers')}>{admin.advisers_count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pagination={list.data.pagination} page={page} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}
