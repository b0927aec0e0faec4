import type { ReactNode } from 'react';
import './status-badge.css';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'muted';

type StatusBadgeProps = {
  tone: StatusTone;
  children: ReactNode;
  /** An area's own hook for tests and journeys (`case-badge`); the look comes from the tone. */
  className?: string;
};

/** A status as a pill whose words, not only its colour, say it. */
export function StatusBadge({ tone, children, className }: StatusBadgeProps) {
  return <span className={['ui-status-badge', `ui-status-badge--${tone}`, className].filter(Boolean).join(' ')}>{children}</span>;
}
