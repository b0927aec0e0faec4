import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import './card.css';

type CardProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  id?: string;
  className?: string;
};

/** A titled section of a page; the title names the region for screen readers. */
export function Card({ title, description, children, actions, headingLevel = 2, id, className }: CardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id={id} className={['ui-card', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="ui-card__header">
        <Heading id={titleId} className="ui-card__title">
          {title}
        </Heading>
        {description ? <p className="ui-card__description">{description}</p> : null}
      </div>
      {children ? <div className="ui-card__body">{children}</div> : null}
      {actions ? <div className="ui-card__actions">{actions}</div> : null}
    </section>
  );
}

type LinkCardProps = { title: string; description: string; to: string; icon?: ReactNode; headingLevel?: 2 | 3 };

/** A dashboard tile: the whole card is one link, named by its title. */
export function LinkCard({ title, description, to, icon, headingLevel = 2 }: LinkCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to={to} className="ui-link-card">
      {icon ? <span className="ui-link-card__icon">{icon}</span> : null}
      <span className="ui-link-card__text">
        <Heading className="ui-link-card__title">{title}</Heading>
        <span className="ui-link-card__description">{description}</span>
      </span>
    </Link>
  );
}
