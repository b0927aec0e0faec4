import type { CaseDocument } from '@advice/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Spinner } from '../../../ui/index.ts';
import { useFeature } from '../../practice/practice.api.ts';
import { caseDocumentCalls, usePdfForm } from './case-documents.api.ts';

const PdfViewer = lazy(() => import('../../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

/** How long after the last keystroke or tick a filled form is saved. */
const saveDelayMs = 800;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Fills an editable PDF's form over its pages (spec 2 §2.3: the editablePdf flag and an editable viewer) and
 * saves it as it is filled, saying when it was saved; a form that may no longer change shows as filled.
 */
function useFilledForm(document: CaseDocument, isOn: boolean) {
  const form = usePdfForm(document, isOn);
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<Record<string, string> | null>(null);

  // Filled from what the server holds now, never from an earlier opening's cached answer.
  useEffect(() => {
    if (form.data && form.isFetchedAfterMount && values === null) setValues(form.data.pdf_data);
  }, [form.data, form.isFetchedAfterMount, values]);

  const save = async () => {
    timer.current = null;
    if (!latest.current) return;
    setState('saving');
    try {
      await caseDocumentCalls.saveForm(document, latest.current);
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the viewer closes: it saves what is waiting.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void save();
      }
    },
    [],
  );

  if (!isOn || !form.data || values === null) return { props: undefined, state, isEditable: false };
  const onChange = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    latest.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), saveDelayMs);
  };
  return { props: { values, isEditable: form.data.editable, onChange }, state, isEditable: form.data.editable };
}

/**
 * A case's PDF in the viewer: an editable form is filled and saved as it goes, with a filled-in copy to
 * download; an older version says so and offers the newest (spec 3 §5).
 */
export function CaseDocumentViewer({
  document,
  newest,
  onOpenNewest,
}: {
  document: CaseDocument;
  newest?: CaseDocument;
  onOpenNewest?: () => void;
}) {
  const { t } = useTranslation();
  const isFormOn = useFeature('editablePdf') && newest === undefined;
  const form = useFilledForm(document, isFormOn);
  return (
    <div className="case-docs__viewer">
      {newest ? (
        <Banner tone="info" title={t('caseDocs.olderVersionTitle', { version: document.version })}>
          <p>{t('caseDocs.olderVersionText', { version: newest.version })}</p>
          {onOpenNewest ? (
            <Button variant="secondary" size="sm" onClick={onOpenNewest}>
              {t('caseDocs.openNewest')}
            </Button>
          ) : null}
        </Banner>
      ) : null}
      {form.props ? (
        <div className="case-docs__form-bar">
          <p className="case-docs__form-state" aria-live="polite">
            {form.isEditable ? t(`caseDocs.form.${form.state}`) : t('caseDocs.form.locked')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void caseDocumentCalls.downloadFilled(document).catch(() => undefined)}>
            {t('caseDocs.form.downloadFilled')}
          </Button>
        </div>
      ) : null}
      <Suspense fallback={<Spinner />}>
        <PdfViewer
          key={document.id}
          url={document.download_url}
          title={document.name}
          downloadName={document.file_name}
          {...(form.props ? { form: form.props } : {})}
        />
      </Suspense>
    </div>
  );
}
