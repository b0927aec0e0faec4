import { formatContrastRatio, parseColour, type TextContrast } from '@advice/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type ColourFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name: string;
  /** The body text this colour meets and how well it reads; warned about below AA, never refused. */
  contrast?: TextContrast | null | undefined;
};

/**
 * One colour of the settings: the hex text, the native picker and a swatch kept in step. Text that
 * is not a colour is kept as typed so the form refuses it with the domain's message; a colour whose
 * text would read poorly is only warned about.
 */
export function ColourField({ label, value, onChange, error, name, contrast }: ColourFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const contrastWarning = (check: TextContrast) => {
    const ratio = formatContrastRatio(check.ratio);
    if (check.surface) {
      const surface = t(`practiceSettings.colour.${check.surface}`).toLowerCase();
      return t('practiceSettings.contrastOnSurface', { surface, ratio });
    }
    return t('practiceSettings.contrastOn', { text: t(`practiceSettings.contrastText.${check.text}`), ratio });
  };
  const [isLeft, setIsLeft] = useState(false);
  const colour = parseColour(value);
  const lastColour = useRef(colour ?? '#ffffff');
  if (colour) lastColour.current = colour;
  const message = error ?? (isLeft && !colour ? t('practiceSettings.colourInvalid') : undefined);
  const warning = colour && contrast && !contrast.isAaBodyText ? contrastWarning(contrast) : undefined;
  const describedBy = [message ? `${id}-error` : '', warning ? `${id}-warning` : ''].filter(Boolean).join(' ');

  return (
    <div className="ui-field colour-field">
      <label className="ui-field__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <div className="colour-field__controls">
        <span
          role="img"
          className={colour ? 'colour-field__swatch' : 'colour-field__swatch colour-field__swatch--empty'}
          style={colour ? { backgroundColor: colour } : undefined}
          aria-label={colour ? t('practiceSettings.colourSwatch', { label, colour }) : t('practiceSettings.colourSwatchEmpty', { label })}
        />
        <input
          id={`${id}-text`}
          name={name}
          className="ui-input colour-field__text"
          value={value}
          maxLength={20}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            setIsLeft(true);
            if (colour && colour !== value) onChange(colour);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <input
          type="color"
          className="colour-field__picker"
          value={lastColour.current}
          onChange={(event) => onChange(event.target.value)}
          aria-label={t('practiceSettings.colourPicker', { label })}
        />
      </div>
      {message ? (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {message}
        </p>
      ) : null}
      {warning ? (
        <p className="colour-field__warning" id={`${id}-warning`}>
          {warning}
        </p>
      ) : null}
    </div>
  );
}
