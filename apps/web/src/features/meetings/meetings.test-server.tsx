import type { MeetingRoom, MeetingRoomOptions } from '@advice/domain';
import { areaTestServer, supportDialogs, userOf } from '../../test/harness.tsx';
import { meetingsRoutes } from './meetings.area.tsx';

/** A scripted server and fixtures for the meetings pages' component tests. */

supportDialogs();

export const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
export const roomId = '9a1c7f0e-4a55-4f43-9b5e-0a1f2f0c1a33';
export const adviserId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
export const colleagueId = '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a44';
export const roomsUrl = '/api/v1/client-meeting-rooms';
export const roomUrl = `${roomsUrl}/${roomId}`;

/** A start some days ahead, on the quarter hour, so a room is still to come whenever the test runs. */
export const startIn = (days: number) => {
  const start = new Date(Date.now() + days * 86_400_000);
  start.setMinutes(0, 0, 0);
  return start.toISOString();
};

export function roomOf(overrides: Partial<MeetingRoom> = {}): MeetingRoom {
  return {
    id: roomId,
    client: { id: clientId, first_name: 'Olivia', last_name: 'Hart' },
    name: 'Annual review',
    agenda: 'Your goals\nYour pension',
    start_at: startIn(3),
    duration_minutes: 60,
    media_region: 'ie1',
    status: 'scheduled',
    enable_meeting_summary: false,
    outlook_event_created: false,
    attendees: [
      { id: clientId, first_name: 'Olivia', last_name: 'Hart', role: 'client' },
      { id: adviserId, first_name: 'Priya', last_name: 'Shah', role: 'adviser' },
    ],
    guests: [{ id: 'a1b2c3d4-0000-4000-8000-000000000001', email: 'tom@hart.test', name: 'Tom Hart', trusted: true }],
    created_by: { id: adviserId, name: 'Priya Shah' },
    completed_at: null,
    cancelled_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    actions: ['edit', 'cancel', 'complete', 'resend'],
    ...overrides,
  };
}

export const options: MeetingRoomOptions = {
  media_region: 'de1',
  agenda_templates: [
    { id: 'review', title: 'Annual review', template: 'Changes since last year\nYour goals' },
    { id: 'intro', title: 'Introduction', template: 'About us\nAbout you' },
  ],
  participants: [
    { id: clientId, first_name: 'Olivia', last_name: 'Hart', email: 'olivia@example.test', role: 'client' },
    { id: adviserId, first_name: 'Priya', last_name: 'Shah', email: 'priya@demo.test', role: 'adviser' },
    { id: colleagueId, first_name: 'Sam', last_name: 'Reed', email: 'sam@demo.test', role: 'director' },
  ],
};

const area = areaTestServer({ clientId, routes: meetingsRoutes, features: ['adviceRoom'] });
export const withFeature = area.withFeatures;
export const { page, stubServer, clientSeenBy } = area;
/** Renders the area's routes at `path`; any other address is "Elsewhere". */
export const renderMeetings = area.render;

export const theClient = userOf('client', { id: clientId });
export const adviser = userOf('adviser', { id: adviserId, first_name: 'Priya', last_name: 'Shah' });
export { userOf };
