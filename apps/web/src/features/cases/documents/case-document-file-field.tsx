import { checkChosenFile, uploadPolicies } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Banner, DropZone } from '../../../ui/index.ts';
import './case-documents.css';

type FileFieldProps = {
  file: File | null;
  error: string | null;
  progress: number | null;
  /** More about the file than what it may be (which the drop zone says). */
  hint?: string;
  isBusy: boolean;
  /** The chosen file and what the shared rule says of it (null when it may be sent). */
  onChoose: (file: File, problem: string | null) => void;
};

/**
 * The required file of a case document, shared by the case's upload form and the batch pages: checked
 * for name, size and type as soon as it is chosen, with the upload's progress and the server's refusal.
 */
export function CaseDocumentFileField({ file, error, progress, hint, isBusy, onChoose }: FileFieldProps) {
  const { t } = useTranslation();
  const choose = ([chosen]: File[]) => {
    if (chosen) onChoose(chosen, checkChosenFile(uploadPolicies.caseDocument, chosen));
  };
  return (
    <DropZone
      label={t('caseDocs.file')}
      description={hint}
      action={file ? t('caseDocs.chooseAnother') : t('caseDocs.chooseFile')}
      policy={uploadPolicies.caseDocument}
      isRequired
      chosen={file}
      progress={progress}
      progressLabel={t('caseDocs.uploading')}
      error={error}
      isBusy={isBusy}
      onFiles={choose}
    />
  );
}

/** The server's refusals that belong to no field, one line each. */
export function UploadProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <Banner tone="error" role="alert">
      {problems.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
    </Banner>
  );
}
