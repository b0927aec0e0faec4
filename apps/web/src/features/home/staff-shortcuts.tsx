import { allows, type CurrentUser, type FeatureFlag, type StaffAction } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import type { CatalogueKey } from '../../lib/catalogue.en-GB.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { ButtonLink } from '../../ui/index.ts';
import { isFeatureEnabled, usePractice } from '../practice/practice.api.ts';

type Shortcut = { key: string; to: string; label: CatalogueKey; action?: StaffAction; feature?: FeatureFlag };

/** The work staff start from their home, each while they may do it and its feature is on. */
const shortcuts: Shortcut[] = [
  { key: 'client', to: '/clients/new', label: 'home.shortcut.client', action: 'clients.create' },
  {
    key: 'prospect',
    to: '/clients/new-prospect',
    label: 'home.shortcut.prospect',
    action: 'prospects.invite',
    feature: 'inviteProspectiveClient',
  },
  {
    key: 'recommendation-packs',
    to: '/clients/new-recommendation-packs',
    label: 'home.shortcut.recommendationPacks',
    feature: 'recommendationPack',
  },
  { key: 'document-packs', to: '/clients/new-document-packs', label: 'home.shortcut.documentPacks', feature: 'documentsPack' },
  { key: 'adviser', to: '/advisers/new', label: 'home.shortcut.adviser', action: 'adviser.create' },
];

/** After the work: what a member of a practice's staff may start from here; nothing for a platform admin. */
export function StaffShortcuts({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const practice = usePractice();
  if (user.practice_id === null) return null;
  const offered = shortcuts.filter(
    (shortcut) =>
      (!shortcut.action || allows(user, shortcut.action)) && (!shortcut.feature || isFeatureEnabled(practice, shortcut.feature)),
  );
  if (offered.length === 0) return null;
  return (
    <section aria-labelledby="home-shortcuts" className="home-section">
      <h2 id="home-shortcuts" className="section-title">
        {t('home.shortcuts')}
      </h2>
      <ul className="home-shortcuts">
        {offered.map((shortcut) => (
          <li key={shortcut.key}>
            <ButtonLink to={shortcut.to} variant="secondary">
              {translate(shortcut.label)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
