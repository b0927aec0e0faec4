import { type BatchUpload, batchUploadChoice, type CaseDocumentCategory } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Select, TextArea } from '../../../ui/index.ts';
import { useCategoryOptions } from '../documents/case-document-fields.tsx';
import { CaseDocumentFileField, UploadProblems } from '../documents/case-document-file-field.tsx';
import { stageBatchUpload } from './batch.api.ts';

const uploadFields = batchUploadChoice.pick({ category: true, note: true });

export type StagedDocument = { upload: BatchUpload; category: CaseDocumentCategory; note: string };

type UploadProps = { isDisabled: boolean; onAdd: (staged: StagedDocument) => void };

/**
 * "Upload a new document" for every pack: the file (checked for name, size and type as soon as it is
 * chosen, and by content on the server), its category and note for the client. Once stored it joins the
 * chosen documents. Not a form of its own: it sits inside the batch's form.
 */
export function BatchDocumentUpload({ isDisabled, onAdd }: UploadProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen)
    return (
      <Button variant="secondary" disabled={isDisabled} onClick={() => setIsOpen(true)}>
        {t('caseBatch.uploadNew')}
      </Button>
    );
  return (
    <UploadPanel
      isDisabled={isDisabled}
      onAdd={(staged) => {
        onAdd(staged);
        setIsOpen(false);
      }}
      onCancel={() => setIsOpen(false)}
    />
  );
}

function UploadPanel({ isDisabled, onAdd, onCancel }: UploadProps & { onCancel: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [category, setCategory] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const isBusy = progress !== null;
  const categoryOptions = useCategoryOptions(true);
  const stage = useApiMutation((chosen: File) => stageBatchUpload(chosen, setProgress), {
    success: false,
    // The file's own refusal shows beside the file chooser; any other above it.
    onErrorDetails: (details, error) => {
      const fileProblem = isApiError(error) ? error.fieldErrors.file : undefined;
      if (fileProblem) setFileError(fileProblem);
      else setProblem(details);
    },
  });

  const upload = async () => {
    const checked = uploadFields.safeParse({ category, note });
    setErrors(checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
    const chosenProblem = file ? fileError : t('caseDocuments.fileRequired');
    setFileError(chosenProblem);
    if (!file || chosenProblem || !checked.success) return;
    setProblem([]);
    setProgress(0);
    const staged = await stage.runForResult(file);
    setProgress(null);
    if (staged) onAdd({ upload: staged, category: checked.data.category, note: checked.data.note });
  };

  return (
    <fieldset className="batch__upload" aria-label={t('caseBatch.uploadTitle')}>
      <legend className="batch__subtitle">{t('caseBatch.uploadTitle')}</legend>
      <UploadProblems problems={problem} />
      <CaseDocumentFileField
        file={file}
        error={fileError}
        progress={progress}
        hint={t('caseBatch.uploadHint')}
        isBusy={isBusy || isDisabled}
        onChoose={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
      />
      <Select
        label={t('caseDocs.category')}
        isRequired
        options={categoryOptions}
        value={category}
        disabled={isBusy || isDisabled}
        error={errors.category}
        onChange={(event) => setCategory(event.target.value)}
      />
      <TextArea
        label={t('caseDocs.note')}
        description={t('caseDocs.noteHint')}
        rows={3}
        maxLength={2000}
        value={note}
        disabled={isBusy || isDisabled}
        error={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="form-actions">
        <Button isLoading={isBusy} disabled={isDisabled} onClick={upload}>
          {t('caseBatch.uploadAndAdd')}
        </Button>
        <Button variant="ghost" disabled={isBusy} onClick={onCancel}>
          {t('caseDocs.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
