import type { PublicCharter } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/dates.ts';
import { ButtonLink, EmptyState } from '../../ui/index.ts';
import { useLandingPage, useServiceCharter } from './content.api.ts';
import { ContentHeader, LandingPageGate, LoadState, RequestMeetingButton } from './content-page.tsx';

function AvailableFrom({ charter }: { charter: PublicCharter }) {
  const { t } = useTranslation();
  if (!charter.available_from) return null;
  return (
    <p className="site-charter__date">{t('content.charters.availableFrom', { date: formatDate(`${charter.available_from}T12:00:00`) })}</p>
  );
}

function CharterList() {
  const { t } = useTranslation();
  const query = useLandingPage('our-service-charters');
  if (!query.data) return <LoadState query={query} />;
  if (query.data.charters.length === 0) {
    return (
      <EmptyState title={t('content.charters.emptyTitle')} action={<RequestMeetingButton page="our-service-charters" />}>
        <p>{t('content.charters.empty')}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="site-charters">
      {query.data.charters.map((charter) => (
        <li key={charter.id} className="site-charter">
          {charter.image_url ? <img src={charter.image_url} alt="" className="site-charter__image" /> : null}
          <h2 className="site-charter__title">
            <Link to={`/our-service-charters/${encodeURIComponent(charter.id)}`}>{charter.title}</Link>
          </h2>
          <AvailableFrom charter={charter} />
        </li>
      ))}
    </ul>
  );
}

export function ChartersPage() {
  const { t } = useTranslation();
  return (
    <LandingPageGate page="our-service-charters">
      {() => (
        <>
          <ContentHeader page="our-service-charters" title={t('content.charters.title')} lead={t('content.charters.lead')} />
          <CharterList />
        </>
      )}
    </LandingPageGate>
  );
}

function CharterDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useServiceCharter(id);
  const back = (
    <ButtonLink to="/our-service-charters" variant="secondary">
      {t('content.charter.back')}
    </ButtonLink>
  );
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState headingLevel={1} title={t('content.charter.notFoundTitle')} action={back}>
        <p>{t('content.charter.notFound')}</p>
      </EmptyState>
    );
  }
  if (!query.data) return <LoadState query={query} />;
  const charter = query.data;
  return (
    <>
      <ContentHeader page="our-service-charters" title={charter.title} />
      <article className="site-charter-detail">
        {charter.image_url ? <img src={charter.image_url} alt="" className="site-charter-detail__image" /> : null}
        <div className="site-prose">
          <AvailableFrom charter={charter} />
          <p>{t('content.charter.about')}</p>
          <p>
            <Link to="/our-service-charters">{t('content.charter.back')}</Link>
          </p>
        </div>
      </article>
    </>
  );
}

export function CharterPage() {
  const { charterId = '' } = useParams();
  return <LandingPageGate page="our-service-charters">{() => <CharterDetail id={charterId} />}</LandingPageGate>;
}
