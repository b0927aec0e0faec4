import { type Envelope, signingMessages } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { Button, EmptyState, Spinner } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { savedSignatureUrl, signingCalls, signingKey, useHasSavedSignature, useSigning } from './sign.api.ts';
import { type SigningChannel, SigningChannelProvider } from './sign-channel.ts';
import { SignEnvelope } from './sign-envelope.tsx';
import { readerOf } from './sign-fields.ts';

/**
 * `/documents/:documentId/sign`: the document's signing request for whoever opens it, signed in. The signer
 * whose turn it is fills their fields and signs; everyone else sees where it stands, and once complete, the downloads.
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
  return <SignedInEnvelope envelope={signing.data} />;
}

function SignedInEnvelope({ envelope }: { envelope: Envelope }) {
  const { t } = useTranslation();
  const channel = useSignedInChannel(envelope);
  return (
    <SigningChannelProvider value={channel}>
      <SignEnvelope
        envelope={envelope}
        back={
          <nav className="sign-page__back" aria-label={t('sign.back')}>
            <Link to="/documents">{t('sign.back')}</Link>
          </nav>
        }
      />
    </SigningChannelProvider>
  );
}

/** The signed-in reader's channel: the calls by the document, their name for the pad, and an adviser's saved signature. */
function useSignedInChannel(envelope: Envelope): SigningChannel {
  const user = useSignedInUser();
  const documentId = envelope.document_id;
  const isAdviserSigning = user.role === 'adviser' && readerOf(envelope)?.role === 'adviser';
  const hasSaved = useHasSavedSignature(user.id, isAdviserSigning).data === true;
  return {
    queryKey: signingKey(documentId),
    sign: (body) => signingCalls.sign({ document_id: documentId, ...body }),
    sendPasscode: () => signingCalls.sendPasscode(documentId),
    decline: (reason) => signingCalls.decline(documentId, reason),
    download: (which) => (which === 'signed' ? signingCalls.downloadSigned : signingCalls.downloadCertificate)(documentId),
    pad: { name: personName(user), savedUrl: hasSaved ? savedSignatureUrl(user.id) : null },
    isDocumentShownBetweenTurns: true,
  };
}
