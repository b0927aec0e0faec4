import { roles } from '@advice/domain';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostOf } from '../../../http/tenant.ts';
import type { Runtime } from '../../../runtime.ts';
import {
  admitTranscriptionStream,
  runTranscriptionStream,
  type TranscriptionStreamAdmission,
} from '../transcription/transcription.stream.ts';
import { admitAttendee, admitGuest, type LiveAdmission } from './live.access.ts';
import { runLiveSession } from './live.session.ts';

/** Whether an Origin header, when sent, names this host: another site must not open a socket with the user's cookie. */
function isOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  return URL.canParse(origin) && new URL(origin).hostname === hostOf(request);
}

/** Signing out (or being deactivated) ends this session's sockets of the room as it ends its other sockets. */
function closeWhenSessionEnds(runtime: Runtime, socket: WebSocket, request: FastifyRequest, admission: LiveAdmission): void {
  const userId = request.actor?.userId;
  const sessionId = request.session?.id;
  if (!userId || admission.participant.role === 'guest') return;
  const unsubscribe = runtime.realtime.subscribe(userId, (event, audience) => {
    if (event.type !== 'session.ended' || (audience.sessionIds && !audience.sessionIds.includes(sessionId ?? ''))) return;
    socket.close(4001, 'session ended');
  });
  socket.on('close', unsubscribe);
}

/**
 * The live room's sockets (spec 2 §2.2): attendees by their session, guests by their invitation's token. Who may
 * join is decided before the upgrade, so a refusal is a plain HTTP answer (404 not theirs, 409 not open now) and
 * the socket's first message is never lost to a check still running. Beside each, the participant's transcription
 * socket (spec 2 §7), let in the same way and only while the room is transcribed.
 */
export async function liveRoomRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;
  const admissions = new WeakMap<FastifyRequest, LiveAdmission>();
  const streams = new WeakMap<FastifyRequest, TranscriptionStreamAdmission>();
  // The token is the guest's key; the tighter limit of the sign-in routes keeps guessing slow.
  const guestLimit = { max: runtime.config.authRateLimit, timeWindow: '1 minute' };

  const open = (socket: WebSocket, request: FastifyRequest): void => {
    const admission = admissions.get(request);
    if (!isOwnOrigin(request) || !admission) {
      socket.close(1008, 'origin not allowed');
      return;
    }
    runLiveSession(runtime, socket, admission, request.log);
    closeWhenSessionEnds(runtime, socket, request, admission);
  };

  const openStream = (socket: WebSocket, request: FastifyRequest): void => {
    const admission = streams.get(request);
    if (!isOwnOrigin(request) || !admission) {
      socket.close(1008, 'origin not allowed');
      return;
    }
    runTranscriptionStream(runtime, socket, admission, request.log);
    closeWhenSessionEnds(runtime, socket, request, admission);
  };

  app.get<{ Params: { id: string } }>(
    '/client-meeting-rooms/:id/live',
    {
      config: { access: { roles }, feature: 'adviceRoom' },
      websocket: true,
      preHandler: async (request) => {
        const actor = request.actor;
        if (!actor) return;
        admissions.set(request, await admitAttendee(runtime.db, actor, request.params.id));
      },
    },
    open,
  );

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/guests/client-meeting-rooms/:id/live',
    {
      config: { access: { public: true }, feature: 'adviceRoom', rateLimit: guestLimit },
      websocket: true,
      preHandler: async (request) => {
        admissions.set(request, await admitGuest(runtime.db, request.practice?.id ?? null, request.params.id, request.query.token));
      },
    },
    open,
  );

  app.get<{ Params: { id: string } }>(
    '/client-meeting-rooms/:id/transcription-stream',
    {
      config: { access: { roles }, feature: 'adviceRoom' },
      websocket: true,
      preHandler: async (request) => {
        const actor = request.actor;
        if (!actor) return;
        streams.set(request, await admitTranscriptionStream(runtime, await admitAttendee(runtime.db, actor, request.params.id)));
      },
    },
    openStream,
  );

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/guests/client-meeting-rooms/:id/transcription-stream',
    {
      config: { access: { public: true }, feature: 'adviceRoom', rateLimit: guestLimit },
      websocket: true,
      preHandler: async (request) => {
        const admission = await admitGuest(runtime.db, request.practice?.id ?? null, request.params.id, request.query.token);
        streams.set(request, await admitTranscriptionStream(runtime, admission));
      },
    },
    openStream,
  );
}
