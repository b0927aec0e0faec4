import type { CaseDocument } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useApiMutation } from '../../../lib/mutation.ts';
import { DownloadIcon } from '../../../ui/icons.tsx';
import { Button, Dialog, TextArea } from '../../../ui/index.ts';
import { caseKey } from '../cases.api.ts';
import { CaseDocumentFileField, UploadProblems } from './case-document-file-field.tsx';
import { CaseDocumentViewer } from './case-document-viewer.tsx';
import { caseDocumentCalls } from './case-documents.api.ts';
import { formatFileSize } from './case-documents.rules.ts';

/**
 * Uploads a newer version of a document: its file and, if it changes, the note for the client. The new one
 * takes the old one's name, category and settings; the old one stays readable among the earlier versions.
 */
export function NewVersionForm({ document, onDone }: { document: CaseDocument; onDone: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [note, setNote] = useState(document.note);
  const upload = useApiMutation(
    ({ chosen }: { chosen: File }) => caseDocumentCalls.uploadVersion(document, chosen, note === document.note ? '' : note, setProgress),
    {
      success: t('caseDocuments.versionUploaded'),
      invalidates: [caseKey(document.case_id)],
      onErrorDetails: (details, error) => {
        const fileProblem = isApiError(error) ? error.fieldErrors.file : undefined;
        if (fileProblem) setFileError(fileProblem);
        setProblems(details.filter((detail) => detail !== fileProblem));
      },
    },
  );
  const submit = async () => {
    if (!file) return setFileError(t('caseDocuments.fileRequired'));
    if (fileError) return;
    setProblems([]);
    setProgress(0);
    const isSaved = await upload.run({ chosen: file });
    setProgress(null);
    if (isSaved) onDone();
  };
  return (
    <form
      noValidate
      className="form-grid"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>{t('caseDocs.newVersionText', { name: document.name, version: document.version + 1 })}</p>
      <UploadProblems problems={problems} />
      <CaseDocumentFileField
        file={file}
        error={fileError}
        progress={progress}
        isBusy={upload.isPending}
        onChoose={(chosen, problem) => {
          setFile(chosen);
          setFileError(problem);
        }}
      />
      <TextArea
        label={t('caseDocs.note')}
        description={t('caseDocs.noteHint')}
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={upload.isPending}>
          {t('caseDocs.uploadVersion')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={upload.isPending}>
          {t('caseDocs.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The versions a document replaced, newest first, following each one's `previous_version_id`. */
export function olderVersionsOf(document: CaseDocument, all: readonly CaseDocument[]): CaseDocument[] {
  const byId = new Map(all.map((item) => [item.id, item]));
  const older: CaseDocument[] = [];
  let previous = document.previous_version_id ? byId.get(document.previous_version_id) : undefined;
  while (previous && !older.includes(previous)) {
    older.push(previous);
    previous = previous.previous_version_id ? byId.get(previous.previous_version_id) : undefined;
  }
  return older;
}

/** The earlier versions of a document, each to view (offering the newest) or download; they change no more. */
export function EarlierVersions({ newest, older }: { newest: CaseDocument; older: readonly CaseDocument[] }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<CaseDocument | null>(null);
  if (older.length === 0) return null;
  return (
    <details className="case-docs__versions">
      <summary>{t('caseDocs.earlierVersions', { count: older.length })}</summary>
      <ul>
        {older.map((version) => (
          <li key={version.id} className="case-docs__version">
            <span>
              {t('caseDocs.versionMeta', {
                version: version.version,
                date: formatDate(version.created_at),
                size: formatFileSize(version.size_bytes),
              })}
            </span>
            <span className="case-docs__version-actions">
              {version.content_type === 'application/pdf' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('caseDocs.viewVersion', { name: version.name, version: version.version })}
                  onClick={() => setViewing(version)}
                >
                  {t('caseDocs.view')}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                icon={<DownloadIcon size={16} />}
                aria-label={t('caseDocs.downloadVersion', { name: version.name, version: version.version })}
                onClick={() => void caseDocumentCalls.download(version).catch(() => undefined)}
              >
                {t('caseDocs.download')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Dialog isOpen={viewing !== null} onClose={() => setViewing(null)} title={viewing?.name ?? ''} isTitleHidden>
        {viewing?.id === newest.id ? <CaseDocumentViewer document={newest} /> : null}
        {viewing && viewing.id !== newest.id ? (
          <CaseDocumentViewer document={viewing} newest={newest} onOpenNewest={() => setViewing(newest)} />
        ) : null}
      </Dialog>
    </details>
  );
}
