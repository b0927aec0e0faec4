import { useState } from 'react';
import { formatNumberText, parseNumberText } from './number-text.ts';

/**
 * The text of a number field: kept as typed (a half-typed "12,"), shown again from `value` when that
 * changes from outside, and with separators once the person leaves the field.
 */
export function useNumberText(value: number | null, hasSeparators: boolean, onChange: (next: number | null) => void) {
  const [text, setText] = useState(() => formatNumberText(value, hasSeparators));
  if (!Object.is(parseNumberText(text), value)) {
    const shown = formatNumberText(value, hasSeparators);
    if (shown !== text) setText(shown);
  }
  return {
    text,
    change(next: string) {
      setText(next);
      onChange(parseNumberText(next));
    },
    leave() {
      const parsed = parseNumberText(text);
      if (parsed !== null && Number.isInteger(parsed) && parsed >= 0) setText(formatNumberText(parsed, hasSeparators));
    },
  };
}
