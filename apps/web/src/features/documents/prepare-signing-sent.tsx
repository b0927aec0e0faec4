import { allows, type Envelope, type EnvelopeSigner, type SignerStatus } from '@advice/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Banner, Button, Spinner, StatusBadge, type StatusTone } from '../../ui/index.ts';
import { PlacementLayer } from './placement-editor.tsx';
import { CancelSigningDialog } from './prepare-signing-dialogs.tsx';
import { useFieldLabel, useRoleLabel } from './prepare-signing-labels.ts';
import { PanelSection } from './prepare-signing-panel.tsx';
import { SigningDownloads } from './signing-downloads.tsx';

const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

const signerTones: Record<SignerStatus, StatusTone> = { waiting: 'muted', pending: 'info', signed: 'success', declined: 'danger' };

function SignerStatuses({ signers }: { signers: readonly EnvelopeSigner[] }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const roleLabel = useRoleLabel();
  return (
    <ol className="signer-list">
      {[...signers]
        .sort((a, b) => a.position - b.position)
        .map((signer, index) => (
          <li key={signer.id} className={`signer signer--${signer.role}`}>
            <div className="signer__row">
              <span className="signer__position" aria-hidden="true">
                {index + 1}
              </span>
              <span className="signer__who">
                <span className="signer__name">{t('prepareSigning.signerNamed', { role: roleLabel(signer.role), name: signer.name })}</span>
                {signer.signed_at ? (
                  <span className="signer__count">{t('prepareSigning.signedAt', { date: formatDateTime(signer.signed_at) })}</span>
                ) : null}
              </span>
              <StatusBadge tone={signerTones[signer.status]}>{tk(`prepareSigning.signerStatus.${signer.status}`)}</StatusBadge>
            </div>
          </li>
        ))}
    </ol>
  );
}

function SigningEvents({ envelope }: { envelope: Envelope }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  if (envelope.events.length === 0) return <p className="prepare-signing__section-text">{t('prepareSigning.events.none')}</p>;
  return (
    <ol className="signing-events">
      {envelope.events.map((event) => (
        <li key={event.id} className="signing-events__item">
          <span className="signing-events__what">{tk(`prepareSigning.event.${event.kind}`)}</span>
          <span className="signing-events__meta">
            {event.actor_name ?? t('prepareSigning.event.system')} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** What the request's status says at the top: where it stands, and what can be done next. */
function StatusBanner({ envelope, onRestart }: { envelope: Envelope; onRestart: () => void }) {
  const { t } = useTranslation();
  const signed = envelope.signers.filter((signer) => signer.status === 'signed').length;
  if (envelope.status === 'completed')
    return (
      <Banner tone="success" title={t('prepareSigning.status.completed')}>
        <p>{envelope.engine === 'docusign' ? t('prepareSigning.completedTextDocusign') : t('prepareSigning.completedText')}</p>
        <div className="form-actions">
          <SigningDownloads envelope={envelope} size="sm" />
        </div>
      </Banner>
    );
  if (envelope.status === 'voided' || envelope.status === 'declined') {
    const isVoided = envelope.status === 'voided';
    return (
      <Banner
        tone={isVoided ? 'warning' : 'error'}
        title={isVoided ? t('prepareSigning.status.voided') : t('prepareSigning.status.declined')}
        actions={
          <Button variant="secondary" size="sm" onClick={onRestart}>
            {t('prepareSigning.restart')}
          </Button>
        }
      >
        <p>{isVoided ? t('prepareSigning.voidedText') : t('prepareSigning.declinedText')}</p>
      </Banner>
    );
  }
  return (
    <Banner tone="info" title={t('prepareSigning.status.sent', { signed, total: envelope.signers.length })}>
      <p>
        {envelope.sent_at ? `${t('prepareSigning.sentOn', { date: formatDate(envelope.sent_at) })} ` : null}
        {envelope.locked ? t('signing.locked') : t('prepareSigning.sentLocked')}
      </p>
    </Banner>
  );
}

/**
 * A request once sent: the document with its fields locked in place (each marked when filled), where each
 * signer stands, what happened and when, the signed PDF and its certificate once complete, and cancelling it.
 */
export function SentSigning({ envelope, caseId, onRestart }: { envelope: Envelope; caseId: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const [isCancelling, setIsCancelling] = useState(false);
  return (
    <div className="prepare-signing">
      <StatusBanner envelope={envelope} onRestart={onRestart} />
      {envelope.engine === 'docusign' ? (
        <p className="prepare-signing__sent-with">
          {envelope.docusign_account
            ? t('prepareSigning.sentWithDocusignAccount', { account: envelope.docusign_account })
            : t('prepareSigning.sentWithDocusign')}
        </p>
      ) : null}
      <div className="prepare-signing__layout">
        <div className="prepare-signing__viewer">
          <Suspense fallback={<Spinner />}>
            <PdfViewer
              url={envelope.document_url}
              title={envelope.document_name}
              renderPageOverlay={(page) => (
                <PlacementLayer isLocked pageNumber={page.pageNumber} placements={envelope.placements} labelOf={fieldLabel} />
              )}
            />
          </Suspense>
        </div>
        <div className="prepare-signing__panel">
          <PanelSection title={t('prepareSigning.signers.title')}>
            <SignerStatuses signers={envelope.signers} />
          </PanelSection>
          <PanelSection title={t('prepareSigning.events.title')}>
            <SigningEvents envelope={envelope} />
          </PanelSection>
          {envelope.signed_sha256 ? (
            <dl className="prepare-signing__fingerprints">
              <dt>{t('prepareSigning.fingerprint')}</dt>
              <dd>{envelope.signed_sha256}</dd>
              <dt>{t('prepareSigning.originalFingerprint')}</dt>
              <dd>{envelope.original_sha256}</dd>
            </dl>
          ) : null}
          {allows(envelope, 'void') ? (
            <div className="prepare-signing__actions">
              <Button variant="danger" onClick={() => setIsCancelling(true)}>
                {t('prepareSigning.cancel')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {allows(envelope, 'void') ? (
        <CancelSigningDialog
          isOpen={isCancelling}
          documentId={envelope.document_id}
          caseId={caseId}
          isDraft={false}
          onClose={() => setIsCancelling(false)}
        />
      ) : null}
    </div>
  );
}
