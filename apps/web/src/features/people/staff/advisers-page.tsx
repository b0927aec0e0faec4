import { canStaff } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner, Button, ButtonLink, EmptyState, Spinner } from '../../../ui/index.ts';
import '../../../ui/table.css';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { useAdvisers } from './staff.api.ts';
import { fullName, Pager, StaffSearch, StatusBadge, useListParams } from './staff-parts.tsx';

export function AdvisersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.advisers.title'));
  const user = useSignedInUser();
  const isDirector = canStaff(user, 'adviser.create');
  const { page, search, setPage, setSearch } = useListParams();
  const list = useAdvisers(page, search);

  return (
    <div className="page">
      <header className="page-header staff-header">
        <h1>{t('staff.advisers.title')}</h1>
      </header>
      {isDirector ? null : <Banner>{t('staff.readOnly')}</Banner>}
      <div className="staff-toolbar">
        <StaffSearch key={search} search={search} onSearch={setSearch} />
        {isDirector ? <ButtonLink to="/advisers/new">{t('staff.advisers.new')}</ButtonLink> : null}
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <Banner tone="error">{t('common.fetchFailed')}</Banner> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState
          title={search ? t('staff.advisers.noMatch', { term: search }) : t('staff.advisers.emptyTitle')}
          action={
            search ? (
              <Button variant="secondary" onClick={() => setSearch('')}>
                {t('staff.clearSearch')}
              </Button>
            ) : null
          }
        >
          {search ? t('staff.noMatchText') : isDirector ? t('staff.advisers.emptyDirector') : t('staff.advisers.emptyStaff')}
        </EmptyState>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <>
          <div className="table-scroll">
            <table className="ui-table staff-table">
              <caption className="visually-hidden">{t('staff.advisers.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.name')}</th>
                  <th scope="col">{t('staff.email')}</th>
                  <th scope="col">{t('staff.status')}</th>
                  <th scope="col">{t('staff.advisers.clients')}</th>
                  <th scope="col">{t('staff.advisers.support')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((adviser) => (
                  <tr key={adviser.id}>
                    <td data-label={t('staff.name')}>
                      <Link to={`/advisers/${adviser.id}`}>{fullName(adviser)}</Link>
                    </td>
                    <td data-label={t('staff.email')} className="staff-email">
                      {adviser.email}
                    </td>
                    <td data-label={t('staff.status')}>
                      <StatusBadge status={adviser.status} />
                    </td>
                    <td data-label={t('staff.advisers.clients')}>{adviser.clients_count}</td>
                    <td data-label={t('staff.advisers.support')}>
                      {t('staff.advisers.supportCount', { count: adviser.supporting_admins_count })}
                    </td>
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
