import { type ShareLinkBody, shareLinkBody, shareLinkDayChoices, shareLinkDaysDefault } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Dialog, ProblemsBanner, Select, TextField } from '../../ui/index.ts';
import { shareLinkCalls, shareLinksKey } from './vault-links.api.ts';

type Input = z.input<typeof shareLinkBody>;
const fields = ['recipient_name', 'recipient_email', 'expires_in_days'] as const;

type DialogProps = { isOpen: boolean; clientId: string; itemId: string; documentName: string; onClose: () => void };

/**
 * Makes a share link: to whom (name and e-mail, where the link and its passcode go) and for how long. The
 * domain's schema checks each field before anything is sent; the server's refusals land beside the field.
 */
function ShareLinkForm({ clientId, itemId, onClose }: Omit<DialogProps, 'isOpen' | 'documentName'>) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, ShareLinkBody>({
    resolver: zodResolver(shareLinkBody),
    defaultValues: { recipient_name: '', recipient_email: '', expires_in_days: shareLinkDaysDefault },
  });
  const { errors } = formState;
  const create = useApiMutation((values: ShareLinkBody) => shareLinkCalls.create({ clientId, itemId }, values), {
    invalidates: [shareLinksKey],
    form: { setError, fields },
    onErrorDetails: setProblems,
  });
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    if (await create.run(values)) onClose();
  });
  const dayOptions = shareLinkDayChoices.map((days) => ({ value: String(days), label: t('vaultLinks.days', { count: days }) }));

  return (
    <form onSubmit={submit} noValidate className="form-grid vault-links-form">
      <p>{t('vaultLinks.dialogText')}</p>
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <TextField
        label={t('vaultLinks.field.name')}
        isRequired
        maxLength={120}
        autoComplete="off"
        error={errors.recipient_name?.message}
        {...register('recipient_name')}
      />
      <TextField
        label={t('vaultLinks.field.email')}
        type="email"
        isRequired
        maxLength={254}
        autoComplete="off"
        description={t('vaultLinks.field.emailHint')}
        error={errors.recipient_email?.message}
        {...register('recipient_email')}
      />
      <Select
        label={t('vaultLinks.field.days')}
        isRequired
        options={dayOptions}
        error={errors.expires_in_days?.message}
        {...register('expires_in_days')}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('vaultLinks.send')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('vaultLinks.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The form in a dialog named for the document. */
export function ShareLinkDialog({ isOpen, documentName, ...props }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={props.onClose} title={t('vaultLinks.dialogTitle', { name: documentName })}>
      {isOpen ? <ShareLinkForm {...props} /> : null}
    </Dialog>
  );
}
