import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import type { Pagination } from '../../lib/pagination.ts';
import { Pager } from '../../ui/index.ts';
import type { MailSummary } from './mailbox.api.ts';

type MailListProps = {
  items: MailSummary[];
  pagination: Pagination;
  page: number;
  selectedId: string | undefined;
  search: string;
  onPage: (page: number) => void;
};

export function MailList({ items, pagination, page, selectedId, search, onPage }: MailListProps) {
  const { t } = useTranslation();
  return (
    <div className="mail-list">
      <ul aria-label={t('mailbox.listLabel')}>
        {items.map((mail) => (
          <li key={mail.id}>
            <Link
              to={`/mailbox/${mail.id}${search}`}
              className="mail-list__item"
              aria-current={mail.id === selectedId ? 'page' : undefined}
            >
              <span className="mail-list__subject">{mail.subject}</span>
              <span className="mail-list__to">{mail.to}</span>
              <time className="mail-list__date" dateTime={mail.created_at}>
                {formatDateTime(mail.created_at)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
      <Pager
        label={t('mailbox.listLabel')}
        pagination={pagination}
        page={page}
        summary={t('common.pageOf', { page, total: pagination.totalPages })}
        onPage={onPage}
      />
    </div>
  );
}
