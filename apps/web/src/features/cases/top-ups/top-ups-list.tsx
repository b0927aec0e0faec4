import { type TopUpStatus, type TopUpView, topUpStatuses } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsDesktop } from '../../../lib/breakpoints.ts';
import { formatDate } from '../../../lib/dates.ts';
import { Button, CardList, CardListItem, EmptyState, Pager, Select, Spinner } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { personName } from '../../people/client-account/client-account.api.ts';
import { TopUpStatusBadge } from './top-up-status.tsx';
import { formatTopUpAmount, topUpPath, useTopUps } from './top-ups.api.ts';
import '../../../ui/table.css';

type TopUpsListProps = {
  /** One client's top-ups (staff), else everything the viewer may see. */
  clientId?: string;
  empty: { title: string; text: string; action?: React.ReactNode };
};

/** Top-ups newest first with a status filter: a table on wide screens, cards on phones. */
export function TopUpsList({ clientId, empty }: TopUpsListProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const isDesktop = useIsDesktop();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TopUpStatus | ''>('');
  const list = useTopUps({ page, status, clientId });
  const showsClient = user.role !== 'client' && !clientId;

  const filter = (
    <div className="top-ups__filters">
      <Select
        label={t('topUps.status')}
        value={status}
        options={[{ value: '', label: t('topUps.statusAll') }, ...topUpStatuses.map((s) => ({ value: s, label: t(`topUps.status.${s}`) }))]}
        onChange={(event) => {
          setStatus(event.target.value as TopUpStatus | '');
          setPage(1);
        }}
      />
    </div>
  );

  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <EmptyState title={t('error.title')} action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('common.fetchFailed')}</p>
      </EmptyState>
    );
  const { items, pagination } = list.data;
  if (items.length === 0 && !status)
    return (
      <EmptyState title={empty.title} action={empty.action}>
        <p>{empty.text}</p>
      </EmptyState>
    );

  return (
    <>
      {filter}
      {items.length === 0 ? (
        <EmptyState title={t('topUps.noMatchTitle')}>
          <p>{t('topUps.noMatchText')}</p>
        </EmptyState>
      ) : isDesktop ? (
        <section
          className="table-scroll"
          aria-label={t('topUps.listLabel')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
          tabIndex={0}
        >
          <table className="ui-table top-ups__table">
            <caption className="visually-hidden">{t('topUps.listLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('topUps.col.account')}</th>
                {showsClient ? <th scope="col">{t('topUps.col.client')}</th> : null}
                <th scope="col">{t('topUps.col.accountNumber')}</th>
                <th scope="col" className="top-ups__number">
                  {t('topUps.col.amount')}
                </th>
                <th scope="col">{t('topUps.col.requested')}</th>
                <th scope="col">{t('topUps.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((topUp) => (
                <tr key={topUp.id}>
                  <td>
                    <TopUpLink topUp={topUp} />
                  </td>
                  {showsClient ? <td>{personName(topUp.client)}</td> : null}
                  <td className="top-ups__account-number">{topUp.account_number}</td>
                  <td className="top-ups__number">{formatTopUpAmount(topUp.amount, topUp.currency)}</td>
                  <td>{formatDate(topUp.created_at)}</td>
                  <td>
                    <TopUpStatusBadge status={topUp.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <CardList label={t('topUps.listLabel')}>
          {items.map((topUp) => (
            <CardListItem key={topUp.id}>
              <div className="top-ups__card-head">
                <TopUpLink topUp={topUp} />
                <TopUpStatusBadge status={topUp.status} />
              </div>
              <p className="top-ups__card-amount">{formatTopUpAmount(topUp.amount, topUp.currency)}</p>
              <dl>
                {showsClient ? (
                  <>
                    <dt>{t('topUps.col.client')}</dt>
                    <dd>{personName(topUp.client)}</dd>
                  </>
                ) : null}
                <dt>{t('topUps.col.accountNumber')}</dt>
                <dd className="top-ups__account-number">{topUp.account_number}</dd>
                <dt>{t('topUps.col.requested')}</dt>
                <dd>{formatDate(topUp.created_at)}</dd>
              </dl>
            </CardListItem>
          ))}
        </CardList>
      )}
      <Pager
        label={t('topUps.listLabel')}
        pagination={pagination}
        page={page}
        summary={t('topUps.page', { page, pages: pagination.totalPages, total: pagination.total })}
        onPage={setPage}
      />
    </>
  );
}

function TopUpLink({ topUp }: { topUp: TopUpView }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const account = t(`topUps.accountType.${topUp.account_type}`);
  return (
    <Link
      to={topUpPath(user, topUp)}
      className="top-ups__link"
      aria-label={t('topUps.open', { account, amount: formatTopUpAmount(topUp.amount, topUp.currency) })}
    >
      {account}
    </Link>
  );
}
