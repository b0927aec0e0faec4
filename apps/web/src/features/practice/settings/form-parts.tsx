import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button } from '../../../ui/index.ts';

/** The save row of a settings form, with errors that named no field. */
export function SaveRow({ isSaving, formErrors }: { isSaving: boolean; formErrors: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {formErrors.length > 0 ? (
        <Banner tone="error" role="alert">
          {formErrors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </Banner>
      ) : null}
      <div className="form-actions">
        <Button type="submit" isLoading={isSaving}>
          {t('practiceSettings.save')}
        </Button>
      </div>
    </>
  );
}

/** One row of a repeatable group, with its remove button named after the row. */
export function ListRow({ children, onRemove, removeLabel }: { children: ReactNode; onRemove: () => void; removeLabel: string }) {
  return (
    <fieldset className="list-row">
      <legend className="visually-hidden">{removeLabel}</legend>
      <div className="list-row__fields">{children}</div>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={removeLabel}>
        ×
      </Button>
    </fieldset>
  );
}

export function TextArea({
  label,
  error,
  description,
  ...props
}: React.ComponentProps<'textarea'> & { label: string; error?: string | undefined; description?: string }) {
  const id = props.id ?? props.name ?? label;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {description ? (
        <p className="ui-field__description" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      <textarea
        id={id}
        className="ui-input settings-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : description ? `${id}-description` : undefined}
        {...props}
      />
      {error ? (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
