import { createContext, type ReactNode, use } from 'react';

/*
 * What a section's fields share: the section (for their ids), the errors by JSON pointer, whether the
 * viewer may edit, whether the partner is included, and the practice's currencies.
 */

export type SectionFieldsState = {
  /** Prefixes the fields' ids, so two sections never share one. */
  section: string;
  errors: ReadonlyMap<string, string>;
  isReadOnly: boolean;
  includePartner: boolean;
  currencies: readonly string[];
};

const SectionFieldsContext = createContext<SectionFieldsState>({
  section: 'section',
  errors: new Map(),
  isReadOnly: false,
  includePartner: false,
  currencies: ['GBP'],
});

/** Gives the fields inside it their section, errors, read-only state, partner and currencies. */
export function SectionFields({ children, ...state }: SectionFieldsState & { children: ReactNode }) {
  return <SectionFieldsContext value={state}>{children}</SectionFieldsContext>;
}

/** The section's state as the fields see it. */
export function useSectionFields(): SectionFieldsState {
  return use(SectionFieldsContext);
}

/** A field's id, name and message, from its pointer; `parts` are the pointers under it whose messages it shows too. */
export function useFieldAt(pointer: string, ...parts: string[]) {
  const state = use(SectionFieldsContext);
  const path = pointer.slice(1).split('/');
  const id = ['ff', state.section, ...path].join('-');
  const error = [pointer, ...parts.map((part) => `${pointer}/${part}`)].map((at) => state.errors.get(at)).find(Boolean);
  return {
    id,
    name: path.join('.'),
    descriptionId: `${id}-description`,
    errorId: `${id}-error`,
    error,
    isReadOnly: state.isReadOnly,
  };
}

/** What every answer's widget takes: where its answer is, its label, the answer and where to report a change. */
export type FieldProps<T> = {
  pointer: string;
  label: string;
  value: T;
  onChange: (next: T) => void;
  description?: ReactNode;
  className?: string;
};

/** What the part of a form that draws one object's answers (a row, one person's) takes: where they are, the answers, the change. */
export type FieldsProps<T> = { at: string; value: T; onChange: (next: T) => void };

/** A field bound to one key of an object: its pointer, its answer, and the change that puts a new answer under that key. */
export type BoundField<T> = Pick<FieldProps<T>, 'pointer' | 'value' | 'onChange'>;

/** Gives the field bound to a key, typed by that key's answer. */
export type FieldBinder<T> = <K extends keyof T & string>(key: K) => BoundField<T[K]>;

/**
 * Binds fields to the keys of `value`, which stands at the pointer `at` ('' for the section itself):
 * `<TextAnswer {...field('description')} label={…} />` takes the pointer `${at}/description`, the answer
 * `value.description`, and a change that reports `{ ...value, description }`.
 */
export function bindFields<T extends object>(value: T, onChange: (next: T) => void, at = ''): FieldBinder<T> {
  return (key) => ({
    pointer: `${at}/${key}`,
    value: value[key],
    onChange: (next) => onChange({ ...value, [key]: next }),
  });
}
