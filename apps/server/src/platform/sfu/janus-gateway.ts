import { randomUUID } from 'node:crypto';

/**
 * A client of the Janus WebRTC server's API over its WebSocket transport (the `janus-protocol` subprotocol): one
 * socket per instance, shared by every call's sessions, each request matched to its answer by its transaction.
 * The server speaks to Janus for the browsers, with the API secret; browsers never reach this API, only Janus's
 * media ports. (The npm clients of Janus are its browser library; the API is small enough to speak here.)
 */

/** A session description as Janus and RTCPeerConnection exchange them. */
export type JanusJsep = { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string };

/** A plugin's answer or event: its data, and a session description when it offers or answers. */
export type JanusPluginEvent = { data: Record<string, unknown>; jsep: JanusJsep | null };

type JanusMessage = {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  data?: { id?: number };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: JanusJsep;
  error?: { code: number; reason: string };
};

type Pending = { resolve: (message: JanusMessage) => void; reject: (error: Error) => void; isAsync: boolean; timer: NodeJS.Timeout };

/** How long Janus has to answer a request, and how often a session is kept alive (Janus drops one silent for 60 s). */
const requestTimeoutMillis = 10_000;
const keepAliveMillis = 25_000;

export class JanusError extends Error {
  readonly code: number;
  constructor(code: number, reason: string) {
    super(`Janus ${code}: ${reason}`);
    this.code = code;
  }
}

export type JanusGateway = {
  /** A new Janus session; `onLost` hears that it ended without being destroyed (the socket closed, Janus timed it out). */
  createSession: (onLost: () => void) => Promise<JanusSession>;
  close: () => void;
};

export type JanusSession = {
  attach: (plugin: string, onEvent: (event: JanusPluginEvent) => void) => Promise<JanusHandle>;
  destroy: () => Promise<void>;
};

export type JanusHandle = {
  /** A request the plugin answers at once (create, exists, listparticipants): its data, or JanusError for the plugin's error. */
  request: (body: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** A request the plugin answers with an event (join, configure, start, subscribe): the event, or JanusError for its error. */
  send: (body: Record<string, unknown>, jsep?: JanusJsep) => Promise<JanusPluginEvent>;
  /** Hands Janus a browser's ICE candidate, or null when it has no more. */
  trickle: (candidate: Record<string, unknown> | null) => Promise<void>;
};

/** A plugin's error, which it sends as data rather than as a Janus error. */
function pluginErrorOf(data: Record<string, unknown>): JanusError | null {
  return typeof data.error_code === 'number' ? new JanusError(data.error_code, String(data.error ?? '')) : null;
}

export function createJanusGateway(url: string, apiSecret: string | undefined): JanusGateway {
  let socket: WebSocket | null = null;
  let opening: Promise<WebSocket> | null = null;
  const pending = new Map<string, Pending>();
  const handles = new Map<number, (event: JanusPluginEvent) => void>();
  const sessions = new Map<number, () => void>();

  const lose = (reason: string): void => {
    for (const [transaction, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error(reason));
      pending.delete(transaction);
    }
    const lost = [...sessions.values()];
    sessions.clear();
    handles.clear();
    for (const onLost of lost) onLost();
  };

  const hear = (message: JanusMessage): void => {
    const waiting = message.transaction ? pending.get(message.transaction) : undefined;
    if (waiting && message.transaction) {
      // An asynchronous request is first acknowledged; its answer comes later as an event with the same transaction.
      if (message.janus === 'ack' && waiting.isAsync) return;
      clearTimeout(waiting.timer);
      pending.delete(message.transaction);
      if (message.janus === 'error') waiting.reject(new JanusError(message.error?.code ?? 0, message.error?.reason ?? ''));
      else waiting.resolve(message);
      return;
    }
    if (message.janus === 'timeout' && message.session_id !== undefined) {
      const onLost = sessions.get(message.session_id);
      sessions.delete(message.session_id);
      onLost?.();
      return;
    }
    if (message.janus === 'event' && message.sender !== undefined && message.plugindata) {
      handles.get(message.sender)?.({ data: message.plugindata.data, jsep: message.jsep ?? null });
    }
  };

  const open = (): Promise<WebSocket> => {
    if (socket?.readyState === WebSocket.OPEN) return Promise.resolve(socket);
    opening ??= new Promise<WebSocket>((resolve, reject) => {
      const next = new WebSocket(url, 'janus-protocol');
      next.onopen = () => {
        socket = next;
        opening = null;
        resolve(next);
      };
      next.onerror = () => {
        opening = null;
        reject(new Error('The SFU cannot be reached'));
      };
      next.onclose = () => {
        if (socket === next) socket = null;
        lose('The connection to the SFU closed');
      };
      next.onmessage = (event) => hear(JSON.parse(String(event.data)) as JanusMessage);
    });
    return opening;
  };

  const call = async (body: Record<string, unknown>, isAsync = false): Promise<JanusMessage> => {
    const open_ = await open();
    const transaction = randomUUID();
    return new Promise<JanusMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(transaction);
        reject(new Error(`The SFU did not answer ${String(body.janus)} in time`));
      }, requestTimeoutMillis);
      pending.set(transaction, { resolve, reject, isAsync, timer });
      open_.send(JSON.stringify({ ...body, transaction, ...(apiSecret ? { apisecret: apiSecret } : {}) }));
    });
  };

  const createSession = async (onLost: () => void): Promise<JanusSession> => {
    const created = await call({ janus: 'create' });
    const sessionId = created.data?.id;
    if (sessionId === undefined) throw new Error('The SFU made no session');
    const attached: number[] = [];
    const keepAlive = setInterval(() => {
      call({ janus: 'keepalive', session_id: sessionId }).catch(() => {});
    }, keepAliveMillis);
    const stop = (): void => {
      clearInterval(keepAlive);
      sessions.delete(sessionId);
      for (const id of attached) handles.delete(id);
    };
    sessions.set(sessionId, () => {
      stop();
      onLost();
    });

    const attach = async (plugin: string, onEvent: (event: JanusPluginEvent) => void): Promise<JanusHandle> => {
      const answer = await call({ janus: 'attach', session_id: sessionId, plugin });
      const handleId = answer.data?.id;
      if (handleId === undefined) throw new Error('The SFU attached no handle');
      attached.push(handleId);
      handles.set(handleId, onEvent);
      const address = { session_id: sessionId, handle_id: handleId };
      return {
        request: async (body) => {
          const data = (await call({ janus: 'message', ...address, body })).plugindata?.data ?? {};
          const error = pluginErrorOf(data);
          if (error) throw error;
          return data;
        },
        send: async (body, jsep) => {
          const answer = await call({ janus: 'message', ...address, body, ...(jsep ? { jsep } : {}) }, true);
          const data = answer.plugindata?.data ?? {};
          const error = pluginErrorOf(data);
          if (error) throw error;
          return { data, jsep: answer.jsep ?? null };
        },
        trickle: async (candidate) => {
          await call({ janus: 'trickle', ...address, candidate: candidate ?? { completed: true } });
        },
      };
    };

    return {
      attach,
      destroy: async () => {
        stop();
        await call({ janus: 'destroy', session_id: sessionId }).catch(() => {});
      },
    };
  };

  return {
    createSession,
    close: () => {
      const closing = socket;
      socket = null;
      closing?.close();
      lose('The SFU client closed');
    },
  };
}
