import type { LiveIceCandidate, LiveSessionDescription } from '@advice/domain';
import type { RemoteMedia } from './media-path.ts';

/** What this browser sends: its camera and microphone, and the screen it shares (null while it shares none). */
export type LocalMedia = { stream: MediaStream; screen: MediaStream | null };

/** How loud the loudest audio source of these receivers was in the last few moments, 0 to 1 (video receivers count for nothing). */
export function loudestOf(receivers: RTCRtpReceiver[]): number {
  const levels = receivers
    .filter((receiver) => receiver.track.kind === 'audio' && typeof receiver.getSynchronizationSources === 'function')
    .flatMap((receiver) => receiver.getSynchronizationSources().map((source) => source.audioLevel ?? 0));
  return Math.max(0, ...levels);
}

type Signal = { description?: LiveSessionDescription; candidate?: LiveIceCandidate };

/**
 * One peer connection to another participant, negotiated with the "perfect negotiation" pattern: either side
 * may offer when its tracks change, and when both offer at once the polite one (the lower participant id)
 * rolls its own offer back and answers. Signals are handled one at a time, in the order they came.
 *
 * The newcomer offers first; the one already in adds its tracks only to answer that offer. Both could offer at
 * once and let the pattern sort it out, but Chromium sometimes gathers no candidates again after rolling back
 * an offer it was still gathering for, and the pair then never connects.
 *
 * A shared screen is one more video track in a stream of its own; the other side tells it from the camera by
 * that stream's id, which the participant's media state names (`screen`).
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  /** The other side's streams by id, in the order their first track came: the camera's first, then any screen. */
  private readonly streams = new Map<string, MediaStream>();
  private readonly polite: boolean;
  private readonly local: () => LocalMedia;
  private hasTracks = false;
  private screenSenders: RTCRtpSender[] = [];
  private readonly send: (signal: Signal) => void;
  private readonly changed: () => void;
  private makingOffer = false;
  private ignoreOffer = false;
  private isSettingRemoteAnswerPending = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    participantId: string,
    selfId: string,
    isNewcomer: boolean,
    local: () => LocalMedia,
    iceServers: RTCIceServer[],
    send: (signal: Signal) => void,
    changed: () => void,
  ) {
    this.send = send;
    this.changed = changed;
    this.polite = selfId < participantId;
    this.local = local;
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
      const stream = streams[0] ?? this.streams.get('') ?? new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      stream.onremovetrack = () => this.changed();
      this.streams.set(streams[0] ? stream.id : '', stream);
      this.changed();
    };
    // A path that breaks (a network change) is tried again with new candidates, without touching the other peers.
    this.pc.onconnectionstatechange = () => {
      if (this.pc.connectionState === 'failed') this.pc.restartIce();
    };
  }

  /**
   * The other side's camera and microphone (their first stream that is not the screen they share) and the screen they
   * share, by the id their media state gives it (`screenId`), once its track has come.
   */
  mediaOf(screenId: string | null): RemoteMedia {
    return {
      stream: [...this.streams.values()].find((stream) => stream.id !== screenId) ?? null,
      screen: screenId ? (this.streams.get(screenId) ?? null) : null,
    };
  }

  /** How loud the other side is now, 0 to 1 (the loudest of its audio sources heard in the last few moments). */
  audioLevel(): number {
    return loudestOf(this.pc.getReceivers());
  }

  /** Sends this browser's camera and microphone; after a remote offer they take its transceivers, so the answer carries them. */
  private addTracks(): void {
    if (this.hasTracks) return;
    this.hasTracks = true;
    const { stream } = this.local();
    for (const track of stream.getTracks()) this.pc.addTrack(track, stream);
    this.addScreen();
  }

  private addScreen(): void {
    const { screen } = this.local();
    this.screenSenders = screen ? screen.getVideoTracks().map((track) => this.pc.addTrack(track, screen)) : [];
  }

  /** Starts or stops sending the shared screen as it now is; a link that has not sent its tracks yet sends it with them. */
  updateScreen(): void {
    if (!this.hasTracks) return;
    for (const sender of this.screenSenders) this.pc.removeTrack(sender);
    this.addScreen();
  }

  /** Sends `next` where `previous` went; a link that sent no track of its kind adds it (and negotiates again). */
  async replaceTrack(previous: MediaStreamTrack | null, next: MediaStreamTrack): Promise<void> {
    if (!this.hasTracks) return;
    const sender = this.pc.getSenders().find((candidate) => candidate.track !== null && candidate.track === previous);
    if (sender) await sender.replaceTrack(next);
    else this.pc.addTrack(next, this.local().stream);
  }

  private sendDescription(): void {
    const description = this.pc.localDescription;
    if (description) this.send({ description: { type: description.type, sdp: description.sdp } });
  }

  /** Takes the other side's signal after those before it. */
  receive(signal: Signal): void {
    this.queue = this.queue.then(() => this.handle(signal)).catch(() => {});
  }

  private async handle({ description, candidate }: Signal): Promise<void> {
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
