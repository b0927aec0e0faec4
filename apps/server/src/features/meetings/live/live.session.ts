import { randomUUID } from 'node:crypto';
import {
  type LiveChatMessage,
  type LiveErrorKind,
  type LiveIceCandidate,
  type LiveMediaPath,
  type LiveParticipant,
  type LiveServerMessage,
  type LiveSessionDescription,
  liveChatBurst,
  liveChatMessages,
  liveChatText,
  liveClientMessage,
  liveErrors,
  liveMayShareScreen,
  liveMediaPathOf,
  liveRefusals,
  liveRoomEndedClose,
  liveRoomMessages,
  type MeetingRecordingState,
  type MeetingTranscriptionState,
  meetingParticipantsMax,
} from '@advice/domain';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger } from 'fastify';
import type { RoomEvent } from '../../../realtime/hub.ts';
import type { Runtime } from '../../../runtime.ts';
import type { LiveAdmission } from './live.access.ts';
import { documentSharingOf } from './live.documents.ts';
import { iceServersFor } from './live.ice.ts';
import { joinSfu, type SfuParticipant } from './live.sfu.ts';

/**
 * What the sockets of one room tell each other through the hub. `connection` names one socket (a participant
 * reconnecting has a new one); `to` of a presence answer is the newcomer's connection, of a signal a participant.
 */
declare module '../../../realtime/hub.ts' {
  interface RoomTopics {
    'live.hello': { connection: string; participant: LiveParticipant };
    /** `path` is the media path of the call the participant is in: a newcomer takes the same. */
    'live.present': { to: string; participant: LiveParticipant; path: LiveMediaPath };
    'live.joined': { participant: LiveParticipant; path: LiveMediaPath };
    'live.media': { id: string; camera: boolean; microphone: boolean; screen: string | null };
    'live.chat': { message: LiveChatMessage };
    'live.signal': { from: string; to: string; description?: LiveSessionDescription; candidate?: LiveIceCandidate };
    'live.left': { id: string; connection: string };
    /** The room's recording state after a change (meetings.recording.ts publishes it once the change commits). */
    'live.recording': { state: MeetingRecordingState };
    /** The room's transcription was turned on or off (transcription.service.ts publishes it once the change commits). */
    'live.transcription': { state: MeetingTranscriptionState };
    /** Who is in the call now, asked by a server call (`roomCensus`); each joined socket answers with `live.counted`. */
    'live.census': { probe: string };
    'live.counted': { probe: string; participant: LiveParticipant };
  }
}

/**
 * How long a question to a room's sockets (a newcomer's hello, a census) waits for answers to stop coming: at least
 * `presenceWaitMillis` after the last one, or twice as long as the question took to reach the database if that is
 * longer, and never more than `presenceWaitMaxMillis` in all. A busy database or server slows the question as much
 * as the answers, and another instance sends its answers one after another, so a fixed wait would welcome a newcomer
 * before the answers arrive on a loaded machine (and let in a tenth).
 */
export const presenceWaitMillis = 300;
export const presenceWaitMaxMillis = 5_000;

type Gathering = {
  /** The question has reached the database: from now its answers may come. */
  sent: () => void;
  /** An answer came: wait again for the next. */
  heard: () => void;
  cancel: () => void;
};

