import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A stand-in for the browser's PerformanceObserver that reports the paints a test tells it of. */
function fakePaintObserver() {
  const listeners: Listener[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(listener: Listener) {
      listeners.push(listener);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => {
      for (const listener of listeners) listener({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    },
  };
}

/** The module afresh: it remembers the first paint for the page's life. */
async function loadAfterFirstPaint() {
  vi.resetModules();
  return (await import('./after-first-paint.ts')).afterFirstPaint;
}

function settledFlag(promise: Promise<void>) {
  const state = { isSettled: false };
  void promise.then(() => {
    state.isSettled = true;
  });
  return state;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not an earlier paint, then goes on', async () => {
    const observer = fakePaintObserver();
    const afterFirstPaint = await loadAfterFirstPaint();
    const state = settledFlag(afterFirstPaint());
    observer.paint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(state.isSettled).toBe(false);
    observer.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.isSettled).toBe(true);
  });

  it('goes on after three seconds when the page never paints', async () => {
    fakePaintObserver();
    const afterFirstPaint = await loadAfterFirstPaint();
    const state = settledFlag(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(2_900);
    expect(state.isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(state.isSettled).toBe(true);
  });

  it('goes on at once in a browser that reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const afterFirstPaint = await loadAfterFirstPaint();
    const state = settledFlag(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(1);
    expect(state.isSettled).toBe(true);
  });
});

describe('after the next frame', () => {
  it('goes on once the frame being prepared has painted, not before', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { afterNextFrame } = await import('./after-first-paint.ts');
    const state = settledFlag(afterNextFrame());
    await vi.advanceTimersByTimeAsync(100);
    expect(state.isSettled).toBe(false);
    for (const frame of frames.splice(0)) frame(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.isSettled).toBe(true);
  });
});
