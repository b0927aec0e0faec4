import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { notify } from '../../lib/notify.ts';
import { DownloadIcon } from '../../ui/icons.tsx';
import { Banner, Button } from '../../ui/index.ts';
import { formatFileSize } from '../cases/documents/case-documents.rules.ts';
import { downloadEstateSummaryPdf } from './estate-summary.api.ts';

/** What a failed download says: the server's own reason when it refused, else that it went wrong. */
function failureOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.details.join(' ');
  return fallback;
}

/**
 * "Generate summary": the server draws the PDF (a few seconds for a long one), then it downloads; the
 * button spins meanwhile and the line under it says how far it has got, or why it failed.
 */
export function GenerateSummary({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const generate = async () => {
    setFailure(null);
    setReceived(0);
    try {
      await downloadEstateSummaryPdf(clientId, setReceived);
      notify.success(t('estateSummary.generate.done'));
    } catch (error) {
      setFailure(failureOf(error, t('estateSummary.generate.failed')));
    } finally {
      setReceived(null);
    }
  };

  return (
    <div className="estate-generate">
      <Button variant="secondary" icon={<DownloadIcon />} isLoading={received !== null} onClick={() => void generate()}>
        {t('estateSummary.generate.button')}
      </Button>
      <p className="estate-generate__status" role="status">
        {received === null
          ? t('estateSummary.generate.hint')
          : received === 0
            ? t('estateSummary.generate.preparing')
            : t('estateSummary.generate.progress', { size: formatFileSize(received) })}
      </p>
      {failure ? (
        <Banner tone="error" role="alert" title={t('estateSummary.generate.failedTitle')} className="estate-generate__failure">
          <p>{failure}</p>
        </Banner>
      ) : null}
    </div>
  );
}
