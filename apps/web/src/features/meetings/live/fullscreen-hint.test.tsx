import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullscreenHintMillis, useFullscreenHint } from './controls.tsx';

afterEach(() => vi.useRealTimers());

describe('the fullscreen tooltip (spec 2 §4)', () => {
  it('shows when a screen share starts and hides after five seconds; again for the next share; never while fullscreen', () => {
    vi.useFakeTimers();
    const hook = renderHook(({ screen, isFullscreen }) => useFullscreenHint(screen, isFullscreen), {
      initialProps: { screen: null as string | null, isFullscreen: false },
    });
    expect(hook.result.current).toBe(false);

    hook.rerender({ screen: 'stream-1', isFullscreen: false });
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(fullscreenHintMillis - 1));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(false);

    hook.rerender({ screen: 'stream-2', isFullscreen: false });
    expect(hook.result.current).toBe(true);
    hook.rerender({ screen: 'stream-2', isFullscreen: true });
    expect(hook.result.current).toBe(false);
    hook.rerender({ screen: null, isFullscreen: false });
    expect(hook.result.current).toBe(false);
  });
});
