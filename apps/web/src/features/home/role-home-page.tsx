import type { CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { DownloadIcon, MailIcon, SettingsIcon, ShieldIcon } from '../../ui/icons.tsx';
import { LinkCard } from '../../ui/index.ts';
import { usePractice } from '../practice/practice.api.ts';
import { ClientDashboardTiles } from '../practice/settings/client-dashboard-tiles.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { navItemsFor } from '../shell/nav-items.ts';
import { WelcomeVideo } from './welcome-video.tsx';

/** What each sidebar area holds, by its nav key. */
const workTexts: Record<string, CatalogueKey> = Object.fromEntries(
  [
    'clients',
    'cases',
    'top-ups',
    'action-required',
    'advisers',
    'practice-admins',
    'my-support',
    'my-team',
    'practice-settings',
    'services',
    'faq',
    'practices',
    'my-adviser',
  ].map((key) => [`home.work.${key}`, `home.work.${key}` as CatalogueKey]),
);

const titles: Record<string, CatalogueKey> = {
  client: 'home.client',
  adviser: 'home.adviser',
  admin: 'home.admin',
  director: 'home.director',
  super_administrator: 'home.super_administrator',
};

/** Staff start from their work: a card for each area of the sidebar, with what it holds. */
function WorkCards({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const practice = usePractice();
  const areas = navItemsFor(user, practice).filter((item) => `home.work.${item.key}` in workTexts);
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="home-work">
      <h2 id="home-work" className="section-title">
        {t('home.yourWork')}
      </h2>
      <div className="card-grid">
        {areas.map(({ key, label, to, icon: Icon }) => (
          <LinkCard
            key={key}
            to={to}
            title={translate(label)}
            description={translate(workTexts[`home.work.${key}`] ?? 'home.yourWork')}
            icon={<Icon size={28} />}
            headingLevel={3}
          />
        ))}
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
      {user.role === 'client' ? <WelcomeVideo user={user} /> : null}
      {user.role === 'client' ? <ClientDashboardTiles /> : <WorkCards user={user} />}
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
        <p className="page__note">{t('home.moreSoon', { practice: practice.name })}</p>
      </section>
    </div>
  );
}
