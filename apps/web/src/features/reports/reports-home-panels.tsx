import { changeText, practiceFigures, type Role, reportReaderRoles } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../ui/index.ts';
import type { HomePanel } from '../home/home-panels.tsx';
import { monthNameOf } from './report-format.ts';
import { useMetaDashboard } from './reports.api.ts';
import './reports.css';

/** The director's dashboard: each headline figure of this month so far, with last month's and the change. */
function HeadlineFiguresPanel() {
  const { t } = useTranslation();
  const dashboard = useMetaDashboard();
  const { this_month: current, last_month: previous } = dashboard.data ?? {};
  if (!current || !previous) return null;
  const lastMonth = monthNameOf(previous.from.slice(0, 7));
  return (
    <Card title={t('reports.home.title')} className="home-panel reports-headlines">
      <p className="home-panel__summary">{t('reports.home.lead', { month: lastMonth })}</p>
      <dl className="reports-headlines__grid">
        {practiceFigures.map((figure) => (
          <div key={figure} className="reports-headlines__figure">
            <dt>{t(`reports.figure.${figure}`)}</dt>
            <dd className="reports-headlines__value">{current.figures[figure].toLocaleString('en-GB')}</dd>
            <dd className="reports-headlines__previous">
              {t('reports.home.lastMonth', { month: lastMonth, count: previous.figures[figure] })}
              <span className="visually-hidden">
                {' '}
                {t('reports.home.change', { change: changeText(current.figures[figure], previous.figures[figure]) })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="home-panel__all">
        <Link to="/practice-statistics">{t('reports.home.open')}</Link>
      </p>
    </Card>
  );
}

/** The director's home leads with the practice's figures. */
export const reportsHomePanels: HomePanel[] = [
  {
    key: 'reports-headline-figures',
    isShown: (user) => user.practice_id !== null && (reportReaderRoles as readonly Role[]).includes(user.role),
    Component: HeadlineFiguresPanel,
  },
];
