import type { ReactNode } from 'react';
import './card-list.css';

type CardListProps = {
  children: ReactNode;
  /** Names the list for screen readers. */
  label?: string;
  /** `ol` when the order means something (newest first). */
  as?: 'ul' | 'ol';
  className?: string;
};

/** A list shown as cards, as a table's rows are on a phone. */
export function CardList({ children, label, as: List = 'ul', className }: CardListProps) {
  return (
    <List className={['ui-card-list', className].filter(Boolean).join(' ')} aria-label={label}>
      {children}
    </List>
  );
}

/** One card of a `CardList`; a `dl` inside lays out label and value side by side. */
export function CardListItem({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={['ui-card-list__item', className].filter(Boolean).join(' ')}>{children}</li>;
}
