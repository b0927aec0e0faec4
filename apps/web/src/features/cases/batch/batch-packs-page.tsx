import { type BatchPacksResult, batchPackFields, batchPacksBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';
import { Banner, Button, Card, EmptyState, Spinner, TextArea, TextField } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { type ChosenClient, ClientChecklist } from '../../people/clients/client-checklist.tsx';
import { isFeatureEnabled, usePractice } from '../../practice/practice.api.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { type BatchPackType, useCreatePacks } from './batch.api.ts';
import { BatchDocumentsPicker, type ChosenDocument, documentsOfBody } from './batch-documents-picker.tsx';
import { BatchResult } from './batch-result.tsx';
import './batch.css';
import { FeatureHelp } from '../../help/feature-help.tsx';

const packFields = batchPackFields.pick({ name: true, cover_note: true });
type Input = z.input<typeof packFields>;
type Output = z.output<typeof packFields>;

const texts = {
  document_pack_case: {
    title: 'caseBatch.documentPacks.title',
    lead: 'caseBatch.documentPacks.lead',
    off: 'caseBatch.documentPacks.featureOff',
    flag: 'documentsPack',
  },
  recommendation_pack_case: {
    title: 'caseBatch.recommendationPacks.title',
    lead: 'caseBatch.recommendationPacks.lead',
    off: 'caseBatch.recommendationPacks.featureOff',
    flag: 'recommendationPack',
  },
} as const;

function BatchPacksForm({
  type,
  onResult,
}: {
  type: BatchPackType;
  onResult: (result: BatchPacksResult, clients: Map<string, ChosenClient>) => void;
}) {
  const { t } = useTranslation();
  const [clients, setClients] = useState<Map<string, ChosenClient>>(new Map());
  const [documents, setDocuments] = useState<ChosenDocument[]>([]);
  const [partErrors, setPartErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(packFields),
    defaultValues: { name: '', cover_note: '' },
  });
  const { errors, isSubmitting } = formState;
  const createPacks = useCreatePacks(type, {
    form: { setError, fields: ['name', 'cover_note'] },
    // A refusal that names a client or a document shows beside it; the rest above the form.
    onErrorDetails: (details, error) => {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      setPartErrors(fieldErrors);
      setProblem(details.filter((detail) => !Object.values(fieldErrors).includes(detail)));
    },
  });

  const submit = handleSubmit(async (values) => {
    const body = {
      ...values,
      client_ids: [...clients.keys()],
      ...documentsOfBody(documents),
    };
    const checked = batchPacksBody.safeParse(body);
    if (!checked.success) {
      setPartErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setPartErrors({});
    setProblem([]);
    const result = await createPacks.runForResult(checked.data);
    if (result) onResult(result, clients);
  });

  return (
    <form onSubmit={submit} noValidate className="stack" aria-label={t(texts[type].title)}>
      <Card title={t('caseBatch.pack')}>
        <div className="form-grid">
          <TextField
            label={t('caseBatch.name')}
            isRequired
            maxLength={200}
            autoComplete="off"
            error={errors.name?.message}
            disabled={isSubmitting}
            {...register('name')}
          />
          <TextArea
            label={t('caseBatch.coverNote')}
            description={t('caseBatch.coverNoteHint')}
            rows={5}
            maxLength={5000}
            error={errors.cover_note?.message}
            disabled={isSubmitting}
            {...register('cover_note')}
          />
        </div>
      </Card>
      <ClientChecklist
        chosen={clients}
        onChange={setClients}
        hint={t('caseBatch.clientsHint')}
        emptyText={t('caseBatch.noClientsYet')}
        error={partErrors.client_ids}
        isDisabled={isSubmitting}
      />
      <BatchDocumentsPicker chosen={documents} onChange={setDocuments} errors={partErrors} isDisabled={isSubmitting} />
      {problem.length > 0 ? (
        <Banner tone="error" role="alert">
          {problem.map((detail) => (
            <p key={detail}>{detail}</p>
          ))}
        </Banner>
      ) : null}
      <div className="batch__submit">
        <Button type="submit" isLoading={isSubmitting}>
          {clients.size === 0 ? t('caseBatch.submitNone') : t('caseBatch.submit', { count: clients.size })}
        </Button>
        {isSubmitting ? (
          <div className="batch__working" role="status">
            <progress aria-label={t('caseBatch.working', { count: clients.size })} />
            <span>{t('caseBatch.working', { count: clients.size })}</span>
          </div>
        ) : null}
      </div>
    </form>
  );
}

function BatchPacksPage({ type }: { type: BatchPackType }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const practice = usePractice();
  // Until the practice answers, its features are unknown: wait rather than say the pages are off.
  const isPracticeLoaded = practice.id !== null;
  const isOn = isFeatureEnabled(practice, texts[type].flag);
  const [outcome, setOutcome] = useState<{ result: BatchPacksResult; clients: Map<string, ChosenClient> } | null>(null);
  const [round, setRound] = useState(0);
  useDocumentTitle(t(texts[type].title));
  const unavailable = user.role === 'client' ? t('caseBatch.staffOnly') : isOn ? null : t(texts[type].off);
  return (
    <div className="page page--narrow batch">
      <header className="page-header">
        <Link to="/clients">{t('caseBatch.back')}</Link>
        <h1>{t(texts[type].title)}</h1>
        <p className="page__lead">{t(texts[type].lead)}</p>
        {type === 'document_pack_case' ? <FeatureHelp feature="document-packs" /> : null}
      </header>
      {!isPracticeLoaded ? (
        <Spinner />
      ) : unavailable ? (
        <EmptyState title={t('caseBatch.featureOffTitle')}>
          <p>{unavailable}</p>
        </EmptyState>
      ) : outcome ? (
        <BatchResult
          result={outcome.result}
          clients={outcome.clients}
          onAgain={() => {
            setOutcome(null);
            setRound(round + 1);
          }}
        />
      ) : (
        <BatchPacksForm key={round} type={type} onResult={(result, clients) => setOutcome({ result, clients })} />
      )}
    </div>
  );
}

/** clients/new-document-packs: one document pack for each of many clients. */
export function NewDocumentPacksPage() {
  return <BatchPacksPage type="document_pack_case" />;
}

/** clients/new-recommendation-packs: one recommendation pack for each of many clients. */
export function NewRecommendationPacksPage() {
  return <BatchPacksPage type="recommendation_pack_case" />;
}
