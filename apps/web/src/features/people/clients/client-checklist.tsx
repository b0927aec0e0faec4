import type { ClientListItem } from '@advice/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, EmptyState, Pager, Spinner } from '../../../ui/index.ts';
import { personName } from '../client-account/client-account.api.ts';
import { useClientChoices } from './client-choices.api.ts';
import { ClientSearchField } from './client-search-field.tsx';
import './client-checklist.css';

export type ChosenClient = Pick<ClientListItem, 'id' | 'first_name' | 'last_name' | 'email'>;

type ChoiceProps = {
  chosen: ReadonlyMap<string, ChosenClient>;
  onChange: (next: Map<string, ChosenClient>) => void;
  isDisabled: boolean;
};

type ClientChecklistProps = ChoiceProps & {
  /** What the ticked clients get, under the title ("… then tick each client who should get a pack."). */
  hint: string;
  /** What to do first when the practice has no clients at all, in the words of the page. */
  emptyText: string;
  error?: string | undefined;
};

/** A searchable, paged checklist of the practice's clients; the choice is kept across searches and pages. */
export function ClientChecklist({ chosen, onChange, hint, emptyText, error, isDisabled }: ClientChecklistProps) {
  const { t } = useTranslation();
  const errorId = useId();
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
    <Card title={t('clients.checklist.title')} description={hint} className="client-checklist">
      <ClientSearchField
        label={t('clients.search')}
        className="client-checklist__search"
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="client-checklist__problem" role="alert">
          {t('clients.checklist.loadFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : items.length === 0 ? (
        <EmptyState title={t('clients.checklist.title')} headingLevel={3}>
          <p>{search.trim() ? t('clients.checklist.noMatch') : emptyText}</p>
        </EmptyState>
      ) : (
        <fieldset className="client-checklist__choices" aria-describedby={error ? errorId : undefined} disabled={isDisabled}>
          <legend className="visually-hidden">{t('clients.checklist.choicesLabel')}</legend>
          <ul className="client-checklist__list">
            {items.map((client) => (
              <li key={client.id}>
                <Checkbox
                  checked={chosen.has(client.id)}
                  onChange={(event) => toggle(client, event.target.checked)}
                  label={
                    <>
                      <span className="client-checklist__name">{personName(client)}</span>
                      {client.kind === 'prospect' ? <span className="client-checklist__tag">{t('clients.prospect')}</span> : null}
                      {client.status === 'deactivated' ? (
                        <span className="client-checklist__tag">{t('clients.deactivatedStatus')}</span>
                      ) : null}
                    </>
                  }
                  description={client.email}
                />
              </li>
            ))}
          </ul>
          <div className="client-checklist__foot">
            <Button variant="ghost" size="sm" onClick={choosePage}>
              {t('clients.checklist.choosePage')}
            </Button>
            {pagination ? (
              <Pager
                label={t('clients.checklist.choicesLabel')}
                pagination={pagination}
                page={page}
                summary={t('common.pageOf', { page, total: pagination.totalPages })}
                onPage={setPage}
              />
            ) : null}
          </div>
        </fieldset>
      )}
      <ChosenClients chosen={chosen} onChange={onChange} isDisabled={isDisabled} />
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Card>
  );
}

/** The clients chosen so far, each one taken off by its chip, or all at once. */
function ChosenClients({ chosen, onChange, isDisabled }: ChoiceProps) {
  const { t } = useTranslation();
  const remove = (id: string) => {
    const next = new Map(chosen);
    next.delete(id);
    onChange(next);
  };
  return (
    <div className="client-checklist__chosen">
      <p className="client-checklist__count" aria-live="polite">
        {chosen.size === 0 ? t('clients.checklist.noneChosen') : t('clients.checklist.chosenCount', { count: chosen.size })}
      </p>
      {chosen.size > 0 ? (
        <>
          <ul className="client-checklist__chips" aria-label={t('clients.checklist.chosenLabel')}>
            {[...chosen.values()].map((client) => (
              <li key={client.id} className="client-checklist__chip">
                <span>{personName(client)}</span>
                <button
                  type="button"
                  className="client-checklist__chip-remove"
                  disabled={isDisabled}
                  aria-label={t('clients.checklist.unchoose', { name: personName(client) })}
                  onClick={() => remove(client.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" disabled={isDisabled} onClick={() => onChange(new Map())}>
            {t('clients.checklist.clear')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
