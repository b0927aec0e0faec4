import { type BatchPacksBody, batchPackDocumentsMax, type CaseDocument } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Button, Card, Select, Spinner, TextField } from '../../../ui/index.ts';
import { personName } from '../../people/client-account/client-account.api.ts';
import { formatFileSize } from '../documents/case-documents.rules.ts';
import { useSourceCases, useSourceDocuments } from './batch.api.ts';
import { BatchDocumentUpload, type StagedDocument } from './batch-document-upload.tsx';

/** A document for every pack: a copy of one on another case, or a new file staged for the batch. */
export type ChosenDocument = ({ kind: 'copy'; document: CaseDocument } | ({ kind: 'upload' } & StagedDocument)) & { note: string };

const keyOf = (entry: ChosenDocument) => (entry.kind === 'copy' ? entry.document.id : `upload-${entry.upload.id}`);
const nameOf = (entry: ChosenDocument) => (entry.kind === 'copy' ? entry.document.name : entry.upload.name);

/** The batch body's two lists, copies and uploads, from the chosen documents. */
export function documentsOfBody(chosen: ChosenDocument[]): Pick<BatchPacksBody, 'documents' | 'uploads'> {
  return {
    documents: chosen.flatMap((c) => (c.kind === 'copy' ? [{ document_id: c.document.id, note: c.note }] : [])),
    uploads: chosen.flatMap((c) => (c.kind === 'upload' ? [{ upload_id: c.upload.id, name: '', category: c.category, note: c.note }] : [])),
  };
}

/** The error the body's validation or the server gave a chosen document, found by its place among its own kind. */
function errorOfChosen(chosen: ChosenDocument[], index: number, errors: Record<string, string>): string | undefined {
  const entry = chosen[index];
  if (!entry) return undefined;
  const place = chosen.slice(0, index).filter((c) => c.kind === entry.kind).length;
  if (entry.kind === 'copy') return errors[`documents.${place}.document_id`] ?? errors[`documents.${place}.note`];
  return errors[`uploads.${place}.upload_id`] ?? errors[`uploads.${place}.category`] ?? errors[`uploads.${place}.note`];
}

type PickerProps = {
  chosen: ChosenDocument[];
  onChange: (next: ChosenDocument[]) => void;
  errors: Record<string, string>;
  isDisabled: boolean;
};

/**
 * Optional documents for every pack, each with a note: picked from one of the staff member's cases at a
 * time, or uploaded new once for all the packs.
 */
export function BatchDocumentsPicker({ chosen, onChange, errors, isDisabled }: PickerProps) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const [caseId, setCaseId] = useState('');
  const cases = useSourceCases();
  const isFull = chosen.length >= batchPackDocumentsMax;
  const caseOptions = [
    { value: '', label: t('caseBatch.chooseCase') },
    ...(cases.data ?? []).map((c) => ({
      value: c.id,
      label: t('caseBatch.caseOption', { name: c.name, client: personName(c.client) }),
    })),
  ];
  return (
    <Card title={t('caseBatch.documents')} description={t('caseBatch.documentsHint')} className="batch__documents">
      {cases.isPending ? (
        <Spinner />
      ) : (
        <Select
          label={t('caseBatch.sourceCase')}
          options={caseOptions}
          value={caseId}
          disabled={isDisabled}
          onChange={(event) => setCaseId(event.target.value)}
        />
      )}
      {caseId ? (
        <SourceDocuments
          caseId={caseId}
          chosenIds={new Set(chosen.flatMap((c) => (c.kind === 'copy' ? [c.document.id] : [])))}
          isDisabled={isDisabled || isFull}
          onAdd={(document) => onChange([...chosen, { kind: 'copy', document, note: document.note }])}
        />
      ) : null}
      <div className="batch__upload-new">
        <BatchDocumentUpload isDisabled={isDisabled || isFull} onAdd={(staged) => onChange([...chosen, { kind: 'upload', ...staged }])} />
      </div>
      {isFull ? <p className="batch__count">{t('caseBatch.documentsMax', { max: batchPackDocumentsMax })}</p> : null}
      <h3 className="batch__subtitle">{t('caseBatch.chosenDocuments')}</h3>
      {chosen.length === 0 ? (
        <p className="batch__count">{t('caseBatch.noDocuments')}</p>
      ) : (
        <ol className="batch__chosen-docs">
          {chosen.map((entry, index) => (
            <li key={keyOf(entry)} className="batch__chosen-doc">
              <TextField
                label={t('caseBatch.documentNote', { name: nameOf(entry) })}
                description={
                  entry.kind === 'upload'
                    ? t('caseBatch.uploadedMeta', {
                        category: tk(`caseDocs.category.${entry.category}`),
                        size: formatFileSize(entry.upload.size_bytes),
                      })
                    : undefined
                }
                value={entry.note}
                maxLength={2000}
                disabled={isDisabled}
                error={errorOfChosen(chosen, index, errors)}
                onChange={(event) => onChange(chosen.map((c, i) => (i === index ? { ...c, note: event.target.value } : c)))}
              />
              <Button
                variant="ghost"
                size="sm"
                disabled={isDisabled}
                aria-label={t('caseDocs.removeNamed', { name: nameOf(entry) })}
                onClick={() => onChange(chosen.filter((_, i) => i !== index))}
              >
                {t('caseDocs.remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {errors.documents ? (
        <p className="ui-field__error" role="alert">
          {errors.documents}
        </p>
      ) : null}
    </Card>
  );
}

function SourceDocuments({
  caseId,
  chosenIds,
  isDisabled,
  onAdd,
}: {
  caseId: string;
  chosenIds: ReadonlySet<string>;
  isDisabled: boolean;
  onAdd: (document: CaseDocument) => void;
}) {
  const { t } = useTranslation();
  const documents = useSourceDocuments(caseId);
  if (documents.isPending) return <Spinner />;
  if (!documents.data || documents.data.length === 0) return <p className="batch__count">{t('caseBatch.caseHasNone')}</p>;
  return (
    <ul className="batch__source-docs" aria-label={t('caseBatch.caseDocuments')}>
      {documents.data.map((document) => (
        <li key={document.id}>
          <span>
            <span className="batch__client-name">{document.name}</span>
            <span className="batch__meta">
              {document.category_label} · {formatFileSize(document.size_bytes)}
            </span>
          </span>
          {chosenIds.has(document.id) ? (
            <span className="batch__meta">{t('caseBatch.added')}</span>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={isDisabled}
              aria-label={t('caseBatch.addDocument', { name: document.name })}
              onClick={() => onAdd(document)}
            >
              {t('caseBatch.add')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
