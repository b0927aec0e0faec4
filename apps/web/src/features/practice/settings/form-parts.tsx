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
