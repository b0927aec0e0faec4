import { TranscriptionChunkBuffer, transcriptionStreaming } from '@advice/domain';
import { type PcmWorkletOptions, pcmWorkletName } from './pcm.ts';
// Bundled on its own and emitted as a file of this origin, so the worklet loads under the CSP's script-src 'self'.
import pcmWorkletUrl from './pcm-worklet.ts?worker&url';

/** What failed while streaming, in spec 2 §8's two kinds: the socket to the transcription servers, or the audio worklet. */
export type TranscriptionStreamProblem = 'servers' | 'worklet';

/** The close code with which the server ends the streams when the room's transcription is turned off: not a failure. */
export const transcriptionTurnedOffClose = 4000;
const normalClose = 1000;

/** Past this many bytes waiting in the socket the network is behind: chunks wait in the buffer instead, which drops the oldest. */
const socketBacklogMax = transcriptionStreaming.bufferedChunksMax * transcriptionStreaming.chunkBytes;

/** The streaming address (a path on this host, or a full address) as a WebSocket address: wss: on an https: page. */
export function socketUrlOf(address: string, page: string = window.location.href): URL {
  const url = new URL(address, page);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.protocol === 'http:') url.protocol = 'ws:';
  return url;
}

/** A context at 44.1 kHz with the microphone as its source; where the browser will not mix rates, one at the microphone's own rate. */
function openContext(stream: MediaStream): { context: AudioContext; source: MediaStreamAudioSourceNode } {
  const context = new AudioContext({ sampleRate: transcriptionStreaming.sampleRate });
  try {
    return { context, source: context.createMediaStreamSource(stream) };
  } catch {
    // Firefox refuses a microphone at another rate than its context's: the worklet then resamples itself.
    void context.close().catch(() => {});
    const native = new AudioContext();
    return { context: native, source: native.createMediaStreamSource(stream) };
  }
}

/**
 * Captures the microphone track through the PCM worklet, handing each piece of 16-bit PCM to `onPcm`;
 * answers the function that disconnects the nodes and closes the context.
 */
async function captureMicrophone(track: MediaStreamTrack, onPcm: (pcm: Uint8Array) => void, onProblem: () => void): Promise<() => void> {
  const { context, source } = openContext(new MediaStream([track]));
  try {
    await context.audioWorklet.addModule(pcmWorkletUrl);
    const processorOptions: PcmWorkletOptions = {
      targetRate: transcriptionStreaming.sampleRate,
      postBytes: transcriptionStreaming.chunkBytes,
    };
    const node = new AudioWorkletNode(context, pcmWorkletName, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: transcriptionStreaming.channels,
      channelCountMode: 'explicit',
      channelInterpretation: 'speakers',
      processorOptions,
    });
    node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => onPcm(new Uint8Array(event.data));
    node.onprocessorerror = onProblem;
    source.connect(node);
    // The worklet's output is silence; connected to the speakers, the graph runs it in every browser.
    node.connect(context.destination);
    void context.resume().catch(() => {});
    return () => {
      node.port.onmessage = null;
      source.disconnect();
      node.disconnect();
      void context.close().catch(() => {});
    };
  } catch (error) {
    void context.close().catch(() => {});
    throw error;
  }
}

/**
 * Streams the microphone track to the transcription socket at `address` (spec 2 §7): 16-bit PCM from the worklet goes
 * into the chunk buffer, and each batch it releases is sent as one binary message once the socket is open and not
 * behind. A failure stops everything and is reported once; the server closing with 4000 (turned off) is not one.
 * Answers the function that stops it: the socket closes, the nodes disconnect, the context closes.
 */
export function startTranscriptionStream({
  address,
  track,
  onProblem,
}: {
  address: string;
  track: MediaStreamTrack;
  onProblem: (problem: TranscriptionStreamProblem) => void;
}): () => void {
  const buffer = new TranscriptionChunkBuffer();
  const socket = new WebSocket(socketUrlOf(address));
  socket.binaryType = 'arraybuffer';
  let stopCapture: (() => void) | null = null;
  let isStopped = false;

  const stop = () => {
    if (isStopped) return;
    isStopped = true;
    socket.onopen = null;
    socket.onclose = null;
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(normalClose);
    stopCapture?.();
  };
  const fail = (problem: TranscriptionStreamProblem) => {
    if (isStopped) return;
    stop();
    onProblem(problem);
  };
  const send = () => {
    if (socket.readyState !== WebSocket.OPEN || socket.bufferedAmount > socketBacklogMax) return;
    const batch = buffer.takeBatch();
    if (!batch) return;
    // A batch goes in messages of at most 12 chunks, the most the server takes in one.
    const messageBytes = transcriptionStreaming.messageChunksMax * transcriptionStreaming.chunkBytes;
    for (let offset = 0; offset < batch.length; offset += messageBytes) {
      // The domain's buffer builds each batch in a fresh ArrayBuffer; its declared type only allows a shared one too.
      socket.send(batch.subarray(offset, offset + messageBytes) as Uint8Array<ArrayBuffer>);
    }
  };

  socket.onopen = send;
  socket.onclose = (event) => {
    if (event.code === transcriptionTurnedOffClose || event.code === normalClose) stop();
    else fail('servers');
  };
  captureMicrophone(
    track,
    (pcm) => {
      buffer.push(pcm);
      send();
    },
    () => fail('worklet'),
  ).then(
    (stopIt) => {
      if (isStopped) stopIt();
      else stopCapture = stopIt;
    },
    () => fail('worklet'),
  );
  return stop;
}
