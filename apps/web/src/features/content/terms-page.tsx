import type { PublicSite } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../ui/index.ts';
import { usePractice } from '../practice/practice.api.ts';
import { useLandingPage } from './content.api.ts';
import { ContentHeader, ContentSection, LandingPageGate, LoadState } from './content-page.tsx';

function TermsBody({ site }: { site: PublicSite }) {
  const { t } = useTranslation();
  const practice = usePractice();
  const query = useLandingPage('terms');
  const entity = site.legal_entity_name || site.trading_name || practice.name;
  const documents = [
    ...site.links,
    ...(site.privacy_policy_url ? [{ title: t('content.footer.privacy'), url: site.privacy_policy_url }] : []),
  ];
  return (
    <>
      <div className="site-prose">
        <p>{t('content.terms.provider', { entity })}</p>
        <p>{t('content.terms.agreement')}</p>
        <p>{t('content.terms.notAdvice')}</p>
        {query.data?.authorized_representative_name ? (
          <p>{t('content.terms.representative', { name: query.data.authorized_representative_name })}</p>
        ) : null}
      </div>
      {query.data ? null : <LoadState query={query} />}
      {query.data?.promotion_terms ? (
        <ContentSection title={t('content.terms.promotionTitle')}>
          <p className="site-lines">{query.data.promotion_terms}</p>
        </ContentSection>
      ) : null}
      {documents.length > 0 ? (
        <ContentSection title={t('content.terms.documentsTitle')}>
          <ul className="site-list">
            {documents.map((link) => (
              <li key={`${link.title}-${link.url}`}>
                <ExternalLink href={link.url}>{link.title}</ExternalLink>
              </li>
            ))}
          </ul>
        </ContentSection>
      ) : null}
      {site.website_url ? (
        <p className="site-note">
          {t('content.terms.more', { entity })}{' '}
          <ExternalLink href={site.website_url}>{site.website_title || site.website_url}</ExternalLink>.
        </p>
      ) : null}
    </>
  );
}

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LandingPageGate page="terms">
      {(site) => (
        <>
          <ContentHeader page="terms" title={t('content.terms.title')} />
          <TermsBody site={site} />
        </>
      )}
    </LandingPageGate>
  );
}
