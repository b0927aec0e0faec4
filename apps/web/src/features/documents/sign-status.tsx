import { allows, docusignMessages, type Envelope, type EnvelopeSigner, signingMessages } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Banner, ButtonLink, StatusBadge, type StatusTone } from '../../ui/index.ts';
import { useSigningChannel } from './sign-channel.ts';
import { lastEventAt, signersBefore, signersInOrder, signerWhoseTurn } from './sign-fields.ts';
import { SigningDownloads } from './signing-downloads.tsx';

const statusTones: Record<Envelope['status'], StatusTone> = {
  draft: 'neutral',
  sent: 'info',
  completed: 'success',
  voided: 'muted',
  declined: 'danger',
};

export function EnvelopeStatusBadge({ status }: { status: Envelope['status'] }) {
  const tk = useKeyTranslation();
  return (
    <StatusBadge tone={statusTones[status]} className="sign-status-badge">
      {tk(`sign.status.${status}`)}
    </StatusBadge>
  );
}

/** The signers in order: each one's role, and whether they have signed (when), whose turn it is, or who waits. */
export function SignersList({ envelope }: { envelope: Envelope }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const state = (signer: EnvelopeSigner) => {
    if (signer.status === 'signed' && signer.signed_at) return t('sign.signers.signedAt', { when: formatDateTime(signer.signed_at) });
    if (signer.status === 'pending') return t(signer.is_you ? 'sign.signers.pendingYou' : 'sign.signers.pending');
    if (signer.status === 'declined') return t('sign.signers.declined');
    return t('sign.signers.waiting');
  };
  return (
    <ol className="sign-signers">
      {signersInOrder(envelope).map((signer) => (
        <li key={signer.id} className={`sign-signers__item sign-signers__item--${signer.status}`}>
          <span className="sign-signers__name">{signer.is_you ? t('sign.signers.you', { name: signer.name }) : signer.name}</span>
          <span className="sign-signers__role">{tk(`sign.role.${signer.role}`)}</span>
          <span className="sign-signers__state">{state(signer)}</span>
        </li>
      ))}
    </ol>
  );
}

const names = (signers: readonly EnvelopeSigner[]) => signers.map((signer) => signer.name).join(', ');

/**
 * What the reader is told when they are not signing now: not sent yet, cancelled, declined, not their turn,
 * signed and waiting for others, or (staff who do not sign) who is being waited for.
 */
export function EnvelopeStateBanner({ envelope, reader }: { envelope: Envelope; reader: EnvelopeSigner | null }) {
  const { t } = useTranslation();
  if (envelope.status === 'draft') {
    const prepare = `/client-cases/${envelope.case_id}/documents/${envelope.document_id}/signing`;
    return (
      <Banner
        title={t('sign.state.draftTitle')}
        actions={allows(envelope, 'edit') ? <ButtonLink to={prepare}>{t('sign.state.prepare')}</ButtonLink> : null}
      >
        <p>{t('sign.state.draft')}</p>
      </Banner>
    );
  }
  if (envelope.status === 'voided') {
    return (
      <Banner tone="warning" title={t('sign.state.voidedTitle')}>
        <p>{signingMessages['signing.voided']}</p>
        {envelope.voided_at ? <p>{t('sign.state.voidedAt', { date: formatDate(envelope.voided_at) })}</p> : null}
      </Banner>
    );
  }
  if (envelope.status === 'declined') {
    const decliner = envelope.signers.find((signer) => signer.status === 'declined');
    const date = formatDate(lastEventAt(envelope, 'declined') ?? '');
    return (
      <Banner tone="warning" title={t('sign.state.declinedTitle')}>
        <p>{decliner?.is_you ? t('sign.state.declinedYou', { date }) : t('sign.state.declinedBy', { name: decliner?.name ?? '', date })}</p>
      </Banner>
    );
  }
  if (envelope.status !== 'sent') return null;
  if (envelope.engine === 'docusign') return <DocusignBanner envelope={envelope} reader={reader} />;
  const next = signerWhoseTurn(envelope);
  if (reader?.status === 'waiting') {
    const before = signersBefore(envelope, reader);
    return (
      <Banner title={t('sign.state.notYourTurnTitle')}>
        <p>{signingMessages['signing.notYourTurn']}</p>
        {before.length > 0 ? <p>{t('sign.state.before', { names: names(before) })}</p> : null}
      </Banner>
    );
  }
  if (reader?.status === 'signed') {
    return (
      <Banner tone="success" title={t('sign.state.youSignedTitle')}>
        {reader.signed_at ? <p>{t('sign.state.youSigned', { when: formatDateTime(reader.signed_at) })}</p> : null}
        {next ? <p>{t('sign.state.next', { name: next.name })}</p> : null}
      </Banner>
    );
  }
  if (reader) return null;
  const signed = envelope.signers.filter((signer) => signer.status === 'signed').length;
  return (
    <Banner title={t('sign.state.waitingTitle')}>
      <p>{t('sign.state.waitingFor', { signed, count: envelope.signers.length, name: next?.name ?? '' })}</p>
    </Banner>
  );
}

/** A request sent through DocuSign is signed there: its signers are pointed to DocuSign's e-mail, and everyone sees how far it has got. */
function DocusignBanner({ envelope, reader }: { envelope: Envelope; reader: EnvelopeSigner | null }) {
  const { t } = useTranslation();
  const signed = envelope.signers.filter((signer) => signer.status === 'signed').length;
  return (
    <Banner title={t('sign.state.docusignTitle')}>
      <p>{reader ? docusignMessages['docusign.signAtDocusign'] : t('sign.state.docusignOthers')}</p>
      <p>{t('sign.state.docusignProgress', { signed, count: envelope.signers.length })}</p>
    </Banner>
  );
}

/** A completed envelope: when everyone signed, each signer's time, and the signed PDF and its certificate. */
export function CompletedPanel({ envelope }: { envelope: Envelope }) {
  const { t } = useTranslation();
  const channel = useSigningChannel();
  return (
    <section className="sign-completed" aria-labelledby="sign-completed-title">
      <div className="sign-completed__head">
        <h2 id="sign-completed-title" className="sign-completed__title">
          {t('sign.completed.title', { date: envelope.completed_at ? formatDate(envelope.completed_at) : '' })}
        </h2>
        <p className="sign-completed__text">
          {envelope.engine === 'docusign' ? t('sign.completed.textDocusign') : t('sign.completed.text')}
        </p>
      </div>
      <SignersList envelope={envelope} />
      <div className="sign-completed__actions">
        <SigningDownloads envelope={envelope} download={channel.download} />
      </div>
      <p className="sign-completed__verify">
        <Link to="/verify-document">{t('sign.completed.verify')}</Link>
      </p>
    </section>
  );
}
