import { activityEndpoints } from '../activity/activity.contract.ts';
import { analyticsEndpoints } from '../analytics/analytics.contract.ts';
import { authEndpoints } from '../auth/auth.contract.ts';
import { usersEndpoints } from '../auth/users.contract.ts';
import { blogEndpoints } from '../blog/blog.contract.ts';
import { caseDocumentsEndpoints } from '../cases/case-documents.contract.ts';
import { casesEndpoints } from '../cases/cases.contract.ts';
import { topUpsEndpoints } from '../cases/top-ups.contract.ts';
import { consumerDutyEndpoints } from '../consumer-duty/consumer-duty.contract.ts';
import { contentEndpoints } from '../content/content.contract.ts';
import { estateSummaryEndpoints } from '../estate/estate-summary.contract.ts';
import { factFindEndpoints } from '../fact-find/fact-find.contract.ts';
import { factFindHomeEndpoints } from '../fact-find/fact-find-home.contract.ts';
import { vulnerabilityEndpoints } from '../fact-find/vulnerability.contract.ts';
import { financialStrategyEndpoints } from '../financial-strategy/financial-strategy.contract.ts';
import { helpEndpoints } from '../help/help.contract.ts';
import { identityEndpoints } from '../identity/identity.contract.ts';
import { verificationEndpoints } from '../identity/verification.contract.ts';
import { brochureEndpoints, libraryEndpoints, practiceBrochureEndpoints } from '../library/library.contract.ts';
import { maintenancesEndpoints } from '../maintenances/maintenances.contract.ts';
import { meetingEndpoints } from '../meetings/meetings.contract.ts';
import { messagesEndpoints } from '../messages/messages.contract.ts';
import { motivationEndpoints } from '../motivation/motivation.contract.ts';
import { notificationsEndpoints } from '../notifications/notifications.contract.ts';
import { onboardingEndpoints } from '../onboarding/onboarding.contract.ts';
import { clientAccountEndpoints } from '../people/client-account.contract.ts';
import { clientsEndpoints } from '../people/clients.contract.ts';
import { staffEndpoints } from '../people/staff.contract.ts';
import { platformAdminEndpoints } from '../platform-admin/platform-admin.contract.ts';
import { practiceEndpoints } from '../practice/practice.contract.ts';
import { practiceResourcesEndpoints } from '../practice/practice-resources.contract.ts';
import { financialPlanningEndpoints } from '../questionnaires/financial-planning.contract.ts';
import { riskToleranceEndpoints } from '../questionnaires/risk-tolerance.contract.ts';
import { taxHealthCheckEndpoints } from '../questionnaires/tax-health-check-case.contract.ts';
import { reportsEndpoints } from '../reports/reports.contract.ts';
import { docusignEndpoints } from '../signing/docusign.contract.ts';
import { signingEndpoints } from '../signing/signing.contract.ts';
import { supportEndpoints } from '../support/support.contract.ts';
import { todosEndpoints } from '../todos/todos.contract.ts';
import { vaultEndpoints } from '../vault/vault.contract.ts';
import { vaultLinksEndpoints } from '../vault/vault-links.contract.ts';
import { platformEndpoints } from './platform.contract.ts';

/**
 * The one contract of the API (spec 1 §7): every call, by area. The server registers each route
 * from its entry (`serve`), the web app calls it through its entry (`api.call`), and the OpenAPI
 * document is generated from the same schemas. Each area declares its own in its `*.contract.ts`.
 */
export const contract = {
  auth: authEndpoints,
  users: usersEndpoints,
  onboarding: onboardingEndpoints,
  cases: casesEndpoints,
  caseDocuments: caseDocumentsEndpoints,
  signing: signingEndpoints,
  docusign: docusignEndpoints,
  topUps: topUpsEndpoints,
  clients: clientsEndpoints,
  clientAccount: clientAccountEndpoints,
  factFind: factFindEndpoints,
  factFindHome: factFindHomeEndpoints,
  vulnerability: vulnerabilityEndpoints,
  estateSummary: estateSummaryEndpoints,
  riskTolerance: riskToleranceEndpoints,
  taxHealthCheck: taxHealthCheckEndpoints,
  financialPlanning: financialPlanningEndpoints,
  staff: staffEndpoints,
  practice: practiceEndpoints,
  practiceResources: practiceResourcesEndpoints,
  content: contentEndpoints,
  notifications: notificationsEndpoints,
  messages: messagesEndpoints,
  todos: todosEndpoints,
  activity: activityEndpoints,
  motivation: motivationEndpoints,
  financialStrategy: financialStrategyEndpoints,
  meetings: meetingEndpoints,
  identity: identityEndpoints,
  verification: verificationEndpoints,
  vault: vaultEndpoints,
  vaultLinks: vaultLinksEndpoints,
  blog: blogEndpoints,
  support: supportEndpoints,
  help: helpEndpoints,
  library: libraryEndpoints,
  brochures: brochureEndpoints,
  practiceBrochures: practiceBrochureEndpoints,
  reports: reportsEndpoints,
  analytics: analyticsEndpoints,
  consumerDuty: consumerDutyEndpoints,
  maintenances: maintenancesEndpoints,
  platform: platformEndpoints,
  platformAdmin: platformAdminEndpoints,
};
