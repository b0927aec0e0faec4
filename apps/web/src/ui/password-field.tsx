import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldDescription, FieldError, FieldLabel, useFieldIds } from './field.tsx';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import type { TextFieldProps } from './text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** The typed password, when the field should show the live rule checklist. */
  checklistValue?: string | undefined;
};

export function PasswordField({ label, error, description, isRequired, id, checklistValue, className, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const ids = useFieldIds(id);
  const [isVisible, setIsVisible] = useState(false);
  const checklistId = `${ids.inputId}-checklist`;
  const hasChecklist = checklistValue !== undefined;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.inputId} label={label} isRequired={isRequired} />
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div className="ui-password">
        <input
          id={ids.inputId}
          className="ui-input"
          type={isVisible ? 'text' : 'password'}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy(description ? ids.descriptionId : null, hasChecklist && checklistId, error ? ids.errorId : null)}
          {...input}
        />
        {/* Visible text, not aria-label, so finding the field by its label never also finds this button. */}
        <button
          type="button"
          className="ui-password__toggle"
          aria-controls={ids.inputId}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          <span>{isVisible ? t('common.hide') : t('common.show')}</span>
          <span className="visually-hidden">{` ${label.toLowerCase()}`}</span>
        </button>
      </div>
      {hasChecklist ? <PasswordChecklist id={checklistId} value={checklistValue} /> : null}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
