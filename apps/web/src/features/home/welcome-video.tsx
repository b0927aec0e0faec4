import type { CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useFeature } from '../practice/practice.api.ts';
import { useOwnClientDetail, welcomeVideoUrl } from './home.api.ts';

/** The video the adviser recorded when the client was created, shown on the client's own dashboard. */
export function WelcomeVideo({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const isOn = useFeature('welcomeVideo');
  const detail = useOwnClientDetail(user, isOn && user.role === 'client');
  if (!isOn || !detail.data?.has_welcome_video) return null;
  return (
    <section aria-labelledby="welcome-video" className="welcome-video">
      <h2 id="welcome-video" className="section-title">
        {t('home.welcomeVideo')}
      </h2>
      {/* biome-ignore lint/a11y/useMediaCaption: the adviser records it in the browser; no caption track exists to offer. */}
      <video controls preload="metadata" src={welcomeVideoUrl(user.id)} className="welcome-video__player">
        {t('home.welcomeVideoUnsupported')}
      </video>
    </section>
  );
}
