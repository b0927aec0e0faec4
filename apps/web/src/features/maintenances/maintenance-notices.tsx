import {
  type MaintenanceNotice,
  type MaintenanceNoticeState,
  type MaintenanceWindow,
  maintenanceNoticeStateOf,
  nextMaintenanceNoticeChange,
} from '@advice/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime } from '../../lib/dates.ts';
import { session, storageKeys } from '../../lib/storage.ts';
import { Banner, Button } from '../../ui/index.ts';
import { useMaintenanceNotices } from './maintenance-notices.api.ts';
import './maintenance-notices.css';

/** The longest wait a browser timer takes (about 24.8 days); a later edge is reached by waiting again. */
const maxTimerMillis = 2_147_483_647;

/**
 * The moment the notices are read at: now, at each render, and a render again at the next edge of their windows
 * (a notice appearing, starting, ending), so the banner turns without a reload and no timer ticks in between.
 */
function useNowAtEdges(notices: readonly MaintenanceWindow[]): Date {
  const [, setEdgesPassed] = useState(0);
  const now = new Date();
  // After every render: the wait to the next edge, from the clock as it is then.
  useEffect(() => {
    const next = nextMaintenanceNoticeChange(notices, new Date());
    if (!next) return;
    const wait = Math.min(maxTimerMillis, Math.max(0, next.getTime() - Date.now()));
    const timer = window.setTimeout(() => setEdgesPassed((count) => count + 1), wait);
    return () => window.clearTimeout(timer);
  });
  return now;
}

/** A dismissal holds for the notice as it was: moved to another time, it shows again. */
const dismissalOf = (notice: MaintenanceNotice) => `${notice.id}@${notice.starts_at}`;

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(session.get(storageKeys.maintenanceNoticesDismissed) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** The planned notices dismissed in this tab's session, and the way to dismiss one more. */
function useDismissed(): [readonly string[], (notice: MaintenanceNotice) => void] {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = (notice: MaintenanceNotice) => {
    const next = [...new Set([...dismissed, dismissalOf(notice)])];
    session.set(storageKeys.maintenanceNoticesDismissed, JSON.stringify(next));
    setDismissed(next);
  };
  return [dismissed, dismiss];
}

const isSameDay = (a: string, b: string) => formatDate(a) === formatDate(b);

function NoticeBanner({
  notice,
  state,
  onDismiss,
}: {
  notice: MaintenanceNotice;
  state: MaintenanceNoticeState;
  onDismiss: (notice: MaintenanceNotice) => void;
}) {
  const { t } = useTranslation();
  const isPlanned = state === 'planned';
  const when = isPlanned
    ? isSameDay(notice.starts_at, notice.ends_at)
      ? t('maintenances.notice.windowSameDay', {
          date: formatDate(notice.starts_at),
          start: formatTime(notice.starts_at),
          end: formatTime(notice.ends_at),
        })
      : t('maintenances.notice.windowDays', { start: formatDateTime(notice.starts_at), end: formatDateTime(notice.ends_at) })
    : t('maintenances.notice.until', { end: formatDateTime(notice.ends_at) });
  return (
    <section
      className="maintenance-notice"
      aria-label={t(isPlanned ? 'maintenances.notice.plannedLabel' : 'maintenances.notice.inProgressLabel', { title: notice.title })}
    >
      <Banner
        tone={isPlanned ? 'info' : 'warning'}
        title={t(isPlanned ? 'maintenances.notice.planned' : 'maintenances.notice.inProgress')}
        actions={
          isPlanned ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('maintenances.notice.dismissLabel', { title: notice.title })}
              onClick={() => onDismiss(notice)}
            >
              {t('maintenances.notice.dismiss')}
            </Button>
          ) : null
        }
      >
        <p>
          <strong>{notice.title}</strong> {when}
        </p>
        <p className="preserve-lines">{notice.message}</p>
      </Banner>
    </section>
  );
}

/**
 * The notices as they stand now: each planned one from its showing until its start (dismissible for the
 * session), then in progress until its end (not dismissible), then gone; each turn comes at its moment.
 */
export function MaintenanceNoticeList({ notices }: { notices: readonly MaintenanceNotice[] }) {
  const now = useNowAtEdges(notices);
  const [dismissed, dismiss] = useDismissed();
  const shown = notices.flatMap((notice) => {
    const state = maintenanceNoticeStateOf(notice, now);
    if (!state || (state === 'planned' && dismissed.includes(dismissalOf(notice)))) return [];
    return [{ notice, state }];
  });
  return (
    <>
      {shown.map(({ notice, state }) => (
        <NoticeBanner key={notice.id} notice={notice} state={state} onDismiss={dismiss} />
      ))}
    </>
  );
}

/** The maintenance notices of this site's practice, for every page that shows them (signed in, and the sign-in page). */
export function MaintenanceNotices() {
  const notices = useMaintenanceNotices(true);
  return notices.data ? <MaintenanceNoticeList notices={notices.data} /> : null;
}
