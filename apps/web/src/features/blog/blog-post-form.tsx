import {
  type BlogAuthor,
  type BlogPost,
  type BlogPublication,
  blogMessages,
  blogPostProblems,
  blogPublications,
  blogTitleField,
  maxBlogTextLength,
  maxBlogTitleLength,
  uploadPolicies,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { formatDateTime, isoToLocalInput, localInputToIso } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import {
  Banner,
  Button,
  ButtonLink,
  type ChosenPdf,
  ChosenPdfField,
  chosenPdfId,
  ProblemsBanner,
  Select,
  Spinner,
  savedPdfOf,
  TextArea,
  TextField,
  useUploadsOnSave,
} from '../../ui/index.ts';
import { blogCalls, blogKey, useBlogAuthors } from './blog.api.ts';
import { BlogMarkdown } from './blog-markdown.tsx';

/** The form's field for each field the domain's rules (and the server) name. */
const formFieldOf = { pdf_file_id: 'pdf', published_at: 'scheduled_at' } as const;
const fields = ['title', 'author_id', 'text', 'pdf', 'pdf_url', 'publication', 'scheduled_at'] as const;
type FormField = (typeof fields)[number];

function fieldOfPointer(pointer: string): FormField | undefined {
  const name = pointer.split('/')[1] ?? '';
  if (name in formFieldOf) return formFieldOf[name as keyof typeof formFieldOf];
  return (fields as readonly string[]).includes(name) ? (name as FormField) : undefined;
}

/**
 * The editor's values, checked by the domain's rules before anything is sent: the same title field and
 * `blogPostProblems` the server checks the saved body with, so each message shows beside its field early.
 */
export const blogFormSchema = z
  .object({
    title: blogTitleField,
    author_id: z.string().min(1, blogMessages['blog.authorRequired']),
    text: z.string().max(maxBlogTextLength, blogMessages['blog.textTooLong']),
    pdf: z.custom<ChosenPdf | null>(),
    pdf_url: z.string(),
    publication: z.enum(blogPublications),
    scheduled_at: z.string(),
  })
  .superRefine((values, context) => {
    const problems = blogPostProblems({
      text: values.text,
      pdf_url: values.pdf_url,
      pdf_file_id: values.pdf ? 'chosen' : null,
      publication: values.publication,
      published_at: localInputToIso(values.scheduled_at),
    });
    for (const problem of problems)
      context.addIssue({ code: 'custom', path: [fieldOfPointer(`/${problem.field}`) ?? problem.field], message: problem.message });
  });
type Values = z.output<typeof blogFormSchema>;

function defaultsOf(post: BlogPost | undefined, authorId: string): Values {
  const publication: BlogPublication = post
    ? post.state === 'published'
      ? 'now'
      : post.state === 'scheduled'
        ? 'scheduled'
        : 'draft'
    : 'now';
  return {
    title: post?.title ?? '',
    author_id: post?.author?.id ?? authorId,
    text: post?.text ?? '',
    pdf: savedPdfOf(post?.pdf),
    pdf_url: post?.pdf_url ?? '',
    publication,
    scheduled_at: post?.state === 'scheduled' ? isoToLocalInput(post.published_at) : '',
  };
}

type FormProps = {
  /** The post being edited; none writes a new one. */
  post?: BlogPost;
  /** The writer, the author a new post starts with. */
  writerId: string;
  backPath: string;
};

/**
 * Writes or edits a post: title, author, Markdown text with its preview beside it, a PDF (uploaded or
 * linked, not both) and when it is published. A chosen PDF is checked at once and uploaded on saving (once,
 * however often the save is retried); each refusal shows beside its field.
 */
export function BlogPostForm(props: FormProps) {
  const { t } = useTranslation();
  const authors = useBlogAuthors();
  // The form starts once the authors are there, so the author's choice shows the value it holds.
  if (authors.isPending) return <Spinner />;
  if (authors.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void authors.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('common.fetchFailed')}</p>
      </Banner>
    );
  return <PostForm {...props} authors={authors.data} />;
}

