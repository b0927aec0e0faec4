import { roles } from '@advice/domain';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostOf } from '../../http/tenant.ts';
import { replayWindowMillis } from '../../realtime/hub.ts';

/** Allowance for the way from the page to here, and for an answer the page read a moment before it was sent. */
const replayMarginMillis = 2_000;

/**
 * Since when a socket hears again what it missed: its page says how long ago it started (`page_age`, in ms on the
 * browser's own clock, so a wrong clock does not matter), and every read the page made came after that. A socket
 * that says nothing (or nonsense) hears only what comes after it.
 */
export function replaySince(pageAge: unknown, now: number): number | undefined {
  const age = typeof pageAge === 'string' && /^\d{1,12}$/u.test(pageAge) ? Number(pageAge) : Number.NaN;
  if (!Number.isFinite(age)) return undefined;
  return now - Math.min(age, replayWindowMillis) - replayMarginMillis;
}

/** The host an Origin header names; `null` for one that names none (a sandboxed page sends "null"). */
function originHost(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).hostname : null;
}

/**
 * The signed-in user's event socket. The session cookie authenticates it (access declares every
 * role); the Origin must be this host, so another site cannot open a socket with the user's cookie.
 * Its first messages are the events it missed since its page started (`replaySince`), then `ready`.
 */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/realtime', { config: { access: { roles } }, websocket: true }, (socket: WebSocket, request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin && originHost(origin) !== hostOf(request)) {
      socket.close(1008, 'origin not allowed');
      return;
    }
    const userId = request.actor?.userId;
    const sessionId = request.session?.id;
    if (!userId || !sessionId) {
      socket.close(1008, 'not signed in');
      return;
    }
    const since = replaySince((request.query as { page_age?: unknown }).page_age, Date.now());
    const unsubscribe = app.runtime.realtime.subscribe(
      userId,
      (event, audience) => {
        if (audience.sessionIds && !audience.sessionIds.includes(sessionId)) return;
        socket.send(JSON.stringify(event));
        if (event.type === 'session.ended') socket.close(4001, 'session ended');
      },
      since,
    );
    socket.on('close', unsubscribe);
    socket.send(JSON.stringify({ type: 'ready' }));
  });
}
