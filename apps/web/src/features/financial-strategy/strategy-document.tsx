import { type FinancialStrategy, formatFileSize, uploadPolicies } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { DownloadIcon } from '../../ui/icons.tsx';
import { Button, DropZone, useChosenFileUpload } from '../../ui/index.ts';
import { financialStrategyKey, strategyCalls } from './financial-strategy.api.ts';

const policy = uploadPolicies.financialStrategyDocument;

/** The document's name, size and upload date, or that there is none yet. */
export function DocumentLine({ strategy }: { strategy: FinancialStrategy }) {
  const { t } = useTranslation();
  const { document } = strategy;
  if (!document) return <p className="strategy__meta strategy__meta--missing">{t('financialStrategy.noDocumentYet')}</p>;
  return (
    <p className="strategy__meta">
      {t('financialStrategy.documentLine', {
        name: document.file_name,
        size: formatFileSize(document.size_bytes),
        date: formatDate(document.uploaded_at),
      })}
    </p>
  );
}

/**
 * Upload (or replace) the strategy's document, checked against the policy as soon as it is chosen, with
 * its progress and the server's reason when it refuses; and download the one it has.
 */
export function DocumentActions({ clientId, strategy, canManage }: { clientId: string; strategy: FinancialStrategy; canManage: boolean }) {
  const { t } = useTranslation();
  const { progress, setProgress, error, setError, chosen, choose: chooseFile } = useChosenFileUpload(policy);
  const target = { clientId, strategyId: strategy.id };
  const save = useApiMutation((form: FormData) => strategyCalls.upload(target, form, setProgress), {
    invalidates: [financialStrategyKey],
    onErrorDetails: (details) => setError(details.join(' ')),
  });

  return (
    <div className="strategy-document">
      {canManage ? (
        <DropZone
          action={t(strategy.document ? 'financialStrategy.replace' : 'financialStrategy.upload')}
          policy={policy}
          chosen={chosen}
          progress={progress}
          progressLabel={t('financialStrategy.uploading')}
          error={error}
          isBusy={progress !== null}
          isCompact
          onFiles={(files) => void chooseFile(save.run)(files)}
        />
      ) : null}
      <div className="form-actions">
        {strategy.document ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<DownloadIcon />}
            onClick={() => void strategyCalls.download(target).catch(() => undefined)}
          >
            {t('financialStrategy.download')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
