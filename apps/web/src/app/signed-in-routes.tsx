import { roleAreas } from '@advice/domain/shared/roles';
import type { RouteObject } from 'react-router';
import { activityRoutes } from '../features/activity/activity.area.tsx';
import { analyticsRoutes } from '../features/analytics/analytics.area.tsx';
import { blogRoutes } from '../features/blog/blog.area.tsx';
import { actionRequiredRoutes } from '../features/cases/action-required/action-required.area.tsx';
import { batchRoutes } from '../features/cases/batch/batch.area.tsx';
import { casesRoutes } from '../features/cases/cases.area.tsx';
import { topUpsRoutes } from '../features/cases/top-ups/top-ups.area.tsx';
import { consumerDutyRoutes } from '../features/consumer-duty/consumer-duty.area.tsx';
import { documentsRoutes } from '../features/documents/documents.area.tsx';
import { estateSummaryRoutes } from '../features/estate-summary/estate-summary.area.tsx';
import { factFindRoutes } from '../features/fact-find/fact-find.area.tsx';
import { taxHealthCheckRoutes } from '../features/financial-audit/financial-audit.area.tsx';
import { financialPlanningRoutes } from '../features/financial-planning/financial-planning.area.tsx';
import { financialStrategyRoutes } from '../features/financial-strategy/financial-strategy.area.tsx';
import { identityRoutes } from '../features/identity/identity.area.tsx';
import { verificationRoutes } from '../features/identity/verification.area.tsx';
import { libraryRoutes } from '../features/library/library.area.tsx';
import { maintenancesRoutes } from '../features/maintenances/maintenances.area.tsx';
import { meetingsRoutes } from '../features/meetings/meetings.area.tsx';
import { messagesRoutes } from '../features/messages/messages.area.tsx';
import { motivationRoutes } from '../features/motivation/motivation.area.tsx';
import { clientAccountRoutes } from '../features/people/client-account/client-account.area.tsx';
import { clientsRoutes } from '../features/people/clients/clients.area.tsx';
import { staffRoutes } from '../features/people/staff/staff.area.tsx';
import { platformAdminRoutes } from '../features/platform-admin/platform-admin.area.tsx';
import { practiceSettingsRoutes } from '../features/practice/settings/settings.area.tsx';
import { reportsRoutes } from '../features/reports/reports.area.tsx';
import { riskToleranceRoutes } from '../features/risk-assessment/risk-assessment.area.tsx';
import { supportRoutes } from '../features/support/support.area.tsx';
import { todosRoutes } from '../features/todos/todos.area.tsx';
import { vaultRoutes } from '../features/vault/vault.area.tsx';
import { vaultLinksRoutes } from '../features/vault/vault-links.area.tsx';
import { RequireArea } from './guards.tsx';
import { page } from './lazy-page.ts';

const areas = [...new Set(Object.values(roleAreas))];

/** Every page inside the signed-in shell, each loading on first visit; the router finds these on the first visit to one. */
export const signedInRoutes: RouteObject[] = [
  {
    path: 'account-settings',
    ...page(async () => ({ Component: (await import('../features/users/account-settings-page.tsx')).AccountSettingsPage })),
  },
  ...staffRoutes,
  ...clientsRoutes,
  ...clientAccountRoutes,
  ...casesRoutes,
  ...documentsRoutes,
  ...batchRoutes,
  ...practiceSettingsRoutes,
  ...topUpsRoutes,
  ...actionRequiredRoutes,
  ...factFindRoutes,
  ...estateSummaryRoutes,
  ...riskToleranceRoutes,
  ...taxHealthCheckRoutes,
  ...financialPlanningRoutes,
  ...identityRoutes,
  ...verificationRoutes,
  ...vaultRoutes,
  ...vaultLinksRoutes,
  ...messagesRoutes,
  ...todosRoutes,
  ...activityRoutes,
  ...motivationRoutes,
  ...financialStrategyRoutes,
  ...meetingsRoutes,
  ...supportRoutes,
  ...blogRoutes,
  ...libraryRoutes,
  ...reportsRoutes,
  ...analyticsRoutes,
  ...consumerDutyRoutes,
  ...maintenancesRoutes,
  ...platformAdminRoutes,
  ...areas.map((area) => ({
    path: area,
    ...page(async () => {
      const { RoleHomePage } = await import('../features/home/role-home-page.tsx');
      return { Component: () => <RequireArea area={area}>{(user) => <RoleHomePage user={user} />}</RequireArea> };
    }),
  })),
];
