import { apiPrefix } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { markActivity } from '../../lib/activity.ts';
import { i18n } from '../../lib/i18n.ts';
import { notify } from '../../lib/notify.ts';
import { clearSignedInState, isSigningOutOnPurpose } from '../auth/session.ts';

/**
 * An event of an area's own topic ('messages.created', 'todos.changed', …), passed on as the server sent
 * it: the area that subscribes checks the fields it reads.
 */
export type AreaEvent = { type: string } & Record<string, unknown>;

export type RealtimeMessage =
  | { type: 'ready' }
  | { type: 'notifications.count'; count: number }
  | { type: 'session.refreshed'; expiresAt?: string }
  | { type: 'session.ended' }
  | { type: 'area'; event: AreaEvent };

type AreaListener = (event: AreaEvent) => void;
const areaListeners = new Map<string, Set<AreaListener>>();

/** Listens to one topic of the signed-in user's socket; answers the function that stops listening. */
export function subscribeRealtime(type: string, listener: AreaListener): () => void {
  const listeners = areaListeners.get(type) ?? new Set<AreaListener>();
  listeners.add(listener);
  areaListeners.set(type, listeners);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) areaListeners.delete(type);
  };
}

/** Hands an area's event to the listeners of its topic. */
export function dispatchAreaEvent(event: AreaEvent): void {
  for (const listener of areaListeners.get(event.type) ?? []) listener(event);
}

/** While the component is mounted, `listener` hears each event of the topic (the latest `listener` is called). */
export function useRealtimeEvent(type: string, listener: AreaListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeRealtime(type, (event) => latest.current(event)), [type]);
}

export const notificationsCountKey = ['notifications', 'count'] as const;
/** The server closes with this code after `session.ended`; reconnecting would be pointless. */
const sessionEndedCode = 4001;
/** Policy violation: no session, or a foreign origin. Reconnecting cannot fix either. */
const policyViolationCode = 1008;

/** Exponential backoff from 1 s, doubling to at most 30 s, with up to 20 % jitter so clients spread out. */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.2 * random));
}

export function parseRealtimeMessage(raw: unknown): RealtimeMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const message = JSON.parse(raw) as { type?: unknown; count?: unknown } & Record<string, unknown>;
    switch (message.type) {
      case 'ready':
      case 'session.ended':
        return { type: message.type };
      case 'session.refreshed':
        return { type: 'session.refreshed' };
      case 'notifications.count':
        return typeof message.count === 'number' ? { type: 'notifications.count', count: message.count } : null;
      default:
        return typeof message.type === 'string' && message.type !== 'area'
          ? { type: 'area', event: { ...message, type: message.type } }
          : null;
    }
  } catch {
    return null;
  }
}

/**
 * The socket's address. `pageAge`: how long ago the page started, in ms of the browser's own clock; the server then
 * sends first what it heard for the user since (within half a minute), so a change between the page's first reads
 * and the socket's `ready` is not missed.
 */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, pageAge?: number): string {
  const query = pageAge === undefined ? '' : `?page_age=${Math.max(0, Math.round(pageAge))}`;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${apiPrefix}/realtime${query}`;
}

/**
 * The signed-in user's event socket: open while signed in, reopened with backoff when it drops, and the page's data
 * read again once it is back. The first connection hears first what changed since the page started (`realtimeUrl`).
 */
export function useRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!userId || typeof WebSocket !== 'function') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: number | undefined;
    let isStopped = false;
    let hasBeenReady = false;

    const handle = (message: RealtimeMessage) => {
      if (message.type === 'ready') {
        attempt = 0;
        // Back after a drop: what changed while the socket was down was told to nobody, so the page reads again
        // what it shows (its queries in use) rather than stay as it was until the next change.
        if (hasBeenReady) void queryClient.invalidateQueries({ refetchType: 'active' });
        hasBeenReady = true;
      }
      if (message.type === 'session.refreshed') markActivity();
      if (message.type === 'notifications.count') queryClient.setQueryData(notificationsCountKey, message.count);
      if (message.type === 'area') dispatchAreaEvent(message.event);
      if (message.type === 'session.ended') {
        isStopped = true;
        // Our own sign-out ends the session too; it leads to sign-in itself, with its own message.
        if (isSigningOutOnPurpose()) return;
        clearSignedInState(queryClient);
        notify.error(i18n.t('shell.sessionEnded'), { id: 'auth' });
        void navigate('/users/sign_in', { replace: true });
      }
    };

    const connect = () => {
      // After a drop the page reads everything again (above), which covers however long the socket was down.
      socket = new WebSocket(realtimeUrl(window.location, hasBeenReady ? undefined : performance.now()));
      socket.addEventListener('message', (event) => {
        const message = parseRealtimeMessage(event.data);
        if (message) handle(message);
      });
      socket.addEventListener('close', (event) => {
        if (isStopped || event.code === sessionEndedCode || event.code === policyViolationCode) return;
        timer = window.setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      });
    };
    connect();

    return () => {
      isStopped = true;
      window.clearTimeout(timer);
      socket?.close(1000);
    };
  }, [userId, queryClient, navigate]);
}
