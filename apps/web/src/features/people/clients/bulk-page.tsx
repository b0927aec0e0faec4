import { checkChosenFile, uploadPolicies } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { DownloadIcon } from '../../../ui/icons.tsx';
import { Banner, Button, Card, DropZone } from '../../../ui/index.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { BulkResults } from './bulk-results.tsx';
import { downloadBulkTemplate, startBulkImport, useBulkImport } from './clients.api.ts';
import { ClientsPageHeader } from './clients-parts.tsx';
import '../../../ui/table.css';
import './clients.css';

/** Directors: bulk creation from the CSV template, with progress and each row's outcome. */
export function BulkPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('clients.bulkTitle'));
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const start = useApiMutation(startBulkImport, {
    success: false,
    onSuccess: (response) => setImportId(response.id),
    onErrorDetails: (details) => setProblem(details.join(' ')),
  });
  const status = useBulkImport(importId);
  const result = status.data;

  const choose = ([chosen]: File[]) => {
    if (!chosen) return;
    const early = checkChosenFile(uploadPolicies.clientImport, chosen);
    setProblem(early);
    setFile(early ? null : chosen);
  };
  const upload = async () => {
    if (!file) return setProblem(uploadPolicies.clientImport.messages.required);
    const form = new FormData();
    form.append(uploadPolicies.clientImport.fileField, file);
    setProblem(null);
    await start.run(form);
  };

  return (
    <div className="page">
      <ClientsPageHeader title={t('clients.bulkTitle')} lead={t('clients.bulkLead')} />
      <Card title={t('clients.uploadCard')}>
        <div className="form-grid clients__bulk-form">
          <div>
            <Button variant="secondary" icon={<DownloadIcon />} onClick={() => void downloadBulkTemplate()}>
              {t('clients.template')}
            </Button>
          </div>
          <DropZone
            label={t('clients.file')}
            policy={uploadPolicies.clientImport}
            isRequired
            chosen={file}
            error={problem}
            onFiles={choose}
          />
          <div className="form-actions">
            <Button isLoading={start.isPending || result?.status === 'running'} onClick={upload}>
              {t('clients.upload')}
            </Button>
          </div>
        </div>
      </Card>
      {result ? (
        <section className="clients__import">
          <div aria-live="polite">
            {result.status === 'running' ? (
              <div className="clients__progress">
                <progress
                  max={result.total_rows}
                  value={result.processed_rows}
                  aria-label={t('clients.importing', { done: result.processed_rows, total: result.total_rows })}
                />
                <span>{t('clients.importing', { done: result.processed_rows, total: result.total_rows })}</span>
              </div>
            ) : (
              <Banner
                tone={result.refused_count > 0 ? 'warning' : 'success'}
                title={t('clients.importDone', { created: result.created_count, refused: result.refused_count })}
              />
            )}
          </div>
          {result.status === 'running' ? null : <BulkResults results={result.results} />}
        </section>
      ) : null}
    </div>
  );
}
