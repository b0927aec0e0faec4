import { checkChosenFile, type FactFindDocument, factFindDocumentsMax, uploadPolicies } from '@advice/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { notify } from '../../lib/notify.ts';
import { DownloadIcon } from '../../ui/icons.tsx';
import { Button, Dialog, DropZone, EmptyState, Spinner } from '../../ui/index.ts';
import { formatFileSize } from '../cases/documents/case-documents.rules.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { factFindDocumentCalls, factFindKey, failureDetails, useFactFindDocuments } from './fact-find.api.ts';

const policy = uploadPolicies.factFindDocument;

/**
 * The fact find's documents section: the files the client and their advisers added, each to download;
 * those who may edit the fact find add files (checked by the same upload policy as the server, the
 * refusal beside the chooser) and remove them.
 */
export function FactFindDocuments({ clientId, canEdit, isStaffView }: { clientId: string; canEdit: boolean; isStaffView: boolean }) {
  const { t } = useTranslation();
  const documents = useFactFindDocuments(clientId);
  const items = documents.data?.items ?? [];
  const isFull = items.length >= factFindDocumentsMax;
  // A removed document's buttons are gone: focus goes back to the top of the section.
  const leadRef = useRef<HTMLParagraphElement>(null);
  return (
    <div className="fact-find-documents">
      <p ref={leadRef} tabIndex={-1} className="fact-find-documents__lead">
        {isStaffView ? t('factFind.documents.staffLead') : t('factFind.documents.lead')}
      </p>
      {canEdit ? <DocumentUpload clientId={clientId} isFull={isFull} /> : null}
      {documents.isPending ? (
        <Spinner />
      ) : documents.isError ? (
        <div className="fact-find-documents__problem">
          <p>{t('factFind.documents.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void documents.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={t('factFind.documents.emptyTitle')} headingLevel={3}>
          <p>{canEdit ? t('factFind.documents.empty') : t('factFind.documents.emptyReadOnly')}</p>
        </EmptyState>
      ) : (
        <ul className="fact-find-documents__list" aria-label={t('factFind.documents.listLabel')}>
          {items.map((document) => (
            <DocumentItem
              key={document.id}
              clientId={clientId}
              document={document}
              canEdit={canEdit}
              onRemoved={() => leadRef.current?.focus()}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function DocumentUpload({ clientId, isFull }: { clientId: string; isFull: boolean }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useApiMutation((file: File) => factFindDocumentCalls.upload(clientId, policy.fileField, file, setProgress), {
    success: t('factFind.documentUploaded'),
    invalidates: [factFindKey],
    onErrorDetails: (_details, failure) => setError(failureDetails(failure, t('factFind.documents.notSaved')).join(' ')),
  });
  const choose = async ([file]: File[]) => {
    if (!file) return;
    const problem = checkChosenFile(policy, file);
    if (problem) return setError(problem);
    setError(null);
    setChosen(file);
    setProgress(0);
    await upload.run(file);
    setProgress(null);
    setChosen(null);
  };
  if (isFull) return <p className="fact-find-documents__full">{t('factFind.documents.full')}</p>;
  return (
    <div className="fact-find-documents__upload">
      <DropZone
        action={t('factFind.documents.choose')}
        policy={policy}
        chosen={chosen}
        progress={progress}
        progressLabel={t('factFind.documents.uploading')}
        error={error}
        isBusy={progress !== null}
        onFiles={(files) => void choose(files)}
      />
    </div>
  );
}

type DocumentItemProps = { clientId: string; document: FactFindDocument; canEdit: boolean; onRemoved: () => void };

function DocumentItem({ clientId, document, canEdit, onRemoved }: DocumentItemProps) {
  const { t } = useTranslation();
  const [isRemoving, setIsRemoving] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const removal = useApiMutation(() => factFindDocumentCalls.remove(clientId, document), {
    invalidates: [factFindKey],
    onSuccess: () => setIsRemoving(false),
    onErrorDetails: (_details, failure) => {
      for (const detail of failureDetails(failure, t('factFind.documentNotRemoved'))) notify.error(detail);
    },
  });
  // Once the list no longer holds it (the reload is part of the removal), focus goes where the page can still take it.
  const remove = async () => {
    if (await removal.run()) onRemoved();
  };
  const download = async () => {
    setIsDownloading(true);
    try {
      await factFindDocumentCalls.download(clientId, document);
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setIsDownloading(false);
    }
  };
  const meta = { size: formatFileSize(document.size_bytes), date: formatDate(document.created_at) };
  return (
    <li className="fact-find-documents__item">
      <div className="fact-find-documents__what">
        <p className="fact-find-documents__name">{document.file_name}</p>
        <p className="fact-find-documents__meta">
          {document.uploaded_by
            ? t('factFind.documents.metaBy', { ...meta, name: personName(document.uploaded_by) })
            : t('factFind.documents.meta', meta)}
        </p>
      </div>
      <div className="fact-find-documents__actions">
        <Button
          variant="secondary"
          size="sm"
          icon={<DownloadIcon size={16} />}
          isLoading={isDownloading}
          aria-label={t('factFind.documents.downloadNamed', { name: document.file_name })}
          onClick={() => void download()}
        >
          {t('factFind.documents.download')}
        </Button>
        {canEdit ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('factFind.documents.removeNamed', { name: document.file_name })}
            onClick={() => setIsRemoving(true)}
          >
            {t('factFind.documents.remove')}
          </Button>
        ) : null}
      </div>
      <Dialog
        isOpen={isRemoving}
        onClose={() => setIsRemoving(false)}
        title={t('factFind.documents.removeTitle')}
        footer={
          <>
            <Button variant="danger" isLoading={removal.isPending} onClick={() => void remove()}>
              {t('factFind.documents.removeConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setIsRemoving(false)} disabled={removal.isPending}>
              {t('factFind.documents.keep')}
            </Button>
          </>
        }
      >
        <p>{t('factFind.documents.removeText', { name: document.file_name })}</p>
      </Dialog>
    </li>
  );
}
