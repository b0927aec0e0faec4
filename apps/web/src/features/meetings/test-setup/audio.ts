import { useEffect, useState } from 'react';
import { levelOf } from './media-devices.ts';

const AudioContextClass = (): typeof AudioContext | undefined => (typeof window === 'undefined' ? undefined : window.AudioContext);

/**
 * How loud the stream's microphone is, 0 to 100, read about every frame from a Web Audio analyser. The level is
 * kept only when it moves by a few points, so the page re-renders at the speed a person can see.
 */
export function useMicrophoneLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const Context = AudioContextClass();
    const tracks = stream?.getAudioTracks() ?? [];
    if (!Context || tracks.length === 0) {
      setLevel(0);
      return;
    }
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream(tracks)).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let shown = 0;
    let frame = 0;
    const read = () => {
      analyser.getByteTimeDomainData(samples);
      const next = levelOf(samples);
      if (Math.abs(next - shown) >= 3) {
        shown = next;
        setLevel(next);
      }
      frame = requestAnimationFrame(read);
    };
    frame = requestAnimationFrame(read);
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);
  return level;
}

/** Whether the browser can send sound to a chosen output (Chrome, Edge, Firefox; not Safari). */
export const canChooseSpeaker = (): boolean => typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

type SinkAudio = HTMLAudioElement & { setSinkId?: (sinkId: string) => Promise<void> };

/** The chime's two notes (E5, then A5): rising, short and unmistakable through small speakers. */
const notes = [
  { frequency: 659.25, at: 0 },
  { frequency: 880, at: 0.18 },
];
const chimeSeconds = 0.9;

/**
 * Plays a short chime through the chosen speaker: Web Audio draws it, and an audio element carries it to the
 * output, since that is where browsers let a page choose one. Resolves once it has played.
 */
export async function playChime(speakerId: string): Promise<void> {
  const Context = AudioContextClass();
  if (!Context) return;
  const context = new Context();
  const destination = context.createMediaStreamDestination();
  const element: SinkAudio = new Audio();
  element.srcObject = destination.stream;
  try {
    if (speakerId && element.setSinkId) await element.setSinkId(speakerId);
    const start = context.currentTime + 0.05;
    for (const note of notes) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.frequency;
      gain.gain.setValueAtTime(0, start + note.at);
      gain.gain.linearRampToValueAtTime(0.4, start + note.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, start + note.at + 0.6);
      oscillator.connect(gain).connect(destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + 0.65);
    }
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, chimeSeconds * 1000));
  } finally {
    element.pause();
    element.srcObject = null;
    void context.close();
  }
}
