import { type CaseDocument, caseDocumentEditBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate } from '../../../lib/dates.ts';
import { useApiMutation } from '../../../lib/mutation.ts';
import { DownloadIcon } from '../../../ui/icons.tsx';
import { Button, ButtonLink, Dialog } from '../../../ui/index.ts';
import { SigningBadge } from '../../documents/signing-badge.tsx';
import { personName } from '../../people/client-account/client-account.api.ts';
import { useFeature } from '../../practice/practice.api.ts';
import { caseKey } from '../cases.api.ts';
import { CaseDocumentFields } from './case-document-fields.tsx';
import { EarlierVersions, NewVersionForm } from './case-document-version.tsx';
import { CaseDocumentViewer } from './case-document-viewer.tsx';
import { caseDocumentCalls } from './case-documents.api.ts';
import { formatFileSize } from './case-documents.rules.ts';

/**
 * The signing link this reader gets: staff prepare a PDF (while the documents may change) or follow its
 * request; the client signs when it is their turn, and finds the signed copy once everyone has.
 */
function SigningLink({ document, isStaffView, canChange }: { document: CaseDocument; isStaffView: boolean; canChange: boolean }) {
  const { t } = useTranslation();
  const signing = document.signing;
  const status = signing?.status ?? null;
  if (isStaffView) {
    const to = `/client-cases/${document.case_id}/documents/${document.id}/signing`;
    if (status === null || status === 'draft') {
      if (!canChange || document.concealed || document.content_type !== 'application/pdf') return null;
      return (
        <ButtonLink to={to} variant="secondary" size="sm" aria-label={t('caseDocs.prepareSigningNamed', { name: document.name })}>
          {t('caseDocs.prepareSigning')}
        </ButtonLink>
      );
    }
    return (
      <ButtonLink to={to} variant="secondary" size="sm" aria-label={t('caseDocs.signingDetailsNamed', { name: document.name })}>
        {t('caseDocs.signingDetails')}
      </ButtonLink>
    );
  }
  const to = `/documents/${document.id}/sign`;
  if (status === 'sent' && signing?.your_turn)
    return (
      <ButtonLink to={to} size="sm" aria-label={t('caseDocs.signNamed', { name: document.name })}>
        {t('caseDocs.sign')}
      </ButtonLink>
    );
  if (status === 'completed')
    return (
      <ButtonLink to={to} variant="secondary" size="sm" aria-label={t('caseDocs.signedCopyNamed', { name: document.name })}>
        {t('caseDocs.signedCopy')}
      </ButtonLink>
    );
  return null;
}

type Input = z.input<typeof caseDocumentEditBody>;
type Output = z.output<typeof caseDocumentEditBody>;

