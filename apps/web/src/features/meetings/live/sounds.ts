import { useEffect, useRef } from 'react';
import type { ConnectionState } from './room-connection.ts';

let context: AudioContext | null = null;

/**
 * A short, soft tone of the given notes one after another, made with the Web Audio API (no file to fetch). Quiet
 * where the browser has no audio, or has not let the page play any yet.
 */
function playNotes(frequencies: number[]): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime + 0.01;
    for (const [index, frequency] of frequencies.entries()) {
      const at = start + index * 0.12;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.08, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.22);
    }
  } catch {
    // A sound is a courtesy: a browser that refuses to play one changes nothing else.
  }
}

/** Rising: someone came in (or you did). */
export const playJoinSound = (): void => playNotes([523.25, 783.99]);
/** Falling: someone left (or you were disconnected). */
export const playLeaveSound = (): void => playNotes([783.99, 523.25]);

/**
 * Spec 2 §4: a sound when the person joins or leaves the call and when another participant joins or leaves it.
 * Those already in when the person joins make no sound of their own.
 */
export function useCallSounds(state: ConnectionState, otherIds: string[]): void {
  const previous = useRef<{ state: ConnectionState; ids: Set<string> }>({ state: 'Disconnected', ids: new Set() });
  const key = otherIds.join(' ');
  useEffect(() => {
    const ids = new Set(key ? key.split(' ') : []);
    const before = previous.current;
    previous.current = { state, ids };
    if (state === 'Connected' && before.state !== 'Connected') {
      playJoinSound();
      return;
    }
    if (state !== 'Connected') {
      if (before.state === 'Connected') playLeaveSound();
      return;
    }
    if ([...ids].some((id) => !before.ids.has(id))) playJoinSound();
    else if ([...before.ids].some((id) => !ids.has(id))) playLeaveSound();
  }, [state, key]);
}
