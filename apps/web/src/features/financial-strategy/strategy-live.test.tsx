import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { dispatchAreaEvent } from '../shell/realtime.ts';
import { financialStrategyKey } from './financial-strategy.api.ts';
import { useLiveStrategies } from './strategy-live.ts';

function OpenList({ read }: { read: () => number }) {
  useLiveStrategies();
  const list = useQuery({ queryKey: [...financialStrategyKey, 'client', 'x'], queryFn: read });
  return <p>{`Read ${list.data ?? 0} times`}</p>;
}

describe('an open list of strategies', () => {
  it('reads itself again when a strategy of the client changes, and not on another topic', async () => {
    const queryClient = createQueryClient();
    let reads = 0;
    render(
      <QueryClientProvider client={queryClient}>
        <OpenList read={() => ++reads} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Read 1 times')).toBeTruthy();
    act(() => dispatchAreaEvent({ type: 'financialStrategies.changed', clientId: 'c1', strategyId: 's1' }));
    await waitFor(() => expect(screen.getByText('Read 2 times')).toBeTruthy());
    act(() => dispatchAreaEvent({ type: 'todos.changed', clientId: 'c1' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(2);
  });
});
