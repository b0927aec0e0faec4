import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { DownloadIcon } from '../../../ui/icons.tsx';
import { Button } from '../../../ui/index.ts';
import { downloadBusinessPack } from './case-documents.api.ts';
import { formatFileSize } from './case-documents.rules.ts';
import './case-documents.css';

/**
 * Staff: the business submission pack, a zip of the case's documents, as a download. The button spins while
 * the server builds the zip and says how much has arrived, since large packs take a while.
 */
export function BusinessPackButton({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const download = async () => {
    setReceived(0);
    try {
      await downloadBusinessPack(caseId, setReceived);
      notify.success(t('caseDocs.pack.done'));
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setReceived(null);
    }
  };
  return (
    <div className="case-pack">
      <Button variant="secondary" icon={<DownloadIcon />} isLoading={received !== null} onClick={() => void download()}>
        {t('caseDocs.pack.download')}
      </Button>
      <p className="case-docs__meta" role="status">
        {received === null
          ? t('caseDocs.pack.hint')
          : received === 0
            ? t('caseDocs.pack.downloading')
            : t('caseDocs.pack.progress', { size: formatFileSize(received) })}
      </p>
    </div>
  );
}
