import type { CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { CaseHeader, WithCase } from '../cases/case-parts.tsx';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { Goals } from './goals-page.tsx';
import type { Reader } from './health-check-form.ts';
import { HealthCheck } from './health-check-page.tsx';
import './financial-planning.css';

const readerOf = (user: CurrentUser): Reader => (user.role === 'client' ? 'client' : 'adviser');

/**
 * client-cases/{caseId}/financial-planning-health-check and its twin under clients/{clientId}/cases/{caseId}:
 * the request's health check section, answered by the client or by their staff on their behalf.
 */
export function HealthCheckRoute() {
  const { t } = useTranslation();
  return (
    <FeatureGate flag="financialPlanningHealthCheck">
      <WithCase title={(detail) => `${t('financialPlanning.title')}: ${detail.name}`}>
        {(detail, user) => (
          <>
            <CaseHeader detail={detail} user={user} title={t('financialPlanning.title')} />
            <p className="page__lead fp-lead">
              {user.role === 'client' ? t('financialPlanning.leadClient') : t('financialPlanning.leadStaff')}
            </p>
            <HealthCheck detail={detail} reader={readerOf(user)} />
          </>
        )}
      </WithCase>
    </FeatureGate>
  );
}

/** client-cases/{caseId}/financial-planning-goals and its twin: the client's goals, as the request's goals section. */
export function GoalsRoute() {
  const { t } = useTranslation();
  return (
    <FeatureGate flag="financialPlanningGoals">
      <WithCase title={(detail) => `${t('goals.title')}: ${detail.name}`}>
        {(detail, user) => (
          <>
            <CaseHeader detail={detail} user={user} title={t('goals.title')} />
            <p className="page__lead fp-lead">{user.role === 'client' ? t('goals.leadClient') : t('goals.leadStaff')}</p>
            <Goals detail={detail} reader={readerOf(user)} />
          </>
        )}
      </WithCase>
    </FeatureGate>
  );
}
