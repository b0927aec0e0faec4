import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldDescription, FieldError, FieldLabel, useFieldIds } from './field.tsx';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'required'> & {
  label: string;
  error?: string | undefined;
  description?: ReactNode;
  isRequired?: boolean;
};

/** A labelled multi-line field, read with its description and error like TextField. */
export function TextArea({ label, error, description, isRequired, id, className, ...textarea }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.inputId} label={label} isRequired={isRequired} />
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <textarea
        id={ids.inputId}
        className="ui-input ui-textarea"
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(description ? ids.descriptionId : null, error ? ids.errorId : null)}
        {...textarea}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
