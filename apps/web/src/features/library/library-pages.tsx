import { type CurrentUser, isStaffRole, libraryMessages } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { Banner, Button, ButtonLink, EmptyState, Spinner } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useFeature } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { useLibraryItem, useLibraryItems, usePracticeBrochure, usePracticeBrochures } from './library.api.ts';
import { ContentBody, ContentCard, ExpiredBadge, formatCalendarDate, type ShownContent } from './library-content.tsx';
import './library.css';

/** A page of the library: behind its flag (off: the not-found page), for the practice's clients and staff. */
export function LibraryPage({ title, children }: { title: string; children: (user: CurrentUser) => ReactNode }) {
  const user = useSignedInUser();
  useDocumentTitle(title);
  const isReader = user.practice_id !== null && (user.role === 'client' || isStaffRole(user.role));
  return (
    <FeatureGate flag="brochureLibrary">{isReader ? <div className="page library">{children(user)}</div> : <NotFoundPage />}</FeatureGate>
  );
}

export const backLink = (label: string, to: string) => (
  <nav aria-label={label} className="library-back">
    <Link to={to}>{label}</Link>
  </nav>
);

/** Content that could not be read: not there (or no longer shown), with the way back; or failed, with a retry. */
export function ContentUnavailable({ error, onRetry, back }: { error: unknown; onRetry: () => void; back: string }) {
  const { t } = useTranslation();
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <EmptyState
      headingLevel={1}
      title={isMissing ? t('library.notFoundTitle') : t('error.title')}
      action={isMissing ? <ButtonLink to={back}>{t('library.back')}</ButtonLink> : <Button onClick={onRetry}>{t('common.retry')}</Button>}
    >
      <p>{isMissing ? libraryMessages['library.notFound'] : t('common.fetchFailed')}</p>
    </EmptyState>
  );
}

/** The library as clients see it: the practice's items still shown, then the brochures it chose. */
function ReaderLibrary() {
  const { t } = useTranslation();
  const hasBrochures = useFeature('preApprovedBrochures');
  const items = useLibraryItems(1, 'shown');
  const brochures = usePracticeBrochures(hasBrochures);
  if (items.isPending || (hasBrochures && brochures.isPending)) return <Spinner />;
  if (items.isError || brochures.isError)
    return (
      <Banner
        tone="error"
        actions={<Button onClick={() => void Promise.all([items.refetch(), brochures.refetch()])}>{t('common.retry')}</Button>}
      >
        <p>{t('library.loadFailed')}</p>
      </Banner>
    );
  const shownBrochures = (brochures.data?.items ?? []).filter((brochure) => brochure.shown);
  const itemList = items.data.items;
  if (itemList.length === 0 && shownBrochures.length === 0)
    return (
      <EmptyState title={t('library.emptyTitle')}>
        <p>{t('library.emptyClient')}</p>
      </EmptyState>
    );
  return (
    <>
      {itemList.length > 0 ? (
        <section aria-labelledby="library-practice">
          <h2 id="library-practice" className="library__section-title">
            {t('library.practiceHeading')}
          </h2>
          <ul className="library-list" aria-label={t('library.listLabel')}>
            {itemList.map((item) => (
              <ContentCard key={item.id} content={item} to={`/library/${item.id}`} />
            ))}
          </ul>
        </section>
      ) : null}
      {shownBrochures.length > 0 ? (
        <section aria-labelledby="library-brochures">
          <h2 id="library-brochures" className="library__section-title">
            {t('library.brochuresHeading')}
          </h2>
          <ul className="library-list" aria-label={t('library.brochuresListLabel')}>
            {shownBrochures.map((brochure) => (
              <ContentCard key={brochure.id} content={brochure} to={`/library/brochures/${brochure.id}`} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** library: what the practice's clients read (staff see it as their clients do). */
export function LibraryRoute() {
  const { t } = useTranslation();
  return (
    <LibraryPage title={t('library.title')}>
      {(user) => (
        <>
          <header className="page-header">
            <h1>{t('library.title')}</h1>
            <p className="page__lead">{t('library.clientLead')}</p>
          </header>
          {user.role === 'client' ? null : backLink(t('library.back'), '/practice-library-content')}
          <ReaderLibrary />
        </>
      )}
    </LibraryPage>
  );
}

function ContentArticle({ content, back, actions }: { content: ShownContent; back: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="library-item">
      <header className="page-header">
        {backLink(t('library.back'), back)}
        {content.state === 'expired' ? (
          <p>
            <ExpiredBadge content={content} />
          </p>
        ) : null}
        <h1>{content.title}</h1>
        {content.display_until ? (
          <p className="page-header__meta">
            {content.state === 'expired'
              ? t('library.expiredOn', { date: formatCalendarDate(content.display_until) })
              : t('library.until', { date: formatCalendarDate(content.display_until) })}
          </p>
        ) : null}
        {actions}
      </header>
      <ContentBody content={content} />
    </article>
  );
}

function ItemView({ itemId, back }: { itemId: string; back: string }) {
  const item = useLibraryItem(itemId);
  if (item.isPending) return <Spinner />;
  if (item.isError) return <ContentUnavailable error={item.error} onRetry={() => void item.refetch()} back={back} />;
  return <ContentArticle content={item.data} back={back} />;
}

/** library/{itemId}: one of the practice's items, read by a client while it is shown. */
export function LibraryItemRoute() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  return <LibraryPage title={t('library.title')}>{() => <ItemView itemId={itemId} back="/library" />}</LibraryPage>;
}

function BrochureView({ brochureId }: { brochureId: string }) {
  const brochure = usePracticeBrochure(brochureId);
  if (brochure.isPending) return <Spinner />;
  if (brochure.isError) return <ContentUnavailable error={brochure.error} onRetry={() => void brochure.refetch()} back="/library" />;
  return <ContentArticle content={brochure.data} back="/library" />;
}

/** library/brochures/{brochureId}: a brochure the practice shows its clients. */
export function LibraryBrochureRoute() {
  const { t } = useTranslation();
  const { brochureId = '' } = useParams();
  return (
    <LibraryPage title={t('library.title')}>
      {() => (
        <FeatureGate flag="preApprovedBrochures">
          <BrochureView brochureId={brochureId} />
        </FeatureGate>
      )}
    </LibraryPage>
  );
}

export { ContentArticle };
