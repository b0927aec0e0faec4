import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRealtime } from './realtime.ts';

/** A WebSocket the test drives: it opens nothing, and each one made is kept to hear from or drop. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.made.push(this);
  }
  close() {}
  say(message: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop() {
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1006 }));
  }
}

function Page({ read }: { read: () => Promise<string> }) {
  useRealtime('user-1');
  const shown = useQuery({ queryKey: ['shown'], queryFn: read });
  return <p>{shown.data}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  FakeSocket.made = [];
});

describe('the realtime socket’s page', () => {
  it('reads its data again when the socket is back after a drop, not when it first connects', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const read = vi.fn(async () => 'the list');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Page read={read} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    // The first socket asks for what it missed since the page started; the server sends that before `ready`.
    expect(FakeSocket.made[0]?.url).toMatch(/\/api\/v1\/realtime\?page_age=\d+$/u);
    act(() => FakeSocket.made[0]?.say({ type: 'ready' }));
    await act(async () => {});
    expect(read).toHaveBeenCalledTimes(1);

    act(() => FakeSocket.made[0]?.drop());
    act(() => vi.advanceTimersByTime(1_500));
    expect(FakeSocket.made).toHaveLength(2);
    expect(FakeSocket.made[1]?.url).toMatch(/\/api\/v1\/realtime$/u);
    act(() => FakeSocket.made[1]?.say({ type: 'ready' }));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });
});
