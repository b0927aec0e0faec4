import {
  type MessageCategory,
  type MessageKind,
  type MessageLink,
  messageBodyMaxLength,
  messageCategories,
  messageCategoryLabels,
  type NewMessageBody,
  newMessageBody,
} from '@advice/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ProblemsBanner, Select, TextArea } from '../../ui/index.ts';
import { MessageDocumentPicker } from './message-document-picker.tsx';
import { MessageFilesField } from './message-files-field.tsx';
import { type ChosenLink, messageCalls, summaryKey, threadKey, unreadKey } from './messages.api.ts';
import { useMessageFiles } from './use-message-files.ts';

type ComposerValues = { body: string; category: MessageCategory; files: string[]; links: MessageLink[] };
const fields = ['body', 'category', 'files', 'links'] as const;

/** A refusal of one file or link (`/files/0`) shows beside the field that holds them. */
const fieldOf = (pointer: string) => fields.find((field) => pointer === `/${field}` || pointer.startsWith(`/${field}/`));

type ComposerProps = {
  clientId: string;
  kind: MessageKind;
  /** Staff choose a note's category; a client's messages are general. */
  hasCategory: boolean;
  label: string;
};

/**
 * Writes a message to one thread: its words, a category for staff, files (dropped or chosen, 10 MB in all)
 * and links to documents of the client's cases. It needs words or something attached, by the domain's
 * own schema, before anything is sent; the server's refusals land beside the field they name.
 */
export function MessageComposer({ clientId, kind, hasCategory, label }: ComposerProps) {
  const { t } = useTranslation();
  const attachments = useMessageFiles();
  const [links, setLinks] = useState<ChosenLink[]>([]);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<ComposerValues>({
    defaultValues: { body: '', category: 'general', files: [], links: [] },
  });
  const { errors } = formState;

  const send = useApiMutation((values: NewMessageBody) => messageCalls.send(clientId, kind, values), {
    invalidates: [threadKey(clientId, kind), summaryKey, unreadKey],
    form: { setError, fields, fieldOf },
    onErrorDetails: (details) => setProblems(details),
  });

  const submit = handleSubmit(async ({ body, category }) => {
    setProblems([]);
    clearErrors();
    const values = {
      body,
      category: hasCategory ? category : 'general',
      files: attachments.uploadIds,
      links: links.map(({ kind: linkKind, id }) => ({ kind: linkKind, id })),
    };
    const checked = newMessageBody.safeParse(values);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = fields.find((name) => name === issue.path[0]) ?? 'body';
        setError(field, { type: 'rule', message: issue.message }, { shouldFocus: field === 'body' });
      }
      return;
    }
    if (await send.run(checked.data)) {
      reset();
      attachments.reset();
      setLinks([]);
    }
  });

  const isBusy = formState.isSubmitting;
  const categoryOptions = messageCategories.map((value) => ({ value, label: messageCategoryLabels[value] }));
  return (
    <>
      <form onSubmit={submit} noValidate className="messages-composer" aria-label={label}>
        <ProblemsBanner problems={problems} />
        <TextArea
          label={t('messages.body')}
          rows={4}
          maxLength={messageBodyMaxLength}
          description={t('messages.bodyHint')}
          error={errors.body?.message}
          {...register('body')}
        />
        {hasCategory ? (
          <Select label={t('messages.category')} options={categoryOptions} error={errors.category?.message} {...register('category')} />
        ) : null}
        <MessageFilesField
          files={attachments.files}
          error={attachments.error ?? errors.files?.message}
          isDisabled={isBusy}
          onAdd={(chosen) => {
            clearErrors('files');
            attachments.add(chosen);
          }}
          onRemove={attachments.remove}
        />
        <div className="ui-field messages-links">
          {links.length > 0 ? (
            <ul className="messages-links__list" aria-label={t('messages.links.chosen')}>
              {links.map((link) => (
                <li key={link.id} className="messages-chip">
                  <span>{link.name}</span>
                  <button
                    type="button"
                    className="messages-chip__remove"
                    aria-label={t('messages.links.remove', { name: link.name })}
                    onClick={() => setLinks((list) => list.filter((item) => item.id !== link.id))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setIsPickerOpen(true)} disabled={isBusy}>
            {t('messages.links.open')}
          </Button>
          {errors.links?.message ? (
            <p className="ui-field__error" role="alert">
              {errors.links.message}
            </p>
          ) : null}
        </div>
        <div className="form-actions">
          <Button type="submit" isLoading={isBusy} disabled={attachments.isUploading}>
            {t('messages.sendButton')}
          </Button>
          {attachments.isUploading ? <span className="messages__note">{t('messages.waitForUploads')}</span> : null}
        </div>
      </form>
      <MessageDocumentPicker
        clientId={clientId}
        isClientThread={kind === 'client_note'}
        isOpen={isPickerOpen}
        chosen={links}
        onClose={() => setIsPickerOpen(false)}
        onChoose={(chosen) => setLinks((list) => [...list, ...chosen])}
      />
    </>
  );
}
