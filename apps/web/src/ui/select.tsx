import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldDescription, FieldError, FieldLabel, useFieldIds } from './field.tsx';

type SelectProps = Omit<ComponentProps<'select'>, 'required'> & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  description?: ReactNode;
  isRequired?: boolean;
};

export function Select({ label, options, error, description, isRequired, id, className, ...select }: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.inputId} label={label} isRequired={isRequired} />
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <select
        id={ids.inputId}
        className="ui-input ui-select"
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(description ? ids.descriptionId : null, error ? ids.errorId : null)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
