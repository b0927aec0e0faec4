import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../shell/realtime.ts';
import { overdueTodosKey, todoListKey } from './todos.api.ts';

/** Reads an open list again when someone else changes it (the server publishes 'todos.changed' to the client and followers). */
export function useLiveTodoList(clientId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('todos.changed', (event) => {
    if (event.clientId !== clientId) return;
    void queryClient.invalidateQueries({ queryKey: todoListKey(clientId) }, { cancelRefetch: false });
    void queryClient.invalidateQueries({ queryKey: overdueTodosKey }, { cancelRefetch: false });
  });
}
