import {
  type LiveChatMessage,
  type LiveClientMessage,
  type LiveErrorKind,
  type LiveMedia,
  type LiveParticipant,
  type LiveServerMessage,
  liveErrors,
  liveRoomEndedClose,
  type MeetingRecordingState,
  type MeetingTranscriptionState,
  type SharedDocumentView,
  type SketchStroke,
} from '@advice/domain';
import { type MediaPath, MeshPath } from './media-path.ts';
import { idleSnapshot, noDocument } from './room-snapshot.ts';
import { SfuPath } from './sfu-path.ts';
import { announceRoomDocumentsChange } from './shared-document.api.ts';

/** Spec 2 §3 connection state. */
export type ConnectionState = 'Disconnected' | 'Connecting' | 'Connected';

/** Someone else in the call: who they are and what their browser sends (each null until its first track arrives). */
export type RemoteParticipant = { participant: LiveParticipant; stream: MediaStream | null; screen: MediaStream | null };

/**
 * Why the call ended without the person leaving: an error of spec 2 §8, the room's window closed, the connection
 * lost for good, or the SFU failed (`media`, with the server's words in `mediaFailure`).
 */
export type LeaveReason = LiveErrorKind | 'ended' | 'lost' | 'media';

/** Something the server would not do, with its words; `at` tells one refusal from the same one again. */
export type Refusal = { action: 'chat' | 'share' | 'document'; message: string; at: number };

/** The document shown to everyone in the call, if one is, and the strokes drawn on its page (shared-document.ts). */
export type SharedDocumentState = { view: SharedDocumentView | null; strokes: SketchStroke[] };
/** What a browser may send about the shared document. */
export type SharedDocumentMessage = Extract<LiveClientMessage, { type: `document.${string}` }>;

export type RoomSnapshot = {
  state: ConnectionState;
  you: LiveParticipant | null;
  others: RemoteParticipant[];
  ended: LeaveReason | null;
  /** The screen this browser shares, while it shares one. */
  screen: MediaStream | null;
  /** The call's chat, oldest first: it lasts as long as the connection (spec 2 §4). */
  chat: LiveChatMessage[];
  refusal: Refusal | null;
  /** Who of the others spoke last loud enough to count: the DominantSpeaker layout shows them large. */
  speakerId: string | null;
  /** The room's recording state as the call last heard it (null until a change is heard: the page reads it first). */
  recording: MeetingRecordingState | null;
  /** The room's transcription as the call last heard it: null until a change is heard, and again on leaving Connected. */
  transcription: MeetingTranscriptionState | null;
  document: SharedDocumentState;
  /** What the server said when the SFU failed (the call ended with `media`). */
  mediaFailure: string | null;
};

type MediaState = { camera: boolean; microphone: boolean; screen: string | null };

type Options = {
  /** The room socket's address (path and query), on this page's host. */
  path: string;
  /** The camera and microphone tracks to send; either may be missing (no device, or refused). */
  localStream: MediaStream;
  onChange: (snapshot: RoomSnapshot) => void;
};

/** How often the others' voices are compared, and how loud (0 to 1) one must be to count as speaking rather than noise. */
const speakerCheckMillis = 500;
const speakingLevel = 0.03;

/** How often a lost socket is tried again, and after how long, before the call is given up as lost. */
const reconnectDelaysMillis = [500, 1_000, 2_000, 4_000];

/**
 * A participant's side of a room's call: the room socket for signalling and presence, and the media path the
 * welcome names (media-path.ts): a mesh of peer connections, one per other participant, or the SFU's two. A
 * participant leaving or coming back changes only their own media. A lost socket is joined again a few times before
 * the call is given up; leaving stops every connection and track.
 */
export class RoomConnection {
  private readonly options: Options;
  private socket: WebSocket | null = null;
  private readonly participants = new Map<string, LiveParticipant>();
  private path: MediaPath | null = null;
  private snapshot: RoomSnapshot = idleSnapshot;
  private media: MediaState = { camera: true, microphone: true, screen: null };
  private screen: MediaStream | null = null;
  private attempt = 0;
  private isLeaving = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private speakerTimer: ReturnType<typeof setInterval> | undefined;

  constructor(options: Options) {
    this.options = options;
    const { localStream } = options;
    this.media = {
      camera: localStream.getVideoTracks().some((track) => track.enabled),
      microphone: localStream.getAudioTracks().some((track) => track.enabled),
      screen: null,
    };
  }

