import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../app/app-shell.tsx';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { EmptyState, Spinner } from '../../ui/index.ts';
import { useCurrentUser } from '../auth/session.ts';
import { useLandingPage } from './content.api.ts';
import { ContentHeader, LoadState, RequestMeetingButton } from './content-page.tsx';
import { FaqList } from './faq-list.tsx';
import { usePublicSite } from './public-site.api.ts';
import { SiteLayout } from './site-layout.tsx';

const MembersFaqPage = lazy(async () => ({ default: (await import('../practice/settings/faq-page.tsx')).FaqPage }));

function PublicFaq() {
  const { t } = useTranslation();
  const query = useLandingPage('faq');
  return (
    <>
      <ContentHeader page="faq" title={t('content.faq.title')} lead={t('content.faq.lead')} />
      {!query.data ? <LoadState query={query} /> : null}
      {query.data?.faq.sections.length === 0 ? (
        <EmptyState title={t('content.faq.emptyTitle')} action={<RequestMeetingButton page="faq" />}>
          <p>{t('content.faq.empty')}</p>
        </EmptyState>
      ) : null}
      {query.data ? <FaqList faq={query.data.faq} /> : null}
    </>
  );
}

/**
 * `/faq` is both a public page and the signed-in people's FAQ (practice area). When the practice
 * publishes it, everyone sees the public page; otherwise a signed-in person keeps the FAQ inside
 * the portal, and a visitor gets the 404 page.
 */
function useFaqMode(): 'pending' | 'public' | 'members' | 'none' {
  const site = usePublicSite();
  const me = useCurrentUser();
  if (site.isPending || me.isPending) return 'pending';
  if (site.data?.enabled_pages.includes('faq')) return 'public';
  return me.data ? 'members' : 'none';
}

export function FaqLayout() {
  const mode = useFaqMode();
  if (mode === 'pending') return <Spinner isPage />;
  return mode === 'members' ? <AppShell /> : <SiteLayout />;
}

export function FaqPage() {
  const mode = useFaqMode();
  if (mode === 'public') return <PublicFaq />;
  if (mode === 'members') {
    return (
      <Suspense fallback={<Spinner />}>
        <MembersFaqPage />
      </Suspense>
    );
  }
  return mode === 'none' ? <NotFoundPage /> : null;
}
