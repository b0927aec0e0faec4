import type { PublicSite } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../ui/index.ts';

/** The practice's own footer: its offices, links, website, privacy policy and footer text. */
export function SiteFooter({ site }: { site: PublicSite }) {
  const { t } = useTranslation();
  const links = [
    ...(site.website_url ? [{ title: site.website_title || t('content.footer.website'), url: site.website_url }] : []),
    ...site.links,
    ...(site.privacy_policy_url ? [{ title: t('content.footer.privacy'), url: site.privacy_policy_url }] : []),
  ];
  if (site.addresses.length === 0 && links.length === 0 && !site.footer_text) return null;
  return (
    <footer className="site-practice-footer">
      <div className="site-practice-footer__columns">
        {site.addresses.length > 0 ? (
          <section aria-labelledby="site-footer-addresses">
            <h2 id="site-footer-addresses" className="site-practice-footer__title">
              {t('content.footer.addresses')}
            </h2>
            {site.addresses.map((address) => (
              <address key={`${address.label}-${address.address}`} className="site-practice-footer__address">
                <strong>{address.label}</strong>
                <span>{address.address}</span>
              </address>
            ))}
          </section>
        ) : null}
        {links.length > 0 ? (
          <section aria-labelledby="site-footer-links">
            <h2 id="site-footer-links" className="site-practice-footer__title">
              {t('content.footer.links')}
            </h2>
            <ul className="site-practice-footer__links">
              {links.map((link) => (
                <li key={`${link.title}-${link.url}`}>
                  <ExternalLink href={link.url}>{link.title}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {site.footer_text ? <p className="site-practice-footer__text">{site.footer_text}</p> : null}
    </footer>
  );
}
