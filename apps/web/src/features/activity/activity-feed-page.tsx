import { type ActivityArea, type ActivityItem, allows, type ClientDetail } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { Banner, Button, EmptyState, Pager, Select, Spinner, StatusBadge } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { usePractice } from '../practice/practice.api.ts';
import { useActivityFeed } from './activity.api.ts';
import { activityAreasOf, areaLabelKey, isActivityArea } from './activity-areas.ts';
import './activity.css';

/** The page's events by the day they happened on (in the browser's time zone), newest day first. */
export function groupByDay(items: readonly ActivityItem[]): { day: string; items: ActivityItem[] }[] {
  const days: { day: string; items: ActivityItem[] }[] = [];
  for (const item of items) {
    const day = formatDate(item.created_at);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/** The client's activity: an area filter (kept in the address), the events grouped by day, and a pager. */
function ActivityFeed({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const practice = usePractice();
  const areas = activityAreasOf(practice);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('area');
  const area: ActivityArea | null = isActivityArea(asked) && areas.includes(asked) ? asked : null;
  const [page, setPage] = useState(1);
  const feed = useActivityFeed(client.id, area, page);

  const choose = (value: string) => {
    setPage(1);
    setSearch(isActivityArea(value) ? { area: value } : {}, { replace: true });
  };

  const content = () => {
    if (feed.isPending) return <Spinner />;
    if (feed.isError)
      return (
        <Banner tone="error" actions={<Button onClick={() => void feed.refetch()}>{t('common.retry')}</Button>}>
          <p>{t('activity.feed.loadFailed')}</p>
        </Banner>
      );
    const { items, pagination } = feed.data;
    if (items.length === 0)
      return area ? (
        <EmptyState
          title={t('activity.feed.emptyAreaTitle', { area: t(areaLabelKey(area)) })}
          action={
            <Button variant="secondary" onClick={() => choose('')}>
              {t('activity.feed.allAreas')}
            </Button>
          }
        >
          <p>{t('activity.feed.emptyAreaText')}</p>
        </EmptyState>
      ) : (
        <EmptyState title={t('activity.feed.emptyTitle')}>
          <p>{t('activity.feed.emptyText')}</p>
        </EmptyState>
      );
    return (
      <>
        <div className="activity-feed">
          {groupByDay(items).map(({ day, items: events }) => (
            <section key={day} className="activity-feed__day" aria-label={t('activity.feed.dayLabel', { date: day })}>
              <h2 className="activity-feed__date">{day}</h2>
              <ol className="activity-feed__events">
                {events.map((event) => (
                  <li key={event.id} className="activity-feed__event">
                    <time className="activity-feed__time" dateTime={event.created_at}>
                      {formatTime(event.created_at)}
                    </time>
                    <p className="activity-feed__sentence">{event.sentence}</p>
                    <StatusBadge tone="neutral" className="activity-feed__area">
                      {t(areaLabelKey(event.area))}
                    </StatusBadge>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
        <Pager
          label={t('activity.feed.listLabel')}
          pagination={pagination}
          page={page}
          onPage={setPage}
          summary={t('activity.feed.pageOf', { page, total: pagination.totalPages })}
        />
      </>
    );
  };

  return (
    <>
      <ClientHeader client={client} title={t('activity.feed.title')} />
      <p className="page__lead">{t('activity.feed.lead', { name: personName(client) })}</p>
      <div className="activity-toolbar">
        <Select
          label={t('activity.feed.filter')}
          value={area ?? ''}
          onChange={(event) => choose(event.target.value)}
          options={[{ value: '', label: t('activity.feed.allAreas') }, ...areas.map((value) => ({ value, label: t(areaLabelKey(value)) }))]}
        />
      </div>
      {content()}
    </>
  );
}

/** clients/{clientId}/activity-feed: staff read a client's activity (the feed is the clientActivityFeed feature). */
export function ClientActivityFeedRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  if (user.role === 'client') return <NotFoundPage />;
  return (
    <FeatureGate flag="clientActivityFeed">
      <WithClient title={(client) => `${t('activity.feed.title')} – ${personName(client)}`}>
        {(client) => (allows(client, 'activityFeed.view') ? <ActivityFeed client={client} /> : <NotFoundPage />)}
      </WithClient>
    </FeatureGate>
  );
}
