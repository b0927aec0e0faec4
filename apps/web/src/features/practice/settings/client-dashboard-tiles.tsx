import type { DashboardTileSection } from '@advice/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { HomeIcon } from '../../../ui/icons.tsx';
import { Banner, ExternalLink } from '../../../ui/index.ts';
import { usePublicSite } from '../../content/public-site.api.ts';
import { usePractice } from '../practice.api.ts';
import { useClientDashboard } from './settings.api.ts';
import { tileIcons, tileLandingPages, tileTitleKeys, visibleTiles } from './tile-sections.ts';
import './client-dashboard-tiles.css';

/** The practice's 3:2 image or, until it uploads one, the section's icon drawn on the practice's colours. */
function TileImage({ section, url }: { section: DashboardTileSection; url: string | null }) {
  if (url)
    return (
      <span className="client-tile__image">
        <img src={url} alt="" />
      </span>
    );
  const Icon = tileIcons[section] ?? HomeIcon;
  return (
    <span className="client-tile__image client-tile__image--drawn">
      <span className="client-tile__badge">
        <Icon size={32} />
      </span>
    </span>
  );
}

/** The practice's notice to its clients (its sign-in notification), first on their home while it runs. */
export function PracticeNotice() {
  const { t } = useTranslation();
  const practice = usePractice();
  if (!practice.sign_in_notification) return null;
  return (
    <Banner tone="info" title={t('dashboard.notice')} className="client-notice">
      <p className="client-notice__text">{practice.sign_in_notification}</p>
    </Banner>
  );
}

/**
 * The client's areas: the tiles the practice enabled (whose page exists and feature is on), with its
 * 3:2 images, then the practice's links. While the practice shows no tile, `fallback` stands in.
 */
export function ClientDashboardTiles({ fallback = null }: { fallback?: ReactNode }) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const practice = usePractice();
  const query = useClientDashboard(true);
  const offered = query.data?.tiles ?? [];
  const site = usePublicSite({ enabled: offered.some((tile) => tileLandingPages[tile.section]) });
  const tiles = visibleTiles(offered, practice, site.data?.enabled_pages ?? null);
  if (!query.data) return null;
  return (
    <>
      {tiles.length > 0 ? (
        <section aria-labelledby="client-tiles" className="client-areas">
          <h2 id="client-tiles" className="section-title">
            {t('home.yourAreas')}
          </h2>
          <ul className="client-tiles">
            {tiles.map((tile) => (
              <li key={tile.section}>
                <Link to={tile.path} className="client-tile">
                  <TileImage section={tile.section} url={tile.image_url} />
                  <span className="client-tile__title">{translate(tileTitleKeys[tile.section])}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        fallback
      )}
      {query.data.links.length > 0 ? (
        <section aria-labelledby="client-links" className="client-areas">
          <h2 id="client-links" className="section-title">
            {t('dashboard.links')}
          </h2>
          <ul className="client-links">
            {query.data.links.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url}>{link.title}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
