import { useSyncExternalStore } from 'react';
import { local, storageKeys } from '../../lib/storage.ts';
import { type FontSizeDirection, nextFontSize, parseStoredFontSize } from './font-size.ts';

let fontSize: number | null = null;
const listeners = new Set<() => void>();

function currentFontSize(): number {
  fontSize ??= parseStoredFontSize(local.get(storageKeys.fontSize));
  return fontSize;
}

export function applyFontSize(size: number = currentFontSize()): void {
  document.documentElement.style.fontSize = `${size}px`;
}

export function changeFontSize(direction: FontSizeDirection): void {
  const next = nextFontSize(currentFontSize(), direction);
  if (next === fontSize) return;
  fontSize = next;
  local.set(storageKeys.fontSize, String(next));
  applyFontSize(next);
  for (const listener of listeners) listener();
}

export function useFontSize(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentFontSize,
    currentFontSize,
  );
}
