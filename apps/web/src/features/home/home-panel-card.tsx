import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../ui/index.ts';

/** One thing a panel lists: where it leads, what the link says, and a line under it. */
export type HomePanelItem = { key: string; to: string; label: string; meta: string };

type HomePanelCardProps = {
  title: string;
  /** How many wait, in words ("2 clients saved changes you have not reviewed."). */
  summary: string;
  items: HomePanelItem[];
  /** How many wait in all; past the items shown the panel says how many more. */
  total: number;
  listLabel: string;
  /** The page that lists every one of them, or where they are dealt with. */
  all?: { to: string; label: string };
  children?: ReactNode;
};

/** A home panel that lists what waits: the count in words, the first few with links, and how many more. */
export function HomePanelCard({ title, summary, items, total, listLabel, all, children }: HomePanelCardProps) {
  const { t } = useTranslation();
  const more = total - items.length;
  return (
    <Card title={title} className="home-panel">
      <p className="home-panel__summary">{summary}</p>
      <ul className="home-panel__list" aria-label={listLabel}>
        {items.map((item) => (
          <li key={item.key} className="home-panel__item">
            <Link to={item.to} className="home-panel__link">
              {item.label}
            </Link>
            <span className="home-panel__meta">{item.meta}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="home-panel__more">{t('home.panels.more', { count: more })}</p> : null}
      {children}
      {all ? (
        <p className="home-panel__all">
          <Link to={all.to}>{all.label}</Link>
        </p>
      ) : null}
    </Card>
  );
}
