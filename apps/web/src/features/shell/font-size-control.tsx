import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLargerIcon, TextSmallerIcon } from '../../ui/icons.tsx';
import { canChangeFontSize, type FontSizeDirection } from './font-size.ts';
import { changeFontSize, useFontSize } from './use-font-size.ts';
import './font-size.css';

/** Two buttons; at a bound a click changes nothing, and the button stays enabled so it never traps focus or clicks. */
export function FontSizeControl() {
  const { t } = useTranslation();
  const size = useFontSize();
  const button = (direction: FontSizeDirection, label: string, glyph: ReactNode) => {
    const isAvailable = canChangeFontSize(size, direction);
    return (
      <button
        type="button"
        className={`font-size__button font-size__button--${direction}`}
        aria-label={label}
        data-at-limit={!isAvailable || undefined}
        onClick={() => {
          if (isAvailable) changeFontSize(direction);
        }}
      >
        {glyph}
      </button>
    );
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend and form styling for two buttons.
    <div className="font-size" role="group" aria-label={t('shell.textSize')}>
      {button('smaller', t('shell.smallerText'), <TextSmallerIcon size={18} />)}
      {button('larger', t('shell.largerText'), <TextLargerIcon size={22} />)}
    </div>
  );
}
