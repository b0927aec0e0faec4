import { describe, expect, it } from 'vitest';
import {
  isGuestParticipant,
  liveChatMessages,
  liveChatTextMax,
  liveChatTextProblem,
  liveClientMessage,
  liveCountdownOf,
  liveGridOf,
  liveJoinState,
  liveJoinWindow,
  liveLayoutOf,
  liveMayShareScreen,
  participantIdOf,
} from './live.ts';

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

  it('carries the shared screen as a stream id or null in the media state, and nothing else in its place', () => {
    const media = { type: 'media', camera: true, microphone: false } as const;
    expect(liveClientMessage.safeParse({ ...media, screen: '{1b2c3d4e-0000-4a4a-9b9b-abcdefabcdef}' }).success).toBe(true);
    expect(liveClientMessage.safeParse({ ...media, screen: null }).success).toBe(true);
    expect(liveClientMessage.safeParse(media).success).toBe(false);
    expect(liveClientMessage.safeParse({ ...media, screen: '<script>' }).success).toBe(false);
    expect(liveClientMessage.safeParse({ ...media, screen: 'a'.repeat(65) }).success).toBe(false);
  });

  it('takes a chat text on the wire up to four times the rule (so the server can say why it refuses one) and no longer', () => {
    expect(liveClientMessage.safeParse({ type: 'chat', text: '' }).success).toBe(true);
    expect(liveClientMessage.safeParse({ type: 'chat', text: 'x'.repeat(liveChatTextMax * 4) }).success).toBe(true);
    expect(liveClientMessage.safeParse({ type: 'chat', text: 'x'.repeat(liveChatTextMax * 4 + 1) }).success).toBe(false);
    expect(liveClientMessage.safeParse({ type: 'chat' }).success).toBe(false);
  });
});

describe('the chat text (spec 2 §5)', () => {
  it.each([
    ['', liveChatMessages.required],
    ['   \n\t ', liveChatMessages.required],
    ['x'.repeat(liveChatTextMax + 1), liveChatMessages.tooLong],
    [` ${'x'.repeat(liveChatTextMax)} `, null],
    ['Hello', null],
  ])('%j: %s', (text, problem) => {
    expect(liveChatTextProblem(text)).toBe(problem);
  });

  it('says the limit in words a person reads', () => {
    expect(liveChatMessages.tooLong).toContain('2,000 characters');
  });
});

describe('screen sharing and the layout (spec 1 §6, spec 2 §2.2)', () => {
  it('lets attendees and trusted guests share, never untrusted guests', () => {
    expect(liveMayShareScreen({ kind: 'attendee' })).toBe(true);
    expect(liveMayShareScreen({ kind: 'guest', trusted: true })).toBe(true);
    expect(liveMayShareScreen({ kind: 'guest', trusted: false })).toBe(false);
  });

  it.each([
    [null, false, 'Grid'],
    [null, true, 'DominantSpeaker'],
    ['Grid', true, 'Grid'],
    ['DominantSpeaker', false, 'DominantSpeaker'],
  ] as const)('choice %s, someone sharing %s: %s', (choice, isSharing, layout) => {
    expect(liveLayoutOf(choice, isSharing)).toBe(layout);
  });
});

describe('the auto-disconnect countdown (spec 2 §4)', () => {
  const closesAt = at('2026-12-01T11:30:00.000Z');
  it.each([
    ['2026-12-01T11:28:59.000Z', 61, false],
    ['2026-12-01T11:29:00.000Z', 60, false],
    ['2026-12-01T11:29:00.001Z', 60, true],
    ['2026-12-01T11:29:01.000Z', 59, true],
    ['2026-12-01T11:30:00.000Z', 0, true],
    ['2026-12-01T11:31:00.000Z', 0, true],
  ])('at %s: %i seconds left, shown %s', (now, secondsLeft, isShown) => {
    expect(liveCountdownOf(closesAt, at(now))).toEqual({ secondsLeft, isShown });
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
