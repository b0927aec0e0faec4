import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type MutationForm, useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card, TextField } from '../../../ui/index.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { type StaffArea, staffKeys } from './staff.api.ts';

type ContactField = 'first_name' | 'last_name' | 'phone';

interface StaffContactFieldsProps {
  register: (name: ContactField) => UseFormRegisterReturn;
  errors: Partial<Record<ContactField | 'email', { message?: string }>>;
  /** Only a new member's e-mail is entered here; an existing one's is changed by its owner. */
  emailRegistration?: UseFormRegisterReturn;
  autoComplete?: 'off';
}

/** Name, e-mail (for a new member) and phone, shared by every staff form. */
export function StaffContactFields({ register, errors, emailRegistration, autoComplete }: StaffContactFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('staff.firstName')}
        autoComplete={autoComplete}
        isRequired
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        label={t('staff.lastName')}
        autoComplete={autoComplete}
        isRequired
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      {emailRegistration ? (
        <TextField
          label={t('staff.email')}
          type="email"
          autoComplete={autoComplete}
          isRequired
          error={errors.email?.message}
          {...emailRegistration}
        />
      ) : null}
      <TextField
        label={t('staff.phone')}
        type="tel"
        description={t('staff.phoneHint')}
        error={errors.phone?.message}
        {...register('phone')}
      />
    </>
  );
}

/** Creates the member, refreshes the lists and opens the new member's page. */
export function useCreateStaffMember<TForm extends FieldValues, TBody>(
  area: StaffArea,
  path: string,
  create: (body: TBody) => Promise<{ id: string; email: string }>,
  form: MutationForm<TForm>,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useApiMutation(create, {
    success: (created) => t(`staff.${area}.created`, { email: created.email }),
    onSuccess: (created) => navigate(`${path}/${created.id}`),
    invalidates: [staffKeys.all],
    form,
  });
}

interface NewStaffPageProps {
  area: StaffArea;
  path: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  children: ReactNode;
}

/** The page around a new-member form: back link, title, intro and the submit button. */
export function NewStaffPage({ area, path, onSubmit, isSubmitting, children }: NewStaffPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(`staff.${area}.newTitle`));
  return (
    <div className="page page--narrow">
      <p>
        <Link to={path}>{t('staff.back')}</Link>
      </p>
      <header className="page-header">
        <h1>{t(`staff.${area}.newTitle`)}</h1>
        <p className="page__lead">{t(`staff.${area}.newIntro`)}</p>
        <p className="page-header__meta">{t('common.requiredHint')}</p>
      </header>
      <Card title={t('staff.detailsTitle')}>
        <form onSubmit={onSubmit} noValidate className="form-grid">
          {children}
          <div className="form-actions">
            <Button type="submit" isLoading={isSubmitting}>
              {t(`staff.${area}.create`)}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

/** Saves an existing member's details and refreshes the lists. */
export function useSaveStaffDetails<TForm extends FieldValues, TBody>(save: (body: TBody) => Promise<unknown>, form: MutationForm<TForm>) {
  const { t } = useTranslation();
  return useApiMutation(save, {
    success: t('staff.saved'),
    invalidates: [staffKeys.all],
    form,
  });
}

/** The card around an existing member's details form. */
export function StaffEditCard({
  onSubmit,
  isSubmitting,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card id="edit" title={t('staff.editTitle')}>
      <form onSubmit={onSubmit} noValidate className="form-grid">
        {children}
        <div className="form-actions">
          <Button type="submit" isLoading={isSubmitting}>
            {t('staff.saveDetails')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
