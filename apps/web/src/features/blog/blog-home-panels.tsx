import { blogWriterRoles, type Role } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { HomePanelCard } from '../home/home-panel-card.tsx';
import type { HomePanel } from '../home/home-panels.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { useBlogPosts } from './blog.api.ts';
import { usePostDate } from './blog-list.tsx';

/** How many of the waiting posts the panel names; the rest it counts. */
const shownCount = 3;

/** Posts not yet out, drafts and scheduled ones: what a writer may want to finish or check before its time. */
function WaitingPostsPanel() {
  const { t } = useTranslation();
  const dateOf = usePostDate();
  const waiting = useBlogPosts(1, 'waiting');
  const items = waiting.data?.items ?? [];
  if (items.length === 0) return null;
  const total = waiting.data?.pagination.total ?? items.length;
  return (
    <HomePanelCard
      title={t('blog.home.title')}
      summary={t('blog.home.count', { count: total })}
      listLabel={t('blog.home.listLabel')}
      total={total}
      items={items.slice(0, shownCount).map((post) => ({
        key: post.id,
        to: `/blog/${post.id}`,
        label: post.title,
        meta: dateOf(post),
      }))}
    />
  );
}

/** The blog's panel of an adviser's and a director's home, while the practice has the blog on. */
export const blogHomePanels: HomePanel[] = [
  {
    key: 'blog-waiting-posts',
    isShown: (user, practice) => (blogWriterRoles as readonly Role[]).includes(user.role) && isFeatureEnabled(practice, 'blog'),
    Component: WaitingPostsPanel,
  },
];
