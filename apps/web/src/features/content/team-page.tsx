import { useTranslation } from 'react-i18next';
import { Avatar, EmptyState } from '../../ui/index.ts';
import { useLandingPage } from './content.api.ts';
import { ContentHeader, LandingPageGate, LoadState, RequestMeetingButton } from './content-page.tsx';

function TeamList() {
  const { t } = useTranslation();
  const query = useLandingPage('team');
  if (!query.data) return <LoadState query={query} />;
  if (query.data.advisers.length === 0) {
    return (
      <EmptyState title={t('content.team.emptyTitle')} action={<RequestMeetingButton page="team" />}>
        <p>{t('content.team.empty')}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="site-team">
      {query.data.advisers.map((adviser) => (
        <li key={adviser.id} className="site-team__person">
          <Avatar firstName={adviser.first_name} lastName={adviser.last_name} url={adviser.avatar_url} size={80} />
          <div>
            <h2 className="site-team__name">{`${adviser.first_name} ${adviser.last_name}`}</h2>
            {adviser.job_title ? <p className="site-team__title">{adviser.job_title}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TeamPage() {
  const { t } = useTranslation();
  return (
    <LandingPageGate page="team">
      {() => (
        <>
          <ContentHeader page="team" title={t('content.team.title')} lead={t('content.team.lead')} />
          <TeamList />
        </>
      )}
    </LandingPageGate>
  );
}
