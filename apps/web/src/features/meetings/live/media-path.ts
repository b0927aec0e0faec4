import type { LiveClientMessage, LiveIceServer, LiveParticipant, LiveServerMessage } from '@advice/domain';
import { type LocalMedia, PeerLink } from './peer-link.ts';

/** What this browser receives of another participant: their camera and microphone, and the screen they share (null until each comes). */
export type RemoteMedia = { stream: MediaStream | null; screen: MediaStream | null };

/**
 * How this browser's call exchanges video and sound with the others (live-media.ts): peer to peer (MeshPath) or
 * through the SFU (SfuPath). The room connection tells it who comes and goes and hands it the socket's media
 * messages; it says what it receives of each participant.
 */
export interface MediaPath {
  add: (participant: LiveParticipant, isNewcomer: boolean) => void;
  remove: (id: string) => void;
  mediaOf: (participant: LiveParticipant) => RemoteMedia;
  /** How loud a participant is now, 0 to 1. */
  audioLevel: (id: string) => number;
  /** Starts or stops sending the shared screen as it now is. */
  updateScreen: () => void;
  /** Sends `next` where `previous` went (see RoomConnection.replaceTrack). */
  replaceTrack: (previous: MediaStreamTrack | null, next: MediaStreamTrack) => Promise<void>;
  /** A message of the socket for this path: a peer's signal, or the SFU's answer or offer. */
  receive: (message: LiveServerMessage) => void;
  close: () => void;
}

export type MediaPathOptions = {
  selfId: string;
  local: () => LocalMedia;
  iceServers: LiveIceServer[];
  send: (message: LiveClientMessage) => void;
  changed: () => void;
};

/** Peer to peer: one connection to each other participant, signalled through the room socket. */
export class MeshPath implements MediaPath {
  private readonly peers = new Map<string, PeerLink>();
  private readonly options: MediaPathOptions;

  constructor(options: MediaPathOptions) {
    this.options = options;
  }

  /** A participant who joins again (a reload, a new tab) gets a new connection in place of the old. */
  add(participant: LiveParticipant, isNewcomer: boolean): void {
    const { selfId, local, iceServers, send, changed } = this.options;
    this.peers.get(participant.id)?.close();
    const peer = new PeerLink(
      participant.id,
      selfId,
      isNewcomer,
      local,
      iceServers,
      (signal) => send({ type: 'signal', to: participant.id, ...signal }),
      changed,
    );
    this.peers.set(participant.id, peer);
  }

  remove(id: string): void {
    this.peers.get(id)?.close();
    this.peers.delete(id);
  }

  mediaOf(participant: LiveParticipant): RemoteMedia {
    return this.peers.get(participant.id)?.mediaOf(participant.screen) ?? { stream: null, screen: null };
  }

  audioLevel(id: string): number {
    return this.peers.get(id)?.audioLevel() ?? 0;
  }

  updateScreen(): void {
    for (const peer of this.peers.values()) peer.updateScreen();
  }

  async replaceTrack(previous: MediaStreamTrack | null, next: MediaStreamTrack): Promise<void> {
    await Promise.all([...this.peers.values()].map((peer) => peer.replaceTrack(previous, next)));
  }

  receive(message: LiveServerMessage): void {
    if (message.type === 'signal') this.peers.get(message.from)?.receive(message);
  }

  close(): void {
    for (const peer of this.peers.values()) peer.close();
    this.peers.clear();
  }
}
