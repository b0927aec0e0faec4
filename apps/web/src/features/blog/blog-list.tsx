import type { BlogPost, BlogPostFilter, blogPostStates } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { Banner, Button, ButtonLink, EmptyState, Pager, Select, Spinner, StatusBadge, type StatusTone } from '../../ui/index.ts';
import { useBlogPosts } from './blog.api.ts';

const stateTones: Record<(typeof blogPostStates)[number], StatusTone> = { draft: 'neutral', scheduled: 'info', published: 'success' };

/** When a post is (or will be) out, as its card says it. */
export function postDateOf(post: BlogPost, say: (key: PostDateKey, date: string) => string): string {
  if (post.state === 'draft') return say('blog.draftUpdated', formatDate(post.updated_at));
  const date = post.published_at ?? post.updated_at;
  return post.state === 'scheduled' ? say('blog.scheduledFor', formatDateTime(date)) : say('blog.publishedOn', formatDate(date));
}

type PostDateKey = 'blog.draftUpdated' | 'blog.scheduledFor' | 'blog.publishedOn';

/** `postDateOf` in the page's language. */
export function usePostDate(): (post: BlogPost) => string {
  const { t } = useTranslation();
  return (post) => postDateOf(post, (key, date) => t(key, { date }));
}

export function PostStateBadge({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  return <StatusBadge tone={stateTones[post.state]}>{t(`blog.state.${post.state}`)}</StatusBadge>;
}

function PostCard({ post, isStaff }: { post: BlogPost; isStaff: boolean }) {
  const { t } = useTranslation();
  const dateOf = usePostDate();
  return (
    <li className="blog-card">
      <div className="blog-card__head">
        <h2 className="blog-card__title">
          <Link to={`/blog/${post.id}`}>{post.title}</Link>
        </h2>
        {isStaff ? <PostStateBadge post={post} /> : null}
      </div>
      <p className="blog-card__meta">
        {dateOf(post)}
        {post.author ? ` · ${t('blog.byline', { name: post.author.name })}` : ''}
        {post.pdf || post.pdf_url ? ` · ${t('blog.hasPdf')}` : ''}
      </p>
      {post.excerpt ? <p className="blog-card__excerpt">{post.excerpt}</p> : null}
    </li>
  );
}

type ListProps = { isStaff: boolean; canWrite: boolean };

/**
 * The posts the signed-in person sees, newest first: a client's published ones; staff's every one with its
 * state, which they may narrow to what waits (drafts and scheduled) or what is out.
 */
export function BlogList({ isStaff, canWrite }: ListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<'all' | BlogPostFilter>('all');
  const list = useBlogPosts(page, filter === 'all' ? undefined : filter);
  const filterControl = isStaff ? (
    <div className="blog-list__filter">
      <Select
        label={t('blog.filterLabel')}
        value={filter}
        options={(['all', 'waiting', 'published'] as const).map((value) => ({ value, label: t(`blog.filter.${value}`) }))}
        onChange={(event) => {
          setFilter(event.target.value as 'all' | BlogPostFilter);
          setPage(1);
        }}
      />
    </div>
  ) : null;
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('blog.loadFailed')}</p>
      </Banner>
    );
  const { items, pagination } = list.data;
  if (items.length === 0 && filter === 'all')
    return (
      <EmptyState title={t('blog.emptyTitle')} action={canWrite ? <ButtonLink to="/blog/new">{t('blog.write')}</ButtonLink> : undefined}>
        <p>{t(isStaff ? 'blog.emptyStaff' : 'blog.emptyClient')}</p>
      </EmptyState>
    );
  return (
    <>
      {filterControl}
      {items.length === 0 ? <p>{t('blog.emptyFiltered')}</p> : null}
      <ul className="blog-list" aria-label={t('blog.listLabel')}>
        {items.map((post) => (
          <PostCard key={post.id} post={post} isStaff={isStaff} />
        ))}
      </ul>
      <Pager
        label={t('blog.listLabel')}
        pagination={pagination}
        page={page}
        onPage={setPage}
        summary={t('common.pageOf', { page, total: Math.max(1, pagination.totalPages) })}
      />
    </>
  );
}