/** One document: what it is, its note for the client, and what this viewer may do with it. */
export function CaseDocumentItem({
  document,
  isStaffView,
  canChange,
  olderVersions = [],
}: {
  document: CaseDocument;
  isStaffView: boolean;
  canChange: boolean;
  /** The versions this one replaced, newest first. */
  olderVersions?: readonly CaseDocument[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'view' | 'edit' | 'remove' | 'version' | null>(null);
  const isPdf = document.content_type === 'application/pdf';
  const [isDownloading, setIsDownloading] = useState(false);
  const isSigningOn = useFeature('eSignature');
  const meta = {
    fileName: document.file_name,
    size: formatFileSize(document.size_bytes),
    date: formatDate(document.created_at),
    name: document.uploaded_by ? personName(document.uploaded_by) : '',
  };
  const download = async () => {
    setIsDownloading(true);
    try {
      await caseDocumentCalls.download(document);
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <li className="case-docs__item">
      <div className="case-docs__what">
        <p className="case-docs__name">
          {document.name}
          {isStaffView && document.concealed ? <span className="case-docs__badge">{t('caseDocs.concealed')}</span> : null}
          {document.version > 1 ? <span className="case-docs__tag">{t('caseDocs.versionTag', { version: document.version })}</span> : null}
          {document.signature_required ? (
            <span className="case-docs__tag">
              {document.e_signature ? t('caseDocs.signatureRequiredE') : t('caseDocs.signatureRequired')}
            </span>
          ) : null}
          {document.signing ? <SigningBadge signing={document.signing} isStaffView={isStaffView} className="case-docs__signing" /> : null}
        </p>
        <p className="case-docs__meta">{isStaffView && meta.name ? t('caseDocs.metaBy', meta) : t('caseDocs.meta', meta)}</p>
        {document.note ? (
          <p className="case-docs__note">
            <span className="visually-hidden">{t('caseDocs.noteForClient')}: </span>
            {document.note}
          </p>
        ) : null}
      </div>
      <div className="case-docs__item-actions">
        {isSigningOn ? <SigningLink document={document} isStaffView={isStaffView} canChange={canChange} /> : null}
        {isPdf ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('pdfViewer.viewNamed', { name: document.name })}
            onClick={() => setOpen('view')}
          >
            {t('caseDocs.view')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          icon={<DownloadIcon size={16} />}
          isLoading={isDownloading}
          aria-label={t('caseDocs.downloadNamed', { name: document.name })}
          onClick={() => void download()}
        >
          {t('caseDocs.download')}
        </Button>
        {canChange ? (
          <>
            {isStaffView ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('caseDocs.newVersionNamed', { name: document.name })}
                onClick={() => setOpen('version')}
              >
                {t('caseDocs.newVersion')}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" aria-label={t('caseDocs.editNamed', { name: document.name })} onClick={() => setOpen('edit')}>
              {t('caseDocs.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('caseDocs.removeNamed', { name: document.name })}
              onClick={() => setOpen('remove')}
            >
              {t('caseDocs.remove')}
            </Button>
          </>
        ) : null}
      </div>
      {isPdf ? (
        <Dialog isOpen={open === 'view'} onClose={() => setOpen(null)} title={document.name} isTitleHidden>
          {open === 'view' ? <CaseDocumentViewer document={document} /> : null}
        </Dialog>
      ) : null}
      <EarlierVersions newest={document} older={olderVersions} />
      <Dialog isOpen={open === 'version'} onClose={() => setOpen(null)} title={t('caseDocs.newVersionTitle')}>
        {open === 'version' ? <NewVersionForm document={document} onDone={() => setOpen(null)} /> : null}
      </Dialog>
      <Dialog isOpen={open === 'edit'} onClose={() => setOpen(null)} title={t('caseDocs.editTitle')}>
        <EditDocumentForm document={document} isStaffView={isStaffView} onDone={() => setOpen(null)} />
      </Dialog>
      <RemoveDocumentDialog document={document} isOpen={open === 'remove'} onClose={() => setOpen(null)} />
    </li>
  );
}

function EditDocumentForm({ document, isStaffView, onDone }: { document: CaseDocument; isStaffView: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(caseDocumentEditBody),
    defaultValues: {
      name: document.name,
      category: document.category,
      note: document.note,
      concealed: document.concealed,
      signature_required: document.signature_required,
      e_signature: document.e_signature,
      auto_email_on_update: document.auto_email_on_update,
    },
  });
  const { errors } = formState;
  const save = useApiMutation(
    (values: Output) =>
      caseDocumentCalls.edit(document, isStaffView ? values : { name: values.name, category: values.category, note: values.note }),
    {
      success: t('caseDocs.saved'),
      invalidates: [caseKey(document.case_id)],
      form: { setError, fields: ['name', 'category', 'note', 'concealed', 'signature_required', 'e_signature', 'auto_email_on_update'] },
    },
  );
  const submit = handleSubmit(async (values) => {
    if (await save.run(values)) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="form-grid">
      <CaseDocumentFields register={register} errors={errors} isStaffView={isStaffView} isNew={false} />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('caseDocs.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('caseDocs.cancel')}
        </Button>
      </div>
    </form>
  );
}

function RemoveDocumentDialog({ document, isOpen, onClose }: { document: CaseDocument; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const removal = useApiMutation(() => caseDocumentCalls.remove(document), {
    success: t('caseDocuments.removed'),
    onSuccess: onClose,
    invalidates: [caseKey(document.case_id)],
  });
  const remove = () => removal.run();
  const isRemoving = removal.isPending;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('caseDocs.removeTitle')}
      footer={
        <>
          <Button variant="danger" isLoading={isRemoving} onClick={() => void remove()}>
            {t('caseDocs.removeConfirm')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={isRemoving}>
            {t('caseDocs.keep')}
          </Button>
        </>
      }
    >
      <p>{t('caseDocs.removeText', { name: document.name })}</p>
    </Dialog>
  );
}
