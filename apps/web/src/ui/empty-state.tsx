import type { ReactNode } from 'react';
import './feedback.css';

type EmptyStateProps = {
  title: string;
  /** What to do next: an empty list always says it. */
  children: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
};

export function EmptyState({ title, children, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <div className="ui-empty">
      {icon ? <div className="ui-empty__icon">{icon}</div> : null}
      <Heading className="ui-empty__title">{title}</Heading>
      <div className="ui-empty__text">{children}</div>
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </div>
  );
}
