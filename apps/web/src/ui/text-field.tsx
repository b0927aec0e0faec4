import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldDescription, FieldError, FieldLabel, useFieldIds } from './field.tsx';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'required'> & {
  label: string;
  error?: string | undefined;
  description?: ReactNode;
  isRequired?: boolean;
};

export function TextField({ label, error, description, isRequired, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.inputId} label={label} isRequired={isRequired} />
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <input
        id={ids.inputId}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(description ? ids.descriptionId : null, error ? ids.errorId : null)}
        {...input}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
