import { allows, type Envelope } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../ui/index.ts';
import { useSigningChannel } from './sign-channel.ts';
import { DeclineDialog } from './sign-decline-dialog.tsx';
import { fieldsInOrder, readerOf } from './sign-fields.ts';
import { SignLayer } from './sign-layer.tsx';
import { SigningSession } from './sign-session.tsx';
import { CompletedPanel, EnvelopeStateBanner, EnvelopeStatusBadge, SignersList } from './sign-status.tsx';
import './sign-page.css';

const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

/**
 * A signing request as its reader meets it, whichever way they came (the page's channel): the signer whose
 * turn it is fills their fields and signs, or declines; everyone else sees where it stands, and once
 * complete, the downloads. `back` leads back into the product, for a reader who has an account.
 */
export function SignEnvelope({ envelope, back }: { envelope: Envelope; back?: ReactNode }) {
  const { t } = useTranslation();
  const channel = useSigningChannel();
  const queryClient = useQueryClient();
  const [isDeclining, setIsDeclining] = useState(false);
  const reader = readerOf(envelope);
  const isSigning = envelope.status === 'sent' && reader?.status === 'pending' && allows(envelope, 'sign');
  const isCompleted = envelope.status === 'completed';
  const isOpen = envelope.status !== 'voided' && envelope.status !== 'declined';
  const showsDocument = isOpen && (isCompleted || channel.isDocumentShownBetweenTurns);
  const own = reader ? fieldsInOrder(envelope.placements, reader.role) : [];
  const replace = (next: Envelope) => {
    queryClient.setQueryData(channel.queryKey, next);
    setIsDeclining(false);
  };

  return (
    <div className="page sign-page">
      {back}
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
                  isCompleted || envelope.engine === 'docusign'
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
      <DeclineDialog isOpen={isDeclining} onClose={() => setIsDeclining(false)} onDeclined={replace} />
    </div>
  );
}
