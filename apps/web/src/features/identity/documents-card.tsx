import { formatFileSize, type Identification, type IdentityDocument, isSectionLockedFor, lockOf, uploadPolicies } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { DownloadIcon, LockIcon } from '../../ui/icons.tsx';
import { Button, Card, DropZone, EmptyState, StatusBadge, useChosenFileUpload } from '../../ui/index.ts';
import { CopyRequestDialog } from './copy-requests.tsx';
import { DocumentDialog } from './document-form.tsx';
import { ConfirmRemoval } from './document-removal.tsx';
import { mayDo, type Viewer } from './identification-view.tsx';
import { identityCalls, identityKey } from './identity.api.ts';
import { UpdatedLine } from './personal-details-card.tsx';
import { LockNotice, LockToggle } from './section-lock.tsx';

const policy = uploadPolicies.identityDocument;

/** Upload (or replace) a document's scan, checked against the policy as soon as it is chosen, with its progress. */
function ScanUpload({ viewer, document }: { viewer: Viewer; document: IdentityDocument }) {
  const { t } = useTranslation();
  const { progress, setProgress, error, setError, chosen, choose: chooseFile } = useChosenFileUpload(policy);
  const upload = useApiMutation(
    (form: FormData) => identityCalls.uploadFile({ clientId: viewer.clientId, documentId: document.id }, form, setProgress),
    { invalidates: [identityKey], onErrorDetails: (details) => setError(details.join(' ')) },
  );
  return (
    <div className="identity-document__scan">
      <DropZone
        action={t(document.file ? 'identity.documents.replaceScan' : 'identity.documents.uploadScan')}
        policy={policy}
        chosen={chosen}
        progress={progress}
        progressLabel={t('identity.documents.uploading')}
        error={error}
        isBusy={progress !== null}
        isCompact
        onFiles={(files) => void chooseFile(upload.run)(files)}
      />
    </div>
  );
}

/** One document: its type and access, its details, its scan, who changed it last, and what the viewer may do with it. */
function DocumentItem({
  document,
  identification,
  viewer,
  isEditable,
}: {
  document: IdentityDocument;
  identification: Identification;
  viewer: Viewer;
  isEditable: boolean;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'edit' | 'remove' | 'copy' | null>(null);
  const target = { clientId: viewer.clientId, documentId: document.id };
  const isCopyAwaited = identification.copy_requests.some((request) => request.document_id === document.id);
  const close = () => setDialog(null);
  return (
    <li className="identity-document">
      <div className="identity-document__head">
        <h3 className="identity-document__name">{document.name}</h3>
        <p className="client-badges">
          <StatusBadge tone="neutral">{t(`identity.documents.type.${document.type}`)}</StatusBadge>
          {document.access === 'restricted' ? (
            <StatusBadge tone="warning">
              <LockIcon size={12} /> {t('identity.documents.access.restricted')}
            </StatusBadge>
          ) : null}
        </p>
      </div>
      <dl className="identity-document__facts">
        {document.number ? (
          <div>
            <dt>{t('identity.documents.number')}</dt>
            <dd>{document.number}</dd>
          </div>
        ) : null}
        {document.issued_by ? (
          <div>
            <dt>{t('identity.documents.issuedBy')}</dt>
            <dd>{document.issued_by}</dd>
          </div>
        ) : null}
        {document.expires_on ? (
          <div>
            <dt>{t('identity.documents.expiresOn')}</dt>
            <dd>{formatDate(document.expires_on)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('identity.documents.scan')}</dt>
          <dd>
            {document.file
              ? t('identity.documents.scanLine', { name: document.file.file_name, size: formatFileSize(document.file.size_bytes) })
              : t('identity.documents.noScan')}
          </dd>
        </div>
      </dl>
      <UpdatedLine at={document.updated_at} by={document.updated_by} />
      <div className="form-actions identity-document__actions">
        {document.file ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<DownloadIcon />}
            aria-label={t('identity.documents.downloadNamed', { name: document.name })}
            onClick={() => void identityCalls.downloadFile(target).catch(() => undefined)}
          >
            {t('identity.documents.download')}
          </Button>
        ) : null}
        {isEditable ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setDialog('edit')}>
              {t('identity.documents.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('identity.documents.removeNamed', { name: document.name })}
              onClick={() => setDialog('remove')}
            >
              {t('identity.documents.removeAction')}
            </Button>
          </>
        ) : null}
        {mayDo(viewer, 'identity.requestCopy') ? (
          isCopyAwaited ? (
            <StatusBadge tone="info">{t('identity.copies.requested')}</StatusBadge>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setDialog('copy')}>
              {t('identity.copies.request')}
            </Button>
          )
        ) : null}
      </div>
      {isEditable ? <ScanUpload viewer={viewer} document={document} /> : null}
      <DocumentDialog isOpen={dialog === 'edit'} viewer={viewer} document={document} onDone={close} />
      <ConfirmRemoval isOpen={dialog === 'remove'} viewer={viewer} document={document} onClose={close} />
      <CopyRequestDialog isOpen={dialog === 'copy'} viewer={viewer} document={document} onClose={close} />
    </li>
  );
}

/**
 * The client's identity documents the viewer may see (a restricted one only by the client and their
 * adviser). The client cannot change them while the section is locked; staff add them on the client's behalf.
 */
export function DocumentsCard({ identification, viewer }: { identification: Identification; viewer: Viewer }) {
  const { t } = useTranslation();
  const [isAdding, setIsAdding] = useState(false);
  const lock = lockOf(identification.locks, 'identityDocuments');
  const isEditable = mayDo(viewer, 'identity.edit') && !isSectionLockedFor(viewer, lock);
  const { documents } = identification;
  return (
    <Card
      id="identity-documents"
      title={t('identity.section.identityDocuments')}
      description={t('identity.documents.lead')}
      actions={
        <>
          <LockToggle identification={identification} section="identityDocuments" viewer={viewer} />
          {isEditable ? (
            <Button size="sm" onClick={() => setIsAdding(true)}>
              {t('identity.documents.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <LockNotice lock={lock} viewer={viewer} />
      {documents.length === 0 ? (
        <EmptyState title={t('identity.documents.emptyTitle')} headingLevel={3}>
          <p>{t(isEditable ? 'identity.documents.empty' : 'identity.documents.emptyReadOnly')}</p>
        </EmptyState>
      ) : (
        <ul className="identity-documents" aria-label={t('identity.documents.listLabel')}>
          {documents.map((document) => (
            <DocumentItem key={document.id} document={document} identification={identification} viewer={viewer} isEditable={isEditable} />
          ))}
        </ul>
      )}
      <DocumentDialog isOpen={isAdding} viewer={viewer} onDone={() => setIsAdding(false)} />
    </Card>
  );
}
