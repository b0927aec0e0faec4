import type { LiveChatMessage } from '@advice/domain';
import { useEffect, useState } from 'react';

/**
 * Spec 2 §3, §4: how many messages of the others came since the person last had the chat open; 0 while it is
 * open. The chat emptied (the call left and joined again) counts what comes after from nothing.
 */
export function useUnreadCount(messages: LiveChatMessage[], youId: string | null, isOpen: boolean): number {
  const [seenId, setSeenId] = useState<string | null>(null);
  const lastId = messages.at(-1)?.id ?? null;
  useEffect(() => {
    if (isOpen) setSeenId(lastId);
  }, [isOpen, lastId]);
  if (isOpen) return 0;
  const seenIndex = seenId ? messages.findIndex((message) => message.id === seenId) : -1;
  return messages.slice(seenIndex + 1).filter((message) => message.senderId !== youId).length;
}
