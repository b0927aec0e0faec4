import { liveControlsDebounceMillis, liveControlsIdleMillis } from '@advice/domain';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './use-idle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wait = (millis: number) => act(() => vi.advanceTimersByTime(millis));

describe('the controls hiding when idle (spec 2 §4, §9)', () => {
  it('hides after 3 s without activity and shows again at once on a pointer move or a key', () => {
    const { result } = renderHook(() => useIdle(true));
    wait(liveControlsIdleMillis - 1);
    expect(result.current).toBe(false);
    wait(1);
    expect(result.current).toBe(true);

    act(() => void fireEvent.pointerMove(window));
    expect(result.current).toBe(false);
    wait(liveControlsDebounceMillis + liveControlsIdleMillis);
    expect(result.current).toBe(true);
    act(() => void fireEvent.keyDown(window, { key: 'Tab' }));
    expect(result.current).toBe(false);
  });

  it('starts the 3 s again only once activity has paused for 250 ms, so a pointer kept moving keeps them shown', () => {
    const { result } = renderHook(() => useIdle(true));
    // Moving every 200 ms for 5 s: never idle, though more than 3 s pass since the first move.
    for (let elapsed = 0; elapsed < 5_000; elapsed += 200) {
      act(() => void fireEvent.pointerMove(window));
      wait(200);
      expect(result.current).toBe(false);
    }
    wait(liveControlsDebounceMillis - 200 + liveControlsIdleMillis - 1);
    expect(result.current).toBe(false);
    wait(1);
    expect(result.current).toBe(true);
  });

  it('never hides while not connected', () => {
    const { result, rerender } = renderHook(({ isWatching }) => useIdle(isWatching), { initialProps: { isWatching: false } });
    wait(10_000);
    expect(result.current).toBe(false);
    rerender({ isWatching: true });
    wait(liveControlsIdleMillis);
    expect(result.current).toBe(true);
    rerender({ isWatching: false });
    expect(result.current).toBe(false);
  });
});
