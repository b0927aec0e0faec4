import type { DocumentListItem } from '@advice/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { ButtonLink, CardListItem } from '../../ui/index.ts';
import { downloadListedDocument } from './documents.api.ts';
import { SigningBadge } from './signing-badge.tsx';
import '../../ui/table.css';

/** Where a listed document's case opens: the client's own case page, or the case under the client for staff. */
export function casePathOf(item: Pick<DocumentListItem, 'case_id' | 'client_id'>, isStaff: boolean): string {
  return isStaff ? `/clients/${item.client_id}/cases/${item.case_id}` : `/client-cases/${item.case_id}`;
}

export const signPathOf = (item: Pick<DocumentListItem, 'id'>) => `/documents/${item.id}/sign`;

/** The document's name as a link that downloads it (through the API client, so a refusal is explained). */
function DocumentName({ item }: { item: DocumentListItem }) {
  const { t } = useTranslation();
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // The API client has already shown the server's reason when it fails.
    downloadListedDocument(item).catch(() => undefined);
  };
  return (
    <a href={item.download_url} onClick={download} className="documents__name" title={t('documents.download', { name: item.name })}>
      {item.name}
    </a>
  );
}

function SignLink({ item }: { item: DocumentListItem }) {
  const { t } = useTranslation();
  if (!item.signing?.your_turn) return null;
  return (
    <ButtonLink size="sm" to={signPathOf(item)} aria-label={t('documents.signNamed', { name: item.name })}>
      {t('documents.sign')}
    </ButtonLink>
  );
}

type ListProps = { items: DocumentListItem[]; isStaff: boolean; label: string };

/** The list at desktop widths: one row a document. */
export function DocumentTable({ items, isStaff, label }: ListProps) {
  const { t } = useTranslation();
  return (
    <section
      className="table-scroll"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className="ui-table documents__table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('documents.col.name')}</th>
            {isStaff ? <th scope="col">{t('documents.col.client')}</th> : null}
            <th scope="col">{t('documents.col.case')}</th>
            <th scope="col">{t('documents.col.category')}</th>
            <th scope="col">{t('documents.col.date')}</th>
            <th scope="col">{t('documents.col.signing')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('documents.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <DocumentName item={item} />
              </td>
              {isStaff ? <td>{item.client_name}</td> : null}
              <td>
                <Link to={casePathOf(item, isStaff)}>{item.case_name}</Link>
              </td>
              <td>{item.category_label}</td>
              <td className="documents__date">{formatDate(item.created_at)}</td>
              <td>{item.signing ? <SigningBadge signing={item.signing} isStaffView={isStaff} /> : null}</td>
              <td>
                <SignLink item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One document as a card, as the list shows on a phone. */
export function DocumentCard({ item, isStaff }: { item: DocumentListItem; isStaff: boolean }) {
  const { t } = useTranslation();
  return (
    <CardListItem className="documents__card">
      <DocumentName item={item} />
      {item.signing ? (
        <p className="documents__card-status">
          <SigningBadge signing={item.signing} isStaffView={isStaff} />
        </p>
      ) : null}
      <dl>
        {isStaff ? (
          <>
            <dt>{t('documents.col.client')}</dt>
            <dd>{item.client_name}</dd>
          </>
        ) : null}
        <dt>{t('documents.col.case')}</dt>
        <dd>
          <Link to={casePathOf(item, isStaff)}>{item.case_name}</Link>
        </dd>
        <dt>{t('documents.col.category')}</dt>
        <dd>{item.category_label}</dd>
        <dt>{t('documents.col.date')}</dt>
        <dd>{formatDate(item.created_at)}</dd>
      </dl>
      {item.signing?.your_turn ? (
        <div className="documents__card-actions">
          <SignLink item={item} />
        </div>
      ) : null}
    </CardListItem>
  );
}
