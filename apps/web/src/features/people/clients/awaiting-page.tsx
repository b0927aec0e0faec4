import type { ClientListItem } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, CardList, CardListItem, EmptyState, Select, Spinner } from '../../../ui/index.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { assignProspect, useAdviserChoices, useClientList } from './clients.api.ts';
import { ClientsPageHeader, ClientsPager } from './clients-parts.tsx';
import './clients.css';

/** Directors: prospects with no adviser yet, each assigned to an active adviser. */
export function AwaitingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('clients.awaitingTitle'));
  const [page, setPage] = useState(1);
  const list = useClientList({ page, search: '', tag: '', kind: '', sort: 'created_at', direction: 'desc', awaiting: true });
  const advisers = useAdviserChoices();

  return (
    <div className="page">
      <ClientsPageHeader title={t('clients.awaitingTitle')} lead={t('clients.awaitingLead')} />
      {list.isPending ? (
        <Spinner />
      ) : list.data?.items.length === 0 ? (
        <EmptyState title={t('clients.awaitingEmpty')}>
          <p>{t('clients.awaitingEmptyText')}</p>
        </EmptyState>
      ) : (
        <CardList>
          {list.data?.items.map((prospect) => (
            <AwaitingRow key={prospect.id} prospect={prospect} advisers={advisers.data ?? []} />
          ))}
        </CardList>
      )}
      {list.data ? (
        <ClientsPager label={t('clients.awaitingTitle')} pagination={list.data.pagination} page={page} onPage={setPage} />
      ) : null}
    </div>
  );
}

function AwaitingRow({
  prospect,
  advisers,
}: {
  prospect: ClientListItem;
  advisers: { id: string; first_name: string; last_name: string }[];
}) {
  const { t } = useTranslation();
  const [adviserId, setAdviserId] = useState('');
  const assignment = useApiMutation((chosenId: string) => assignProspect(prospect.id, chosenId), {
    success: t('clients.assigned'),
    invalidates: [['clients']],
  });
  const name = `${prospect.first_name} ${prospect.last_name}`;
  return (
    <CardListItem className="clients__card--row">
      <div>
        <strong>{name}</strong>
        <div className="clients__email">{prospect.email}</div>
        <div className="clients__email">
          {t('clients.col.created')}: {formatDate(prospect.created_at)}
        </div>
      </div>
      <div className="clients__row-actions">
        <Select
          label={t('clients.assignTo', { name })}
          value={adviserId}
          onChange={(event) => setAdviserId(event.target.value)}
          options={[
            { value: '', label: t('clients.chooseAdviser') },
            ...advisers.map((a) => ({ value: a.id, label: `${a.first_name} ${a.last_name}` })),
          ]}
        />
        <Button disabled={!adviserId} isLoading={assignment.isPending} onClick={() => void assignment.run(adviserId)}>
          {t('clients.assign')}
        </Button>
      </div>
    </CardListItem>
  );
}
