import { allows, type Envelope, signingMessages } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../ui/icons.tsx';
import { Button } from '../../ui/index.ts';
import { signingCalls } from './sign.api.ts';
import type { SigningFileKind } from './sign-channel.ts';

const downloadInApp = (envelope: Envelope, which: SigningFileKind) =>
  (which === 'signed' ? signingCalls.downloadSigned : signingCalls.downloadCertificate)(envelope.document_id);

/**
 * A completed envelope's two files, the sealed signed PDF and its signing certificate, as buttons that
 * download them through the API client (a refusal is explained); the signer's page and the adviser's share it.
 * `download` fetches them another way (through a signing link); by default, by the document.
 */
export function SigningDownloads({
  envelope,
  size,
  download: fetchFile = (which) => downloadInApp(envelope, which),
}: {
  envelope: Envelope;
  size?: 'sm';
  download?: (which: SigningFileKind) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<SigningFileKind | null>(null);
  const download = async (which: SigningFileKind) => {
    setBusy(which);
    try {
      await fetchFile(which);
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
