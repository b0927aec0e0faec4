import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from './room-connection.ts';
import { useCallSounds } from './sounds.ts';

/** The notes the page asked the Web Audio API to play, in order (jsdom has no audio of its own). */
let notes: number[] = [];

class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => notes.push(oscillator.frequency.value),
      stop: () => {},
    };
    return oscillator;
  }
  createGain() {
    const ramp = () => {};
    return {
      gain: { setValueAtTime: ramp, linearRampToValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (node: unknown) => node,
    };
  }
}

beforeEach(() => {
  notes = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => vi.unstubAllGlobals());

const rising = [523.25, 783.99];
const falling = [783.99, 523.25];

describe('the call’s sounds (spec 2 §4)', () => {
  it('rises when you join and when another joins, falls when another leaves and when you are disconnected', () => {
    const { rerender } = renderHook(({ state, ids }: { state: ConnectionState; ids: string[] }) => useCallSounds(state, ids), {
      initialProps: { state: 'Connecting', ids: [] },
    });
    expect(notes).toEqual([]);
    // Joining a call others are already in: one sound for you, none for each of them.
    rerender({ state: 'Connected', ids: ['user_a', 'user_b'] });
    expect(notes).toEqual(rising);
    notes = [];
    rerender({ state: 'Connected', ids: ['user_a', 'user_b', 'guest_c'] });
    expect(notes).toEqual(rising);
    notes = [];
    rerender({ state: 'Connected', ids: ['user_a', 'guest_c'] });
    expect(notes).toEqual(falling);
    notes = [];
    // A change of media (same people) makes no sound.
    rerender({ state: 'Connected', ids: ['user_a', 'guest_c'] });
    expect(notes).toEqual([]);
    rerender({ state: 'Disconnected', ids: [] });
    expect(notes).toEqual(falling);
  });
});
