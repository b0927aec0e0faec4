import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../shell/realtime.ts';
import { financialStrategyKey } from './financial-strategy.api.ts';

/**
 * Keeps an open list or strategy current without reloading: the server publishes
 * 'financialStrategies.changed' to the client (for what they may see) and the staff following them.
 */
export function useLiveStrategies(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('financialStrategies.changed', () => {
    void queryClient.invalidateQueries({ queryKey: financialStrategyKey });
  });
}
