import { type MeetingRoom, type MeetingRoomStatus, meetingEndOf, meetingRoomPages } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { Banner, Button, StatusBadge, type StatusTone } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { useRealtimeEvent } from '../shell/realtime.ts';
import { meetingRoomsKey } from './meetings.api.ts';

const statusTones: Record<MeetingRoomStatus, StatusTone> = { scheduled: 'info', completed: 'success', cancelled: 'muted' };

export function RoomStatus({ status }: { status: MeetingRoomStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={statusTones[status]} className="meeting-status">
      {t(`meetings.status.${status}`)}
    </StatusBadge>
  );
}

/** "1 hour 30 minutes": a duration as a person says it. */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('meetings.duration', { count: rest });
    if (rest === 0) return t('meetings.hours', { count: hours });
    return t('meetings.hoursAndMinutes', {
      hours: t('meetings.hours', { count: hours }),
      minutes: t('meetings.duration', { count: rest }),
    });
  };
}

/** "March 4, 2026, 2:30 pm to 3:30 pm". */
export function RoomWhen({ room }: { room: Pick<MeetingRoom, 'start_at' | 'duration_minutes'> }) {
  const { t } = useTranslation();
  const end = meetingEndOf(room).toISOString();
  return (
    <time dateTime={room.start_at}>
      {t('meetings.when', { date: formatDate(room.start_at), start: formatTime(room.start_at), end: formatTime(end) })}
    </time>
  );
}

/** The spec's message for a room that is over ('This meeting is now complete.'), else nothing. */
export function RoomClosedBanner({ status }: { status: MeetingRoomStatus }) {
  const { t } = useTranslation();
  if (status === 'scheduled') return null;
  return (
    <Banner tone={status === 'completed' ? 'success' : 'info'}>
      <p>{t(status === 'completed' ? 'meetingRoom.completed' : 'meetingRoom.cancelled')}</p>
    </Banner>
  );
}

/** Where a room's page is for the viewer: the client's own, or under the client for staff. */
export const roomPathFor = (room: Pick<MeetingRoom, 'id' | 'client'>, isClient: boolean) =>
  isClient ? meetingRoomPages.client(room.id) : meetingRoomPages.staff(room.client.id, room.id);

/** One room in a list: its name (the link), status, time, and for staff across clients the client's name. */
export function RoomItem({ room, isClient, isClientShown }: { room: MeetingRoom; isClient: boolean; isClientShown: boolean }) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const participants = room.attendees.length + room.guests.length;
  return (
    <li className="meeting">
      <div className="meeting__head">
        <h3 className="meeting__title">
          <Link to={roomPathFor(room, isClient)}>{room.name}</Link>
        </h3>
        <RoomStatus status={room.status} />
      </div>
      <p className="meeting__meta">
        <RoomWhen room={room} /> · {durationText(room.duration_minutes)}
      </p>
      <p className="meeting__meta">
        {isClientShown ? `${t('meetings.withClient', { name: personName(room.client) })} · ` : null}
        {t('meetings.participantCount', { count: participants })}
      </p>
    </li>
  );
}

/** A room that could not be read: the not-found page when there is none by that id for the viewer, else the failure with a retry. */
export function RoomUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Banner tone="error" actions={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
      <p>{t('meetings.loadOneFailed')}</p>
    </Banner>
  );
}

export function LoadFailed({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Banner tone="error" actions={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
      <p>{children}</p>
    </Banner>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <nav aria-label={label} className="meetings-page__back">
      <Link to={to}>{label}</Link>
    </nav>
  );
}

/**
 * Keeps an open list or room current without reloading: the server publishes 'meetingRooms.changed' to the
 * room's client and the staff who may see them.
 */
export function useLiveMeetingRooms(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('meetingRooms.changed', () => {
    void queryClient.invalidateQueries({ queryKey: meetingRoomsKey });
  });
}
