import { type PracticeSettings, type PracticeSettingsSection, practiceSettingsSections } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { settingsChangeKeys, updateSection } from './settings.api.ts';

/** The form of one settings sub-page, validated by the same section schema the server uses. */
export function useSectionForm<S extends PracticeSettingsSection>(section: S, values: PracticeSettings[S]) {
  const { t } = useTranslation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<PracticeSettings[S] & FieldValues>({
    resolver: zodResolver(practiceSettingsSections[section] as never) as unknown as Resolver<PracticeSettings[S] & FieldValues>,
    values: values as PracticeSettings[S] & FieldValues,
    resetOptions: { keepDirtyValues: false },
  });
  const save = useApiMutation((value: PracticeSettings[S]) => updateSection(section, value), {
    success: t('practiceSettings.saved'),
    invalidates: settingsChangeKeys,
    form: { setError: form.setError, fields: 'every' },
    onErrorDetails: setFormErrors,
  });
  const submit = form.handleSubmit(async (value) => {
    setFormErrors([]);
    await save.run(value as PracticeSettings[S]);
  });
  return { form, submit, formErrors };
}

/** Reads a nested error message by dotted path, as the server's pointers and the schema's paths name fields. */
export function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
