import { liveJoinWindow, type MeetingRoom, mediaRegionLabels, roleLabel } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { ButtonLink, Card } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { JoinRoomButton } from './live/join-room-button.tsx';
import { RoomGuests } from './room-actions.tsx';
import { RoomStatus, RoomWhen, useDurationText } from './room-parts.tsx';

/** The room's time, agenda, region and summary setting, and who scheduled it. */
export function RoomFacts({ room, isClient }: { room: MeetingRoom; isClient: boolean }) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  return (
    <Card title={t('meetings.details')}>
      <p className="meeting__head">
        <RoomStatus status={room.status} />
      </p>
      <dl className="meeting-facts">
        <div>
          <dt>{t('meetings.field.date')}</dt>
          <dd>
            <RoomWhen room={room} />
          </dd>
        </div>
        <div>
          <dt>{t('meetings.field.duration')}</dt>
          <dd>{durationText(room.duration_minutes)}</dd>
        </div>
        {isClient ? null : (
          <div>
            <dt>{t('meetings.mediaRegion')}</dt>
            <dd>{mediaRegionLabels[room.media_region]}</dd>
          </div>
        )}
      </dl>
      <h3 className="meeting-facts__heading">{t('meetings.agenda')}</h3>
      <p className="meeting__agenda">{room.agenda || t('meetings.noAgenda')}</p>
      {room.enable_meeting_summary || !isClient ? (
        <p className="meeting__meta">{t(room.enable_meeting_summary ? 'meetings.summaryOn' : 'meetings.summaryOff')}</p>
      ) : null}
      {room.created_by && !isClient ? (
        <p className="meeting__meta">{t('meetings.scheduledBy', { name: room.created_by.name, date: formatDate(room.created_at) })}</p>
      ) : null}
    </Card>
  );
}

/** Who attends, the client named as such. */
export function RoomAttendees({ room }: { room: MeetingRoom }) {
  const { t } = useTranslation();
  return (
    <Card title={t('meetings.attendees')}>
      <ul className="meeting-people" aria-label={t('meetings.attendees')}>
        {room.attendees.map((attendee) => (
          <li key={attendee.id} className="meeting-people__item">
            <span className="meeting-people__name">{personName(attendee)}</span>
            <span className="meeting__meta">{attendee.role === 'client' ? t('meetings.clientRole') : roleLabel(attendee.role)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The guests, each trusted or not; while the room may be edited, staff invite and remove them here. */
export function RoomGuestsCard({ room, canChange }: { room: MeetingRoom; canChange: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('meetings.guests')} description={canChange ? t('meetings.guestsLead') : undefined}>
      <RoomGuests room={room} canChange={canChange} />
    </Card>
  );
}

/** Staff and the client join as the room's attendees. */
const attendee = { kind: 'attendee' } as const;

/**
 * Getting ready: when the room opens (attendees, as trusted guests, half an hour before the start), the way in
 * once it has, and the device test.
 */
export function RoomPreparation({
  room,
  testSetupPath,
  meetingPath,
  children,
}: {
  room: MeetingRoom;
  testSetupPath: string;
  meetingPath: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const opensAt = liveJoinWindow(room, attendee).opensAt;
  const isScheduled = room.status === 'scheduled';
  return (
    <Card title={t(isScheduled ? 'meetings.prepare' : 'meetings.related')}>
      {isScheduled && opensAt.getTime() > Date.now() ? (
        <p>{t('meetings.opensAt', { time: formatTime(opensAt.toISOString()), date: formatDate(opensAt.toISOString()) })}</p>
      ) : null}
      <div className="form-actions">
        <JoinRoomButton room={room} joiner={attendee} to={meetingPath} />
        {isScheduled ? (
          <ButtonLink variant="secondary" to={testSetupPath}>
            {t('meetings.testSetupLink')}
          </ButtonLink>
        ) : null}
        {children}
      </div>
    </Card>
  );
}
