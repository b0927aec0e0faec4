import type { ClientListItem } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, EmptyState, Pager, Spinner, TextField } from '../../../ui/index.ts';
import { personName } from '../../people/client-account/client-account.api.ts';
import { clientSearchError } from '../../people/clients/clients.list-state.ts';
import { useClientChoices } from './batch.api.ts';

export type ChosenClient = Pick<ClientListItem, 'id' | 'first_name' | 'last_name' | 'email'>;

type ChecklistProps = {
  chosen: ReadonlyMap<string, ChosenClient>;
  onChange: (next: Map<string, ChosenClient>) => void;
  error?: string | undefined;
  isDisabled: boolean;
};

/** A searchable, paginated checklist of the practice's clients; the choice is kept across searches and pages. */
export function ClientChecklist({ chosen, onChange, error, isDisabled }: ChecklistProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useClientChoices(search, page);
  const items = list.data?.items ?? [];
  const pagination = list.data?.pagination;
  const toggle = (client: ChosenClient, isOn: boolean) => {
    const next = new Map(chosen);
    if (isOn) next.set(client.id, client);
    else next.delete(client.id);
    onChange(next);
  };
  const choosePage = () => onChange(new Map([...chosen, ...items.map((client) => [client.id, client] as const)]));

  return (
    <Card title={t('caseBatch.clients')} description={t('caseBatch.clientsHint')} className="batch__clients">
      <search className="batch__search">
        <TextField
          label={t('caseBatch.search')}
          type="search"
          value={term}
          error={clientSearchError(term)}
          onChange={(event) => {
            const next = event.target.value;
            setTerm(next);
            if (next.trim().length === 0 || next.trim().length >= 3) {
              setSearch(next);
              setPage(1);
            }
          }}
        />
      </search>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="batch__problem">
          {t('caseBatch.loadFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : items.length === 0 ? (
        <EmptyState title={t('caseBatch.clients')} headingLevel={3}>
          <p>{search.trim() ? t('caseBatch.noClients') : t('caseBatch.noClientsYet')}</p>
        </EmptyState>
      ) : (
        <fieldset className="batch__choices" aria-describedby={error ? 'batch-clients-error' : undefined} disabled={isDisabled}>
          <legend className="visually-hidden">{t('caseBatch.choicesLabel')}</legend>
          <ul className="batch__list">
            {items.map((client) => (
              <li key={client.id}>
                <Checkbox
                  checked={chosen.has(client.id)}
                  onChange={(event) => toggle(client, event.target.checked)}
                  label={
                    <>
                      <span className="batch__client-name">{personName(client)}</span>
                      {client.kind === 'prospect' ? <span className="batch__tag">{t('caseBatch.prospect')}</span> : null}
                      {client.status === 'deactivated' ? <span className="batch__tag">{t('caseBatch.inactive')}</span> : null}
                    </>
                  }
                  description={client.email}
                />
              </li>
            ))}
          </ul>
          <div className="batch__list-foot">
            <Button variant="ghost" size="sm" onClick={choosePage}>
              {t('caseBatch.selectPage')}
            </Button>
            {pagination ? (
              <Pager
                label={t('caseBatch.choicesLabel')}
                pagination={pagination}
                page={page}
                summary={t('caseBatch.page', { page, pages: pagination.totalPages })}
                onPage={setPage}
              />
            ) : null}
          </div>
        </fieldset>
      )}
      <ChosenClients chosen={chosen} onChange={onChange} isDisabled={isDisabled} />
      {error ? (
        <p id="batch-clients-error" className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Card>
  );
}

function ChosenClients({ chosen, onChange, isDisabled }: Omit<ChecklistProps, 'error'>) {
  const { t } = useTranslation();
  if (chosen.size === 0) return <p className="batch__count">{t('caseBatch.noneSelected')}</p>;
  return (
    <div className="batch__chosen">
      <p className="batch__count" aria-live="polite">
        {t('caseBatch.selectedCount', { count: chosen.size })}
      </p>
      <ul className="batch__chips">
        {[...chosen.values()].map((client) => (
          <li key={client.id} className="batch__chip">
            <span>{personName(client)}</span>
            <button
              type="button"
              className="batch__chip-remove"
              disabled={isDisabled}
              aria-label={t('caseBatch.unselect', { name: personName(client) })}
              onClick={() => {
                const next = new Map(chosen);
                next.delete(client.id);
                onChange(next);
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" disabled={isDisabled} onClick={() => onChange(new Map())}>
        {t('caseBatch.clearSelection')}
      </Button>
    </div>
  );
}
