import { type Envelope, signingMessages } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { Button, EmptyState, Spinner } from '../../ui/index.ts';
import { type SigningChannel, SigningChannelProvider } from './sign-channel.ts';
import { SignEnvelope } from './sign-envelope.tsx';
import { readerOf } from './sign-fields.ts';
import { signingLinkCalls, signingLinkKey, useSigningLink } from './sign-link.api.ts';

/**
 * `/sign/:token`: a signer without an account here (a partner) signs through the link mailed to them, on the
 * practice's public site. The same page as a signed-in signer's; a link that no longer works says why
 * (signed, cancelled, declined), and once everyone has signed it offers the downloads.
 */
export function SignByLinkPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const signing = useSigningLink(token);
  if (signing.isPending) return <Spinner isPage />;
  if (signing.isError) {
    const isInvalid = isApiError(signing.error) && [400, 404].includes(signing.error.status);
    return (
      <div className="page page--centred">
        <EmptyState
          headingLevel={1}
          title={isInvalid ? t('sign.link.invalidTitle') : t('error.title')}
          action={isInvalid ? null : <Button onClick={() => void signing.refetch()}>{t('common.retry')}</Button>}
        >
          <p>{isInvalid ? signingMessages['signing.linkInvalid'] : t('sign.loadFailed')}</p>
        </EmptyState>
      </div>
    );
  }
  return <LinkEnvelope token={token} envelope={signing.data} />;
}

function LinkEnvelope({ token, envelope }: { token: string; envelope: Envelope }) {
  const calls = signingLinkCalls(token);
  const channel: SigningChannel = {
    queryKey: signingLinkKey(token),
    ...calls,
    // Someone without an account has no saved signature; the pad starts with the name they were asked under.
    pad: { name: readerOf(envelope)?.name ?? '', savedUrl: null },
    isDocumentShownBetweenTurns: false,
  };
  return (
    <SigningChannelProvider value={channel}>
      <SignEnvelope envelope={envelope} />
    </SigningChannelProvider>
  );
}
