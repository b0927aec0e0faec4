import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '../lib/pagination.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import './pager.css';

type PagerProps = {
  /** Names the navigation region; usually the list's own label. */
  label: string;
  pagination: Pagination;
  /** The page on show, as the list keeps it; the steps go where the list headers point. */
  page: number;
  onPage: (page: number) => void;
  /** The line between the buttons ("Page 2 of 5"); each list words it for what it counts. */
  summary?: string;
  previousLabel?: string;
  nextLabel?: string;
};

/**
 * Previous and next under a paginated list, from the list headers; hidden when everything fits on one page.
 * A step with no page behind it stays in place, greyed and marked aria-disabled, so the pair never moves
 * and a screen reader still hears that there is no previous (or next) page.
 */
export function Pager({ label, pagination, onPage, summary, previousLabel, nextLabel }: PagerProps) {
  const { t } = useTranslation();
  if (pagination.totalPages <= 1) return null;
  return (
    <nav className="ui-pager" aria-label={label}>
      <PagerStep target={pagination.prevPage} onPage={onPage} icon={<ChevronLeftIcon size={18} />}>
        {previousLabel ?? t('common.previous')}
      </PagerStep>
      {summary ? <span className="ui-pager__summary">{summary}</span> : null}
      <PagerStep target={pagination.nextPage} onPage={onPage} icon={<ChevronRightIcon size={18} />} isIconAfter>
        {nextLabel ?? t('common.next')}
      </PagerStep>
    </nav>
  );
}

function PagerStep({
  target,
  onPage,
  icon,
  isIconAfter = false,
  children,
}: {
  target: number | null;
  onPage: (page: number) => void;
  icon: ReactNode;
  isIconAfter?: boolean;
  children: string;
}) {
  const isDisabled = target === null;
  return (
    <button
      type="button"
      className="ui-pager__step"
      aria-disabled={isDisabled || undefined}
      onClick={isDisabled ? undefined : () => onPage(target)}
    >
      {isIconAfter ? null : icon}
      <span>{children}</span>
      {isIconAfter ? icon : null}
    </button>
  );
}