/** Calls `done` once answers to a question being sent now have stopped coming (see `presenceWaitMillis`). */
function gatheringOf(done: () => void): Gathering {
  const startedAt = performance.now();
  let quietMillis = presenceWaitMillis;
  let timer = setTimeout(done, presenceWaitMaxMillis);
  const waitQuiet = () => {
    clearTimeout(timer);
    timer = setTimeout(done, Math.min(quietMillis, presenceWaitMaxMillis - (performance.now() - startedAt)));
  };
  return {
    sent: () => {
      quietMillis = Math.max(presenceWaitMillis, 2 * (performance.now() - startedAt));
      waitQuiet();
    },
    heard: waitQuiet,
    cancel: () => clearTimeout(timer),
  };
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Who is in a room's call now and whether their camera and microphone are on, as the call's own sockets answer
 * (on every instance, as a newcomer learns who is in): for a server rule that depends on the call, such as a
 * recording needing a microphone that is on. An empty list when nobody is in.
 */
export async function roomCensus(runtime: Runtime, roomId: string): Promise<LiveParticipant[]> {
  const probe = randomUUID();
  const counted = new Map<string, LiveParticipant>();
  const { promise: answered, resolve } = Promise.withResolvers<void>();
  const gathering = gatheringOf(resolve);
  const unsubscribe = runtime.realtime.subscribeRoom(roomId, (event) => {
    if (event.type === 'live.counted' && event.probe === probe) {
      counted.set(event.participant.id, event.participant);
      gathering.heard();
    }
  });
  try {
    await runtime.realtime.publishToRoom(runtime.db, roomId, { type: 'live.census', probe });
    gathering.sent();
    await answered;
  } finally {
    gathering.cancel();
    unsubscribe();
  }
  return [...counted.values()];
}

/**
 * One participant's socket in a room's call. No instance keeps a list of a room's participants (DESIGN.md: instances
 * hold no state of their own): a newcomer says hello to the room, everyone already in answers with who they are,
 * and from those answers the newcomer is welcomed, or refused as the tenth. A hello with one's own identity from
 * another socket (a second tab, a reconnect) disconnects this one.
 */
export function runLiveSession(runtime: Runtime, socket: WebSocket, admission: LiveAdmission, log: FastifyBaseLogger): void {
  const { roomId } = admission;
  const connection = randomUUID();
  let me = admission.participant;
  let phase: 'waiting' | 'gathering' | 'joined' | 'gone' = 'waiting';
  const gathered = new Map<string, LiveParticipant>();
  let gathering: Gathering | undefined;
  let unsubscribe = () => {};
  /** The call's media path: the one of those already in, else the room's by its size (live-media.ts). */
  let path = liveMediaPathOf(admission.invited, runtime.sfu !== null);
  let sfu: SfuParticipant | null = null;

  const send = (message: LiveServerMessage): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  /** Hands an event to the room; answers whether the database took it (a failure is logged, not thrown). */
  const publish = (event: RoomEvent): Promise<boolean> =>
    runtime.realtime.publishToRoom(runtime.db, roomId, event).then(
      () => true,
      (error: unknown) => {
        log.warn({ err: error }, 'live room event not sent');
        return false;
      },
    );
  const refuse = (kind: LiveErrorKind): void => {
    send({ type: 'error', code: liveErrors[kind].code, message: liveRoomMessages[kind] });
    socket.close(liveErrors[kind].close, kind);
  };

  const documents = documentSharingOf({
    db: runtime.db,
    roomId,
    connection,
    joiner: admission.joiner,
    me: () => me,
    isJoined: () => phase === 'joined',
    send,
    publish,
  });

  const hear = (event: RoomEvent): void => {
    if (phase === 'gone' || documents.hear(event)) return;
    switch (event.type) {
      case 'live.hello':
        if (event.connection === connection) return;
        if (event.participant.id === me.id) refuse('duplicatedIdentity');
        else if (phase === 'joined') {
          publish({ type: 'live.present', to: event.connection, participant: me, path });
          documents.answerHello(event.connection);
        }
        return;
      case 'live.present':
        if (event.to !== connection) return;
        if (phase === 'gathering') {
          gathered.set(event.participant.id, event.participant);
          path = event.path;
          gathering?.heard();
        } else send({ type: 'participant.present', participant: event.participant });
        return;
      case 'live.joined':
        if (event.participant.id === me.id) return;
        if (phase === 'gathering') {
          gathered.set(event.participant.id, event.participant);
          path = event.path;
          gathering?.heard();
        } else send({ type: 'participant.joined', participant: event.participant });
        return;
      case 'live.left':
        // The socket this one replaced says goodbye under the same identity: that is not us leaving.
        if (event.id === me.id) return;
        documents.participantLeft(event.id);
        if (phase === 'gathering') gathered.delete(event.id);
        else send({ type: 'participant.left', id: event.id });
        return;
      case 'live.media':
        if (phase === 'joined' && event.id !== me.id) {
          const { id, camera, microphone, screen } = event;
          send({ type: 'participant.media', id, camera, microphone, screen });
        }
        return;
      case 'live.recording':
        if (phase === 'joined') send({ type: 'recording', state: event.state });
        return;
      case 'live.transcription':
        if (phase === 'joined') send({ type: 'transcription', state: event.state });
        return;
      case 'live.census':
        if (phase === 'joined') publish({ type: 'live.counted', probe: event.probe, participant: me });
        return;
      case 'live.counted':
        return;
      case 'live.chat':
        // The sender hears its own message too: its page shows it as the others got it, stamped by the server.
        if (phase === 'joined') send({ type: 'chat', message: event.message });
        return;
      case 'live.signal':
        if (phase === 'joined' && event.to === me.id) {
          const { from, description, candidate } = event;
          send({ type: 'signal', from, ...(description ? { description } : {}), ...(candidate ? { candidate } : {}) });
        }
        return;
    }
  };

  const welcome = (): void => {
    if (phase !== 'gathering') return;
    if (gathered.size >= meetingParticipantsMax) {
      refuse('maximumParticipants');
      return;
    }
    phase = 'joined';
    const iceServers = iceServersFor(runtime.config.turn, me.id, admission.closesAt);
    send({ type: 'welcome', you: me, participants: [...gathered.values()], media: { path, iceServers } });
    if (path === 'sfu' && runtime.sfu) sfu = joinSfu({ gateway: runtime.sfu, roomId, participantId: me.id, send, log });
    documents.welcomed();
    publish({ type: 'live.joined', participant: me, path });
  };

  /** Checks a chat text by the domain's rule and the burst limit, then hands it to the room stamped from this session. */
  const sentAt: number[] = [];
  const sendChat = (raw: string): void => {
    const checked = liveChatText.safeParse(raw);
    if (!checked.success) {
      send({ type: 'refused', action: 'chat', message: checked.error.issues[0]?.message ?? liveChatMessages.required });
      return;
    }
    const now = Date.now();
    while (sentAt.length > 0 && (sentAt[0] ?? 0) <= now - liveChatBurst.seconds * 1_000) sentAt.shift();
    if (sentAt.length >= liveChatBurst.messages) {
      send({ type: 'refused', action: 'chat', message: liveRefusals.chatTooFast });
      return;
    }
    sentAt.push(now);
    const message: LiveChatMessage = {
      id: randomUUID(),
      text: checked.data,
      senderId: me.id,
      senderEmail: admission.sender.email,
      senderName: me.name,
      senderAvatar: admission.sender.avatar,
      date: new Date(now).toISOString(),
    };
    publish({ type: 'live.chat', message });
  };

  socket.on('message', (data: Buffer) => {
    const parsed = liveClientMessage.safeParse(jsonOf(data.toString()));
    if (!parsed.success) {
      socket.close(1008, 'invalid message');
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'join':
        if (phase !== 'waiting') return;
        me = { ...me, camera: message.camera, microphone: message.microphone, screen: null };
        phase = 'gathering';
        unsubscribe = runtime.realtime.subscribeRoom(roomId, hear);
        gathering = gatheringOf(welcome);
        void publish({ type: 'live.hello', connection, participant: me }).then((isSent) => {
          if (isSent) gathering?.sent();
        });
        return;
      case 'signal': {
        if (phase !== 'joined') return;
        const { to, description, candidate } = message;
        publish({ type: 'live.signal', from: me.id, to, ...(description ? { description } : {}), ...(candidate ? { candidate } : {}) });
        return;
      }
      case 'media': {
        if (phase !== 'joined') return;
        const isShareRefused = message.screen !== null && !liveMayShareScreen(admission.joiner);
        if (isShareRefused) send({ type: 'refused', action: 'share', message: liveRefusals.share });
        me = { ...me, camera: message.camera, microphone: message.microphone, screen: isShareRefused ? null : message.screen };
        publish({ type: 'live.media', id: me.id, camera: me.camera, microphone: me.microphone, screen: me.screen });
        return;
      }
      case 'chat':
        if (phase === 'joined') sendChat(message.text);
        return;
      case 'sfu.publish':
      case 'sfu.subscribed':
      case 'sfu.candidate':
        if (phase === 'joined') sfu?.handle(message);
        return;
      default:
        if (phase === 'joined')
          documents.handle(message).catch((error: unknown) => log.warn({ err: error }, 'live document action failed'));
        return;
    }
  });

  // The room closes for everyone at the end of its window (spec 2 §4 auto-disconnect): the server ends the call, whatever the page does.
  const closing = setTimeout(
    () => socket.close(liveRoomEndedClose, 'ended'),
    Math.min(Math.max(0, admission.closesAt.getTime() - Date.now()), 2 ** 31 - 1),
  );

  socket.on('close', () => {
    clearTimeout(closing);
    gathering?.cancel();
    sfu?.close();
    if (phase === 'joined') publish({ type: 'live.left', id: me.id, connection });
    phase = 'gone';
    unsubscribe();
  });
}
