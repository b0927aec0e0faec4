import type { FactFindSection, FactFindSectionInput } from '@advice/domain';

/**
 * What the fact-find page gives each section's form. The page owns the draft, saving, the unsaved-changes
 * guard and the guidance; a form only draws the section's fields from `value` and reports every edit.
 */
export type SectionFormProps<S extends FactFindSection> = {
  /** The section's answers as they stand in the draft (parsed by the section's schema, so every field is present). */
  value: FactFindSectionInput<S>;
  onChange: (next: FactFindSectionInput<S>) => void;
  /** Refused fields by their JSON pointer inside the section (`/dependants/0/name`), from the shared save rules or the server. */
  errors: ReadonlyMap<string, string>;
  /** The partner is included (personal details' answer, as drafted): show the partner's fields and the owner choices. */
  includePartner: boolean;
  /** The practice's currencies, which money fields offer (the first is the default). */
  currencies: readonly string[];
  /** The viewer may read but not edit. */
  isReadOnly: boolean;
};
