import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldError, useFieldIds } from './field.tsx';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
};

export function Checkbox({ label, description, error, id, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input
        id={ids.inputId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(description ? ids.descriptionId : null, error ? ids.errorId : null)}
        {...input}
      />
      <div>
        <label htmlFor={ids.inputId}>{label}</label>
        {description ? (
          <p id={ids.descriptionId} className="ui-field__description">
            {description}
          </p>
        ) : null}
        <FieldError id={ids.errorId} message={error} />
      </div>
    </div>
  );
}
