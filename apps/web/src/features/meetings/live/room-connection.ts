import {
  type LiveClientMessage,
  type LiveErrorKind,
  type LiveIceCandidate,
  type LiveParticipant,
  type LiveServerMessage,
  type LiveSessionDescription,
  liveErrors,
} from '@advice/domain';

/** Spec 2 §3 connection state. */
export type ConnectionState = 'Disconnected' | 'Connecting' | 'Connected';

/** Someone else in the call: who they are and what their browser sends (null until its first track arrives). */
export type RemoteParticipant = { participant: LiveParticipant; stream: MediaStream | null };

/** Why the call ended without the person leaving: an error of spec 2 §8, or the connection lost for good. */
export type LeaveReason = LiveErrorKind | 'lost';

export type RoomSnapshot = {
  state: ConnectionState;
  you: LiveParticipant | null;
  others: RemoteParticipant[];
  ended: LeaveReason | null;
};

type Options = {
  /** The room socket's address (path and query), on this page's host. */
  path: string;
  /** The camera and microphone tracks to send; either may be missing (no device, or refused). */
  localStream: MediaStream;
  onChange: (snapshot: RoomSnapshot) => void;
  iceServers?: RTCIceServer[];
};

/** How often a lost socket is tried again, and after how long, before the call is given up as lost. */
const reconnectDelaysMillis = [500, 1_000, 2_000, 4_000];

/**
 * One peer connection to another participant, negotiated with the "perfect negotiation" pattern: either side
 * may offer when its tracks change, and when both offer at once the polite one (the lower participant id)
 * rolls its own offer back and answers. Signals are handled one at a time, in the order they came.
 *
 * The newcomer offers first; the one already in adds its tracks only to answer that offer. Both could offer at
 * once and let the pattern sort it out, but Chromium sometimes gathers no candidates again after rolling back
 * an offer it was still gathering for, and the pair then never connects.
 */
class PeerLink {
  readonly pc: RTCPeerConnection;
  participant: LiveParticipant;
  stream: MediaStream | null = null;
  private readonly polite: boolean;
  private readonly localStream: MediaStream;
  private hasTracks = false;
  private readonly send: (signal: { description?: LiveSessionDescription; candidate?: LiveIceCandidate }) => void;
  private readonly changed: () => void;
  private makingOffer = false;
  private ignoreOffer = false;
  private isSettingRemoteAnswerPending = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    participant: LiveParticipant,
    selfId: string,
    isNewcomer: boolean,
    localStream: MediaStream,
    iceServers: RTCIceServer[],
    send: (signal: { description?: LiveSessionDescription; candidate?: LiveIceCandidate }) => void,
    changed: () => void,
  ) {
    this.participant = participant;
    this.send = send;
    this.changed = changed;
    this.polite = selfId < participant.id;
    this.localStream = localStream;
    this.pc = new RTCPeerConnection({ iceServers });
    if (isNewcomer) this.addTracks();

    this.pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await this.pc.setLocalDescription();
        this.sendDescription();
      } catch {
        // A newer negotiation replaces this one: the next negotiationneeded or the other side's offer carries on.
      } finally {
        this.makingOffer = false;
      }
    };
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.send({ candidate: candidate.toJSON() as LiveIceCandidate });
    };
    this.pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? this.stream ?? new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      stream.onremovetrack = () => this.changed();
      this.stream = stream;
      this.changed();
    };
    // A path that breaks (a network change) is tried again with new candidates, without touching the other peers.
    this.pc.onconnectionstatechange = () => {
      if (this.pc.connectionState === 'failed') this.pc.restartIce();
    };
  }

  /** Sends this browser's camera and microphone; after a remote offer they take its transceivers, so the answer carries them. */
  private addTracks(): void {
    if (this.hasTracks) return;
    this.hasTracks = true;
    for (const track of this.localStream.getTracks()) this.pc.addTrack(track, this.localStream);
  }

  private sendDescription(): void {
    const description = this.pc.localDescription;
    if (description) this.send({ description: { type: description.type, sdp: description.sdp } });
  }

  /** Takes the other side's signal after those before it. */
  receive(signal: { description?: LiveSessionDescription; candidate?: LiveIceCandidate }): void {
    this.queue = this.queue.then(() => this.handle(signal)).catch(() => {});
  }

  private async handle({ description, candidate }: { description?: LiveSessionDescription; candidate?: LiveIceCandidate }): Promise<void> {
    if (description) {
      const isReadyForOffer = !this.makingOffer && (this.pc.signalingState === 'stable' || this.isSettingRemoteAnswerPending);
      const isCollision = description.type === 'offer' && !isReadyForOffer;
      this.ignoreOffer = !this.polite && isCollision;
      if (this.ignoreOffer) return;
      this.isSettingRemoteAnswerPending = description.type === 'answer';
      await this.pc.setRemoteDescription(description);
      this.isSettingRemoteAnswerPending = false;
      if (description.type === 'offer') {
        this.addTracks();
        await this.pc.setLocalDescription();
        this.sendDescription();
      }
      return;
    }
    if (!candidate) return;
    try {
      await this.pc.addIceCandidate(candidate);
    } catch (error) {
      // A candidate of the offer this side ignored has nowhere to go; any other failure is real.
      if (!this.ignoreOffer) throw error;
    }
  }

  close(): void {
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}

