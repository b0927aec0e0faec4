import type { BulkImportStatus } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../email-address.tsx';

type Result = BulkImportStatus['results'][number];

/**
 * Each row's outcome, split in two: the clients created (folded away, they need nothing more), then the
 * rows refused with their reasons, in the file's order. On a phone the rows stack so a reason wraps in
 * full rather than running off the screen.
 */
export function BulkResults({ results }: { results: Result[] }) {
  const { t } = useTranslation();
  const created = results.filter((result) => result.outcome === 'created').sort(byRow);
  const refused = results.filter((result) => result.outcome === 'refused').sort(byRow);
  return (
    <>
      {created.length > 0 ? (
        <section className="clients__outcome" aria-labelledby="bulk-created">
          <h2 id="bulk-created">{t('clients.createdHeading', { count: created.length })}</h2>
          <p>{t('clients.createdText')}</p>
          <details className="clients__outcome-rows">
            <summary>{t('clients.showCreated')}</summary>
            <OutcomeTable rows={created} withReasons={false} />
          </details>
        </section>
      ) : null}
      {refused.length > 0 ? (
        <section className="clients__outcome" aria-labelledby="bulk-refused">
          <h2 id="bulk-refused">{t('clients.refusedHeading', { count: refused.length })}</h2>
          <p>{t(created.length > 0 ? 'clients.refusedText' : 'clients.refusedTextOnly')}</p>
          <OutcomeTable rows={refused} withReasons />
        </section>
      ) : null}
    </>
  );
}

function OutcomeTable({ rows, withReasons }: { rows: Result[]; withReasons: boolean }) {
  const { t } = useTranslation();
  return (
    <table className="ui-table ui-table--stack clients__outcome-table">
      <thead>
        <tr>
          <th scope="col">{t('clients.row')}</th>
          <th scope="col">{t('clients.email')}</th>
          {withReasons ? <th scope="col">{t('clients.reason')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((result) => (
          <tr key={result.row} data-outcome={result.outcome}>
            <td data-label={t('clients.row')}>{result.row}</td>
            <td data-label={t('clients.email')}>{result.email ? <EmailAddress email={result.email} /> : '—'}</td>
            {withReasons ? <td data-label={t('clients.reason')}>{result.reason ?? ''}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const byRow = (a: Result, b: Result) => a.row - b.row;
