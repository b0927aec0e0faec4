import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager, TextField } from '../../../ui/index.ts';

/** The heading of a page under Clients, with the way back to the list. */
export function ClientsPageHeader({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation();
  return (
    <header className="page-header">
      <Link to="/clients">{t('clients.back')}</Link>
      <h1>{title}</h1>
      <p className="page__lead">{lead}</p>
    </header>
  );
}

type NameField = 'first_name' | 'last_name' | 'email';

/** The name and e-mail of a new client or prospect; the browser must not fill in someone else's. */
export function ClientNameFields({
  register,
  errors,
}: {
  register: (name: NameField) => UseFormRegisterReturn;
  errors: Partial<Record<NameField, { message?: string }>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('clients.firstName')}
        isRequired
        autoComplete="off"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField label={t('clients.lastName')} isRequired autoComplete="off" error={errors.last_name?.message} {...register('last_name')} />
      <TextField
        label={t('clients.email')}
        type="email"
        isRequired
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
    </>
  );
}

/** The pager under a list of clients, in the Clients pages' own words ("Previous page"). */
export function ClientsPager(props: Omit<ComponentProps<typeof Pager>, 'previousLabel' | 'nextLabel'>) {
  const { t } = useTranslation();
  return <Pager {...props} previousLabel={t('clients.previous')} nextLabel={t('clients.next')} />;
}
