import { allows, type Envelope, signingMessages } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../ui/icons.tsx';
import { Button } from '../../ui/index.ts';
import { signingCalls } from './sign.api.ts';

/**
 * A completed envelope's two files, the sealed signed PDF and its signing certificate, as buttons that
 * download them through the API client (a refusal is explained); the signer's page and the adviser's share it.
 */
export function SigningDownloads({ envelope, size }: { envelope: Envelope; size?: 'sm' }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'signed' | 'certificate' | null>(null);
  const download = async (which: 'signed' | 'certificate') => {
    setBusy(which);
    try {
      await (which === 'signed' ? signingCalls.downloadSigned : signingCalls.downloadCertificate)(envelope.document_id);
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setBusy(null);
    }
  };
  const canSigned = allows(envelope, 'downloadSigned') && envelope.signed_url !== null;
  const canCertificate = allows(envelope, 'downloadCertificate') && envelope.certificate_url !== null;
  if (!canSigned && !canCertificate) return <p className="sign-completed__text">{signingMessages['signing.notReady']}</p>;
  return (
    <>
      {canSigned ? (
        <Button icon={<DownloadIcon size={16} />} size={size} onClick={() => void download('signed')} isLoading={busy === 'signed'}>
          {t('sign.completed.downloadSigned')}
        </Button>
      ) : null}
      {canCertificate ? (
        <Button
          variant="secondary"
          size={size}
          icon={<DownloadIcon size={16} />}
          onClick={() => void download('certificate')}
          isLoading={busy === 'certificate'}
        >
          {t('sign.completed.downloadCertificate')}
        </Button>
      ) : null}
    </>
  );
}
