import {
  type LiveClientMessage,
  type LiveIceCandidate,
  type LiveSessionDescription,
  type LiveSfuServerMessage,
  type LiveSfuStream,
  liveSfuMessages,
  meetingParticipantsMax,
} from '@advice/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  JanusError,
  type JanusGateway,
  type JanusHandle,
  type JanusJsep,
  type JanusPluginEvent,
  type JanusSession,
} from '../../../platform/sfu/janus-gateway.ts';

/** What a browser on the SFU path sends (live-media.ts). */
export type SfuClientMessage = Extract<LiveClientMessage, { type: `sfu.${string}` }>;

/** One participant's side of a call through the SFU, which the participant's socket drives. */
export type SfuParticipant = { handle: (message: SfuClientMessage) => void; close: () => void };

const videoRoom = 'janus.plugin.videoroom';
/** The VideoRoom's errors this code expects: no such room (426), the room exists already (427), no such feed (428). */
const noSuchRoom = 426;
const roomExists = 427;
/** How long the SFU's offer waits for the browser's answer before the next change goes ahead anyway. */
const answerWaitMillis = 10_000;

/** The VideoRoom room of a meeting room: a number Janus accepts, made from the room's uuid the same on every instance. */
export function sfuRoomNumberOf(roomId: string): number {
  return Number.parseInt(roomId.replaceAll('-', '').slice(0, 13), 16);
}

type Feed = { id: number; display: string; streams: { mid: string; type: string; description?: string; disabled?: boolean }[] };

/** The streams of the SFU's offer as the browser needs them: whose each m-line is, camera or screen. */
function streamsOf(data: Record<string, unknown>): LiveSfuStream[] {
  const streams = (data.streams ?? []) as {
    mid?: string;
    type?: string;
    active?: boolean;
    feed_display?: string;
    feed_description?: string;
  }[];
  return streams.flatMap((stream) =>
    stream.mid && stream.feed_display && stream.type !== 'data' && stream.active !== false
      ? [{ mid: stream.mid, participantId: stream.feed_display, source: stream.feed_description === 'screen' ? 'screen' : 'camera' }]
      : [],
  );
}

function descriptionOf(jsep: JanusJsep): LiveSessionDescription {
  return { type: jsep.type, ...(jsep.sdp ? { sdp: jsep.sdp } : {}) };
}

/**
 * Joins the participant to the meeting room's VideoRoom: a publisher handle for what their browser sends (named by
 * their participant id, their screen's stream described as "screen"), and a subscriber handle for everyone else's
 * streams, offered to the browser again whenever someone comes, goes or shares a screen. Janus's operations for one
 * participant run one after another, and a new offer waits for the browser's answer to the last. The room is made
 * on first use. Closing destroys the Janus session, which unpublishes the participant for the others.
 */
