import type { BatchPacksResult } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner, Button, ButtonLink, Card } from '../../../ui/index.ts';
import { personName } from '../../people/client-account/client-account.api.ts';
import type { ChosenClient } from '../../people/clients/client-checklist.tsx';

/** What the batch did: the pack created for each client, and each client refused with the server's reason. */
export function BatchResult({
  result,
  clients,
  onAgain,
}: {
  result: BatchPacksResult;
  clients: ReadonlyMap<string, ChosenClient>;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = (id: string) => {
    const client = clients.get(id);
    return client ? personName(client) : t('caseBatch.unknownClient', { id });
  };
  const isAllCreated = result.refused.length === 0;
  return (
    <Card title={t('caseBatch.result')} className="batch__result">
      <Banner tone={isAllCreated ? 'success' : result.created.length === 0 ? 'error' : 'warning'} role="status">
        <p>
          {isAllCreated
            ? t('caseBatch.allCreated')
            : result.created.length === 0
              ? t('caseBatch.noneCreated')
              : `${t('caseBatch.createdTitle', { count: result.created.length })} · ${t('caseBatch.refusedTitle', { count: result.refused.length })}`}
        </p>
      </Banner>
      {result.created.length > 0 ? (
        <section aria-labelledby="batch-created">
          <h3 id="batch-created" className="batch__subtitle">
            {t('caseBatch.createdTitle', { count: result.created.length })}
          </h3>
          <ul className="batch__outcomes">
            {result.created.map((entry) => (
              <li key={entry.case_id}>
                <span className="batch__client-name">{nameOf(entry.client_id)}</span>
                <Link to={`/client-cases/${entry.case_id}`}>{t('caseBatch.openCase')}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result.refused.length > 0 ? (
        <section aria-labelledby="batch-refused">
          <h3 id="batch-refused" className="batch__subtitle">
            {t('caseBatch.refusedTitle', { count: result.refused.length })}
          </h3>
          <ul className="batch__outcomes batch__outcomes--refused">
            {result.refused.map((entry) => (
              <li key={entry.client_id}>
                <span className="batch__client-name">{nameOf(entry.client_id)}</span>
                <span className="batch__reason">{entry.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="form-actions">
        <Button onClick={onAgain}>{t('caseBatch.again')}</Button>
        <ButtonLink to="/clients" variant="secondary">
          {t('caseBatch.toClients')}
        </ButtonLink>
      </div>
    </Card>
  );
}
