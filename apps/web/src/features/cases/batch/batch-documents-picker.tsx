import type { CaseDocument } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Select, Spinner, TextField } from '../../../ui/index.ts';
import { formatFileSize } from '../documents/case-documents.rules.ts';
import { useSourceCases, useSourceDocuments } from './batch.api.ts';

export type ChosenDocument = { document: CaseDocument; note: string };

/** The domain's bound on documents copied into each pack (batchPacksBody). */
const documentsMax = 50;

type PickerProps = {
  chosen: ChosenDocument[];
  onChange: (next: ChosenDocument[]) => void;
  errors: Record<string, string>;
  isDisabled: boolean;
};

/** Optional documents for every pack: picked from one of the staff member's cases at a time, each with a note. */
export function BatchDocumentsPicker({ chosen, onChange, errors, isDisabled }: PickerProps) {
  const { t } = useTranslation();
  const [caseId, setCaseId] = useState('');
  const cases = useSourceCases();
  const isFull = chosen.length >= documentsMax;
  const caseOptions = [
    { value: '', label: t('caseBatch.chooseCase') },
    ...(cases.data ?? []).map((c) => ({
      value: c.id,
      label: t('caseBatch.caseOption', { name: c.name, client: `${c.client.first_name} ${c.client.last_name}` }),
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
          chosenIds={new Set(chosen.map((c) => c.document.id))}
          isDisabled={isDisabled || isFull}
          onAdd={(document) => onChange([...chosen, { document, note: document.note }])}
        />
      ) : null}
      {isFull ? <p className="batch__count">{t('caseBatch.documentsMax', { max: documentsMax })}</p> : null}
      <h3 className="batch__subtitle">{t('caseBatch.chosenDocuments')}</h3>
      {chosen.length === 0 ? (
        <p className="batch__count">{t('caseBatch.noDocuments')}</p>
      ) : (
        <ol className="batch__chosen-docs">
          {chosen.map((entry, index) => (
            <li key={entry.document.id} className="batch__chosen-doc">
              <TextField
                label={t('caseBatch.documentNote', { name: entry.document.name })}
                value={entry.note}
                maxLength={2000}
                disabled={isDisabled}
                error={errors[`documents.${index}.document_id`] ?? errors[`documents.${index}.note`]}
                onChange={(event) => onChange(chosen.map((c, i) => (i === index ? { ...c, note: event.target.value } : c)))}
              />
              <Button
                variant="ghost"
                size="sm"
                disabled={isDisabled}
                aria-label={t('caseBatch.removeDocument', { name: entry.document.name })}
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
