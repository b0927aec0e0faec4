import { allows, type ClientDetail, verificationCoverNoteMax, verificationCreateBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Card, ProblemsBanner, Select, TextArea } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { ClientHeader } from '../people/client-account/client-header.tsx';
import { usePractice } from '../practice/practice.api.ts';
import { enabledAuthorities, verificationCalls, verificationKey } from './verification.api.ts';
import { BackToVerifications, StaffVerificationPage } from './verification-guards.tsx';

type Input = z.input<typeof verificationCreateBody>;
type Output = z.output<typeof verificationCreateBody>;
const fields = ['authority', 'cover_note'] as const;

/**
 * The adviser's request: the authority (only those the practice has switched on; at least one must be chosen, as
 * the shared schema says beside the field at once) and a cover note. The new verification's page opens next.
 */
function NewVerificationForm({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const authorities = enabledAuthorities(usePractice());
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(verificationCreateBody),
    defaultValues: { authority: (authorities.length === 1 ? authorities[0] : '') as Input['authority'], cover_note: '' },
  });
  const create = useApiMutation((values: Output) => verificationCalls.create(client.id, values), {
    invalidates: [verificationKey],
    form: { setError, fields },
    onErrorDetails: (details) => setProblems(details),
  });
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    const created = await create.runForResult(values);
    if (created) await navigate(`/clients/${client.id}/identity-verifications/${created.id}`, { replace: true });
  });
  if (authorities.length === 0)
    return (
      <Banner tone="info">
        <p>{t('verification.form.noAuthority')}</p>
      </Banner>
    );
  const options = [
    ...(authorities.length > 1 ? [{ value: '', label: t('verification.form.choose') }] : []),
    ...authorities.map((authority) => ({ value: authority, label: t(`verification.authority.${authority}`) })),
  ];
  return (
    <form onSubmit={submit} noValidate className="form-grid verification-form">
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <Select
        label={t('verification.form.authority')}
        isRequired
        options={options}
        description={t('verification.form.authorityHint')}
        error={formState.errors.authority?.message}
        {...register('authority')}
      />
      <TextArea
        label={t('verification.form.coverNote')}
        rows={5}
        maxLength={verificationCoverNoteMax}
        description={t('verification.form.coverNoteHint')}
        error={formState.errors.cover_note?.message}
        {...register('cover_note')}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('verification.form.send')}
        </Button>
      </div>
    </form>
  );
}

/** clients/{clientId}/identity-verifications/new: an adviser of the client asks them to verify their identity. */
export function NewVerificationRoute() {
  const { t } = useTranslation();
  return (
    <StaffVerificationPage title={(client) => `${t('verification.newTitle')} – ${personName(client)}`}>
      {(client) =>
        allows(client, 'verification.create') ? (
          <>
            <ClientHeader client={client} title={t('verification.newTitle')} />
            <BackToVerifications to={`/clients/${client.id}/identity-verifications`} />
            <Card title={t('verification.facts')} description={t('verification.newLead', { name: personName(client) })}>
              <NewVerificationForm client={client} />
            </Card>
          </>
        ) : (
          <NotFoundPage />
        )
      }
    </StaffVerificationPage>
  );
}
