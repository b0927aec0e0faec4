import { type FactFindSection, factFindSections } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { notify } from '../../lib/notify.ts';
import { Banner, Button, UnsavedChangesDialog, useUnsavedChangesGuard } from '../../ui/index.ts';
import {
  type FactFindSource,
  factFindKey,
  factFindViewKey,
  keysChangedBySave,
  type LoadedFactFind,
  saveFactFindSection,
} from './fact-find.api.ts';
import {
  checkDraft,
  draftOf,
  errorsStillStanding,
  type FieldErrors,
  isSameDraft,
  type SectionDraft,
  serverFieldErrors,
} from './fact-find-draft.ts';
import { GuidanceAside } from './fact-find-guidance.tsx';
import { SaveFeedback, type SaveProblem } from './fact-find-save-feedback.tsx';
import type { SectionFormProps } from './sections/section-form.ts';
import { sectionForms } from './sections/section-forms.tsx';

type AnyForm = ComponentType<
  Omit<SectionFormProps<FactFindSection>, 'value' | 'onChange'> & { value: unknown; onChange: (next: unknown) => void }
>;

type SectionEditorProps = {
  view: LoadedFactFind;
  source: FactFindSource;
  section: FactFindSection;
  /** Tells the page whether this section has unsaved changes, for its step. */
  onDirtyChange: (isDirty: boolean) => void;
};

/**
 * One section of the fact find: its form on a draft of the stored answers, the shared checks before it is
 * sent, the server's refusals beside the fields, "Fact Find saved", and the guard that stops a person
 * leaving with unsaved changes. Staff see their guidance for the section beside the form.
 */
export function SectionEditor({ view, source, section, onDirtyChange }: SectionEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const slug = factFindSections.find((entry) => entry.key === section)?.slug ?? 'personal-details';
  const label = t(`factFind.section.${section}`);
  const [baseline, setBaseline] = useState(() => ({ value: draftOf(section, view.answers), version: view.version }));
  const [draft, setDraft] = useState<SectionDraft>(baseline.value);
  const [errors, setErrors] = useState<FieldErrors>(new Map());
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const isDirty = !isSameDraft(draft, baseline.value);
  const isReadOnly = !view.actions.includes('edit');
  const blocker = useUnsavedChangesGuard(isDirty);

  useEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);

  /** Starts again from the stored answers of `latest`: after a save, a reload, or a change saved elsewhere. */
  const adopt = (latest: LoadedFactFind) => {
    const value = draftOf(section, latest.answers);
    setBaseline({ value, version: latest.version });
    setDraft(value);
    setErrors(new Map());
    setProblem(null);
  };
  // Someone saved meanwhile (another section, another person) and nothing here is unsaved: show what is stored now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the stored version alone; the draft is compared inside.
  useEffect(() => {
    if (view.version !== baseline.version && !isDirty) adopt(view);
  }, [view.version]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? summaryRef.current)?.focus();
  }, [focusRequest]);

  const latestView = () => queryClient.getQueryData<LoadedFactFind>(factFindViewKey(source));

  const showFailure = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (isApiError(error) && error.status === 400 && fields.size > 0) {
      setErrors(fields);
      const others = error.errors.filter((item) => !item.source?.pointer?.startsWith('/answers/')).map((item) => item.detail);
      setProblem(others.length > 0 ? { kind: 'refused', details: others } : null);
      setFocusRequest((n) => n + 1);
    } else if (isApiError(error) && error.status === 409 && error.code === 'resource.conflict') {
      setProblem({ kind: 'conflict', details: error.details });
    } else if (isApiError(error) && error.status >= 400 && error.status < 500 && error.errors.length > 0) {
      setProblem({ kind: 'refused', details: error.details });
    } else {
      notify.error(t('factFind.notSaved'));
    }
  };

  const save = useApiMutation(
    (answers: unknown) => saveFactFindSection(source, slug, { version: baseline.version, answers: answers as Record<string, unknown> }),
    {
      invalidates: keysChangedBySave(source),
      onErrorDetails: (_details, error) => showFailure(error),
    },
  );

  const submit = async () => {
    const check = checkDraft(section, draft, view.answers, view.currencies);
    if (!check.isValid) {
      setErrors(check.errors);
      setProblem(null);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors(new Map());
    setProblem(null);
    if (await save.run(check.answers)) {
      const latest = latestView();
      if (latest) adopt(latest);
    }
  };

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: factFindKey });
    const latest = latestView();
    if (latest) adopt(latest);
  };

  const change = (next: unknown) => {
    setDraft(next as SectionDraft);
    setErrors((current) => errorsStillStanding(current, section, next, view.answers, view.currencies));
  };

  const includePartner =
    section === 'personalDetails' ? (draft as { include_partner?: boolean }).include_partner === true : view.include_partner;
  const Form = sectionForms[section] as unknown as AnyForm;
  const guidance = view.guidance ? (view.guidance[section] ?? []) : null;

  return (
    <div className={guidance ? 'fact-find-section fact-find-section--guided' : 'fact-find-section'}>
      <form
        className="fact-find-section__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isReadOnly && !save.isPending) void submit();
        }}
      >
        {isReadOnly ? (
          <Banner tone="info">
            <p>{t('factFind.readOnly')}</p>
          </Banner>
        ) : null}
        <div ref={formRef} inert={save.isPending} aria-busy={save.isPending || undefined}>
          <Form
            value={draft}
            onChange={change}
            errors={errors}
            includePartner={includePartner}
            currencies={view.currencies}
            isReadOnly={isReadOnly}
          />
        </div>
        <SaveFeedback errors={errors} problem={problem} onReload={() => void reload()} summaryRef={summaryRef} />
        {isReadOnly ? null : (
          <div className="form-actions fact-find-section__actions">
            <Button type="submit" isLoading={save.isPending}>
              {t('factFind.save')}
            </Button>
            <span className="fact-find-section__status" aria-live="polite">
              {isDirty ? t('factFind.state.unsaved') : null}
            </span>
          </div>
        )}
      </form>
      {guidance ? <GuidanceAside notes={guidance} includePartner={includePartner} /> : null}
      <UnsavedChangesDialog
        blocker={blocker}
        title={t('factFind.saveChangesFirst')}
        text={t('factFind.guard.text', { section: label })}
        stayLabel={t('factFind.guard.stay')}
      />
    </div>
  );
}
