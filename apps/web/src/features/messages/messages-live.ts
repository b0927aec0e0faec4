import { type MessagesRealtimeEvent, messagesRealtimeEventSchemas } from '@advice/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type AreaEvent, subscribeRealtime } from '../shell/realtime.ts';

const topics = Object.keys(messagesRealtimeEventSchemas) as (keyof typeof messagesRealtimeEventSchemas)[];

/** A socket event of this area, checked against the domain's schema of its topic; anything else is null. */
export function readMessagesEvent(raw: AreaEvent): MessagesRealtimeEvent | null {
  if (!Object.hasOwn(messagesRealtimeEventSchemas, raw.type)) return null;
  const parsed = messagesRealtimeEventSchemas[raw.type as keyof typeof messagesRealtimeEventSchemas].safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Calls `onEvent` with each event of the messages area while the component is on screen. */
export function useMessagesEvent(onEvent: (event: MessagesRealtimeEvent) => void, isEnabled = true): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!isEnabled) return;
    const listener = (raw: AreaEvent) => {
      const event = readMessagesEvent(raw);
      if (event) latest.current(event);
    };
    const stops = topics.map((topic) => subscribeRealtime(topic, listener));
    return () => {
      for (const stop of stops) stop();
    };
  }, [isEnabled]);
}

/**
 * Reloads `queryKey` whenever an event of the area says it changed (`isAbout`); several components that
 * show the same data reload it once, since a reload under way is not restarted.
 */
export function useReloadOnMessagesEvent(queryKey: QueryKey, isAbout: (event: MessagesRealtimeEvent) => boolean, isEnabled = true): void {
  const queryClient = useQueryClient();
  useMessagesEvent((event) => {
    if (isAbout(event)) void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  }, isEnabled);
}
