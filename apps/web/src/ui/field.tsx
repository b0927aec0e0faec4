import { type ReactNode, useId } from 'react';
import './field.css';

/** Ids that tie a control to its description and error, so screen readers read them with it. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? generated;
  return { inputId: base, descriptionId: `${base}-description`, errorId: `${base}-error` };
}

export function describedBy(...ids: Array<string | false | undefined | null>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The asterisk sits outside the label so the label's text, and so the field's name, is exactly `label`. */
export function FieldLabel({ htmlFor, label, isRequired }: { htmlFor: string; label: string; isRequired?: boolean | undefined }) {
  return (
    <span className="ui-field__label-row">
      <label htmlFor={htmlFor} className="ui-field__label">
        {label}
      </label>
      {isRequired ? (
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </span>
  );
}

export function FieldDescription({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="ui-field__description">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="ui-field__error" role="alert">
      {message}
    </p>
  );
}
