import { type AgendaTemplateBody, agendaTemplateBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, ButtonLink, Card, Checkbox, Spinner, TextArea, TextField } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { agendaTemplatesQueryKey, removeAgendaTemplate, saveAgendaTemplate, useAgendaTemplate } from './practice-resources.api.ts';
import './settings.css';

const empty: AgendaTemplateBody = { title: '', template: '', active: true };
const fields = ['title', 'template', 'active'] as const;

/** One agenda template: the director edits it (or writes one at /new); other staff read it. */
export function AgendaTemplatePage() {
  const { t } = useTranslation();
  const { itemId } = useParams();
  const isNew = itemId === 'new';
  const user = useSignedInUser();
  const query = useAgendaTemplate(isNew ? undefined : itemId);
  useDocumentTitle(isNew ? t('agendaTemplates.add') : (query.data?.title ?? t('agendaTemplates.title')));
  if (!isNew && query.isPending) return <Spinner isPage />;
  if (!isNew && !query.data) return null;
  if (user.role !== 'director' && query.data) {
    return (
      <div className="page page--narrow">
        <header className="page-header">
          <h1>{query.data.title}</h1>
        </header>
        <Card title={t('agendaTemplates.text')}>
          <p className="preserve-lines">{query.data.template}</p>
        </Card>
        <ButtonLink variant="secondary" to="/agenda-templates">
          {t('agendaTemplates.back')}
        </ButtonLink>
      </div>
    );
  }
  return <AgendaTemplateForm id={isNew ? null : (itemId ?? null)} initial={query.data ?? empty} />;
}

function AgendaTemplateForm({ id, initial }: { id: string | null; initial: AgendaTemplateBody }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<AgendaTemplateBody>({
    resolver: zodResolver(agendaTemplateBody),
    values: { title: initial.title, template: initial.template, active: initial.active },
  });
  const save = useApiMutation((body: AgendaTemplateBody) => saveAgendaTemplate(id, body), {
    success: t('agendaTemplates.saved'),
    invalidates: [agendaTemplatesQueryKey],
    onSuccess: () => navigate('/agenda-templates'),
    form: { setError, fields },
  });
  const removal = useApiMutation(removeAgendaTemplate, {
    success: t('agendaTemplates.removed'),
    invalidates: [agendaTemplatesQueryKey],
    onSuccess: () => navigate('/agenda-templates'),
  });
  const remove = () => {
    if (id && window.confirm(t('agendaTemplates.confirmRemove'))) void removal.run(id);
  };
  const errors = formState.errors;
  return (
    <div className="page page--narrow">
      <header className="page-header">
        <h1>{id ? initial.title : t('agendaTemplates.add')}</h1>
        <p className="page-header__meta">{t('common.requiredHint')}</p>
      </header>
      <form onSubmit={handleSubmit(save.run)} noValidate className="form-grid">
        <TextField label={t('agendaTemplates.name')} isRequired error={errors.title?.message} {...register('title')} />
        <TextArea
          label={t('agendaTemplates.text')}
          description={t('agendaTemplates.textHint')}
          rows={8}
          isRequired
          error={errors.template?.message}
          {...register('template')}
        />
        <Checkbox label={t('agendaTemplates.active')} {...register('active')} />
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('agendaTemplates.save')}
          </Button>
          {id ? (
            <Button variant="danger" onClick={remove}>
              {t('agendaTemplates.remove')}
            </Button>
          ) : null}
          <ButtonLink variant="ghost" to="/agenda-templates">
            {t('agendaTemplates.back')}
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}
