import { caseDocumentUploadFields } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button } from '../../../ui/index.ts';
import { caseKey } from '../cases.api.ts';
import { CaseDocumentFields } from './case-document-fields.tsx';
import { CaseDocumentFileField, UploadProblems } from './case-document-file-field.tsx';
import { caseDocumentCalls } from './case-documents.api.ts';

/** What a client's own upload is: never concealed, nothing asked of them (the server sets the same). */
const clientSettings = { concealed: false, signature_required: false, e_signature: false, auto_email_on_update: false };

type Input = z.input<typeof caseDocumentUploadFields>;
type Output = z.output<typeof caseDocumentUploadFields>;

/**
 * Adds a document: the file (checked for name, size and type as soon as it is chosen), its name, category,
 * note for the client and, for staff, whether it is concealed. Large files show their upload's progress.
 */
export function CaseDocumentUpload({ caseId, isStaffView, onDone }: { caseId: string; isStaffView: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(caseDocumentUploadFields),
    defaultValues: {
      name: '',
      category: '' as Output['category'],
      note: '',
      concealed: false,
      signature_required: false,
      e_signature: false,
      auto_email_on_update: false,
    },
  });
  const { errors } = formState;

  const upload = useApiMutation(
    ({ chosen, values }: { chosen: File; values: Output }) =>
      caseDocumentCalls.upload(caseId, chosen, isStaffView ? values : { ...values, ...clientSettings }, setProgress),
    {
      success: t('caseDocuments.uploaded'),
      invalidates: [caseKey(caseId)],
      form: { setError, fields: ['name', 'category', 'note', 'concealed', 'signature_required', 'e_signature', 'auto_email_on_update'] },
      // The file's own refusal shows beside the file chooser; the rest above the form.
      onErrorDetails: (details, error) => {
        const fileProblem = isApiError(error) ? error.fieldErrors.file : undefined;
        if (fileProblem) setFileError(fileProblem);
        setProblem(details.filter((detail) => detail !== fileProblem));
      },
    },
  );

  const submit = handleSubmit(async (values) => {
    if (!file || fileError) return;
    setProblem([]);
    setProgress(0);
    const isSaved = await upload.run({ chosen: file, values });
    setProgress(null);
    if (isSaved) onDone();
  });

  const isBusy = formState.isSubmitting;
  return (
    <form
      onSubmit={(event) => {
        // The file is checked with the other fields, so a form sent with none says so beside the file too.
        if (!file) setFileError(t('caseDocuments.fileRequired'));
        void submit(event);
      }}
      noValidate
      className="form-grid case-docs__upload"
      aria-label={t('caseDocs.addTitle')}
    >
      <h3 className="case-docs__form-title">{t('caseDocs.addTitle')}</h3>
      <UploadProblems problems={problem} />
      <CaseDocumentFileField
        file={file}
        error={fileError}
        progress={progress}
        isBusy={isBusy}
        onChoose={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
      />
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
