import type { LandingPage, PublicSite } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { Button, ButtonLink, EmptyState, Spinner } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { usePublicSite } from './public-site.api.ts';

/** Where each public page's call to action leads: the sign-up wizard, told which page sent the visitor. */
function requestMeetingPath(page: LandingPage): string {
  return `/request-a-meeting?source=${encodeURIComponent(page)}`;
}

/** Loading and failure of any public call look the same on every page. */
export function LoadState({ query }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner isPage />;
  if (!query.isError) return null;
  return (
    <EmptyState title={t('error.title')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
      <p>{t('content.loadFailed')}</p>
    </EmptyState>
  );
}

/** Renders the page only when the practice has switched it on; otherwise the app's 404 page. */
export function LandingPageGate({ page, children }: { page: LandingPage; children: (site: PublicSite) => ReactNode }) {
  const site = usePublicSite();
  if (!site.data) return <LoadState query={site} />;
  if (!site.data.enabled_pages.includes(page)) return <NotFoundPage />;
  return children(site.data);
}

export function RequestMeetingButton({ page }: { page: LandingPage }) {
  const { t } = useTranslation();
  // Signing up to become a client is offered only where the practice has it on.
  const canSignUp = useFeature('becomeClient');
  if (!canSignUp) return null;
  return (
    <ButtonLink to={requestMeetingPath(page)} className="site-cta__button">
      {t('content.cta.button')}
    </ButtonLink>
  );
}

/** The page's title, its lead and the call to action, at the top of every public page. */
export function ContentHeader({ page, title, lead }: { page: LandingPage; title: string; lead?: string }) {
  useDocumentTitle(title);
  return (
    <header className="site-hero">
      <div className="site-hero__text">
        <h1>{title}</h1>
        {lead ? <p className="site-hero__lead">{lead}</p> : null}
      </div>
      <RequestMeetingButton page={page} />
    </header>
  );
}

/** A closing invitation to take the first step, for the pages that explain the service. */
export function RequestMeetingBand({ page }: { page: LandingPage }) {
  const { t } = useTranslation();
  const canSignUp = useFeature('becomeClient');
  if (!canSignUp) return null;
  return (
    <section className="site-cta" aria-labelledby="site-cta-title">
      <div>
        <h2 id="site-cta-title">{t('content.cta.title')}</h2>
        <p>{t('content.cta.text')}</p>
      </div>
      <RequestMeetingButton page={page} />
    </section>
  );
}

/** A titled block of copy on a public page. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="site-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
