import type { DashboardTileSection } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { HomeIcon } from '../../../ui/icons.tsx';
import { Banner, ExternalLink } from '../../../ui/index.ts';
import { usePublicSite } from '../../content/content.api.ts';
import { usePractice } from '../practice.api.ts';
import { useClientDashboard } from './settings.api.ts';
import { tileIcons, tileLandingPages, tileTitleKeys, visibleTiles } from './tile-sections.ts';
import './settings.css';

/** The practice's 3:2 image, or the section's icon on the practice's colours until it uploads one. */
function TileImage({ section, url }: { section: DashboardTileSection; url: string | null }) {
  if (url)
    return (
      <span className="dashboard-tile__image">
        <img src={url} alt="" />
      </span>
    );
  const Icon = tileIcons[section] ?? HomeIcon;
  return (
    <span className="dashboard-tile__image dashboard-tile__image--default">
      <Icon size={48} />
    </span>
  );
}

/**
 * The client's dashboard tiles: the sections the practice enabled (and whose feature is on), with
 * its 3:2 images, limited to pages that exist; then the practice's links and its sign-in notice.
 */
export function ClientDashboardTiles() {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const practice = usePractice();
  const query = useClientDashboard(true);
  const offered = query.data?.tiles ?? [];
  const site = usePublicSite({ enabled: offered.some((tile) => tileLandingPages[tile.section]) });
  const tiles = visibleTiles(offered, practice, site.data?.enabled_pages ?? null);
  return (
    <div className="client-dashboard">
      {practice.sign_in_notification ? (
        <Banner tone="info" title={t('dashboard.notice')} className="client-dashboard__notice">
          <p className="preserve-lines">{practice.sign_in_notification}</p>
        </Banner>
      ) : null}
      {tiles.length > 0 ? (
        <section aria-labelledby="client-tiles">
          <h2 id="client-tiles" className="section-title">
            {t('dashboard.tiles')}
          </h2>
          <ul className="dashboard-tiles">
            {tiles.map((tile) => (
              <li key={tile.section}>
                <Link to={tile.path} className="dashboard-tile">
                  <TileImage section={tile.section} url={tile.image_url} />
                  <span className="dashboard-tile__title">{translate(tileTitleKeys[tile.section])}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {query.data && query.data.links.length > 0 ? (
        <section aria-labelledby="client-links">
          <h2 id="client-links" className="section-title">
            {t('dashboard.links')}
          </h2>
          <ul className="dashboard-links">
            {query.data.links.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url}>{link.title}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
