import { type ServiceCharter, type ServiceCharterBody, serviceCharterBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, Card, Spinner, TextField } from '../../../ui/index.ts';
import { FileUpload } from './branding-images.tsx';
import { removeServiceCharter, saveServiceCharter, serviceChartersQueryKey, useServiceCharters } from './practice-resources.api.ts';
import './practice-resources.css';

/** The charter's rule as a form holds it: a date field is '' when empty, which the save sends as no date. */
const charterForm = serviceCharterBody.extend({ available_from: z.iso.date().or(z.literal('')) });
type CharterForm = z.infer<typeof charterForm>;
const fields = ['title', 'available_from', 'image_file_id'] as const;

function CharterEditor({ charter, onDone }: { charter: ServiceCharter | null; onDone?: () => void }) {
  const { t } = useTranslation();
  const [imageUrl, setImageUrl] = useState(charter?.image_url ?? null);
  const { register, handleSubmit, setError, setValue, formState } = useForm<CharterForm>({
    resolver: zodResolver(charterForm),
    values: {
      title: charter?.title ?? '',
      available_from: charter?.available_from ?? '',
      image_file_id: charter?.image_file_id ?? null,
    },
  });
  const save = useApiMutation(
    (value: CharterForm) => {
      const body: ServiceCharterBody = { ...value, available_from: value.available_from || null };
      return saveServiceCharter(charter?.id ?? null, body);
    },
    { success: t('serviceCharters.saved'), invalidates: [serviceChartersQueryKey], onSuccess: onDone, form: { setError, fields } },
  );
  const removal = useApiMutation(removeServiceCharter, { success: t('serviceCharters.removed'), invalidates: [serviceChartersQueryKey] });
  const errors = formState.errors;
  const name = charter?.title || t('serviceCharters.new');
  return (
    <form onSubmit={handleSubmit(save.run)} noValidate className="charter-editor" aria-label={name}>
      <div className="charter-editor__image">{imageUrl ? <img src={imageUrl} alt="" /> : <span aria-hidden="true">3:2</span>}</div>
      <div className="charter-editor__fields">
        <TextField label={t('serviceCharters.title')} isRequired error={errors.title?.message} {...register('title')} />
        <TextField
          type="date"
          label={t('serviceCharters.availableFrom')}
          error={errors.available_from?.message}
          {...register('available_from')}
        />
        <FileUpload
          purpose="serviceCharter"
          label={t('serviceCharters.image')}
          onUploaded={(file) => {
            setValue('image_file_id', file.id, { shouldDirty: true });
            setImageUrl(file.url);
          }}
        />
        {errors.image_file_id?.message ? (
          <p className="ui-field__error" role="alert">
            {errors.image_file_id.message}
          </p>
        ) : null}
        <div className="form-actions">
          <Button type="submit" size="sm" isLoading={formState.isSubmitting}>
            {charter ? t('serviceCharters.save') : t('serviceCharters.create')}
          </Button>
          {charter ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void removal.run(charter.id)}
              aria-label={t('serviceCharters.removeNamed', { name })}
            >
              {t('serviceCharters.remove')}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={onDone}>
              {t('serviceCharters.cancel')}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

/** The practice's service charters, each saved on its own through `/service-charters`. */
export function ServiceChartersCard() {
  const { t } = useTranslation();
  const query = useServiceCharters();
  const [isAdding, setIsAdding] = useState(false);
  return (
    <Card title={t('practiceSettings.serviceCharters')} description={t('serviceCharters.hint')}>
      {query.isPending ? <Spinner /> : null}
      <div className="stack">
        {query.data?.map((charter) => (
          <CharterEditor key={charter.id} charter={charter} />
        ))}
        {isAdding ? <CharterEditor charter={null} onDone={() => setIsAdding(false)} /> : null}
      </div>
      {isAdding ? null : (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setIsAdding(true)}>
            {t('practiceSettings.addCharter')}
          </Button>
        </div>
      )}
    </Card>
  );
}
