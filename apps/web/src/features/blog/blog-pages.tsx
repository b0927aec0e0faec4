import { type BlogPost, blogMessages, blogWriterRoles, type CurrentUser, isStaffRole, type Role } from '@advice/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ButtonLink, Card, Dialog, EmptyState, ExternalLink, Spinner } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { blogCalls, blogKey, useBlogPost } from './blog.api.ts';
import { BlogList, PostStateBadge, usePostDate } from './blog-list.tsx';
import { BlogMarkdown } from './blog-markdown.tsx';
import { BlogPostForm } from './blog-post-form.tsx';
import './blog.css';

const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

const isWriter = (user: CurrentUser) => (blogWriterRoles as readonly Role[]).includes(user.role);

/** A page of the blog: behind its flag (off: the not-found page), for the practice's clients and staff. */
function BlogPage({ title, children }: { title: string; children: (user: CurrentUser) => ReactNode }) {
  const user = useSignedInUser();
  useDocumentTitle(title);
  const isReader = user.role === 'client' || isStaffRole(user.role);
  return <FeatureGate flag="blog">{isReader ? <div className="page blog">{children(user)}</div> : <NotFoundPage />}</FeatureGate>;
}

const back = (label: string, to = '/blog') => (
  <nav aria-label={label} className="blog-back">
    <Link to={to}>{label}</Link>
  </nav>
);

/** blog: a client's published posts; staff's every post with its state. */
export function BlogListRoute() {
  const { t } = useTranslation();
  return (
    <BlogPage title={t('blog.title')}>
      {(user) => (
        <>
          <header className="page-header blog__header">
            <div>
              <h1>{t('blog.title')}</h1>
              <p className="page__lead">{t(user.role === 'client' ? 'blog.clientLead' : 'blog.staffLead')}</p>
            </div>
            {isWriter(user) ? <ButtonLink to="/blog/new">{t('blog.write')}</ButtonLink> : null}
          </header>
          <BlogList isStaff={user.role !== 'client'} canWrite={isWriter(user)} />
        </>
      )}
    </BlogPage>
  );
}

/** A post that could not be read: not there (or not yet published), with the way back; or failed, with a retry. */
function PostUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <EmptyState
      headingLevel={1}
      title={isMissing ? t('blog.notFoundTitle') : t('error.title')}
      action={isMissing ? <ButtonLink to="/blog">{t('blog.back')}</ButtonLink> : <Button onClick={onRetry}>{t('common.retry')}</Button>}
    >
      <p>{isMissing ? blogMessages['blog.notFound'] : t('common.fetchFailed')}</p>
    </EmptyState>
  );
}

function DeletePost({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const remove = useApiMutation(() => blogCalls.remove(post.id), {
    success: blogMessages['blog.removed'],
    onSuccess: () => navigate('/blog'),
    invalidates: [blogKey],
  });
  return (
    <>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        {t('blog.delete')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('blog.deleteTitle', { title: post.title })}
        footer={
          <>
            <Button variant="danger" isLoading={remove.isPending} onClick={() => void remove.run()}>
              {t('blog.deleteConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setIsOpen(false)}>
              {t('blog.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('blog.deleteText')}</p>
      </Dialog>
    </>
  );
}

/** The post's PDF: the uploaded one in the viewer (which also downloads it), or its link elsewhere. */
function PostPdf({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  if (post.pdf)
    return (
      <section className="blog-post__pdf" aria-label={t('blog.pdfTitle')}>
        <h2>{t('blog.pdfTitle')}</h2>
        <p>
          <a href={post.pdf.url} download={post.pdf.file_name}>
            {t('blog.downloadPdf')}
          </a>
        </p>
        <div className="blog-post__viewer">
          <Suspense fallback={<Spinner />}>
            <PdfViewer url={post.pdf.url} title={post.title} downloadName={post.pdf.file_name} />
          </Suspense>
        </div>
      </section>
    );
  if (!post.pdf_url) return null;
  return (
    <section className="blog-post__pdf" aria-label={t('blog.pdfTitle')}>
      <h2>{t('blog.pdfTitle')}</h2>
      <p>{t('blog.pdfLinkHint')}</p>
      <ExternalLink href={post.pdf_url}>{t('blog.openPdfLink')}</ExternalLink>
    </section>
  );
}

function PostView({ postId, user }: { postId: string; user: CurrentUser }) {
  const { t } = useTranslation();
  const dateOf = usePostDate();
  const post = useBlogPost(postId);
  if (post.isPending) return <Spinner />;
  if (post.isError) return <PostUnavailable error={post.error} onRetry={() => void post.refetch()} />;
  const data = post.data;
  return (
    <article className="blog-post">
      <header className="page-header">
        {back(t('blog.back'))}
        {user.role === 'client' ? null : (
          <p>
            <PostStateBadge post={data} />
          </p>
        )}
        <h1>{data.title}</h1>
        <p className="page-header__meta">
          {dateOf(data)}
          {data.author ? ` · ${t('blog.byline', { name: data.author.name })}` : ''}
        </p>
        {isWriter(user) ? (
          <div className="form-actions">
            <ButtonLink variant="secondary" to={`/blog/${data.id}/edit`}>
              {t('blog.edit')}
            </ButtonLink>
            <DeletePost post={data} />
          </div>
        ) : null}
      </header>
      {data.text.trim() ? <BlogMarkdown text={data.text} /> : null}
      <PostPdf post={data} />
    </article>
  );
}

/** blog/{postId}: one post, read by a client once published; staff see it in any state. */
export function BlogPostRoute() {
  const { t } = useTranslation();
  const { postId = '' } = useParams();
  return <BlogPage title={t('blog.title')}>{(user) => <PostView postId={postId} user={user} />}</BlogPage>;
}

/** blog/new: the editor of a new post, for advisers and the director. */
export function NewBlogPostRoute() {
  const { t } = useTranslation();
  return (
    <BlogPage title={t('blog.form.newTitle')}>
      {(user) =>
        isWriter(user) ? (
          <div className="blog-editor-page">
            <header className="page-header">
              {back(t('blog.back'))}
              <h1>{t('blog.form.newTitle')}</h1>
            </header>
            <Card title={t('blog.form.cardTitle')}>
              <BlogPostForm writerId={user.id} backPath="/blog" />
            </Card>
          </div>
        ) : (
          <NotFoundPage />
        )
      }
    </BlogPage>
  );
}

function EditPost({ postId, user }: { postId: string; user: CurrentUser }) {
  const { t } = useTranslation();
  const post = useBlogPost(postId);
  if (post.isPending) return <Spinner />;
  if (post.isError) return <PostUnavailable error={post.error} onRetry={() => void post.refetch()} />;
  return (
    <div className="blog-editor-page">
      <header className="page-header">
        {back(t('blog.back'), `/blog/${post.data.id}`)}
        <h1>{t('blog.form.editTitle', { title: post.data.title })}</h1>
      </header>
      <Card title={t('blog.form.cardTitle')}>
        <BlogPostForm key={post.data.updated_at} post={post.data} writerId={user.id} backPath={`/blog/${post.data.id}`} />
      </Card>
    </div>
  );
}

/** blog/{postId}/edit: the editor of a post, for advisers and the director. */
export function EditBlogPostRoute() {
  const { t } = useTranslation();
  const { postId = '' } = useParams();
  return (
    <BlogPage title={t('blog.title')}>{(user) => (isWriter(user) ? <EditPost postId={postId} user={user} /> : <NotFoundPage />)}</BlogPage>
  );
}
