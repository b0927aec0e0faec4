import { describe, expect, it } from 'vitest';
import { isGuestParticipant, liveClientMessage, liveGridOf, liveJoinState, liveJoinWindow, participantIdOf } from './live.ts';

const room = { start_at: '2026-12-01T10:00:00.000Z', duration_minutes: 60, status: 'scheduled' } as const;
const at = (iso: string) => new Date(iso);

describe('who may join the live room and when', () => {
  it('opens to attendees and trusted guests half an hour before the start, to other guests at the start', () => {
    expect(liveJoinWindow(room, { kind: 'attendee' }).opensAt.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(liveJoinWindow(room, { kind: 'guest', trusted: true }).opensAt.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(liveJoinWindow(room, { kind: 'guest', trusted: false }).opensAt.toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('stays open half an hour past the planned end, for everyone', () => {
    expect(liveJoinWindow(room, { kind: 'guest', trusted: false }).closesAt.toISOString()).toBe('2026-12-01T11:30:00.000Z');
    expect(liveJoinState(room, { kind: 'attendee' }, at('2026-12-01T11:29:59.999Z'))).toBe('open');
    expect(liveJoinState(room, { kind: 'attendee' }, at('2026-12-01T11:30:00.000Z'))).toBe('ended');
  });

  it.each([
    [{ kind: 'attendee' } as const, '2026-12-01T09:29:59.999Z', 'notYet'],
    [{ kind: 'attendee' } as const, '2026-12-01T09:30:00.000Z', 'open'],
    [{ kind: 'guest', trusted: true } as const, '2026-12-01T09:30:00.000Z', 'open'],
    [{ kind: 'guest', trusted: false } as const, '2026-12-01T09:59:59.999Z', 'notYet'],
    [{ kind: 'guest', trusted: false } as const, '2026-12-01T10:00:00.000Z', 'open'],
  ])('%o at %s: %s', (joiner, now, state) => {
    expect(liveJoinState(room, joiner, at(now))).toBe(state);
  });

  it('is shut for good once the room is cancelled or completed, even inside its window', () => {
    for (const status of ['cancelled', 'completed'] as const) {
      expect(liveJoinState({ ...room, status }, { kind: 'attendee' }, at('2026-12-01T10:10:00.000Z'))).toBe('closed');
    }
  });
});

describe('participant identity (spec 2 §3)', () => {
  it('marks guests with guest_ and keeps the id as the last part', () => {
    const id = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
    expect(participantIdOf({ kind: 'guest', guestId: id })).toBe(`guest_${id}`);
    expect(participantIdOf({ kind: 'user', userId: id })).toBe(`user_${id}`);
    expect(isGuestParticipant(`guest_${id}`)).toBe(true);
    expect(isGuestParticipant(`user_${id}`)).toBe(false);
    expect(participantIdOf({ kind: 'guest', guestId: id }).split('_').at(-1)).toBe(id);
  });
});

describe('the socket protocol', () => {
  it('accepts a signal to a participant id and refuses one to anything else', () => {
    const to = 'user_0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
    expect(liveClientMessage.safeParse({ type: 'signal', to, description: { type: 'offer', sdp: 'v=0' } }).success).toBe(true);
    expect(liveClientMessage.safeParse({ type: 'signal', to: 'everyone', description: { type: 'offer', sdp: 'v=0' } }).success).toBe(false);
    expect(liveClientMessage.safeParse({ type: 'join', camera: true }).success).toBe(false);
  });
});

describe('the grid (spec 2 §2.2)', () => {
  it.each([
    [1, 2, 2],
    [4, 2, 2],
    [5, 3, 2],
    [6, 3, 2],
    [7, 3, 3],
    [9, 3, 3],
  ])('%i participants: %ix%i', (count, columns, rows) => {
    expect(liveGridOf(count)).toEqual({ columns, rows });
  });
});
