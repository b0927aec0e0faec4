import { allows, type StaffStatus } from '@advice/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Pagination } from '../../../lib/pagination.ts';
import { Banner, Button, ButtonLink, EmptyState, Pager, Spinner } from '../../../ui/index.ts';
import '../../../ui/table.css';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { EmailAddress } from '../email-address.tsx';
import { fullName, StaffSearch, useListParams } from './staff-parts.tsx';

type StaffMember = { id: string; first_name: string; last_name: string; email: string; status: StaffStatus };

/** A column after the name and e-mail; its label is also the cell's label on narrow screens. */
export interface StaffColumn<T> {
  label: string;
  renderCell: (member: T) => ReactNode;
}

interface StaffListProps<T extends StaffMember> {
  area: 'admins' | 'advisers';
  createAction: 'admin.create' | 'adviser.create';
  /** The list's route; each member's page and the new-member form sit under it. */
  path: string;
  useList: (page: number, search: string) => UseQueryResult<{ items: T[]; pagination: Pagination }>;
  columns: StaffColumn<T>[];
}

/** A searchable, paged table of one kind of staff; only directors may add to it. */
export function StaffList<T extends StaffMember>({ area, createAction, path, useList, columns }: StaffListProps<T>) {
  const { t } = useTranslation();
  useDocumentTitle(t(`staff.${area}.title`));
  const user = useSignedInUser();
  const isDirector = allows(user, createAction);
  const { page, search, setPage, setSearch } = useListParams();
  const list = useList(page, search);

  return (
    <div className="page">
      <header className="page-header staff-header">
        <h1>{t(`staff.${area}.title`)}</h1>
      </header>
      {isDirector ? null : <Banner>{t('staff.readOnly')}</Banner>}
      <div className="staff-toolbar">
        <StaffSearch key={search} search={search} onSearch={setSearch} />
        {isDirector ? <ButtonLink to={`${path}/new`}>{t(`staff.${area}.new`)}</ButtonLink> : null}
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <Banner tone="error">{t('common.fetchFailed')}</Banner> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState
          title={search ? t(`staff.${area}.noMatch`, { term: search }) : t(`staff.${area}.emptyTitle`)}
          action={
            search ? (
              <Button variant="secondary" onClick={() => setSearch('')}>
                {t('staff.clearSearch')}
              </Button>
            ) : null
          }
        >
          {search ? t('staff.noMatchText') : isDirector ? t(`staff.${area}.emptyDirector`) : t(`staff.${area}.emptyStaff`)}
        </EmptyState>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <>
          <div className="table-scroll">
            <table className="ui-table staff-table">
              <caption className="visually-hidden">{t(`staff.${area}.title`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.name')}</th>
                  <th scope="col">{t('staff.email')}</th>
                  {columns.map((column) => (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((member) => (
                  <tr key={member.id}>
                    <td data-label={t('staff.name')}>
                      <Link to={`${path}/${member.id}`}>{fullName(member)}</Link>
                    </td>
                    <td data-label={t('staff.email')}>
                      <EmailAddress email={member.email} className="staff-email" />
                    </td>
                    {columns.map((column) => (
                      <td key={column.label} data-label={column.label}>
                        {column.renderCell(member)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('staff.listNav')}
            pagination={list.data.pagination}
            page={page}
            summary={t('staff.pageOf', { page, total: list.data.pagination.totalPages })}
            onPage={setPage}
          />
        </>
      ) : null}
    </div>
  );
}
