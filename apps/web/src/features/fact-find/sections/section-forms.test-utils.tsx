import { type FactFindSection, type FactFindSectionInput, factFindSectionSchemas } from '@advice/domain';
import { render, screen, within } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import type { SectionFormProps } from './section-form.ts';
import { sectionForms } from './section-forms.tsx';

type Options<S extends FactFindSection> = {
  value?: FactFindSectionInput<S>;
  errors?: ReadonlyMap<string, string>;
  includePartner?: boolean;
  currencies?: readonly string[];
  isReadOnly?: boolean;
};

/**
 * Renders one section's form as the fact-find page does, keeping the draft it reports; `latest()` is the
 * draft after the last change.
 */
export function renderSectionForm<S extends FactFindSection>(section: S, options: Options<S> = {}) {
  const Form = sectionForms[section] as ComponentType<SectionFormProps<S>>;
  const start = factFindSectionSchemas[section].parse(options.value ?? {}) as FactFindSectionInput<S>;
  let latest = start;
  function Page({ errors }: { errors: ReadonlyMap<string, string> }) {
    const [value, setValue] = useState(start);
    return (
      <form aria-label="Section">
        <Form
          value={value}
          onChange={(next) => {
            latest = next;
            setValue(next);
          }}
          errors={errors}
          includePartner={options.includePartner ?? false}
          currencies={options.currencies ?? ['GBP']}
          isReadOnly={options.isReadOnly ?? false}
        />
      </form>
    );
  }
  const rendered = render(<Page errors={options.errors ?? new Map()} />);
  return {
    latest: () => latest as unknown as Record<string, unknown> & FactFindSectionInput<S>,
    rerenderWithErrors: (errors: ReadonlyMap<string, string>) => rendered.rerender(<Page errors={errors} />),
  };
}

/** The group (fieldset) with this legend. */
export const group = (name: string | RegExp) => within(screen.getByRole('group', { name }));

/** The messages a screen reader reads with the element (its aria-describedby), joined. */
export function describedTextOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');
}
