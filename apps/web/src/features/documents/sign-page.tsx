import { allows, type Envelope, signingMessages } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { Button, EmptyState, Spinner } from '../../ui/index.ts';
import { signingKey, useSigning } from './sign.api.ts';
import { DeclineDialog } from './sign-decline-dialog.tsx';
import { fieldsInOrder, readerOf } from './sign-fields.ts';
import { SignLayer } from './sign-layer.tsx';
import { SigningSession } from './sign-session.tsx';
import { CompletedPanel, EnvelopeStateBanner, EnvelopeStatusBadge, SignersList } from './sign-status.tsx';
import './sign-page.css';

const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

/**
 * `/documents/:documentId/sign`: the document's signing request for whoever opens it. The signer whose turn
 * it is fills their fields and signs; everyone else sees where it stands, and once complete, the downloads.
 */
export function SignDocumentPage() {
  const { t } = useTranslation();
  const { documentId = '' } = useParams();
  const signing = useSigning(documentId);
  if (signing.isPending) return <Spinner isPage />;
  if (signing.isError || !signing.data) {
    const isMissing = !signing.isError || (isApiError(signing.error) && [400, 403, 404].includes(signing.error.status));
    return (
      <div className="page page--centred">
        <EmptyState
          headingLevel={1}
          title={signing.isError ? (isMissing ? t('notFound.title') : t('error.title')) : signingMessages['signing.none']}
          action={
            isMissing ? (
              <Link to="/documents">{t('sign.back')}</Link>
            ) : (
              <Button onClick={() => void signing.refetch()}>{t('common.retry')}</Button>
            )
          }
        >
          <p>{signing.isError ? (isMissing ? t('notFound.text') : t('sign.loadFailed')) : t('sign.noneText')}</p>
        </EmptyState>
      </div>
    );
  }
  return <SignDocument envelope={signing.data} />;
}

function SignDocument({ envelope }: { envelope: Envelope }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isDeclining, setIsDeclining] = useState(false);
  const reader = readerOf(envelope);
  const isSigning = envelope.status === 'sent' && reader?.status === 'pending' && allows(envelope, 'sign');
  const isCompleted = envelope.status === 'completed';
  const showsDocument = envelope.status !== 'voided' && envelope.status !== 'declined';
  const own = reader ? fieldsInOrder(envelope.placements, reader.role) : [];
  const replace = (next: Envelope) => {
    queryClient.setQueryData(signingKey(envelope.document_id), next);
    setIsDeclining(false);
  };

  return (
    <div className="page sign-page">
      <nav className="sign-page__back" aria-label={t('sign.back')}>
        <Link to="/documents">{t('sign.back')}</Link>
      </nav>
      <header className="sign-page__header">
        <div className="sign-page__heading">
          <p className="sign-page__eyebrow">{t(isCompleted ? 'sign.eyebrowSigned' : 'sign.eyebrow')}</p>
          <h1 className="sign-page__title">{envelope.document_name}</h1>
          <EnvelopeStatusBadge status={envelope.status} />
        </div>
        {isSigning && allows(envelope, 'decline') ? (
          <Button variant="ghost" onClick={() => setIsDeclining(true)}>
            {t('sign.decline')}
          </Button>
        ) : null}
      </header>

      {isCompleted ? <CompletedPanel envelope={envelope} /> : <EnvelopeStateBanner envelope={envelope} reader={reader} />}

      <div className={isCompleted ? 'sign-page__layout sign-page__layout--single' : 'sign-page__layout'}>
        <div className="sign-page__document">
          {isSigning && reader ? (
            <SigningSession envelope={envelope} reader={reader} />
          ) : showsDocument ? (
            <Suspense fallback={<Spinner />}>
              <PdfViewer
                url={isCompleted ? (envelope.signed_url ?? envelope.document_url) : envelope.document_url}
                title={envelope.document_name}
                renderPageOverlay={
                  isCompleted
                    ? undefined
                    : ({ pageNumber, height }) => (
                        <SignLayer pageNumber={pageNumber} pageHeight={height} placements={envelope.placements} own={own} />
                      )
                }
              />
            </Suspense>
          ) : null}
        </div>
        {isCompleted ? null : (
          <aside className="sign-page__aside" aria-labelledby="sign-signers-title">
            <h2 id="sign-signers-title" className="sign-page__aside-title">
              {t('sign.signers.title')}
            </h2>
            <SignersList envelope={envelope} />
          </aside>
        )}
      </div>
      <DeclineDialog documentId={envelope.document_id} isOpen={isDeclining} onClose={() => setIsDeclining(false)} onDeclined={replace} />
    </div>
  );
}