  connect(): void {
    this.isLeaving = false;
    this.update({ state: 'Connecting', ended: null, refusal: null });
    const url = new URL(this.options.path, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => this.send({ type: 'join', camera: this.media.camera, microphone: this.media.microphone });
    socket.onmessage = (event) => this.hear(JSON.parse(String(event.data)) as LiveServerMessage);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closePeers();
      this.stopScreen();
      const refusal = (Object.keys(liveErrors) as LiveErrorKind[]).find((kind) => liveErrors[kind].close === event.code);
      if (this.isLeaving) return;
      if (refusal || event.code === liveRoomEndedClose) {
        this.finish(refusal ?? 'ended');
        return;
      }
      const delay = reconnectDelaysMillis[this.attempt];
      if (delay === undefined) {
        this.finish('lost');
        return;
      }
      this.attempt += 1;
      this.update({ state: 'Connecting', others: [], chat: [], transcription: null, document: noDocument });
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

  /**
   * Shares a screen the person picks (the browser asks which) with everyone in the call, and with those who join
   * later, until they stop it here or in the browser's own bar. The others are told which stream it is first.
   */
  async shareScreen(): Promise<void> {
    if (this.snapshot.state !== 'Connected' || this.screen) return;
    const screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    if (this.snapshot.state !== 'Connected' || this.screen) {
      for (const track of screen.getTracks()) track.stop();
      return;
    }
    this.screen = screen;
    for (const track of screen.getVideoTracks()) track.addEventListener('ended', () => this.stopSharing(), { once: true });
    this.setMedia({ ...this.media, screen: screen.id });
    this.path?.updateScreen();
    this.update({ screen });
  }

  stopSharing(): void {
    if (!this.screen) return;
    this.stopScreen();
    this.setMedia({ ...this.media, screen: null });
    this.path?.updateScreen();
  }

  /**
   * Sends another camera or microphone track in place of this browser's current one of its kind (a background
   * effect, another device): the senders swap it without renegotiating, and a call joined without that kind adds it.
   * The caller stops the track it replaced when it no longer needs it.
   */
  async replaceTrack(next: MediaStreamTrack): Promise<void> {
    const { localStream } = this.options;
    const previous = localStream.getTracks().find((track) => track.kind === next.kind) ?? null;
    if (previous === next) return;
    next.enabled = next.kind === 'video' ? this.media.camera : this.media.microphone;
    if (previous) localStream.removeTrack(previous);
    localStream.addTrack(next);
    await this.path?.replaceTrack(previous, next);
  }

  /** Sends a chat message; it shows once the server hands it back to everyone, stamped. */
  sendChat(text: string): void {
    if (this.snapshot.state === 'Connected') this.send({ type: 'chat', text });
  }

  /** Opens, turns, rotates or closes the shared document, or draws on it; everyone sees it once the server hands it back. */
  sendDocument(message: SharedDocumentMessage): void {
    if (this.snapshot.state === 'Connected') this.send(message);
  }

  /** Leaves the call: the socket, every peer connection, a shared screen and this browser's camera and microphone stop. */
  leave(): void {
    this.isLeaving = true;
    clearTimeout(this.retryTimer);
    this.socket?.close(1000, 'left');
    this.socket = null;
    this.closePeers();
    this.stopScreen();
    for (const track of this.options.localStream.getTracks()) track.stop();
    this.update({ state: 'Disconnected', others: [], chat: [], transcription: null, document: noDocument });
  }

  private stopScreen(): void {
    for (const track of this.screen?.getTracks() ?? []) track.stop();
    this.screen = null;
    this.media = { ...this.media, screen: null };
    if (this.snapshot.screen) this.update({ screen: null });
  }

  private setMedia(media: MediaState): void {
    this.media = media;
    const you = this.snapshot.you;
    if (you) this.update({ you: { ...you, ...media } });
    if (this.snapshot.state === 'Connected') this.send({ type: 'media', ...media });
  }

  private finish(reason: LeaveReason, mediaFailure: string | null = null): void {
    this.isLeaving = true;
    for (const track of this.options.localStream.getTracks()) track.stop();
    this.update({ state: 'Disconnected', others: [], chat: [], transcription: null, document: noDocument, ended: reason, mediaFailure });
  }

  private send(message: LiveClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private hear(message: LiveServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.attempt = 0;
        clearInterval(this.speakerTimer);
        this.speakerTimer = setInterval(() => this.findSpeaker(), speakerCheckMillis);
        this.update({ state: 'Connected', you: { ...message.you, ...this.media } });
        this.openPath(message.media, message.you.id);
        for (const participant of message.participants) this.link(participant, true);
        return;
      case 'participant.joined':
        this.link(message.participant, false);
        return;
      case 'participant.present':
        // A late answer to this socket's hello, from someone the welcome may already have named.
        if (!this.participants.has(message.participant.id)) this.link(message.participant, true);
        return;
      case 'participant.left':
        this.unlink(message.id);
        return;
      case 'participant.media': {
        const participant = this.participants.get(message.id);
        if (!participant) return;
        const { camera, microphone, screen } = message;
        this.participants.set(message.id, { ...participant, camera, microphone, screen });
        this.publishPeers();
        return;
      }
      case 'chat':
        this.update({ chat: [...this.snapshot.chat, message.message] });
        return;
      case 'recording':
        this.update({ recording: message.state });
        return;
      case 'transcription':
        this.update({ transcription: message.state });
        return;
      case 'document.view':
        this.update({ document: { view: message.view, strokes: message.strokes } });
        return;
      case 'document.stroke':
        this.update({ document: { ...this.snapshot.document, strokes: [...this.snapshot.document.strokes, message.stroke] } });
        return;
      case 'document.clear':
        this.update({ document: { ...this.snapshot.document, strokes: [] } });
        return;
      case 'document.list':
        announceRoomDocumentsChange(message.roomId);
        return;
      case 'refused':
        if (message.action === 'share') this.stopSharing();
        this.update({ refusal: { action: message.action, message: message.message, at: Date.now() } });
        return;
      case 'signal':
      case 'sfu.answer':
      case 'sfu.offer':
        this.path?.receive(message);
        return;
      case 'sfu.failed':
        this.isLeaving = true;
        this.socket?.close(1000, 'media failed');
        this.socket = null;
        this.closePeers();
        this.stopScreen();
        this.finish('media', message.message);
        return;
      case 'error':
        // The close that follows says which: the socket's close handler ends the call.
        return;
    }
  }

  /** The media path the welcome names, with the ICE servers it gives. */
  private openPath(media: LiveMedia, selfId: string): void {
    this.path?.close();
    const options = {
      selfId,
      local: () => ({ stream: this.options.localStream, screen: this.screen }),
      iceServers: media.iceServers,
      send: (message: LiveClientMessage) => this.send(message),
      changed: () => this.publishPeers(),
    };
    this.path = media.path === 'sfu' ? new SfuPath(options) : new MeshPath(options);
  }

  /** Someone in the call: one who joins again (a reload, a new tab) gets new media in place of the old. */
  private link(participant: LiveParticipant, isNewcomer: boolean): void {
    const you = this.snapshot.you;
    if (!you || participant.id === you.id) return;
    this.participants.set(participant.id, participant);
    this.path?.add(participant, isNewcomer);
    this.publishPeers();
  }

  private unlink(id: string): void {
    this.path?.remove(id);
    this.participants.delete(id);
    if (this.snapshot.speakerId === id) this.update({ speakerId: null });
    this.publishPeers();
  }

  private closePeers(): void {
    clearInterval(this.speakerTimer);
    this.path?.close();
    this.path = null;
    this.participants.clear();
    if (this.snapshot.speakerId) this.update({ speakerId: null });
  }

  /** The loudest of the others becomes the speaker; in a silence the last one stays, so the big tile does not flicker. */
  private findSpeaker(): void {
    let loudest: { id: string; level: number } | null = null;
    for (const [id, participant] of this.participants) {
      const level = participant.microphone ? (this.path?.audioLevel(id) ?? 0) : 0;
      if (level >= speakingLevel && level > (loudest?.level ?? 0)) loudest = { id, level };
    }
    if (loudest && loudest.id !== this.snapshot.speakerId) this.update({ speakerId: loudest.id });
  }

  private publishPeers(): void {
    const path = this.path;
    const others = [...this.participants.values()].map((participant) => ({
      participant,
      ...(path?.mediaOf(participant) ?? { stream: null, screen: null }),
    }));
    this.update({ others });
  }

  private update(change: Partial<RoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.options.onChange(this.snapshot);
  }
}
