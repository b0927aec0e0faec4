import { caseDocumentAccept, caseDocumentUploadFields } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { Banner, Button, FileChooser, takeChosenFile, UploadFeedback, useFileChooserIds } from '../../../ui/index.ts';
import { CaseDocumentFields } from './case-document-fields.tsx';
import { caseDocumentCalls, useRefreshCase } from './case-documents.api.ts';
import { checkChosenDocument, formatFileSize } from './case-documents.rules.ts';

type Input = z.input<typeof caseDocumentUploadFields>;
type Output = z.output<typeof caseDocumentUploadFields>;

/**
 * Adds a document: the file (checked for name, size and type as soon as it is chosen), its name, category,
 * note for the client and, for staff, whether it is concealed. Large files show their upload's progress.
 */
export function CaseDocumentUpload({ caseId, isStaffView, onDone }: { caseId: string; isStaffView: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshCase(caseId);
  const { inputId, errorId } = useFileChooserIds();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(caseDocumentUploadFields),
    defaultValues: { name: '', category: '' as Output['category'], note: '', concealed: false },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    if (!file) return setFileError(t('caseDocuments.fileRequired'));
    if (fileError) return;
    setProblem([]);
    setProgress(0);
    try {
      await caseDocumentCalls.upload(caseId, file, { ...values, concealed: isStaffView && values.concealed }, setProgress);
      notify.success(t('caseDocuments.uploaded'));
      await refresh();
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.file) setFileError(error.fieldErrors.file);
      const rest = applyServerErrors(error, setError, ['name', 'category', 'note', 'concealed']).filter(
        (detail) => !isApiError(error) || detail !== error.fieldErrors.file,
      );
      setProblem(rest);
    } finally {
      setProgress(null);
    }
  });

  const isBusy = formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate className="form-grid case-docs__upload" aria-label={t('caseDocs.addTitle')}>
      <h3 className="case-docs__form-title">{t('caseDocs.addTitle')}</h3>
      {problem.length > 0 ? (
        <Banner tone="error" role="alert">
          {problem.map((detail) => (
            <p key={detail}>{detail}</p>
          ))}
        </Banner>
      ) : null}
      <div className="ui-field">
        <span className="ui-field__label-row">
          <span className="ui-field__label">{t('caseDocs.file')}</span>
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        </span>
        <p className="ui-field__description">{t('caseDocs.fileHint')}</p>
        <div className="case-docs__chooser">
          <FileChooser
            inputId={inputId}
            errorId={errorId}
            label={file ? t('caseDocs.chooseAnother') : t('caseDocs.chooseFile')}
            accept={caseDocumentAccept}
            error={fileError}
            isBusy={isBusy}
            onChange={(event) => {
              const chosen = takeChosenFile(event);
              if (!chosen) return;
              setFile(chosen);
              setFileError(checkChosenDocument(chosen));
            }}
          />
          <span className="case-docs__chosen" aria-live="polite">
            {file ? t('caseDocs.chosen', { fileName: file.name, size: formatFileSize(file.size) }) : t('caseDocs.noFile')}
          </span>
        </div>
        <UploadFeedback errorId={errorId} error={fileError} progress={progress} progressLabel={t('caseDocs.uploading')} />
      </div>
      <CaseDocumentFields register={register} errors={errors} isStaffView={isStaffView} isNew />
      <div className="form-actions">
        <Button type="submit" isLoading={isBusy}>
          {t('caseDocs.upload')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={isBusy}>
          {t('caseDocs.cancel')}
        </Button>
      </div>
    </form>
  );
}
