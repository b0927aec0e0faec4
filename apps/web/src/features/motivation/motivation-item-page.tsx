import { type MotivationItem, motivationMessages } from '@advice/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ButtonLink, Dialog, EmptyState, ExternalLink, Spinner, StatusBadge } from '../../ui/index.ts';
import { markCommentNoticesSeen, motivationCalls, motivationKey, useMotivationItem, useUnseenCommentNotices } from './motivation.api.ts';
import { MotivationComments } from './motivation-comments.tsx';
import { MotivationGallery } from './motivation-gallery.tsx';

const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer.tsx').then((module) => ({ default: module.PdfViewer })));

/** What the item is: the link to open, the PDF in the viewer (or its link elsewhere), or the gallery. */
function ItemContent({ item }: { item: MotivationItem }) {
  const { t } = useTranslation();
  if (item.kind === 'gallery') return <MotivationGallery item={item} />;
  if (item.kind === 'pdf' && item.pdf)
    return (
      <div className="motivation-item__viewer">
        <Suspense fallback={<Spinner />}>
          <PdfViewer key={item.pdf.id} url={item.pdf.url} title={item.title} downloadName={item.pdf.file_name} />
        </Suspense>
      </div>
    );
  if (!item.url) return null;
  return (
    <div className="motivation-item__link">
      {item.kind === 'pdf' ? <p>{t('motivation.pdfLinkHint')}</p> : null}
      <p className="motivation-item__url">{item.url}</p>
      <ExternalLink href={item.url}>{t(item.kind === 'pdf' ? 'motivation.openPdfLink' : 'motivation.openLink')}</ExternalLink>
    </div>
  );
}

/** The bell's notices of new comments on this page are read once the page is open. */
function useNoticesReadHere(): void {
  const { pathname } = useLocation();
  const notices = useUnseenCommentNotices(true);
  const here = (notices.data ?? []).filter((notice) => notice.link === pathname).map((notice) => notice.id);
  const markSeen = useApiMutation((ids: string[]) => markCommentNoticesSeen(ids), { success: false, invalidates: [['notifications']] });
  const key = here.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of unread notices here changes, not on every render.
  useEffect(() => {
    if (key) void markSeen.run(key.split(','));
  }, [key]);
}

function DeleteItem({ clientId, item, basePath }: { clientId: string; item: MotivationItem; basePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const remove = useApiMutation(() => motivationCalls.remove(clientId, item.id), {
    success: motivationMessages['motivation.removed'],
    onSuccess: () => navigate(basePath),
    invalidates: [motivationKey],
  });
  return (
    <>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        {t('motivation.delete')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('motivation.deleteTitle', { title: item.title })}
        footer={
          <>
            <Button variant="danger" isLoading={remove.isPending} onClick={() => void remove.run()}>
              {t('motivation.deleteConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setIsOpen(false)}>
              {t('motivation.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('motivation.deleteText')}</p>
      </Dialog>
    </>
  );
}

/** An item that could not be read: gone (or never there), with the way back; or failed, with a retry. */
export function ItemUnavailable({ error, basePath, onRetry }: { error: unknown; basePath: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <EmptyState
      headingLevel={1}
      title={isMissing ? t('notFound.title') : t('error.title')}
      action={
        isMissing ? <ButtonLink to={basePath}>{t('motivation.back')}</ButtonLink> : <Button onClick={onRetry}>{t('common.retry')}</Button>
      }
    >
      <p>{isMissing ? t('motivation.notFound') : t('common.fetchFailed')}</p>
    </EmptyState>
  );
}

type ItemViewProps = {
  clientId: string;
  itemId: string;
  basePath: string;
  canManage: boolean;
  canComment: boolean;
  /** What an item without comments invites the viewer to write. */
  emptyCommentsText: string;
};

/** One item's page: what it is, who added it, its comments and (for those who may) edit and delete. */
export function MotivationItemView({ clientId, itemId, basePath, canManage, canComment, emptyCommentsText }: ItemViewProps) {
  const { t } = useTranslation();
  const item = useMotivationItem(clientId, itemId);
  useNoticesReadHere();
  const back = (
    <nav aria-label={t('motivation.back')} className="motivation-back">
      <Link to={basePath}>{t('motivation.back')}</Link>
    </nav>
  );
  if (item.isPending) return <Spinner />;
  if (item.isError) return <ItemUnavailable error={item.error} basePath={basePath} onRetry={() => void item.refetch()} />;
  const data = item.data;
  return (
    <article className="motivation-item">
      <header className="page-header">
        {back}
        <p>
          <StatusBadge tone="neutral">{t(`motivation.kind.${data.kind}`)}</StatusBadge>
        </p>
        <h1>{data.title}</h1>
        {data.created_by ? (
          <p className="page-header__meta">{t('motivation.addedBy', { name: data.created_by.name, date: formatDate(data.created_at) })}</p>
        ) : null}
        {canManage ? (
          <div className="form-actions">
            <ButtonLink variant="secondary" to={`${basePath}/edit/${data.id}`}>
              {t('motivation.edit')}
            </ButtonLink>
            <DeleteItem clientId={clientId} item={data} basePath={basePath} />
          </div>
        ) : null}
      </header>
      <div className="motivation-item__content">
        <ItemContent item={data} />
      </div>
      <MotivationComments clientId={clientId} item={data} canComment={canComment} emptyText={emptyCommentsText} />
    </article>
  );
}
