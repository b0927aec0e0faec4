import { useTranslation } from 'react-i18next';
import type { Pagination } from '../lib/pagination.ts';
import { Button } from './button.tsx';
import './pager.css';

type PagerProps = {
  /** Names the navigation region; usually the list's own label. */
  label: string;
  pagination: Pagination;
  page: number;
  onPage: (page: number) => void;
  /** The line between the buttons ("Page 2 of 5"); each list words it for what it counts. */
  summary?: string;
  previousLabel?: string;
  nextLabel?: string;
};

/** Previous and next under a paginated list, from the list headers; hidden when everything fits on one page. */
export function Pager({ label, pagination, page, onPage, summary, previousLabel, nextLabel }: PagerProps) {
  const { t } = useTranslation();
  if (pagination.totalPages <= 1) return null;
  return (
    <nav className="ui-pager" aria-label={label}>
      <Button variant="ghost" size="sm" disabled={!pagination.prevPage} onClick={() => onPage(pagination.prevPage ?? page - 1)}>
        {previousLabel ?? t('common.previous')}
      </Button>
      {summary ? <span>{summary}</span> : null}
      <Button variant="ghost" size="sm" disabled={!pagination.nextPage} onClick={() => onPage(pagination.nextPage ?? page + 1)}>
        {nextLabel ?? t('common.next')}
      </Button>
    </nav>
  );
}
