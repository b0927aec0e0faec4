import { estateSummaryFieldLabels, propertyTypeLabels, propertyTypes, todayIso } from '@advice/domain';
import { useId } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Button, Select, TextArea, TextField } from '../../ui/index.ts';
import { formatTypedAmount, type SectionForm } from './estate-summary-form.ts';
import type { FieldSpec, ListSpec } from './estate-summary-layout.ts';

/** Each field's label, from the domain (the PDF and the audit trail name it the same). */
export const fieldLabel = (key: string) => estateSummaryFieldLabels[key] ?? key;

/** The longest amount typed, separators included. */
const amountMaxLength = 24;

type EstateFieldProps = {
  spec: FieldSpec;
  /** The field's path in the section's form ('rows.0.sort_code'). */
  name: string;
  currencies: readonly string[];
};

/** One field of a section, with its label, hint and the refusal that names it (from the domain schema or the server). */
export function EstateField({ spec, name, currencies }: EstateFieldProps) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const { register, setValue } = useFormContext<SectionForm>();
  const { errors } = useFormState<SectionForm>({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const common = {
    label: fieldLabel(spec.key),
    error,
    isRequired: spec.isRequired ?? false,
    description: spec.hint ? tk(spec.hint) : undefined,
    className: `estate-field estate-field--${spec.kind}`,
  };
  switch (spec.kind) {
    case 'multiline':
      return <TextArea {...common} rows={2} maxLength={spec.max} {...register(name)} />;
    case 'date':
      return <TextField {...common} type="date" max={todayIso()} {...register(name)} />;
    case 'money':
      return (
        <TextField
          {...common}
          description={t('estateSummary.hint.money')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={amountMaxLength}
          {...register(name, {
            onBlur: (event: { target: HTMLInputElement }) =>
              setValue(name, formatTypedAmount(event.target.value), { shouldValidate: true, shouldDirty: true }),
          })}
        />
      );
    case 'currency':
      return (
        <Select
          {...common}
          options={[
            { value: '', label: t('estateSummary.currencyDefault', { code: currencies[0] ?? 'GBP' }) },
            ...currencies.map((code) => ({ value: code, label: code })),
          ]}
          {...register(name)}
        />
      );
    case 'propertyType':
      return (
        <Select
          {...common}
          options={[
            { value: '', label: t('estateSummary.choosePropertyType') },
            ...propertyTypes.map((type) => ({ value: type, label: propertyTypeLabels[type] })),
          ]}
          {...register(name)}
        />
      );
    case 'yesNo':
      return (
        <Select
          {...common}
          options={[
            { value: '', label: t('estateSummary.notKnown') },
            { value: 'yes', label: t('estateSummary.yes') },
            { value: 'no', label: t('estateSummary.no') },
          ]}
          {...register(name)}
        />
      );
    case 'email':
      return <TextField {...common} type="email" autoComplete="off" maxLength={spec.max} {...register(name)} />;
    case 'phone':
      return <TextField {...common} type="tel" autoComplete="off" maxLength={spec.max} {...register(name)} />;
    default:
      return <TextField {...common} autoComplete="off" maxLength={spec.max} {...register(name)} />;
  }
}

/** Fields laid out in the section's grid: two columns on a wide screen, one on a phone. */
export function FieldGrid({ fields, prefix, currencies }: { fields: readonly FieldSpec[]; prefix: string; currencies: readonly string[] }) {
  return (
    <div className="estate-grid">
      {fields.map((spec) => (
        <EstateField key={spec.key} spec={spec} name={`${prefix}${spec.key}`} currencies={currencies} />
      ))}
    </div>
  );
}

/** An entry as a new row starts: every field empty. */
function blankEntry(spec: ListSpec): Record<string, string> {
  return Object.fromEntries(spec.fields.map((field) => [field.key, '']));
}

type EntryListProps = {
  /** The list's path in the form ('rows', 'children', 'executors'). */
  name: string;
  spec: ListSpec;
  currencies: readonly string[];
  /** What an empty list asks for. */
  emptyText: string;
};

/** Entries the person adds and removes, up to the domain's most; a new entry's first field takes the focus. */
export function EntryList({ name, spec, currencies, emptyText }: EntryListProps) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const { control, setFocus } = useFormContext<SectionForm>();
  const { errors } = useFormState<SectionForm>({ name });
  const { fields, append, remove } = useFieldArray({ control, name: name as never });
  const listError = (get(errors, name) as { message?: string; root?: { message?: string } } | undefined) ?? undefined;
  const listMessage = listError?.root?.message ?? listError?.message;
  const hintId = useId();
  const isFull = fields.length >= spec.max;
  const firstKey = spec.fields[0]?.key ?? '';

  const add = () => {
    append(blankEntry(spec) as never, { shouldFocus: false });
    // Focus the new entry's first field once it is drawn.
    requestAnimationFrame(() => setFocus(`${name}.${fields.length}.${firstKey}`));
  };

  const removeAt = (index: number) => {
    remove(index);
    // Focus stays in the list: on the entry that took this one's place, else the add button.
    requestAnimationFrame(() => {
      const next = Math.min(index, fields.length - 2);
      if (next >= 0) setFocus(`${name}.${next}.${firstKey}`);
      else document.getElementById(`${hintId}-add`)?.focus();
    });
  };

  return (
    <div className="estate-entries">
      {fields.length === 0 ? <p className="estate-entries__empty">{emptyText}</p> : null}
      <ol className="estate-entries__list">
        {fields.map((field, index) => {
          const entry = tk(spec.entryLabel);
          const label = t('estateSummary.entryNumber', { entry, number: index + 1 });
          return (
            <li key={field.id} className="estate-entry">
              <fieldset className="estate-entry__fieldset">
                <legend className="estate-entry__legend">{label}</legend>
                <FieldGrid fields={spec.fields} prefix={`${name}.${index}.`} currencies={currencies} />
                <div className="estate-entry__actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('estateSummary.removeEntry', { entry: label })}
                    onClick={() => removeAt(index)}
                  >
                    {t('estateSummary.remove')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listMessage ? (
        <p className="ui-field__error" role="alert">
          {listMessage}
        </p>
      ) : null}
      <div className="estate-entries__add">
        <Button
          id={`${hintId}-add`}
          variant="secondary"
          size="sm"
          onClick={add}
          disabled={isFull}
          aria-describedby={isFull ? hintId : undefined}
        >
          {tk(spec.addLabel)}
        </Button>
        {isFull ? (
          <p id={hintId} className="ui-field__description">
            {t('estateSummary.listFull', { max: spec.max })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
