import { featureFlags } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useApiMutation } from '../../../lib/mutation.ts';
import { ButtonLink, Card, Checkbox, Spinner } from '../../../ui/index.ts';
import { homePathFor, useSignedInUser } from '../../auth/session.ts';
import { practiceQueryKey } from '../practice.api.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { setFeatureFlag, useFeatureFlags, usePractices } from './settings.api.ts';
import './settings.css';

const isPlatformAdmin = (role: string) => role === 'super_admin' || role === 'support_admin';

/** Super and support admins pick a practice here. */
export function PracticesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('practices.title'));
  const user = useSignedInUser();
  const query = usePractices();
  if (!isPlatformAdmin(user.role)) return <Navigate to={homePathFor(user)} replace />;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('practices.title')}</h1>
      </header>
      {query.isPending ? <Spinner /> : null}
      <ul className="service-list">
        {query.data?.map((practice) => (
          <li key={practice.id} className="service-card">
            <h2 className="service-card__title">{practice.name}</h2>
            <p className="service-card__category">{practice.hosts.join(', ')}</p>
            <Link
              to={`/super_administrator/practices/${practice.id}/feature-flags`}
              aria-label={t('practices.flagsOf', { name: practice.name })}
            >
              {t('practices.featureFlags')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each feature flag of one practice, switched on or off at once. */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  const { practiceId } = useParams();
  const user = useSignedInUser();
  const query = useFeatureFlags(practiceId);
  const save = useApiMutation(
    (change: { practiceId: string; flag: string; isOn: boolean }) => setFeatureFlag(change.practiceId, change.flag, change.isOn),
    {
      success: (_, { flag, isOn }) => t(isOn ? 'practices.flagOn' : 'practices.flagOff', { flag }),
      invalidates: [['practices', practiceId, 'feature-flags'], practiceQueryKey],
    },
  );
  const pending = save.isPending ? save.variables?.flag : null;
  useDocumentTitle(t('practices.featureFlags'));
  if (!isPlatformAdmin(user.role)) return <Navigate to={homePathFor(user)} replace />;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('practices.featureFlagsOf', { name: query.data?.name ?? '' })}</h1>
        <p className="page-header__meta">{t('practices.flagsHint')}</p>
      </header>
      {query.isPending ? <Spinner /> : null}
      {query.data ? (
        <Card title={t('practices.featureFlags')}>
          <div className="flag-grid">
            {featureFlags.map((flag) => (
              <Checkbox
                key={flag}
                name={flag}
                label={flag}
                checked={query.data.flags[flag] ?? false}
                disabled={pending === flag}
                onChange={(event) => {
                  if (practiceId) void save.run({ practiceId, flag, isOn: event.target.checked });
                }}
              />
            ))}
          </div>
        </Card>
      ) : null}
      <ButtonLink variant="secondary" to="/super_administrator/practices">
        {t('practices.back')}
      </ButtonLink>
    </div>
  );
}
