import { type ClientDetail, staffCaseBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button, Card, TextArea, TextField } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { WithClient } from '../people/client-account/client-pages.tsx';
import { useCreateCase } from './case-parts.tsx';
import { caseCalls } from './cases.api.ts';
import './cases.css';

type PackType = 'recommendation_pack_case' | 'document_pack_case';
/** The recommendation pack and document pack branches of the staff request body: the same fields. */
const packSchema = staffCaseBody.options[0];
type Input = z.input<typeof packSchema>;
type Output = z.output<typeof packSchema>;

const texts = {
  recommendation_pack_case: { title: 'cases.newPack.title', lead: 'cases.newPack.lead' },
  document_pack_case: { title: 'cases.newDocumentPack.title', lead: 'cases.newDocumentPack.lead' },
} as const;

/** Back to the client's cases, with the page's title and what it does. */
export function NewCaseHeader({ client, title, lead }: { client: ClientDetail; title: string; lead: string }) {
  const { t } = useTranslation();
  return (
    <header className="page-header">
      <nav aria-label={t('client.back')}>
        <Link to={`/clients/${client.id}/cases`}>{t('cases.client.title', { name: personName(client) })}</Link>
      </nav>
      <h1>{title}</h1>
      <p className="page__lead">{lead}</p>
    </header>
  );
}

function PackForm({ client, type }: { client: ClientDetail; type: PackType }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(packSchema),
    defaultValues: { type: 'recommendation_pack_case', name: '', cover_note: '' },
  });
  const { errors } = formState;
  const createCase = useCreateCase(
    (values: Output) => caseCalls.createForClient(client.id, { ...values, type }),
    t('cases.toast.created'),
    {
      setError,
      fields: ['name', 'cover_note'],
    },
  );
  const submit = handleSubmit(createCase.run);
  return (
    <Card title={t(texts[type].title)}>
      <form onSubmit={submit} noValidate className="form-grid">
        <TextField
          label={t('cases.newPack.name')}
          isRequired
          autoComplete="off"
          maxLength={200}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextArea
          label={t('cases.newPack.coverNote')}
          description={t('cases.newPack.coverNoteHint')}
          rows={6}
          maxLength={5000}
          error={errors.cover_note?.message}
          {...register('cover_note')}
        />
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('cases.newPack.create')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function NewPack({ type }: { type: PackType }) {
  const { t } = useTranslation();
  return (
    <WithClient title={() => t(texts[type].title)}>
      {(client) => (
        <div className="page--narrow">
          <NewCaseHeader client={client} title={t(texts[type].title)} lead={t(texts[type].lead, { name: personName(client) })} />
          <PackForm client={client} type={type} />
        </div>
      )}
    </WithClient>
  );
}

/** clients/{clientId}/cases/new: a recommendation pack for one client. */
export function NewRecommendationPackPage() {
  return <NewPack type="recommendation_pack_case" />;
}

/** clients/{clientId}/cases/new-document-pack: a document pack for one client. */
export function NewDocumentPackPage() {
  return <NewPack type="document_pack_case" />;
}