function PostForm({ post, writerId, backPath, authors }: FormProps & { authors: readonly BlogAuthor[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problems, setProblems] = useState<string[]>([]);
  const { uploading, idOf } = useUploadsOnSave();
  const { register, handleSubmit, setError, clearErrors, setValue, watch, formState } = useForm<Values>({
    resolver: zodResolver(blogFormSchema),
    defaultValues: defaultsOf(post, writerId),
  });
  const { errors } = formState;
  const [text, pdf, publication] = watch(['text', 'pdf', 'publication']);

  const save = useApiMutation(
    async (values: Values) => {
      const pdfId = await chosenPdfId(values.pdf, idOf, blogCalls.upload);
      const body = {
        title: values.title,
        author_id: values.author_id,
        text: values.text,
        pdf_url: values.pdf_url.trim() || null,
        pdf_file_id: pdfId,
        publication: values.publication,
        published_at: values.publication === 'scheduled' ? localInputToIso(values.scheduled_at) : null,
      };
      return post ? blogCalls.update(post.id, body) : blogCalls.create(body);
    },
    {
      invalidates: [blogKey],
      form: { setError, fields, fieldOf: fieldOfPointer },
      onErrorDetails: (details) => setProblems(details),
      onSuccess: (saved) => navigate(`/blog/${saved.id}`),
    },
  );
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    await save.run(values);
  });

  const authorOptions = [
    { value: '', label: t('blog.form.authorPlaceholder') },
    ...authors.map((author) => ({ value: author.id, label: author.name })),
  ];

  return (
    <form onSubmit={submit} noValidate className="form-grid blog-form">
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <TextField
        label={t('blog.form.title')}
        isRequired
        autoComplete="off"
        maxLength={maxBlogTitleLength}
        error={errors.title?.message}
        {...register('title')}
      />
      <Select
        label={t('blog.form.author')}
        isRequired
        options={authorOptions}
        error={errors.author_id?.message}
        {...register('author_id')}
      />
      <div className="blog-form__writing">
        <TextArea
          label={t('blog.form.text')}
          rows={14}
          description={t('blog.form.textHint')}
          error={errors.text?.message}
          {...register('text')}
        />
        <section className="blog-form__preview" aria-label={t('blog.form.preview')}>
          <h3 className="blog-form__preview-title">{t('blog.form.preview')}</h3>
          {text.trim() ? <BlogMarkdown text={text} /> : <p className="blog-form__preview-empty">{t('blog.form.previewEmpty')}</p>}
        </section>
      </div>
      <fieldset className="ui-field blog-form__pdf">
        <legend className="ui-field__label">{t('blog.form.pdfGroup')}</legend>
        <p className="ui-field__description">{t('blog.form.pdfHint')}</p>
        <ChosenPdfField
          pdf={pdf}
          policy={uploadPolicies.blogPdf}
          texts={{
            choose: t('blog.form.pdfFile'),
            chosen: t('blog.form.pdfChosen', { name: pdf?.name ?? '' }),
            remove: t('blog.form.pdfRemove'),
          }}
          error={errors.pdf?.message ?? null}
          onChange={(chosen) => {
            clearErrors('pdf');
            setValue('pdf', chosen, { shouldDirty: true });
          }}
          onRefused={(message) => setError('pdf', { type: 'chosen', message })}
        />
        <TextField
          label={t('blog.form.pdfUrl')}
          type="url"
          inputMode="url"
          description={t('blog.form.pdfUrlHint')}
          error={errors.pdf_url?.message}
          {...register('pdf_url')}
        />
      </fieldset>
      <fieldset className="ui-field blog-form__publication">
        <legend className="ui-field__label">{t('blog.form.publication')}</legend>
        {blogPublications.map((value) => (
          <label key={value} className="blog-form__choice">
            <input type="radio" value={value} {...register('publication')} />
            <span>{t(`blog.form.publication.${value}`)}</span>
          </label>
        ))}
        {publication === 'now' && post?.state === 'published' && post.published_at ? (
          <p className="ui-field__description">{t('blog.form.publishedNow', { date: formatDateTime(post.published_at) })}</p>
        ) : null}
        {publication === 'scheduled' ? (
          <TextField
            label={t('blog.form.scheduledAt')}
            type="datetime-local"
            isRequired
            description={t('blog.form.scheduledAtHint')}
            error={errors.scheduled_at?.message}
            {...register('scheduled_at')}
          />
        ) : null}
      </fieldset>
      <p className="blog-form__status" aria-live="polite">
        {uploading ? t('blog.form.uploading', { name: uploading }) : ''}
      </p>
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('blog.form.save')}
        </Button>
        <ButtonLink variant="ghost" to={backPath}>
          {t('blog.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
