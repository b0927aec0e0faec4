import {
  type DocumentRequestBody,
  documentRequestBody,
  documentRequestItemNameMax,
  documentRequestItemsMax,
  documentRequestNoteMax,
  documentRequestTitleMax,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { Button, Checkbox, Dialog, ProblemsBanner, TextArea, TextField } from '../../ui/index.ts';
import { documentRequestCalls, documentRequestsKey } from './document-requests.api.ts';

type Input = z.input<typeof documentRequestBody>;
const emptyItem = { name: '', is_required: true };

/** `/items/2/name` → `items.2.name`: the server names a row's field by its pointer. */
const fieldOf = (pointer: string) => pointer.replace(/^\//u, '').replaceAll('/', '.') as never;

/**
 * Staff ask a client for documents: a title, a note, and the documents (each required or optional). The
 * domain's schema checks it before it is sent; the server's refusals land beside the field they name.
 */
function DocumentRequestForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const { register, control, handleSubmit, setError, formState } = useForm<Input, unknown, DocumentRequestBody>({
    resolver: zodResolver(documentRequestBody),
    defaultValues: { title: '', note: '', items: [emptyItem] },
  });
  const items = useFieldArray({ control, name: 'items' });
  const { errors } = formState;
  const send = useApiMutation((values: DocumentRequestBody) => documentRequestCalls.create(clientId, values), {
    invalidates: [documentRequestsKey],
    form: { setError, fields: 'every', fieldOf },
    onErrorDetails: setProblems,
  });
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    if (await send.run(values)) onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="form-grid document-requests-form">
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <TextField
        label={t('documentRequests.field.title')}
        isRequired
        maxLength={documentRequestTitleMax}
        description={t('documentRequests.field.titleHint')}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea
        label={t('documentRequests.field.note')}
        rows={3}
        maxLength={documentRequestNoteMax}
        error={errors.note?.message}
        {...register('note')}
      />
      <fieldset className="document-requests-form__items">
        <legend>{t('documentRequests.field.items')}</legend>
        {errors.items?.message ? (
          <p className="ui-field__error" role="alert">
            {errors.items.message}
          </p>
        ) : null}
        {items.fields.map((field, index) => (
          <div key={field.id} className="document-requests-form__item">
            <TextField
              label={t('documentRequests.field.itemName', { number: index + 1 })}
              isRequired
              maxLength={documentRequestItemNameMax}
              error={errors.items?.[index]?.name?.message}
              {...register(`items.${index}.name`)}
            />
            <Checkbox label={t('documentRequests.field.itemRequired')} {...register(`items.${index}.is_required`)} />
            {items.fields.length > 1 ? (
              <button
                type="button"
                className="ui-icon-button"
                aria-label={t('documentRequests.removeItem', { number: index + 1 })}
                onClick={() => items.remove(index)}
              >
                <CloseIcon />
              </button>
            ) : null}
          </div>
        ))}
        {items.fields.length < documentRequestItemsMax ? (
          <Button variant="secondary" size="sm" onClick={() => items.append(emptyItem)}>
            {t('documentRequests.addItem')}
          </Button>
        ) : null}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('documentRequests.send')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('documentRequests.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function DocumentRequestDialog({ isOpen, clientId, onDone }: { isOpen: boolean; clientId: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onDone} title={t('documentRequests.formTitle')}>
      {isOpen ? <DocumentRequestForm clientId={clientId} onDone={onDone} /> : null}
    </Dialog>
  );
}
