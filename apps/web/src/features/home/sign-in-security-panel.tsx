import type { CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../ui/icons.tsx';
import { ButtonLink, Card } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';

/** While the person signs in with a password alone and the practice offers two-factor sign-in, the way to turn it on. */
export function SignInSecurityPanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const isOffered = useFeature('twoFactorAuthentication');
  if (!isOffered || user.two_factor_method !== 'none') return null;
  return (
    <Card title={t('home.securityTitle')} className="home-panel">
      <p className="home-panel__text">{t('home.security.off')}</p>
      <ButtonLink to="/account-settings#two-factor" variant="secondary" icon={<ShieldIcon size={18} />}>
        {t('home.security.turnOn')}
      </ButtonLink>
    </Card>
  );
}
