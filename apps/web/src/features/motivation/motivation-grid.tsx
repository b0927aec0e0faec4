import type { MotivationItem } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarIcon } from '../../ui/icons.tsx';
import { Button, ButtonLink, EmptyState, ExternalLink, Pager, Spinner, StatusBadge } from '../../ui/index.ts';
import { useMotivationItems } from './motivation.api.ts';
import { photosOf } from './motivation-gallery.tsx';

/** The site a link leads to, as a card names it under the title ('example.com'). */
function hostOf(url: string | null): string {
  if (!url || !URL.canParse(url)) return '';
  return new URL(url).hostname.replace(/^www\./u, '');
}

function CardText({ item }: { item: MotivationItem }) {
  const { t } = useTranslation();
  if (item.kind === 'link') return <p className="motivation-card__text">{hostOf(item.url)}</p>;
  if (item.kind === 'pdf')
    return <p className="motivation-card__text">{item.pdf ? t('motivation.card.pdfFile') : t('motivation.card.pdfLink')}</p>;
  return <p className="motivation-card__text">{t('motivation.card.photos', { count: photosOf(item).length })}</p>;
}

/**
 * One item as a card: a link opens its site in a new tab; a PDF and a gallery open the item's page (the
 * PDF in the viewer, the gallery's photos). Every card leads to the item's comments.
 */
function MotivationCard({ item, itemPath }: { item: MotivationItem; itemPath: string }) {
  const { t } = useTranslation();
  return (
    <article className={`motivation-card motivation-card--${item.kind}`}>
      {item.kind === 'gallery' && item.main_image ? (
        <img
          className="motivation-card__image"
          src={item.main_image.url}
          alt={t('motivation.gallery.alt', { title: item.title, index: 1, total: photosOf(item).length })}
          loading="lazy"
        />
      ) : null}
      <div className="motivation-card__body">
        <StatusBadge tone="neutral">{t(`motivation.kind.${item.kind}`)}</StatusBadge>
        <h2 className="motivation-card__title">
          {item.kind === 'link' && item.url ? (
            <ExternalLink href={item.url}>{item.title}</ExternalLink>
          ) : (
            <Link to={itemPath}>{item.title}</Link>
          )}
        </h2>
        <CardText item={item} />
        <Link className="motivation-card__comments" to={itemPath}>
          {t('motivation.card.comments', { count: item.comment_count })}
        </Link>
      </div>
    </article>
  );
}

type GridProps = {
  clientId: string;
  /** The motivation centre's own address (`/motivation-centre` or the client's under `/clients/…`). */
  basePath: string;
  canManage: boolean;
  /** What the empty centre invites the viewer to do. */
  emptyText: string;
};

/** The items as a grid of cards, newest first, a page at a time; an empty centre says what to add. */
export function MotivationGrid({ clientId, basePath, canManage, emptyText }: GridProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const items = useMotivationItems(clientId, page);
  if (items.isPending) return <Spinner />;
  if (items.isError)
    return (
      <EmptyState title={t('error.title')} action={<Button onClick={() => void items.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('motivation.loadFailed')}</p>
      </EmptyState>
    );
  const { items: list, pagination } = items.data;
  if (list.length === 0)
    return (
      <EmptyState
        title={t('motivation.emptyTitle')}
        icon={<StarIcon size={32} />}
        action={canManage ? <ButtonLink to={`${basePath}/new`}>{t('motivation.add')}</ButtonLink> : undefined}
      >
        <p>{canManage ? emptyText : t('motivation.emptyReadOnly')}</p>
      </EmptyState>
    );
  return (
    <>
      <ul className="motivation-grid" aria-label={t('motivation.itemsLabel')}>
        {list.map((item) => (
          <li key={item.id}>
            <MotivationCard item={item} itemPath={`${basePath}/${item.id}`} />
          </li>
        ))}
      </ul>
      <Pager
        label={t('motivation.pager')}
        pagination={pagination}
        page={page}
        onPage={setPage}
        summary={t('motivation.pageOf', { page, total: pagination.totalPages })}
      />
    </>
  );
}
