import { type ReactNode, useState } from 'react';
import { TextField } from '../../../ui/index.ts';
import { clientSearchError } from './clients.list-state.ts';

type ClientSearchFieldProps = {
  label: string;
  /** Told each term to search by: one of 3 characters or more, or '' once emptied; a shorter one waits, with the rule beside the field. */
  onSearch: (term: string) => void;
  className?: string;
  /** Further filters of the same search, shown after the field. */
  children?: ReactNode;
};

/** A search of clients by name or e-mail as the person types, with the server's 3-character rule shown early. */
export function ClientSearchField({ label, onSearch, className, children }: ClientSearchFieldProps) {
  const [term, setTerm] = useState('');
  return (
    <search className={className}>
      <TextField
        label={label}
        type="search"
        value={term}
        error={clientSearchError(term)}
        onChange={(event) => {
          const next = event.target.value;
          setTerm(next);
          if (next.trim().length === 0 || next.trim().length >= 3) onSearch(next);
        }}
      />
      {children}
    </search>
  );
}
