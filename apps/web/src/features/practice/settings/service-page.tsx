import { type ServiceBody, serviceBody, serviceCategories, serviceCategoryLabels } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, ButtonLink, Card, Checkbox, Select, Spinner, TextArea, TextField } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { removeService, saveService, servicesQueryKey, useService } from './settings.api.ts';
import './settings.css';

const empty: ServiceBody = { category: 'investmentPlanning', title: '', description: '', charges: '', is_offered: true, position: 0 };
const fields = ['category', 'title', 'description', 'charges', 'is_offered', 'position'] as const;

/** One service: directors edit it (or create one at /new); others read it. */
export function ServicePage() {
  const { t } = useTranslation();
  const { itemId } = useParams();
  const isNew = itemId === 'new';
  const user = useSignedInUser();
  const query = useService(isNew ? undefined : itemId);
  useDocumentTitle(isNew ? t('services.add') : (query.data?.title ?? t('services.title')));
  if (!isNew && query.isPending) return <Spinner isPage />;
  if (!isNew && !query.data) return null;
  if (user.role !== 'director' && query.data) {
    const service = query.data;
    return (
      <div className="page page--narrow">
        <header className="page-header">
          <p className="page-header__meta">{serviceCategoryLabels[service.category]}</p>
          <h1>{service.title}</h1>
        </header>
        <Card title={t('services.charges')}>
          <p className="preserve-lines">{service.charges || t('services.noCharges')}</p>
        </Card>
        {service.description ? <p className="preserve-lines">{service.description}</p> : null}
        <ButtonLink variant="secondary" to="/services-and-charges">
          {t('services.back')}
        </ButtonLink>
      </div>
    );
  }
  return <ServiceForm id={isNew ? null : (itemId ?? null)} initial={query.data ?? empty} />;
}

function ServiceForm({ id, initial }: { id: string | null; initial: ServiceBody }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<ServiceBody>({
    resolver: zodResolver(serviceBody),
    values: {
      category: initial.category,
      title: initial.title,
      description: initial.description,
      charges: initial.charges,
      is_offered: initial.is_offered,
      position: initial.position,
    },
  });
  const save = useApiMutation((body: ServiceBody) => saveService(id, body), {
    success: t('practiceSettings.saved'),
    invalidates: [servicesQueryKey],
    onSuccess: (saved) => (id ? undefined : navigate(`/services-and-charges/${saved.id}`, { replace: true })),
    form: { setError, fields },
  });
  const removal = useApiMutation(removeService, {
    success: false,
    invalidates: [servicesQueryKey],
    onSuccess: () => navigate('/services-and-charges'),
  });
  const submit = handleSubmit(save.run);
  const remove = () => {
    if (id && window.confirm(t('services.confirmRemove'))) void removal.run(id);
  };
  const errors = formState.errors;
  return (
    <div className="page page--narrow">
      <header className="page-header">
        <h1>{id ? initial.title : t('services.add')}</h1>
        <p className="page-header__meta">{t('common.requiredHint')}</p>
      </header>
      <form onSubmit={submit} noValidate className="form-grid">
        <Select
          label={t('services.category')}
          options={serviceCategories.map((c) => ({ value: c, label: serviceCategoryLabels[c] }))}
          error={errors.category?.message}
          isRequired
          {...register('category')}
        />
        <TextField label={t('services.name')} isRequired error={errors.title?.message} {...register('title')} />
        <TextArea label={t('services.description')} rows={5} error={errors.description?.message} {...register('description')} />
        <TextArea label={t('services.charges')} rows={3} error={errors.charges?.message} {...register('charges')} />
        <TextField
          label={t('services.position')}
          type="number"
          min={0}
          error={errors.position?.message}
          {...register('position', { valueAsNumber: true })}
        />
        <Checkbox label={t('services.isOffered')} {...register('is_offered')} />
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('practiceSettings.save')}
          </Button>
          {id ? (
            <Button variant="danger" onClick={remove}>
              {t('services.remove')}
            </Button>
          ) : null}
          <ButtonLink variant="ghost" to="/services-and-charges">
            {t('services.back')}
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}
