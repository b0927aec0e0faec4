import { type PracticeSettings, type PracticeSettingsSection, practiceSettingsSections } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { saveSection } from './settings.api.ts';

/** The form of one settings sub-page, validated by the same section schema the server uses. */
export function useSectionForm<S extends PracticeSettingsSection>(section: S, values: PracticeSettings[S]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<PracticeSettings[S] & FieldValues>({
    resolver: zodResolver(practiceSettingsSections[section] as never) as unknown as Resolver<PracticeSettings[S] & FieldValues>,
    values: values as PracticeSettings[S] & FieldValues,
    resetOptions: { keepDirtyValues: false },
  });
  const submit = form.handleSubmit(async (value) => {
    setFormErrors([]);
    try {
      await saveSection(queryClient, section, value as PracticeSettings[S]);
      notify.success(t('practiceSettings.saved'));
    } catch (error) {
      if (!isApiError(error)) return;
      const unmatched: string[] = [];
      let isFirst = true;
      for (const failure of error.errors) {
        const field = failure.source?.pointer?.replace(/^\//u, '').replace(/\//gu, '.');
        if (field) {
          form.setError(
            field as Path<PracticeSettings[S] & FieldValues>,
            { type: 'server', message: failure.detail },
            { shouldFocus: isFirst },
          );
          isFirst = false;
        } else unmatched.push(failure.detail);
      }
      setFormErrors(unmatched.length > 0 || isFirst ? [...unmatched, ...(isFirst ? error.details : [])] : []);
    }
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
