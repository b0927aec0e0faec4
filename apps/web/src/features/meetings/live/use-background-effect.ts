import { useCallback, useEffect, useRef, useState } from 'react';
import { platformOf } from '../test-setup/media-devices.ts';
import type { BackgroundChoice, BackgroundProcessor } from './background-effect.ts';
import type { LiveRoom } from './use-live-room.ts';

/** Spec 2 §3 video background filter. */
export const backgroundEffects = ['noEffect', 'blurBackground', 'virtualBackground'] as const;
export type BackgroundEffect = (typeof backgroundEffects)[number];

/** What the effect needs of the browser: a canvas that streams, an OffscreenCanvas and WebGL (MediaPipe draws on the GPU), and wasm. */
export function hasWhatTheEffectNeeds(): boolean {
  if (typeof document === 'undefined' || typeof OffscreenCanvas === 'undefined' || typeof WebAssembly !== 'object') return false;
  if (typeof HTMLCanvasElement.prototype.captureStream !== 'function') return false;
  try {
    const canvas = document.createElement('canvas');
    return (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) !== null;
  } catch {
    return false;
  }
}

let browserSupport: boolean | undefined;

/** The browser's answer, read once a page: asking for WebGL makes a context. */
function hasSupportOnce(): boolean {
  browserSupport ??= hasWhatTheEffectNeeds();
  return browserSupport;
}

/**
 * Spec 2 §2.2: background filters are hidden on iOS, Safari and Firefox, and wherever the browser lacks what the
 * effect needs.
 */
export function canUseBackgroundEffects(userAgent: string, hasSupport: () => boolean = hasSupportOnce): boolean {
  const { browser, isIos } = platformOf(userAgent);
  if (isIos || browser === 'safari' || browser === 'firefox') return false;
  return hasSupport();
}

export type BackgroundEffectState = {
  effect: BackgroundEffect;
  /** The effect being started (its model loads on first use). */
  pending: BackgroundEffect | null;
  hasFailed: boolean;
  /** Shows the effect, or the camera as it is; `image` is the person's picture for a virtual background. */
  choose: (effect: BackgroundEffect, image?: Blob | null) => Promise<boolean>;
  /** The camera track itself, under any effect: the device settings read which camera it is. */
  camera: () => MediaStreamTrack | null;
  /** Sends another camera in place of the current one, under the effect if one is on, and stops the old one. */
  replaceCamera: (track: MediaStreamTrack) => Promise<void>;
};

type Running = { processor: BackgroundProcessor; raw: MediaStreamTrack; processed: MediaStreamTrack };

const sentCamera = (room: Pick<LiveRoom, 'localStream'>) => room.localStream?.getVideoTracks()[0] ?? null;

/**
 * This browser's background effect in the call: the raw camera goes to the processor, and its processed track
 * goes to the others in the raw one's place (`replaceTrack`, no renegotiation). Choosing no effect puts the raw
 * camera back and stops the processor. When the call goes, the raw camera stops with it.
 */
export function useBackgroundEffect(room: Pick<LiveRoom, 'localStream' | 'replaceTrack'>): BackgroundEffectState {
  const [effect, setEffect] = useState<BackgroundEffect>('noEffect');
  const [pending, setPending] = useState<BackgroundEffect | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const running = useRef<Running | null>(null);
  const latest = useRef(room);
  latest.current = room;

  const choose = useCallback(async (next: BackgroundEffect, image: Blob | null = null) => {
    const { replaceTrack } = latest.current;
    setHasFailed(false);
    const current = running.current;
    if (next === 'noEffect') {
      if (current) {
        running.current = null;
        await replaceTrack(current.raw);
        current.processor.stop();
      }
      setEffect('noEffect');
      return true;
    }
    const choice: BackgroundChoice | null =
      next === 'blurBackground' ? { kind: 'blurBackground' } : image ? { kind: 'virtualBackground', image } : null;
    if (!choice) return false;
    setPending(next);
    try {
      if (current) await current.processor.setChoice(choice);
      else {
        const raw = sentCamera(latest.current);
        if (!raw) throw new Error('No camera to process');
        const { BackgroundProcessor } = await import('./background-effect.ts');
        const processor = new BackgroundProcessor(raw, choice);
        try {
          const processed = await processor.start();
          await replaceTrack(processed);
          running.current = { processor, raw, processed };
        } catch (error) {
          processor.stop();
          throw error;
        }
      }
      setEffect(next);
      return true;
    } catch {
      setHasFailed(true);
      return false;
    } finally {
      setPending(null);
    }
  }, []);

  const camera = useCallback(() => running.current?.raw ?? sentCamera(latest.current), []);

  const replaceCamera = useCallback(async (track: MediaStreamTrack) => {
    const current = running.current;
    if (current) {
      const old = current.raw;
      await current.processor.setSource(track);
      current.raw = track;
      old.stop();
      return;
    }
    const old = sentCamera(latest.current);
    await latest.current.replaceTrack(track);
    if (old !== track) old?.stop();
  }, []);

  // The call going (left, ended, another call's camera, or the call's owner unmounted): the call keeps a camera only
  // while it still sends the processed one; then it gets the raw one back, else the raw one stops here. A next call
  // starts without an effect.
  const stream = room.localStream;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect belongs to the call's camera stream, and ends with it.
  useEffect(
    () => () => {
      const current = running.current;
      if (!current) return;
      running.current = null;
      const isStillSent = current.processed.readyState === 'live' && sentCamera(latest.current) === current.processed;
      if (isStillSent) void latest.current.replaceTrack(current.raw);
      else current.raw.stop();
      current.processor.stop();
      setEffect('noEffect');
    },
    [stream],
  );

  return { effect, pending, hasFailed, choose, camera, replaceCamera };
}
