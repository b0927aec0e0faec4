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