/**
 * A participant's side of a room's call: the room socket for signalling and presence, and a mesh of peer
 * connections, one per other participant, each sending this browser's camera and microphone. A participant
 * leaving or coming back changes only their own connection. A lost socket is joined again a few times before
 * the call is given up; leaving stops every connection and track.
 */
export class RoomConnection {
  private readonly options: Options;
  private socket: WebSocket | null = null;
  private readonly peers = new Map<string, PeerLink>();
  private snapshot: RoomSnapshot = { state: 'Disconnected', you: null, others: [], ended: null };
  private media = { camera: true, microphone: true };
  private attempt = 0;
  private isLeaving = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: Options) {
    this.options = options;
    const { localStream } = options;
    this.media = {
      camera: localStream.getVideoTracks().some((track) => track.enabled),
      microphone: localStream.getAudioTracks().some((track) => track.enabled),
    };
  }

  connect(): void {
    this.isLeaving = false;
    this.update({ state: 'Connecting', ended: null });
    const url = new URL(this.options.path, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => this.send({ type: 'join', ...this.media });
    socket.onmessage = (event) => this.hear(JSON.parse(String(event.data)) as LiveServerMessage);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closePeers();
      const refusal = (Object.keys(liveErrors) as LiveErrorKind[]).find((kind) => liveErrors[kind].close === event.code);
      if (this.isLeaving) return;
      if (refusal) {
        this.finish(refusal);
        return;
      }
      const delay = reconnectDelaysMillis[this.attempt];
      if (delay === undefined) {
        this.finish('lost');
        return;
      }
      this.attempt += 1;
      this.update({ state: 'Connecting', others: [] });
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  /** Turns the camera on or off: the track stays (so nothing is renegotiated) and the others are told to show a name instead. */
  setCamera(isOn: boolean): void {
    for (const track of this.options.localStream.getVideoTracks()) track.enabled = isOn;
    this.setMedia({ ...this.media, camera: isOn });
  }

  setMicrophone(isOn: boolean): void {
    for (const track of this.options.localStream.getAudioTracks()) track.enabled = isOn;
    this.setMedia({ ...this.media, microphone: isOn });
  }

  /** Leaves the call: the socket, every peer connection and this browser's camera and microphone stop. */
  leave(): void {
    this.isLeaving = true;
    clearTimeout(this.retryTimer);
    this.socket?.close(1000, 'left');
    this.socket = null;
    this.closePeers();
    for (const track of this.options.localStream.getTracks()) track.stop();
    this.update({ state: 'Disconnected', others: [] });
  }

  private setMedia(media: { camera: boolean; microphone: boolean }): void {
    this.media = media;
    const you = this.snapshot.you;
    if (you) this.update({ you: { ...you, ...media } });
    if (this.snapshot.state === 'Connected') this.send({ type: 'media', ...media });
  }

  private finish(reason: LeaveReason): void {
    this.isLeaving = true;
    for (const track of this.options.localStream.getTracks()) track.stop();
    this.update({ state: 'Disconnected', others: [], ended: reason });
  }

  private send(message: LiveClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private hear(message: LiveServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.attempt = 0;
        this.update({ state: 'Connected', you: { ...message.you, ...this.media } });
        for (const participant of message.participants) this.link(participant, true);
        return;
      case 'participant.joined':
        this.link(message.participant, false);
        return;
      case 'participant.present':
        // A late answer to this socket's hello, from someone the welcome may already have named.
        if (!this.peers.has(message.participant.id)) this.link(message.participant, true);
        return;
      case 'participant.left':
        this.unlink(message.id);
        return;
      case 'participant.media': {
        const peer = this.peers.get(message.id);
        if (!peer) return;
        peer.participant = { ...peer.participant, camera: message.camera, microphone: message.microphone };
        this.publishPeers();
        return;
      }
      case 'signal':
        this.peers.get(message.from)?.receive(message);
        return;
      case 'error':
        // The close that follows says which: the socket's close handler ends the call.
        return;
    }
  }

  /** A connection to a participant; one who joins again (a reload, a new tab) gets a new one in place of the old. */
  private link(participant: LiveParticipant, isNewcomer: boolean): void {
    const you = this.snapshot.you;
    if (!you || participant.id === you.id) return;
    this.peers.get(participant.id)?.close();
    const peer = new PeerLink(
      participant,
      you.id,
      isNewcomer,
      this.options.localStream,
      this.options.iceServers ?? [],
      (signal) => this.send({ type: 'signal', to: participant.id, ...signal }),
      () => this.publishPeers(),
    );
    this.peers.set(participant.id, peer);
    this.publishPeers();
  }

  private unlink(id: string): void {
    this.peers.get(id)?.close();
    this.peers.delete(id);
    this.publishPeers();
  }

  private closePeers(): void {
    for (const peer of this.peers.values()) peer.close();
    this.peers.clear();
  }

  private publishPeers(): void {
    this.update({ others: [...this.peers.values()].map(({ participant, stream }) => ({ participant, stream })) });
  }

  private update(change: Partial<RoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.options.onChange(this.snapshot);
  }
}
