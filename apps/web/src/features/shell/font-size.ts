/** The root font size every rem in the stylesheet scales from. */
export const baseFontSize = 16;
/** Spec 1 §5: steps of 2 px, never below the base size, never above base plus 2 px. */
export const fontSizeStep = 2;
export const maxFontSize = baseFontSize + fontSizeStep;

export type FontSizeDirection = 'smaller' | 'larger';

export function clampFontSize(size: number): number {
  if (!Number.isFinite(size)) return baseFontSize;
  return Math.min(maxFontSize, Math.max(baseFontSize, size));
}

export function nextFontSize(current: number, direction: FontSizeDirection): number {
  return clampFontSize(clampFontSize(current) + (direction === 'larger' ? fontSizeStep : -fontSizeStep));
}

export function canChangeFontSize(current: number, direction: FontSizeDirection): boolean {
  return nextFontSize(current, direction) !== clampFontSize(current);
}

/** A stored value is trusted only when it is a whole number within the bounds. */
export function parseStoredFontSize(stored: string | null): number {
  const size = Number(stored);
  return stored !== null && Number.isInteger(size) ? clampFontSize(size) : baseFontSize;
}
