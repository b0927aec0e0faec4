import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLastActivity } from '../../../lib/activity.ts';
import { json, markSignedIn, stubFetch, userOf } from '../../../test/harness.tsx';
import { meQueryKey } from '../../auth/session.ts';
import { useKeepAlive } from './use-keep-alive.ts';

afterEach(() => vi.useRealTimers());

function renderKeepAlive(isConnected: boolean) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, userOf('client', { session_timeout_duration: 30 }));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(({ connected }) => useKeepAlive(connected), { wrapper, initialProps: { connected: isConnected } });
}

const minutes = (count: number) => count * 60_000;

describe('the keep-alive of a call (spec 2 §7)', () => {
  it('asks for the current user every half of the session while connected, counting as activity, and stops on leaving', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00.000Z') });
    markSignedIn();
    const sent = stubFetch((request) => (request.url.endsWith('/users/me') ? json(200, { data: userOf('client') }) : undefined));
    const hook = renderKeepAlive(true);

    await act(() => vi.advanceTimersByTimeAsync(minutes(15) - 1_000));
    expect(sent).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(sent.map((request) => `${request.method} ${new URL(request.url, 'http://x').pathname}`)).toEqual(['GET /api/v1/users/me']);
    expect(getLastActivity()).toBe(Date.now());
    await act(() => vi.advanceTimersByTimeAsync(minutes(15)));
    expect(sent).toHaveLength(2);

    hook.rerender({ connected: false });
    await act(() => vi.advanceTimersByTimeAsync(minutes(60)));
    expect(sent).toHaveLength(2);
  });

  it('asks for nothing before the call is joined', async () => {
    vi.useFakeTimers();
    const sent = stubFetch(() => undefined);
    renderKeepAlive(false);
    await act(() => vi.advanceTimersByTimeAsync(minutes(60)));
    expect(sent).toHaveLength(0);
  });
});
