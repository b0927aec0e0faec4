import type { CatalogueKey } from '../../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { TextField } from '../../../ui/index.ts';
import { usePracticeSettingsData } from './practice-settings-page.tsx';
import { errorAt, useSectionForm } from './use-section-form.ts';

/**
 * The form of the general settings, which three pages share (details, logo and colours, options): each page
 * shows some of the fields and saves them all, as the server keeps the section whole.
 */
export function useGeneralForm() {
  const translate = useKeyTranslation();
  const data = usePracticeSettingsData();
  const section = useSectionForm('general', data.settings.general);
  const { register, formState } = section.form;
  /** A text field of the section by its dotted name, with its label and the error at that name. */
  const text = (name: string, label: CatalogueKey, extra: Record<string, unknown> = {}) => (
    <TextField label={translate(label)} error={errorAt(formState.errors, name)} {...register(name as 'tradingName')} {...extra} />
  );
  return { ...section, data, text };
}
