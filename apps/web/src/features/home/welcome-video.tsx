import type { ClientDetail, CurrentUser } from '@advice/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { useFeature } from '../practice/practice.api.ts';

/** The video the adviser recorded when the client was created, shown on the client's own dashboard. */
export function WelcomeVideo({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const isOn = useFeature('welcomeVideo');
  const detail = useQuery({
    queryKey: ['client', user.id],
    queryFn: async () => (await api.get<{ data: ClientDetail }>(`/clients/${user.id}`, { silent: true })).data,
    enabled: isOn && user.role === 'client',
    staleTime: 5 * 60_000,
  });
  if (!isOn || !detail.data?.has_welcome_video) return null;
  return (
    <section aria-labelledby="welcome-video" className="welcome-video">
      <h2 id="welcome-video" className="section-title">
        {t('home.welcomeVideo')}
      </h2>
      {/* biome-ignore lint/a11y/useMediaCaption: the adviser records it in the browser; no caption track exists to offer. */}
      <video controls preload="metadata" src={`/api/v1/clients/${user.id}/welcome-video`} className="welcome-video__player">
        {t('home.welcomeVideoUnsupported')}
      </video>
    </section>
  );
}
