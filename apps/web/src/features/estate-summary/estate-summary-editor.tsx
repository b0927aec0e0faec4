import { type EstateSummary, type EstateSummarySection, type EstateSummarySectionValue, estateSummarySectionLabels } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button } from '../../ui/index.ts';
import { estateSummaryKey, estateSummaryQuery, saveEstateSummarySection } from './estate-summary.api.ts';
import { fieldOfPointer, isSameSection, type SectionForm, sectionResolver, toForm } from './estate-summary-form.ts';
import { SectionFields } from './estate-summary-section-fields.tsx';

/** A save refused because someone saved the summary since (not a read-only account, which is a 409 too). */
const isConflict = (error: unknown) => isApiError(error) && error.status === 409 && error.code === 'resource.conflict';

type EditorProps = {
  clientId: string;
  section: EstateSummarySection;
  summary: EstateSummary;
  onDirtyChange: (section: EstateSummarySection, isDirty: boolean) => void;
};

/**
 * One section's form, saved on its own at the summary's version it was loaded at. When the summary
 * changes meanwhile (another section saved, here or by someone else), a form without edits takes the
 * new values; one with edits keeps them, and takes the new version only while this section is as it
 * was loaded, so the server refuses a save over someone else's change to it and nothing else.
 */
export function SectionEditor({ clientId, section, summary, onDirtyChange }: EditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loaded = useRef({ value: summary.sections[section] as unknown, version: summary.version });
  const form = useForm<SectionForm, unknown, EstateSummarySectionValue<typeof section>>({
    resolver: sectionResolver(section),
    mode: 'onTouched',
    defaultValues: toForm(summary.sections[section]),
  });
  const { isDirty } = form.formState;
  const isDirtyNow = useRef(isDirty);
  isDirtyNow.current = isDirty;
  const [conflict, setConflict] = useState<string | null>(null);
  const label = estateSummarySectionLabels[section];

  useEffect(() => onDirtyChange(section, isDirty), [onDirtyChange, section, isDirty]);
  useEffect(() => () => onDirtyChange(section, false), [onDirtyChange, section]);

  const takeLatest = (latest: EstateSummary) => {
    loaded.current = { value: latest.sections[section], version: latest.version };
    form.reset(toForm(latest.sections[section]));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the summary changes; the form and the loaded version are read as they are then.
  useEffect(() => {
    const current = loaded.current;
    if (summary.version === current.version) return;
    if (!isDirtyNow.current) takeLatest(summary);
    else if (isSameSection(summary.sections[section], current.value)) loaded.current = { ...current, version: summary.version };
  }, [summary]);

  /** Saves at the loaded version; refused as stale, reads the summary again and saves once more if this section did not change. */
  const send = async (values: Record<string, unknown>) => {
    const attempt = () => saveEstateSummarySection(clientId, section, { version: loaded.current.version, values });
    try {
      return await attempt();
    } catch (error) {
      if (!isConflict(error)) throw error;
      const latest = await queryClient.fetchQuery({ ...estateSummaryQuery(clientId), staleTime: 0 });
      if (!isSameSection(latest.sections[section], loaded.current.value)) throw error;
      loaded.current = { ...loaded.current, version: latest.version };
      return attempt();
    }
  };

  const save = useApiMutation(send, {
    form: { setError: form.setError, fields: 'every', fieldOf: fieldOfPointer },
    isShownByCaller: isConflict,
    onErrorDetails: (details) => setConflict(details.join(' ')),
    onSuccess: ({ message: _message, ...saved }) => {
      takeLatest(saved);
      queryClient.setQueryData(estateSummaryKey(clientId), saved);
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    await save.run(values as Record<string, unknown>);
  });

  const loadLatest = () => {
    const latest = queryClient.getQueryData<EstateSummary>(estateSummaryKey(clientId));
    if (latest) takeLatest(latest);
    setConflict(null);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="estate-form" aria-label={label}>
        {conflict ? (
          <Banner
            tone="warning"
            role="alert"
            title={t('estateSummary.conflictTitle')}
            actions={
              <Button variant="secondary" size="sm" onClick={loadLatest}>
                {t('estateSummary.loadLatest')}
              </Button>
            }
          >
            <p>{conflict}</p>
          </Banner>
        ) : null}
        <SectionFields section={section} currencies={summary.currencies} />
        <div className="form-actions estate-form__actions">
          <Button type="submit" isLoading={save.isPending} aria-label={t('estateSummary.saveSection', { section: label })}>
            {t('estateSummary.save')}
          </Button>
          {isDirty ? (
            <Button variant="ghost" onClick={() => form.reset(toForm(loaded.current.value))}>
              {t('estateSummary.discard')}
            </Button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
