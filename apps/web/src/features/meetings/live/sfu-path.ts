import type { LiveIceCandidate, LiveParticipant, LiveServerMessage, LiveSfuStream, LiveSource } from '@advice/domain';
import type { MediaPath, MediaPathOptions, RemoteMedia } from './media-path.ts';
import { loudestOf } from './peer-link.ts';

/**
 * The call through the SFU (live-media.ts): one connection that sends this browser's camera, microphone and any
 * screen it shares, once, and one that receives everyone else's streams, which the SFU offers again whenever someone
 * comes, goes or shares a screen, naming whose each stream is. The server speaks to the SFU for this browser.
 *
 * A screen shared the first time adds a stream (and one more offer); stopping it sends nothing on that stream, and a
 * later share sends on it again, so only the first share negotiates.
 */
export class SfuPath implements MediaPath {
  private readonly options: MediaPathOptions;
  private readonly publisher: RTCPeerConnection;
  private readonly subscriber: RTCPeerConnection;
  /** Whose each received m-line is, by its mid, as the SFU's last offer said. */
  private streams = new Map<string, LiveSfuStream>();
  /** The streams shown for each participant and source, kept as the same objects while their tracks change. */
  private readonly received = new Map<string, MediaStream>();
  private screenTransceiver: RTCRtpTransceiver | null = null;
  private publishing: Promise<void> = Promise.resolve();
  private answerArrived: ((description: RTCSessionDescriptionInit) => void) | null = null;
  private subscribing: Promise<void> = Promise.resolve();

  constructor(options: MediaPathOptions) {
    this.options = options;
    const { iceServers } = options;
    this.publisher = new RTCPeerConnection({ iceServers });
    this.subscriber = new RTCPeerConnection({ iceServers });
    this.publisher.onicecandidate = ({ candidate }) => this.sendCandidate('publisher', candidate);
    this.subscriber.onicecandidate = ({ candidate }) => this.sendCandidate('subscriber', candidate);
    this.subscriber.ontrack = () => this.sortReceived();
    const { stream } = options.local();
    for (const track of stream.getTracks()) this.publisher.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
    this.updateScreen();
    if (!this.screenTransceiver) this.publish();
  }

  private sendCandidate(connection: 'publisher' | 'subscriber', candidate: RTCIceCandidate | null): void {
    this.options.send({ type: 'sfu.candidate', connection, candidate: candidate ? (candidate.toJSON() as LiveIceCandidate) : null });
  }

  /** Offers what this browser sends to the SFU and takes its answer; one negotiation at a time. */
  private publish(): void {
    this.publishing = this.publishing
      .then(async () => {
        const answer = new Promise<RTCSessionDescriptionInit>((resolve) => {
          this.answerArrived = resolve;
        });
        await this.publisher.setLocalDescription(await this.publisher.createOffer());
        const offer = this.publisher.localDescription;
        if (!offer) return;
        const screenMid = this.screenTransceiver?.mid ?? null;
        this.options.send({ type: 'sfu.publish', description: { type: 'offer', sdp: offer.sdp }, screenMid });
        await this.publisher.setRemoteDescription(await answer);
      })
      .catch(() => {
        // A closed connection: the call is over or going, and the room connection says which.
      });
  }

  /** Takes the SFU's offer of the others' streams, one after another, and answers it. */
  private subscribe(description: RTCSessionDescriptionInit, streams: LiveSfuStream[]): void {
    this.subscribing = this.subscribing
      .then(async () => {
        this.streams = new Map(streams.map((stream) => [stream.mid, stream]));
        await this.subscriber.setRemoteDescription(description);
        await this.subscriber.setLocalDescription(await this.subscriber.createAnswer());
        const answer = this.subscriber.localDescription;
        if (answer) this.options.send({ type: 'sfu.subscribed', description: { type: 'answer', sdp: answer.sdp } });
        this.sortReceived();
      })
      .catch(() => {});
  }

  /** Puts each received track into its participant's camera or screen stream, by the mid the SFU named it with. */
  private sortReceived(): void {
    const wanted = new Map<string, MediaStreamTrack[]>();
    for (const transceiver of this.subscriber.getTransceivers()) {
      const stream = transceiver.mid ? this.streams.get(transceiver.mid) : undefined;
      if (!stream) continue;
      const key = keyOf(stream.participantId, stream.source);
      wanted.set(key, [...(wanted.get(key) ?? []), transceiver.receiver.track]);
    }
    for (const [key, tracks] of wanted) {
      const stream = this.received.get(key) ?? new MediaStream();
      this.received.set(key, stream);
      for (const track of stream.getTracks()) if (!tracks.includes(track)) stream.removeTrack(track);
      for (const track of tracks) if (!stream.getTracks().includes(track)) stream.addTrack(track);
    }
    for (const key of [...this.received.keys()]) if (!wanted.has(key)) this.received.delete(key);
    this.options.changed();
  }

  add(): void {
    // The SFU offers a newcomer's streams once they publish.
  }

  remove(id: string): void {
    for (const source of ['camera', 'screen'] as const) this.received.delete(keyOf(id, source));
  }

  mediaOf(participant: LiveParticipant): RemoteMedia {
    return {
      stream: this.received.get(keyOf(participant.id, 'camera')) ?? null,
      screen: participant.screen ? (this.received.get(keyOf(participant.id, 'screen')) ?? null) : null,
    };
  }

  audioLevel(id: string): number {
    return loudestOf(
      this.subscriber
        .getTransceivers()
        .filter((transceiver) => transceiver.mid && this.streams.get(transceiver.mid)?.participantId === id)
        .map((transceiver) => transceiver.receiver),
    );
  }

  updateScreen(): void {
    const track = this.options.local().screen?.getVideoTracks()[0] ?? null;
    if (this.screenTransceiver) {
      void this.screenTransceiver.sender.replaceTrack(track).catch(() => {});
      return;
    }
    if (!track) return;
    const screen = this.options.local().screen ?? undefined;
    this.screenTransceiver = this.publisher.addTransceiver(track, { direction: 'sendonly', streams: screen ? [screen] : [] });
    this.publish();
  }

  async replaceTrack(previous: MediaStreamTrack | null, next: MediaStreamTrack): Promise<void> {
    const sender = this.publisher.getSenders().find((candidate) => candidate.track !== null && candidate.track === previous);
    if (sender) {
      await sender.replaceTrack(next);
      return;
    }
    const { stream } = this.options.local();
    this.publisher.addTransceiver(next, { direction: 'sendonly', streams: [stream] });
    this.publish();
  }

  receive(message: LiveServerMessage): void {
    if (message.type === 'sfu.answer') this.answerArrived?.(message.description);
    else if (message.type === 'sfu.offer') this.subscribe(message.description, message.streams);
  }

  close(): void {
    this.publisher.onicecandidate = null;
    this.subscriber.onicecandidate = null;
    this.subscriber.ontrack = null;
    this.publisher.close();
    this.subscriber.close();
    this.received.clear();
  }
}

function keyOf(participantId: string, source: LiveSource): string {
  return `${participantId}:${source}`;
}
