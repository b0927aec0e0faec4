import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, Pager, Spinner, TextField } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { clientSearchError } from '../people/clients/clients.list-state.ts';
import { type PickedClient, useClientChoices } from './messages.api.ts';

type PickerProps = {
  chosen: ReadonlyMap<string, PickedClient>;
  onChange: (next: Map<string, PickedClient>) => void;
  error?: string | undefined;
  isDisabled: boolean;
};

/** The clients a message goes to: searched in the client list, ticked page by page, the choice kept across searches. */
export function MessageClientPicker({ chosen, onChange, error, isDisabled }: PickerProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useClientChoices(search, page);
  const items = list.data?.items ?? [];
  const toggle = (client: PickedClient, isOn: boolean) => {
    const next = new Map(chosen);
    if (isOn) next.set(client.id, client);
    else next.delete(client.id);
    onChange(next);
  };
  const remove = (id: string) => {
    const next = new Map(chosen);
    next.delete(id);
    onChange(next);
  };

  return (
    <Card title={t('messages.bulk.clients')} description={t('messages.bulk.clientsHint')} className="messages-bulk__clients">
      <search>
        <TextField
          label={t('messages.bulk.search')}
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
        <p className="messages__problem" role="alert">
          {t('messages.bulk.clientsFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p className="messages__note">{search.trim() ? t('messages.bulk.noMatch') : t('messages.bulk.noClients')}</p>
      ) : (
        <fieldset
          className="messages-bulk__choices"
          disabled={isDisabled}
          aria-describedby={error ? 'messages-bulk-clients-error' : undefined}
        >
          <legend className="visually-hidden">{t('messages.bulk.choicesLabel')}</legend>
          {items.map((client) => (
            <Checkbox
              key={client.id}
              label={personName(client)}
              description={client.email}
              checked={chosen.has(client.id)}
              onChange={(event) => toggle(client, event.target.checked)}
            />
          ))}
          {list.data ? (
            <Pager label={t('messages.bulk.choicesLabel')} pagination={list.data.pagination} page={page} onPage={setPage} />
          ) : null}
        </fieldset>
      )}
      <p className="messages__note" aria-live="polite">
        {chosen.size === 0 ? t('messages.bulk.noneChosen') : t('messages.bulk.chosenCount', { count: chosen.size })}
      </p>
      {chosen.size > 0 ? (
        <ul className="messages-links__list" aria-label={t('messages.bulk.chosen')}>
          {[...chosen.values()].map((client) => (
            <li key={client.id} className="messages-chip">
              <span>{personName(client)}</span>
              <button
                type="button"
                className="messages-chip__remove"
                disabled={isDisabled}
                aria-label={t('messages.bulk.unchoose', { name: personName(client) })}
                onClick={() => remove(client.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id="messages-bulk-clients-error" className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
