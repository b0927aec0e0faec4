import { caseAddendumBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../../lib/dates.ts';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card, EmptyState, Spinner, TextArea } from '../../../ui/index.ts';
import { personName } from '../../people/client-account/client-account.api.ts';
import { caseKey } from '../cases.api.ts';
import { caseDocumentCalls, useAddenda } from './case-documents.api.ts';
import { isStaffViewer, type Viewer } from './case-documents.rules.ts';
import './case-documents.css';

type Input = z.input<typeof caseAddendumBody>;
type Output = z.output<typeof caseAddendumBody>;

/** A case's addenda, newest first, read by staff and the client; staff add one at the foot. */
export function CaseAddendaSection({ caseId, user }: { caseId: string; user: Viewer }) {
  const { t } = useTranslation();
  const isStaffView = isStaffViewer(user);
  const addenda = useAddenda(caseId);
  const items = addenda.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card
      title={t('caseAddenda.title')}
      description={isStaffView ? t('caseAddenda.description.staff') : t('caseAddenda.description.client')}
      className="case-addenda"
    >
      {addenda.isPending ? (
        <Spinner />
      ) : addenda.isError ? (
        <p className="case-docs__load-problem">
          {t('caseAddenda.loadFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void addenda.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : items.length === 0 ? (
        <EmptyState title={t('caseAddenda.emptyTitle')} headingLevel={3}>
          <p>{isStaffView ? t('caseAddenda.empty.staff') : t('caseAddenda.empty.client')}</p>
        </EmptyState>
      ) : (
        <ol className="case-addenda__list">
          {items.map((addendum) => (
            <li key={addendum.id} className="case-addenda__item">
              <p className="case-addenda__text">{addendum.text}</p>
              <p className="case-docs__meta">
                {addendum.created_by
                  ? t('caseAddenda.by', {
                      name: personName(addendum.created_by),
                      date: formatDateTime(addendum.created_at),
                    })
                  : formatDateTime(addendum.created_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {addenda.hasNextPage ? (
        <Button variant="ghost" size="sm" isLoading={addenda.isFetchingNextPage} onClick={() => void addenda.fetchNextPage()}>
          {t('caseAddenda.more')}
        </Button>
      ) : null}
      {isStaffView ? <AddAddendumForm caseId={caseId} /> : null}
    </Card>
  );
}

function AddAddendumForm({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(caseAddendumBody),
    defaultValues: { text: '' },
  });
  const add = useApiMutation((values: Output) => caseDocumentCalls.addAddendum(caseId, values.text), {
    success: t('caseAddenda.added'),
    onSuccess: () => reset(),
    invalidates: [caseKey(caseId)],
    form: { setError, fields: ['text'] },
  });
  const submit = handleSubmit(add.run);
  return (
    <form onSubmit={submit} noValidate className="form-grid form-actions--separate">
      <TextArea
        label={t('caseAddenda.text')}
        description={t('caseAddenda.textHint')}
        isRequired
        rows={4}
        maxLength={5000}
        error={formState.errors.text?.message}
        {...register('text')}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('caseAddenda.add')}
        </Button>
      </div>
    </form>
  );
}
