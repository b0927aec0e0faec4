import {
  type MotivationItem,
  type MotivationItemKind,
  maxMotivationTitleLength,
  motivationItemKinds,
  motivationItemProblems,
  motivationTitleField,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ButtonLink, ProblemsBanner, Select, TextField, useUploadsOnSave } from '../../ui/index.ts';
import { motivationCalls, motivationKey } from './motivation.api.ts';
import { type ChosenFile, GalleryImagesField, MainImageField, PdfFileField, savedChoice } from './motivation-file-fields.tsx';

/** The form's own field for each field the domain's rules (and the server) name. */
const formFieldOf = { url: 'url', file_id: 'pdf', main_image_id: 'main_image', image_ids: 'images' } as const;

/**
 * The form's values, checked by the domain's rules before anything is sent: the same title field and
 * `motivationItemProblems` the server checks the saved body with, so each message shows beside its field early.
 */
export const motivationFormSchema = z
  .object({
    kind: z.enum(motivationItemKinds),
    title: motivationTitleField,
    url: z.string(),
    pdf: z.custom<ChosenFile | null>(),
    main_image: z.custom<ChosenFile | null>(),
    images: z.custom<ChosenFile[]>(),
  })
  .superRefine((values, context) => {
    const problems = motivationItemProblems({
      kind: values.kind,
      url: values.url,
      file_id: values.pdf?.key ?? null,
      main_image_id: values.main_image?.key ?? null,
      image_ids: values.images.map((image) => image.key),
    });
    for (const problem of problems) context.addIssue({ code: 'custom', path: [formFieldOf[problem.field]], message: problem.message });
  });
type Values = z.output<typeof motivationFormSchema>;
type FileField = 'pdf' | 'main_image' | 'images';
const fields = ['kind', 'title', 'url', 'pdf', 'main_image', 'images'] as const;

/** A server's pointer as the form's field: `/image_ids/2` is the photos' field. */
function fieldOfPointer(pointer: string): (typeof fields)[number] | undefined {
  const name = pointer.split('/')[1] ?? '';
  if (name in formFieldOf) return formFieldOf[name as keyof typeof formFieldOf];
  return (fields as readonly string[]).includes(name) ? (name as (typeof fields)[number]) : undefined;
}

function defaultsOf(item: MotivationItem | undefined): Values {
  return {
    kind: item?.kind ?? 'link',
    title: item?.title ?? '',
    url: item?.url ?? '',
    pdf: item?.pdf ? savedChoice(item.pdf) : null,
    main_image: item?.main_image ? savedChoice(item.main_image) : null,
    images: item?.images.map(savedChoice) ?? [],
  };
}

type FormProps = {
  clientId: string;
  /** The item being edited; none adds a new one. */
  item?: MotivationItem;
  /** Where cancelling leads. */
  backPath: string;
  /** Where a saved item is shown. */
  itemPath: (itemId: string) => string;
};

/**
 * Adds or edits an item: a link, a PDF (a file or a link to one) or a gallery. Chosen files are checked
 * at once, uploaded one by one when the form is saved (each once, however often the save is retried),
 * then the item is saved naming them; a refusal shows beside the field it concerns.
 */
export function MotivationItemForm({ clientId, item, backPath, itemPath }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problems, setProblems] = useState<string[]>([]);
  const { uploading, idOf } = useUploadsOnSave();
  const { register, control, handleSubmit, setError, watch, formState } = useForm<Values>({
    resolver: zodResolver(motivationFormSchema),
    defaultValues: defaultsOf(item),
  });
  const { errors } = formState;
  const kind = watch('kind');

  const fileIdOf = async (choice: ChosenFile, field: FileField): Promise<string> =>
    choice.source === 'saved'
      ? choice.key
      : idOf(choice, field, (file) => motivationCalls.upload(clientId, field === 'pdf' ? 'pdf' : 'image', file));

  const save = useApiMutation(
    async (values: Values) => {
      const isGallery = values.kind === 'gallery';
      const fileId = values.kind === 'pdf' && values.pdf ? await fileIdOf(values.pdf, 'pdf') : null;
      const mainImageId = isGallery && values.main_image ? await fileIdOf(values.main_image, 'main_image') : null;
      const imageIds: string[] = [];
      if (isGallery) for (const image of values.images) imageIds.push(await fileIdOf(image, 'images'));
      const body = {
        kind: values.kind,
        title: values.title,
        url: isGallery ? null : values.url.trim() || null,
        file_id: fileId,
        main_image_id: mainImageId,
        image_ids: imageIds,
      };
      return item ? motivationCalls.update(clientId, item.id, body) : motivationCalls.create(clientId, body);
    },
    {
      invalidates: [motivationKey],
      form: { setError, fields, fieldOf: fieldOfPointer },
      onErrorDetails: (details) => setProblems(details),
      onSuccess: (saved) => navigate(itemPath(saved.id)),
    },
  );
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    await save.run(values);
  });
  const refuse = (field: FileField) => (message: string) => setError(field, { type: 'chosen', message });
  const kindOptions = motivationItemKinds.map((value: MotivationItemKind) => ({ value, label: t(`motivation.kind.${value}`) }));

  return (
    <form onSubmit={submit} noValidate className="form-grid motivation-form">
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <Select label={t('motivation.form.kind')} isRequired options={kindOptions} error={errors.kind?.message} {...register('kind')} />
      <TextField
        label={t('motivation.form.title')}
        isRequired
        autoComplete="off"
        maxLength={maxMotivationTitleLength}
        description={t('motivation.form.titleHint')}
        error={errors.title?.message}
        {...register('title')}
      />
      {kind === 'link' ? (
        <TextField
          label={t('motivation.form.url')}
          isRequired
          type="url"
          inputMode="url"
          autoComplete="url"
          description={t('motivation.form.urlHint')}
          error={errors.url?.message}
          {...register('url')}
        />
      ) : null}
      {kind === 'pdf' ? (
        <>
          <Controller
            control={control}
            name="pdf"
            render={({ field }) => (
              <PdfFileField value={field.value} error={errors.pdf?.message} onChange={field.onChange} onRefused={refuse('pdf')} />
            )}
          />
          <TextField
            label={t('motivation.form.pdfUrl')}
            type="url"
            inputMode="url"
            description={t('motivation.form.pdfUrlHint')}
            error={errors.url?.message}
            {...register('url')}
          />
        </>
      ) : null}
      {kind === 'gallery' ? (
        <>
          <Controller
            control={control}
            name="main_image"
            render={({ field }) => (
              <MainImageField
                value={field.value}
                error={errors.main_image?.message}
                onChange={field.onChange}
                onRefused={refuse('main_image')}
              />
            )}
          />
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <GalleryImagesField
                value={field.value}
                error={errors.images?.message}
                onChange={field.onChange}
                onRefused={refuse('images')}
              />
            )}
          />
        </>
      ) : null}
      <p className="motivation-form__status" aria-live="polite">
        {uploading ? t('motivation.form.uploading', { name: uploading }) : ''}
      </p>
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t(item ? 'motivation.form.save' : 'motivation.form.add')}
        </Button>
        <ButtonLink variant="ghost" to={backPath}>
          {t('motivation.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
