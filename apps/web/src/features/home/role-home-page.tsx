import type { CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { CasesIcon, ClockIcon, DownloadIcon, MailIcon, SettingsIcon, ShieldIcon, TopUpIcon } from '../../ui/icons.tsx';
import { LinkCard } from '../../ui/index.ts';
import { useFeature, usePractice } from '../practice/practice.api.ts';
import { ClientDashboardTiles } from '../practice/settings/client-dashboard-tiles.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { navItemsFor } from '../shell/nav-items.ts';
import { homePanelsFor } from './home-panels.tsx';
import { WelcomeVideo } from './welcome-video.tsx';

/** What each sidebar area holds, by its nav key. */
const workTexts: Partial<Record<string, CatalogueKey>> = {
  clients: 'home.work.clients',
  cases: 'home.work.cases',
  'top-ups': 'home.work.top-ups',
  'action-required': 'home.work.action-required',
  advisers: 'home.work.advisers',
  'practice-admins': 'home.work.practice-admins',
  'my-support': 'home.work.my-support',
  'my-team': 'home.work.my-team',
  'practice-settings': 'home.work.practice-settings',
  services: 'home.work.services',
  faq: 'home.work.faq',
  practices: 'home.work.practices',
  'my-adviser': 'home.work.my-adviser',
};

/** Where a client's area holds something other than a staff member's of the same name. */
const clientWorkTexts: Partial<Record<string, CatalogueKey>> = {
  cases: 'home.clientWork.cases',
};

const titles: Record<string, CatalogueKey> = {
  client: 'home.client',
  adviser: 'home.adviser',
  admin: 'home.admin',
  director: 'home.director',
  super_administrator: 'home.super_administrator',
};

/** Everyone starts from their work: a card for each area of the sidebar (so only what exists and is on), with what it holds. */
function WorkCards({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const practice = usePractice();
  const isClient = user.role === 'client';
  const areas = navItemsFor(user, practice).flatMap((item) => {
    const text = (isClient ? clientWorkTexts[item.key] : undefined) ?? workTexts[item.key];
    return text ? [{ ...item, text }] : [];
  });
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="home-work">
      <h2 id="home-work" className="section-title">
        {isClient ? t('home.yourPortal') : t('home.yourWork')}
      </h2>
      <div className="card-grid">
        {areas.map(({ key, label, to, text, icon: Icon }) => (
          <LinkCard key={key} to={to} title={translate(label)} description={translate(text)} icon={<Icon size={28} />} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}

/** A client's requests to their adviser, each while its feature is on. */
function RequestCards() {
  const { t } = useTranslation();
  const hasOnlineAdvice = useFeature('onlineAdvice');
  const hasTopUps = useFeature('topUp');
  const hasMeetingRequest = useFeature('f2FRequest');
  return (
    <section aria-labelledby="home-requests">
      <h2 id="home-requests" className="section-title">
        {t('home.askAdviser')}
      </h2>
      <div className="card-grid">
        {hasOnlineAdvice ? (
          <LinkCard
            to="/new-case"
            title={t('cases.request.advice')}
            description={t('home.request.advice')}
            icon={<CasesIcon size={28} />}
            headingLevel={3}
          />
        ) : null}
        {hasMeetingRequest ? (
          <LinkCard
            to="/new-meeting"
            title={t('cases.request.meeting')}
            description={t('home.request.meeting')}
            icon={<ClockIcon size={28} />}
            headingLevel={3}
          />
        ) : null}
        {hasTopUps ? (
          <LinkCard
            to="/new-top-up"
            title={t('topUps.request')}
            description={t('home.request.topUp')}
            icon={<TopUpIcon size={28} />}
            headingLevel={3}
          />
        ) : null}
      </div>
    </section>
  );
}

/** The landing page of each role's area: who you are, where you are, and what you can open. */
export function RoleHomePage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const practice = usePractice();
  const title = translate(titles[user.area] ?? 'shell.dashboard');
  useDocumentTitle(title);
  const twoFactorKey = `home.twoFactor.${user.two_factor_method}` as const;
  const isClient = user.role === 'client';

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
      {isClient ? <WelcomeVideo user={user} /> : null}
      <div className="home-panels">
        {homePanelsFor(user, practice).map(({ key, Component }) => (
          <Component key={key} user={user} />
        ))}
      </div>
      {isClient ? <ClientDashboardTiles /> : null}
      <WorkCards user={user} />
      {isClient ? <RequestCards /> : null}
      <section aria-labelledby="home-areas">
        <h2 id="home-areas" className="section-title">
          {t('home.yourAreas')}
        </h2>
        <div className="card-grid">
          <LinkCard
            to="/account-settings"
            title={t('home.accountTitle')}
            description={t('home.accountText')}
            icon={<SettingsIcon size={28} />}
            headingLevel={3}
          />
          <LinkCard
            to="/account-settings#two-factor"
            title={t('home.securityTitle')}
            description={t('home.securityText', { method: t(twoFactorKey) })}
            icon={<ShieldIcon size={28} />}
            headingLevel={3}
          />
          <LinkCard
            to="/account-settings#personal-data"
            title={t('home.dataTitle')}
            description={t('home.dataText')}
            icon={<DownloadIcon size={28} />}
            headingLevel={3}
          />
          {practice.mailbox_enabled ? (
            <LinkCard
              to="/mailbox"
              title={t('home.mailboxTitle')}
              description={t('home.mailboxText')}
              icon={<MailIcon size={28} />}
              headingLevel={3}
            />
          ) : null}
        </div>
        {isClient ? null : <p className="page__note">{t('home.moreSoon', { practice: practice.name })}</p>}
      </section>
    </div>
  );
}
