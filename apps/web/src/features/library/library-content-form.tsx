import {
  type LibraryPdf,
  type LibraryUpload,
  libraryContentProblems,
  libraryMessages,
  libraryTitleField,
  maxLibraryDescriptionLength,
  maxLibraryTitleLength,
  uploadPolicies,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import {
  Button,
  ButtonLink,
  type ChosenPdf,
  ChosenPdfField,
  chosenPdfId,
  ProblemsBanner,
  savedPdfOf,
  TextArea,
  TextField,
  useUploadsOnSave,
} from '../../ui/index.ts';
import { libraryKey } from './library.api.ts';

/** What the form starts from: an item's or a brochure's content, or nothing for a new one. */
export type ContentValues = {
  title: string;
  description: string;
  pdf: LibraryPdf | null;
  pdf_url: string | null;
  link_url: string | null;
  display_until?: string | null;
};

/** What the form sends, as both the item's and the brochure's body take it. */
export type ContentBody = {
  title: string;
  description: string;
  pdf_file_id: string | null;
  pdf_url: string | null;
  link_url: string | null;
  display_until?: string | null;
};

const formFieldOf = { pdf_file_id: 'pdf' } as const;
const fields = ['title', 'description', 'pdf', 'pdf_url', 'link_url', 'display_until'] as const;
type FormField = (typeof fields)[number];

function fieldOfPointer(pointer: string): FormField | undefined {
  const name = pointer.split('/')[1] ?? '';
  if (name in formFieldOf) return formFieldOf[name as keyof typeof formFieldOf];
  return (fields as readonly string[]).includes(name) ? (name as FormField) : undefined;
}

/**
 * The form's values, checked by the domain's rules before anything is sent: the title field and
 * `libraryContentProblems` the server checks with (the date against the one the item keeps), beside each field.
 */
export function libraryFormSchema(keptDate: string | null) {
  return z
    .object({
      title: libraryTitleField,
      description: z.string().max(maxLibraryDescriptionLength, libraryMessages['library.descriptionTooLong']),
      pdf: z.custom<ChosenPdf | null>(),
      pdf_url: z.string(),
      link_url: z.string(),
      display_until: z.string(),
    })
    .superRefine((values, context) => {
      const problems = libraryContentProblems(
        {
          pdf_url: values.pdf_url,
          pdf_file_id: values.pdf ? 'chosen' : null,
          link_url: values.link_url,
          display_until: values.display_until,
        },
        { keptDate },
      );
      for (const problem of problems)
        context.addIssue({ code: 'custom', path: [fieldOfPointer(`/${problem.field}`) ?? problem.field], message: problem.message });
    });
}
type Values = z.output<ReturnType<typeof libraryFormSchema>>;

function defaultsOf(content: ContentValues | undefined): Values {
  return {
    title: content?.title ?? '',
    description: content?.description ?? '',
    pdf: savedPdfOf(content?.pdf),
    pdf_url: content?.pdf_url ?? '',
    link_url: content?.link_url ?? '',
    display_until: content?.display_until ?? '',
  };
}

type FormProps = {
  /** The content being edited; none adds new. */
  content?: ContentValues;
  /** Whether the content has a display-until date (a practice's item; a brochure has none). */
  hasDate: boolean;
  purpose: 'libraryPdf' | 'brochurePdf';
  upload: (file: File) => Promise<LibraryUpload>;
  save: (body: ContentBody) => Promise<{ id: string }>;
  /** Where a save leads. */
  afterSave: string;
  backPath: string;
};

/**
 * Adds or edits library content: title, description, a PDF (uploaded or by its URL) or a link – exactly one –
 * and, for a practice's item, the date it is shown until. A chosen PDF is checked at once and uploaded on
 * saving; each refusal shows beside its field.
 */
export function LibraryContentForm({ content, hasDate, purpose, upload, save, afterSave, backPath }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problems, setProblems] = useState<string[]>([]);
  const { uploading, idOf } = useUploadsOnSave();
  const { register, handleSubmit, setError, clearErrors, setValue, watch, formState } = useForm<Values>({
    resolver: zodResolver(libraryFormSchema(content?.display_until ?? null)),
    defaultValues: defaultsOf(content),
  });
  const { errors } = formState;
  const pdf = watch('pdf');

  const saving = useApiMutation(
    async (values: Values) => {
      const pdfId = await chosenPdfId(values.pdf, idOf, upload);
      return save({
        title: values.title,
        description: values.description,
        pdf_file_id: pdfId,
        pdf_url: values.pdf_url.trim() || null,
        link_url: values.link_url.trim() || null,
        ...(hasDate ? { display_until: values.display_until || null } : {}),
      });
    },
    {
      invalidates: [libraryKey],
      form: { setError, fields, fieldOf: fieldOfPointer },
      onErrorDetails: (details) => setProblems(details),
      onSuccess: () => navigate(afterSave),
    },
  );
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    await saving.run(values);
  });

  return (
    <form onSubmit={submit} noValidate className="form-grid library-form">
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <TextField
        label={t('library.form.title')}
        isRequired
        autoComplete="off"
        maxLength={maxLibraryTitleLength}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea label={t('library.form.description')} rows={4} error={errors.description?.message} {...register('description')} />
      <fieldset className="ui-field library-form__content">
        <legend className="ui-field__label">{t('library.form.contentGroup')}</legend>
        <p className="ui-field__description">{t('library.form.contentHint')}</p>
        <ChosenPdfField
          pdf={pdf}
          policy={uploadPolicies[purpose]}
          texts={{
            choose: t('library.form.pdfFile'),
            chosen: t('library.form.pdfChosen', { name: pdf?.name ?? '' }),
            remove: t('library.form.pdfRemove'),
          }}
          error={errors.pdf?.message ?? null}
          onChange={(chosen) => {
            clearErrors('pdf');
            setValue('pdf', chosen, { shouldDirty: true });
          }}
          onRefused={(message) => setError('pdf', { type: 'chosen', message })}
        />
        <TextField
          label={t('library.form.pdfUrl')}
          type="url"
          inputMode="url"
          description={t('library.form.pdfUrlHint')}
          error={errors.pdf_url?.message}
          {...register('pdf_url')}
        />
        <TextField
          label={t('library.form.link')}
          type="url"
          inputMode="url"
          description={t('library.form.linkHint')}
          error={errors.link_url?.message}
          {...register('link_url')}
        />
      </fieldset>
      {hasDate ? (
        <TextField
          label={t('library.form.displayUntil')}
          type="date"
          description={t('library.form.displayUntilHint')}
          error={errors.display_until?.message}
          {...register('display_until')}
        />
      ) : null}
      <p className="library-form__status" aria-live="polite">
        {uploading ? t('library.form.uploading', { name: uploading }) : ''}
      </p>
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {hasDate ? t('library.form.save') : t('brochures.form.save')}
        </Button>
        <ButtonLink variant="ghost" to={backPath}>
          {t('library.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
