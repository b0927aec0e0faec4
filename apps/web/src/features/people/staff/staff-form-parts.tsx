import { useQueryClient } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { Button, Card, TextField } from '../../../ui/index.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { createStaffMember, refreshStaff, updateStaffMember } from './staff.api.ts';

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

type StaffArea = 'admins' | 'advisers';

/** Creates the member, refreshes the lists and opens the new member's page. */
export function useCreateStaffMember(area: StaffArea, path: string): (body: object) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (body) => {
    const created = await createStaffMember(path, body);
    await refreshStaff(queryClient);
    notify.success(t(`staff.${area}.created`, { email: created.data.email }));
    await navigate(`${path}/${created.data.id}`);
  };
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

/** Saves an existing member's details at `path` and refreshes the lists. */
export function useSaveStaffDetails(path: string): (body: object) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (body) => {
    await updateStaffMember(path, body);
    notify.success(t('staff.saved'));
    await refreshStaff(queryClient);
  };
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
