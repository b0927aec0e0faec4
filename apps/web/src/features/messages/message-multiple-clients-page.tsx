import {
  type MessageBulkBody,
  type MessageCategory,
  messageBodyMaxLength,
  messageBulkBody,
  messageCategories,
  messageCategoryLabels,
} from '@advice/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Card, ProblemsBanner, Select, TextArea } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { type ChosenClient, ClientChecklist } from '../people/clients/client-checklist.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { MessageBulkProgress } from './message-bulk-progress.tsx';
import { MessageFilesField } from './message-files-field.tsx';
import { messageCalls, summaryKey } from './messages.api.ts';
import { useMessageFiles } from './use-message-files.ts';
import './messages.css';

type BulkValues = { client_ids: string[]; body: string; category: MessageCategory; files: string[] };
const fields = ['client_ids', 'body', 'category', 'files'] as const;
const fieldOf = (pointer: string) => fields.find((field) => pointer === `/${field}` || pointer.startsWith(`/${field}/`));

/** The message and its recipients; sending starts the job and hands its id on. */
function BulkForm({ onStarted }: { onStarted: (bulkId: string) => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Map<string, ChosenClient>>(new Map());
  const attachments = useMessageFiles();
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<BulkValues>({
    defaultValues: { client_ids: [], body: '', category: 'general', files: [] },
  });
  const { errors } = formState;
  const create = useApiMutation((body: MessageBulkBody) => messageCalls.createBulk(body), {
    invalidates: [summaryKey],
    form: { setError, fields, fieldOf },
    onErrorDetails: (details) => setProblems(details),
  });

  const submit = handleSubmit(async ({ body, category }) => {
    setProblems([]);
    clearErrors();
    const checked = messageBulkBody.safeParse({ client_ids: [...chosen.keys()], body, category, files: attachments.uploadIds });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = fields.find((name) => name === issue.path[0]) ?? 'body';
        setError(field, { type: 'rule', message: issue.message });
      }
      return;
    }
    const started = await create.runForResult(checked.data);
    if (started) onStarted(started.id);
  });

  const isBusy = formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate className="messages-bulk" aria-label={t('messages.bulk.title')}>
      <ProblemsBanner problems={problems} />
      <ClientChecklist
        chosen={chosen}
        onChange={(next) => {
          clearErrors('client_ids');
          setChosen(next);
        }}
        hint={t('messages.bulk.clientsHint')}
        emptyText={t('messages.bulk.noClients')}
        error={errors.client_ids?.message}
        isDisabled={isBusy}
      />
      <Card title={t('messages.bulk.message')} className="messages-bulk__message">
        <div className="form-grid">
          <TextArea
            label={t('messages.body')}
            rows={5}
            maxLength={messageBodyMaxLength}
            description={t('messages.bulk.bodyHint')}
            error={errors.body?.message}
            {...register('body')}
          />
          <Select
            label={t('messages.category')}
            options={messageCategories.map((value) => ({ value, label: messageCategoryLabels[value] }))}
            error={errors.category?.message}
            {...register('category')}
          />
          <MessageFilesField
            files={attachments.files}
            error={attachments.error ?? errors.files?.message}
            isDisabled={isBusy}
            onAdd={(files) => {
              clearErrors(['files', 'body']);
              attachments.add(files);
            }}
            onRemove={attachments.remove}
          />
        </div>
      </Card>
      <div className="form-actions">
        <Button type="submit" isLoading={isBusy} disabled={attachments.isUploading}>
          {chosen.size > 0 ? t('messages.bulk.sendTo', { count: chosen.size }) : t('messages.sendButton')}
        </Button>
        <Link className="ui-button ui-button--ghost" to="/messages-summary">
          {t('messages.cancel')}
        </Link>
      </div>
    </form>
  );
}

/** messages-summary/message-multiple-clients: one client note to many clients, then the job's progress per client. */
export function MessageMultipleClientsRoute() {
  const user = useSignedInUser();
  const { t } = useTranslation();
  const [bulkId, setBulkId] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useDocumentTitle(t('messages.bulk.title'));
  if (user.role === 'client') return <Navigate to="/messages" replace />;
  return (
    <FeatureGate flag="messages">
      <div className="page messages-page">
        <header className="page-header">
          <nav aria-label={t('messages.bulk.back')}>
            <Link to="/messages-summary">{t('messages.bulk.back')}</Link>
          </nav>
          <h1>{t('messages.bulk.title')}</h1>
          <p className="page__lead">{t('messages.bulk.lead')}</p>
        </header>
        {bulkId ? (
          <MessageBulkProgress
            bulkId={bulkId}
            onAnother={() => {
              setBulkId(null);
              setRound((n) => n + 1);
            }}
          />
        ) : (
          <BulkForm key={round} onStarted={setBulkId} />
        )}
      </div>
    </FeatureGate>
  );
}
