import type { EstateSummarySection } from '@advice/domain';
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { TextArea } from '../../ui/index.ts';
import { EntryList, FieldGrid, fieldLabel } from './estate-summary-fields.tsx';
import type { SectionForm } from './estate-summary-form.ts';
import {
  executorList,
  familyGroups,
  familyLists,
  isListSection,
  isTextSection,
  maxNoteLength,
  partnerFields,
  personalFields,
  professionalFields,
  professionals,
  rowLists,
  textSections,
  willFields,
} from './estate-summary-layout.ts';

type Props = { section: EstateSummarySection; currencies: readonly string[] };

/** A group of fields under its own name (a professional, the partner, a family group), read as one by a screen reader. */
function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="estate-group">
      <legend className="estate-group__legend">{legend}</legend>
      {hint ? <p className="ui-field__description estate-group__hint">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** A section of one free text: the note, the funeral wishes, anything else. */
function NoteField({ name, hintKey }: { name: string; hintKey: CatalogueKey }) {
  const tk = useKeyTranslation();
  const { register } = useFormContext<SectionForm>();
  const { errors } = useFormState<SectionForm>({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <TextArea
      label={fieldLabel(name)}
      description={tk(hintKey)}
      rows={6}
      maxLength={maxNoteLength}
      error={error}
      className="estate-note"
      {...register(name)}
    />
  );
}

/** The fields of one section, laid out for it; what each list asks for when it has no entries yet. */
export function SectionFields({ section, currencies }: Props) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  if (isListSection(section))
    return <EntryList name="rows" spec={rowLists[section]} currencies={currencies} emptyText={tk(`estateSummary.empty.${section}`)} />;
  if (isTextSection(section)) return <NoteField name={textSections[section]} hintKey={`estateSummary.empty.${section}`} />;
  if (section === 'personalDetails')
    return (
      <>
        <FieldGrid fields={personalFields} prefix="" currencies={currencies} />
        {professionals.map((key) => (
          <Group key={key} legend={fieldLabel(key)} hint={tk(`estateSummary.hint.${key}`)}>
            <FieldGrid fields={professionalFields} prefix={`${key}.`} currencies={currencies} />
          </Group>
        ))}
      </>
    );
  if (section === 'familyTree')
    return (
      <>
        <Group legend={fieldLabel('partner')}>
          <FieldGrid fields={partnerFields} prefix="partner." currencies={currencies} />
        </Group>
        {familyGroups.map((group) => (
          <Group key={group} legend={fieldLabel(group)}>
            <EntryList name={group} spec={familyLists[group]} currencies={currencies} emptyText={t('estateSummary.empty.familyGroup')} />
          </Group>
        ))}
        <NoteField name="notes" hintKey="estateSummary.hint.familyNotes" />
      </>
    );
  return (
    <>
      <FieldGrid fields={willFields} prefix="" currencies={currencies} />
      <Group legend={fieldLabel('executors')} hint={t('estateSummary.hint.executors')}>
        <EntryList name="executors" spec={executorList} currencies={currencies} emptyText={t('estateSummary.empty.executors')} />
      </Group>
    </>
  );
}
