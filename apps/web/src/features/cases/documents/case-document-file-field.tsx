import { useTranslation } from 'react-i18next';
import { Banner, FileChooser, takeChosenFile, UploadFeedback, useFileChooserIds } from '../../../ui/index.ts';
import { caseDocumentAccept, checkChosenDocument, formatFileSize } from './case-documents.rules.ts';
import './case-documents.css';

type FileFieldProps = {
  file: File | null;
  error: string | null;
  progress: number | null;
  hint: string;
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
  const { inputId, errorId } = useFileChooserIds();
  return (
    <div className="ui-field">
      <span className="ui-field__label-row">
        <span className="ui-field__label">{t('caseDocs.file')}</span>
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      </span>
      <p className="ui-field__description">{hint}</p>
      <div className="case-docs__chooser">
        <FileChooser
          inputId={inputId}
          errorId={errorId}
          label={file ? t('caseDocs.chooseAnother') : t('caseDocs.chooseFile')}
          accept={caseDocumentAccept}
          error={error}
          isBusy={isBusy}
          onChange={(event) => {
            const chosen = takeChosenFile(event);
            if (chosen) onChoose(chosen, checkChosenDocument(chosen));
          }}
        />
        <span className="case-docs__chosen" aria-live="polite">
          {file ? t('caseDocs.chosen', { fileName: file.name, size: formatFileSize(file.size) }) : t('caseDocs.noFile')}
        </span>
      </div>
      <UploadFeedback errorId={errorId} error={error} progress={progress} progressLabel={t('caseDocs.uploading')} />
    </div>
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
