import type { CurrentUser, PublicPractice } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { GuidedTour } from '../help/guided-tour.tsx';
import { usePractice } from '../practice/practice.api.ts';
import { ClientDashboardTiles, PracticeNotice } from '../practice/settings/client-dashboard-tiles.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { ClientAreaCards, RequestCards } from './client-home-sections.tsx';
import { homePanelsFor } from './home-panels.tsx';
import { SignInSecurityPanel } from './sign-in-security-panel.tsx';
import { StaffShortcuts } from './staff-shortcuts.tsx';
import { WelcomeVideo } from './welcome-video.tsx';

const titles: Record<string, CatalogueKey> = {
  client: 'home.client',
  adviser: 'home.adviser',
  admin: 'home.admin',
  director: 'home.director',
  super_administrator: 'home.super_administrator',
};

/** The longest the home holds its panels back for a slow one. */
const revealLimitMs = 2_500;

/**
 * Whether the home's first answers have all arrived (or the limit passed). Each panel loads its own data and
 * takes its height when it arrives, so shown one by one they would push each other down the page as they
 * came; held back until then, they appear together and nothing already on the page moves. The panels are
 * mounted meanwhile (hidden), so their requests start at once.
 */
function useFirstAnswersArrived(): boolean {
  const client = useQueryClient();
  const [hasArrived, setHasArrived] = useState(false);
  useEffect(() => {
    // Once they have, the home stops listening to every answer the page gets.
    if (hasArrived) return;
    // Runs after the panels below have started their requests, so none is missed.
    const check = () => {
      if (client.isFetching() === 0) setHasArrived(true);
    };
    check();
    const unsubscribe = client.getQueryCache().subscribe(check);
    const timer = setTimeout(() => setHasArrived(true), revealLimitMs);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client, hasArrived]);
  return hasArrived;
}

/**
 * What the home holds back until its first answers arrive. Memoised: revealing it changes only its wrapper's
 * `hidden`, and re-renders none of the panels (on a phone, a long task while the page first appears).
 */
const HomeSections = memo(function HomeSections({ user, practice }: { user: CurrentUser; practice: PublicPractice }) {
  const isClient = user.role === 'client';
  return (
    <>
      {isClient ? <PracticeNotice /> : null}
      {isClient ? <WelcomeVideo user={user} /> : null}
      <div className="home-panels">
        {homePanelsFor(user, practice).map(({ key, Component }) => (
          <Component key={key} user={user} />
        ))}
        <SignInSecurityPanel user={user} />
      </div>
      {isClient ? <ClientDashboardTiles fallback={<ClientAreaCards user={user} />} /> : <StaffShortcuts user={user} />}
      {isClient ? <RequestCards /> : null}
    </>
  );
});

/**
 * Each role's home leads with what waits on the person: the panels the areas register (DESIGN.md, Homes).
 * Then the client's areas and their requests to their adviser, or what staff may start from here.
 */
export function RoleHomePage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const practice = usePractice();
  const title = translate(titles[user.area] ?? 'shell.dashboard');
  useDocumentTitle(title);
  const hasArrived = useFirstAnswersArrived();

  return (
    <div className="page">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-header__greeting">{t('home.greeting', { name: user.first_name })}</p>
        <p className="page-header__meta">
          {user.practice_id
            ? t('home.signedInAs', { role: user.role_label, practice: practice.name })
            : t('home.signedInAsPlatform', { role: user.role_label })}
        </p>
      </header>
      <div hidden={!hasArrived}>
        <HomeSections user={user} practice={practice} />
      </div>
      {hasArrived ? <GuidedTour user={user} /> : null}
    </div>
  );
}
