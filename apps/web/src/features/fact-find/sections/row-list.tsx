import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { Button } from '../../../ui/index.ts';
import { useFieldAt } from './field-context.tsx';
import { useSectionText } from './section-text.ts';

/** What one repeating list's rows are called: "Asset 2", "Add an asset", "Remove asset 2", and what to do while it is empty. */
export type RowNouns = { row: (n: number) => string; add: string; remove: (n: number) => string; empty: string };

const firstField = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const PlusIcon = () => (
  <Icon size={18}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

/** A new row's id: the server keeps it, so the row is known by it from its first save. */
function newRowId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A repeating list: each row a fieldset named "Asset 2" with its Remove button, and an Add button below.
 * Adding moves focus to the new row's first field; removing moves it to the row that took its place
 * (or the one before, or Add when none is left) and says which row went.
 */
export function RowList<T extends { id?: string | undefined }>({
  pointer,
  legend,
  description,
  rows,
  onChange,
  newRow,
  nouns,
  renderRow,
}: {
  pointer: string;
  legend: string;
  description?: ReactNode;
  rows: readonly T[];
  onChange: (next: T[]) => void;
  newRow: () => T;
  nouns: RowNouns;
  renderRow: (row: T, at: string, update: (next: T) => void) => ReactNode;
}) {
  const text = useSectionText();
  const field = useFieldAt(pointer);
  const rowRefs = useRef<Array<HTMLFieldSetElement | null>>([]);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<number | 'add' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const descriptionId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the rows that Add or Remove asked for are drawn.
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const row = target === 'add' ? null : rowRefs.current[target];
    const next = row?.querySelector<HTMLElement>(firstField) ?? addRef.current;
    next?.focus();
  }, [rows]);

  const add = () => {
    focusNext.current = rows.length;
    setAnnouncement('');
    onChange([...rows, { ...newRow(), id: newRowId() }]);
  };
  const remove = (index: number) => {
    const left = rows.length - 1;
    focusNext.current = left === 0 ? 'add' : Math.min(index, left - 1);
    setAnnouncement(text('factFind.field.rowRemoved', { row: nouns.row(index + 1) }));
    onChange(rows.filter((_, i) => i !== index));
  };
  const update = (index: number) => (next: T) => onChange(rows.map((row, i) => (i === index ? next : row)));

  return (
    <fieldset className="ff-group ff-rows" aria-describedby={description ? descriptionId : undefined}>
      <legend className="ff-group__legend">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="ff-group__description">
          {description}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="ff-rows__empty">{field.isReadOnly ? text('factFind.field.noneRecorded') : nouns.empty}</p> : null}
      {rows.map((row, index) => (
        <fieldset
          key={row.id ?? `row-${index}`}
          className="ff-row"
          ref={(element) => {
            rowRefs.current[index] = element;
          }}
        >
          <legend className="ff-row__legend">{nouns.row(index + 1)}</legend>
          {field.isReadOnly ? null : (
            <Button variant="ghost" size="sm" className="ff-row__remove" aria-label={nouns.remove(index + 1)} onClick={() => remove(index)}>
              {text('factFind.field.remove')}
            </Button>
          )}
          <div className="ff-grid">{renderRow(row, `${pointer}/${index}`, update(index))}</div>
        </fieldset>
      ))}
      <FieldError id={field.errorId} message={field.error} />
      {field.isReadOnly ? null : (
        <Button ref={addRef} variant="secondary" size="sm" icon={<PlusIcon />} onClick={add} className="ff-rows__add">
          {nouns.add}
        </Button>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
