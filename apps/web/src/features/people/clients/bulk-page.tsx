import { acceptOf, checkChosenFile, uploadPolicies } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { DownloadIcon } from '../../../ui/icons.tsx';
import { Banner, Button, Card, TextField } from '../../../ui/index.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
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

  const upload = async () => {
    if (!file) return;
    const early = checkChosenFile(uploadPolicies.clientImport, file);
    if (early) return setProblem(early);
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
          <TextField
            label={t('clients.file')}
            type="file"
            accept={acceptOf(uploadPolicies.clientImport)}
            error={problem ?? undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <div className="form-actions">
            <Button disabled={!file} isLoading={start.isPending || result?.status === 'running'} onClick={upload}>
              {t('clients.upload')}
            </Button>
          </div>
        </div>
      </Card>
      {result ? (
        <section className="clients__import" aria-live="polite">
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
          {result.results.length > 0 ? (
            <section
              className="table-scroll"
              aria-label={t('clients.outcome')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
              tabIndex={0}
            >
              <table className="ui-table">
                <thead>
                  <tr>
                    <th scope="col">{t('clients.row')}</th>
                    <th scope="col">{t('clients.email')}</th>
                    <th scope="col">{t('clients.outcome')}</th>
                    <th scope="col">{t('clients.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...result.results]
                    .sort((a, b) => (a.outcome === b.outcome ? a.row - b.row : a.outcome === 'refused' ? -1 : 1))
                    .map((r) => (
                      <tr key={r.row} data-outcome={r.outcome}>
                        <td>{r.row}</td>
                        <td>{r.email}</td>
                        <td>{t(r.outcome === 'created' ? 'clients.outcomeCreated' : 'clients.outcomeRefused')}</td>
                        <td>{r.reason ?? ''}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
