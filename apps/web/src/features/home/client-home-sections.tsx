import type { CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { CasesIcon, ClockIcon, TopUpIcon } from '../../ui/icons.tsx';
import { LinkCard } from '../../ui/index.ts';
import { useFeature, usePractice } from '../practice/practice.api.ts';
import { navItemsFor } from '../shell/nav-items.ts';

/** What each of the client's sidebar areas holds, by its nav key. */
const areaTexts: Partial<Record<string, CatalogueKey>> = {
  'my-adviser': 'home.work.my-adviser',
  cases: 'home.clientWork.cases',
  'top-ups': 'home.work.top-ups',
  services: 'home.work.services',
  faq: 'home.work.faq',
};

/** The client's areas as cards, from their sidebar (so only what exists and is on): shown while the practice shows no tiles. */
export function ClientAreaCards({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const practice = usePractice();
  const areas = navItemsFor(user, practice).flatMap((item) => {
    const text = areaTexts[item.key];
    return text ? [{ ...item, text }] : [];
  });
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="home-areas" className="home-section">
      <h2 id="home-areas" className="section-title">
        {t('home.yourAreas')}
      </h2>
      <div className="card-grid">
        {areas.map(({ key, label, to, text, icon: Icon }) => (
          <LinkCard key={key} to={to} title={translate(label)} description={translate(text)} icon={<Icon size={28} />} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}

/** A client's requests to their adviser, each while its feature is on; nothing while all are off. */
export function RequestCards() {
  const { t } = useTranslation();
  const hasOnlineAdvice = useFeature('onlineAdvice');
  const hasTopUps = useFeature('topUp');
  const hasMeetingRequest = useFeature('f2FRequest');
  if (!hasOnlineAdvice && !hasTopUps && !hasMeetingRequest) return null;
  return (
    <section aria-labelledby="home-requests" className="home-section">
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
