import { roles } from '@advice/domain';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostOf } from '../../http/tenant.ts';

/** The host an Origin header names; `null` for one that names none (a sandboxed page sends "null"). */
function originHost(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).hostname : null;
}

/**
 * The signed-in user's event socket. The session cookie authenticates it (access declares every
 * role); the Origin must be this host, so another site cannot open a socket with the user's cookie.
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
    const unsubscribe = app.runtime.realtime.subscribe(userId, (event, audience) => {
      if (audience.sessionIds && !audience.sessionIds.includes(sessionId)) return;
      socket.send(JSON.stringify(event));
      if (event.type === 'session.ended') socket.close(4001, 'session ended');
    });
    socket.on('close', unsubscribe);
    socket.send(JSON.stringify({ type: 'ready' }));
  });
}
