import { useId } from 'react';

type ColourFieldProps = { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; name: string };

/** A colour picker with the hex text beside it; either one edits the same value. */
export function ColourField({ label, value, onChange, error, name }: ColourFieldProps) {
  const id = useId();
  const isHex = /^#[0-9a-fA-F]{6}$/u.test(value);
  return (
    <div className="ui-field colour-field">
      <label className="ui-field__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <div className="colour-field__controls">
        <input
          type="color"
          className="colour-field__swatch"
          value={isHex ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          aria-label={`${label}: picker`}
        />
        <input
          id={`${id}-text`}
          name={name}
          className="ui-input colour-field__text"
          value={value}
          maxLength={7}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value.trim())}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error ? (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
