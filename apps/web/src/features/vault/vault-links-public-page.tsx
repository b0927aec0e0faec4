import {
  formatFileSize,
  type SharedDocument,
  type SharedDocumentVerifyBody,
  sharedDocumentVerifyBody,
  shareLinkPasscodeDigits,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { LockIcon } from '../../ui/icons.tsx';
import { Banner, Button, Card, EmptyState, Spinner, TextField } from '../../ui/index.ts';
import { sharedDocumentCalls, sharedDocumentKey, useSharedDocument } from './vault-links.api.ts';
import './vault-links.css';

/** A refusal that means the link has stopped (410) or this browser's access has lapsed (403): read where it stands again. */
const isStale = (error: unknown) => isApiError(error) && [403, 410].includes(error.status);

/**
 * `/shared-document/:token`, outside the signed-in shell: someone outside the portal opens a vault document
 * shared with them. They ask for a passcode (mailed to them), give it, and download the document; a link
 * that expired or was revoked says so at once.
 */
export function SharedDocumentPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const shared = useSharedDocument(token);
  if (shared.isPending) return <Spinner isPage />;
  if (shared.isError) {
    const isInvalid = isApiError(shared.error) && [400, 404].includes(shared.error.status);
    return (
      <div className="page page--centred">
        <EmptyState
          headingLevel={1}
          title={isInvalid ? t('vaultLinks.public.invalidTitle') : t('error.title')}
          action={isInvalid ? null : <Button onClick={() => void shared.refetch()}>{t('common.retry')}</Button>}
        >
          <p>{isInvalid ? t('vaultLinks.invalid') : t('vaultLinks.public.loadFailed')}</p>
        </EmptyState>
      </div>
    );
  }
  return <SharedDocumentState token={token} shared={shared.data} />;
}

function SharedDocumentState({ token, shared }: { token: string; shared: SharedDocument }) {
  const { t } = useTranslation();
  if (shared.status === 'expired' || shared.status === 'revoked') {
    const isExpired = shared.status === 'expired';
    return (
      <div className="page page--centred">
        <EmptyState headingLevel={1} title={t(isExpired ? 'vaultLinks.public.expiredTitle' : 'vaultLinks.public.revokedTitle')}>
          <p>
            {isExpired && shared.expires_at
              ? t('vaultLinks.public.expiredText', { date: formatDate(shared.expires_at) })
              : t('vaultLinks.stopped')}
          </p>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page shared-document">
      <h1 className="shared-document__title">
        <LockIcon aria-hidden="true" /> {t('vaultLinks.public.title')}
      </h1>
      {shared.status === 'open' ? <OpenDocument token={token} shared={shared} /> : <PasscodeStep token={token} shared={shared} />}
    </div>
  );
}

type Input = z.input<typeof sharedDocumentVerifyBody>;

/** Asks for the passcode, then takes it; the right one opens the document in this browser. */
function PasscodeStep({ token, shared }: { token: string; shared: SharedDocument }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const calls = sharedDocumentCalls(token);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reread = () => void queryClient.invalidateQueries({ queryKey: sharedDocumentKey(token) });
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, SharedDocumentVerifyBody>({
    resolver: zodResolver(sharedDocumentVerifyBody),
    defaultValues: { passcode: '' },
  });
  const send = useApiMutation(() => calls.sendPasscode(), {
    success: false,
    onSuccess: (answer) => {
      setProblem(null);
      setSent(answer.message);
    },
    onErrorDetails: (details, error) => (isStale(error) ? reread() : setProblem(details.join(' '))),
  });
  const verify = useApiMutation((values: SharedDocumentVerifyBody) => calls.verify(values.passcode), {
    success: false,
    form: { setError, fields: ['passcode'] },
    onSuccess: (opened) => queryClient.setQueryData(sharedDocumentKey(token), opened),
    onErrorDetails: (details, error) => (isStale(error) ? reread() : setProblem(details.join(' '))),
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    await verify.run(values);
  });

  return (
    <Card title={t('vaultLinks.public.passcodeTitle')} className="shared-document__card">
      <div className="stack">
        <p>{t('vaultLinks.public.passcodeLead', { hint: shared.recipient_hint ?? '' })}</p>
        {shared.expires_at ? (
          <p className="vault-link__meta">{t('vaultLinks.public.worksUntil', { date: formatDateTime(shared.expires_at) })}</p>
        ) : null}
        {problem ? (
          <Banner tone="error" role="alert">
            <p>{problem}</p>
          </Banner>
        ) : null}
        {sent ? (
          <>
            <Banner tone="success" role="status">
              <p>{sent}</p>
            </Banner>
            <form onSubmit={submit} noValidate className="form-grid shared-document__form">
              <TextField
                label={t('vaultLinks.public.passcode')}
                isRequired
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={shareLinkPasscodeDigits + 4}
                description={t('vaultLinks.public.passcodeHint')}
                error={formState.errors.passcode?.message}
                {...register('passcode')}
              />
              <div className="form-actions">
                <Button type="submit" isLoading={formState.isSubmitting}>
                  {t('vaultLinks.public.open')}
                </Button>
                <Button variant="ghost" isLoading={send.isPending} onClick={() => void send.run()}>
                  {t('vaultLinks.public.sendAgain')}
                </Button>
              </div>
            </form>
          </>
        ) : (
          <div className="form-actions">
            <Button isLoading={send.isPending} onClick={() => void send.run()}>
              {t('vaultLinks.public.sendPasscode')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

/** The document, once the passcode was given: who shared it, its size, and its download. */
function OpenDocument({ token, shared }: { token: string; shared: SharedDocument }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const download = useApiMutation(() => sharedDocumentCalls(token).download(), {
    success: false,
    onErrorDetails: (_details, error) => {
      if (isStale(error)) void queryClient.invalidateQueries({ queryKey: sharedDocumentKey(token) });
      else setProblem(t('vaultLinks.public.downloadFailed'));
    },
  });
  const document = shared.document;
  if (!document) return null;
  return (
    <Card title={document.name} className="shared-document__card">
      <div className="stack">
        {document.shared_by ? <p>{t('vaultLinks.public.sharedBy', { name: document.shared_by })}</p> : null}
        <p className="vault-link__meta">
          {document.file_name} · {formatFileSize(document.size_bytes)}
        </p>
        {problem ? (
          <Banner tone="error" role="alert">
            <p>{problem}</p>
          </Banner>
        ) : null}
        <div className="form-actions">
          <Button
            isLoading={download.isPending}
            onClick={() => {
              setProblem(null);
              void download.run();
            }}
          >
            {t('vaultLinks.public.download', { name: document.file_name })}
          </Button>
        </div>
        {shared.expires_at ? (
          <p className="vault-link__meta">{t('vaultLinks.public.worksUntil', { date: formatDateTime(shared.expires_at) })}</p>
        ) : null}
        <p className="vault-link__meta">{t('vaultLinks.public.again')}</p>
      </div>
    </Card>
  );
}