export function joinSfu(options: {
  gateway: JanusGateway;
  roomId: string;
  participantId: string;
  send: (message: LiveSfuServerMessage) => void;
  log: FastifyBaseLogger;
}): SfuParticipant {
  const { gateway, participantId, send, log } = options;
  const room = sfuRoomNumberOf(options.roomId);
  let isClosed = false;
  let queue: Promise<unknown> = Promise.resolve();
  let publisher: JanusHandle | null = null;
  let subscriber: JanusHandle | null = null;
  let hasPublished = false;
  /** The others' streams this participant receives, as `feed:mid`. */
  const subscribed = new Set<string>();
  let answered: (() => void) | null = null;

  const fail = (error: unknown): void => {
    if (isClosed) return;
    log.warn({ err: error }, 'SFU call failed');
    send({ type: 'sfu.failed', message: liveSfuMessages.unavailable });
  };
  const then = (step: () => Promise<void>): void => {
    queue = queue.then(() => (isClosed ? undefined : step())).catch(fail);
  };

  /** Sends the SFU's offer and holds the queue until the browser answers it (or a while passes). */
  const offer = async (event: JanusPluginEvent): Promise<void> => {
    if (event.jsep?.type !== 'offer') return;
    const { jsep } = event;
    const waiting = new Promise<void>((resolve) => {
      answered = resolve;
      setTimeout(resolve, answerWaitMillis);
    });
    send({ type: 'sfu.offer', description: descriptionOf(jsep), streams: streamsOf(event.data) });
    await waiting;
  };

  /** Receives the others' streams not yet received: the first time by joining as a subscriber, later by subscribing. */
  const receive = async (feeds: Feed[]): Promise<void> => {
    const wanted = feeds
      .filter((feed) => feed.display !== participantId)
      .flatMap((feed) => feed.streams.filter((stream) => !stream.disabled).map((stream) => ({ feed: feed.id, mid: stream.mid })))
      .filter((stream) => !subscribed.has(`${stream.feed}:${stream.mid}`));
    if (wanted.length === 0) return;
    for (const stream of wanted) subscribed.add(`${stream.feed}:${stream.mid}`);
    if (!subscriber) {
      if (!session) return;
      subscriber = await session.attach(videoRoom, (event) => {
        // Janus offers again on its own when a publisher leaves or stops a stream.
        if (event.jsep?.type === 'offer') then(() => offer(event));
      });
      await offer(await subscriber.send({ request: 'join', ptype: 'subscriber', room, streams: wanted }));
      return;
    }
    await offer(await subscriber.send({ request: 'subscribe', streams: wanted }));
  };

  const forget = (feedId: number): void => {
    for (const key of [...subscribed]) if (key.startsWith(`${feedId}:`)) subscribed.delete(key);
  };

  const hearPublisher = (event: JanusPluginEvent): void => {
    const { data } = event;
    if (Array.isArray(data.publishers)) then(() => receive(data.publishers as Feed[]));
    const gone = data.unpublished ?? data.leaving;
    if (typeof gone === 'number') forget(gone);
  };

  let session: JanusSession | null = null;
  then(async () => {
    const opened = await gateway.createSession(() => fail(new Error('The SFU session ended')));
    session = opened;
    if (isClosed) return;
    publisher = await opened.attach(videoRoom, hearPublisher);
    const join = { request: 'join', ptype: 'publisher', room, display: participantId };
    const joined = await publisher.send(join).catch(async (error: unknown) => {
      if (!(error instanceof JanusError) || error.code !== noSuchRoom) throw error;
      await publisher
        ?.request({ request: 'create', room, publishers: meetingParticipantsMax, is_private: true, videocodec: 'vp8' })
        .catch((created: unknown) => {
          if (!(created instanceof JanusError) || created.code !== roomExists) throw created;
        });
      return (await publisher?.send(join)) as JanusPluginEvent;
    });
    await receive((joined.data.publishers ?? []) as Feed[]);
  });

  const publish = (description: LiveSessionDescription, screenMid: string | null): void =>
    then(async () => {
      if (!publisher || description.type !== 'offer') return;
      const descriptions = screenMid ? [{ mid: screenMid, description: 'screen' }] : [];
      const request = hasPublished ? 'configure' : 'publish';
      const answer = await publisher.send({ request, descriptions }, { type: 'offer', sdp: description.sdp });
      hasPublished = true;
      if (answer.jsep) send({ type: 'sfu.answer', description: descriptionOf(answer.jsep) });
    });

  const trickle = (handle: () => JanusHandle | null, candidate: LiveIceCandidate | null): void => {
    // Candidates wait behind the offer they belong to, as Janus wants the description first.
    then(async () => {
      await handle()?.trickle(candidate);
    });
  };

  return {
    handle: (message) => {
      switch (message.type) {
        case 'sfu.publish':
          publish(message.description, message.screenMid);
          return;
        case 'sfu.subscribed': {
          const { sdp } = message.description;
          // Not queued: the queue is waiting for this very answer.
          subscriber
            ?.send({ request: 'start' }, { type: 'answer', sdp })
            .then(() => answered?.())
            .catch(fail);
          return;
        }
        case 'sfu.candidate':
          trickle(() => (message.connection === 'publisher' ? publisher : subscriber), message.candidate);
          return;
      }
    },
    close: () => {
      isClosed = true;
      answered?.();
      queue = queue.then(() => session?.destroy()).catch(() => {});
    },
  };
}
