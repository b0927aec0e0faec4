import { describe, expect, it } from 'vitest';
import { type LiveJoiner, liveJoinState, liveJoinWindow } from './live.ts';
import type { MeetingRoomStatus } from './meetings.ts';
import {
  assertMeetingRoomTransition,
  availableMeetingRoomActions,
  formatMeetingStart,
  isFutureStart,
  meetingGuestConflictsOf,
  meetingParticipantsProblems,
  meetingRoomBody,
  meetingRoomMessages,
  meetingRoomNotices,
} from './meetings.ts';

const client = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const adviser = '1f0e9d8c-7b6a-4f5e-8d3c-2b1a0f9e8d7c';
const guests = (count: number) => Array.from({ length: count }, (_, index) => ({ email: `guest${index}@example.test` }));

describe('who attends a room (spec 1 §5)', () => {
  it('needs the client and one member of staff, nine at most with the guests, and no guest twice', () => {
    expect(meetingParticipantsProblems({ client_id: client, user_ids: [client, adviser], guests: guests(7) })).toEqual([]);
    expect(meetingParticipantsProblems({ client_id: client, user_ids: [adviser], guests: [] })).toEqual([
      { field: 'user_ids', message: meetingRoomMessages['meetingRoom.clientMustAttend'] },
    ]);
    expect(meetingParticipantsProblems({ client_id: client, user_ids: [client, client], guests: [] })).toEqual([
      { field: 'user_ids', message: meetingRoomMessages['meetingRoom.tooFewParticipants'] },
    ]);
    expect(meetingParticipantsProblems({ client_id: client, user_ids: [client, adviser], guests: guests(8) })).toEqual([
      { field: 'guests', message: meetingRoomMessages['meetingRoom.tooManyParticipants'] },
    ]);
    expect(
      meetingParticipantsProblems({
        client_id: client,
        user_ids: [client, adviser],
        guests: [{ email: 'a@x.test' }, { email: 'A@x.test ' }],
      }),
    ).toEqual([{ field: 'guests', message: meetingRoomMessages['meetingRoom.duplicateGuest'] }]);
  });

  it('finds a guest who is also an attendee, whatever the case of the e-mail', () => {
    expect(meetingGuestConflictsOf(['Sam@X.test', 'lee@x.test'], ['sam@x.test'])).toEqual(['Sam@X.test']);
  });

  it('the create payload carries the rules on its fields, and the duration in quarters of an hour', () => {
    const body = {
      client_id: client,
      name: 'Review',
      duration: 45,
      start_date: '2099-01-04T10:00:00.000Z',
      media_region: 'ie1',
      user_ids: [client, adviser],
    };
    expect(meetingRoomBody.parse(body)).toMatchObject({
      agenda: '',
      guests: [],
      enable_meeting_summary: false,
      outlook_event_created: false,
    });
    const problems = meetingRoomBody.safeParse({ ...body, user_ids: [adviser], duration: 50 });
    expect(problems.error?.issues.map((issue) => issue.path.join('/')).sort()).toEqual(['duration', 'user_ids']);
  });
});

describe('a room’s lifecycle (spec 1 §4)', () => {
  const staff = { mayManage: true };
  it('a scheduled room offers its actions to those who manage it, none to the client; a finished room none', () => {
    expect(availableMeetingRoomActions('scheduled', staff)).toEqual(['edit', 'resend', 'complete', 'cancel']);
    expect(availableMeetingRoomActions('scheduled', { mayManage: false })).toEqual([]);
    expect(availableMeetingRoomActions('cancelled', staff)).toEqual([]);
    expect(availableMeetingRoomActions('completed', staff)).toEqual([]);
  });

  it('refuses a change of a finished room (409) and any change to one who may not manage it (403)', () => {
    expect(assertMeetingRoomTransition('scheduled', 'cancel', staff).to).toBe('cancelled');
    expect(() => assertMeetingRoomTransition('completed', 'edit', staff)).toThrow(
      expect.objectContaining({ code: 'state.illegal_transition', status: 409 }),
    );
    expect(() => assertMeetingRoomTransition('cancelled', 'cancel', staff)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => assertMeetingRoomTransition('scheduled', 'complete', { mayManage: false })).toThrow(
      expect.objectContaining({ code: 'auth.forbidden', status: 403 }),
    );
  });
});

describe('guests joining (spec 1 §6)', () => {
  const start = '2026-12-02T14:30:00.000Z';
  it('a trusted guest from 30 minutes before the start, an untrusted one from the start, while scheduled', () => {
    const room = { start_at: start, duration_minutes: 60, status: 'scheduled' as const };
    const trusted = { kind: 'guest', trusted: true } as const;
    const untrusted = { kind: 'guest', trusted: false } as const;
    expect(liveJoinWindow(room, trusted).opensAt.toISOString()).toBe('2026-12-02T14:00:00.000Z');
    expect(liveJoinWindow(room, untrusted).opensAt.toISOString()).toBe(start);
    const mayJoin = (joiner: LiveJoiner, iso: string, status: MeetingRoomStatus = 'scheduled') =>
      liveJoinState({ ...room, status }, joiner, new Date(iso)) === 'open';
    expect(mayJoin(trusted, '2026-12-02T13:59:59.000Z')).toBe(false);
    expect(mayJoin(trusted, '2026-12-02T14:00:00.000Z')).toBe(true);
    expect(mayJoin(untrusted, '2026-12-02T14:29:00.000Z')).toBe(false);
    expect(mayJoin(untrusted, '2026-12-02T14:30:00.000Z')).toBe(true);
    expect(mayJoin(trusted, '2026-12-02T14:30:00.000Z', 'cancelled')).toBe(false);
  });

  it('a start is to come only when it is after now', () => {
    expect(isFutureStart(start, new Date('2026-12-02T14:29:00.000Z'))).toBe(true);
    expect(isFutureStart(start, new Date(start))).toBe(false);
  });
});

describe('what attendees are told', () => {
  it('names the room and its start in UK time, and links each side to its own page', () => {
    expect(formatMeetingStart('2026-07-02T13:30:00.000Z')).toBe('July 2, 2026 at 2:30 pm');
    const facts = { roomId: 'r1', clientId: 'c1', name: 'Review', startAt: '2026-12-02T14:30:00.000Z' };
    expect(meetingRoomNotices.invited(facts, 'client')).toMatchObject({
      title: 'Meeting invitation',
      link: '/meetings/client-meeting-rooms/r1',
    });
    expect(meetingRoomNotices.cancelled(facts, 'staff')).toMatchObject({
      body: '“Review” on December 2, 2026 at 2:30 pm is cancelled.',
      link: '/clients/c1/client-meeting-rooms/r1',
    });
  });
});
