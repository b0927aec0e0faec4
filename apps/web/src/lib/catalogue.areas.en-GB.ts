import { activityCatalogue } from '../features/activity/activity.catalogue.ts';
import { analyticsCatalogue } from '../features/analytics/analytics.catalogue.ts';
import { auditCatalogue } from '../features/audit/audit.catalogue.ts';
import { blogCatalogue } from '../features/blog/blog.catalogue.ts';
import { actionRequiredCatalogue } from '../features/cases/action-required/action-required.catalogue.ts';
import { caseBatchCatalogue } from '../features/cases/batch/batch.catalogue.ts';
import { casesCatalogue } from '../features/cases/cases.catalogue.ts';
import { casesHomeCatalogue } from '../features/cases/cases-home.catalogue.ts';
import { caseDocumentsCatalogue } from '../features/cases/documents/case-documents.catalogue.ts';
import { topUpsCatalogue } from '../features/cases/top-ups/top-ups.catalogue.ts';
import { consumerDutyCatalogue } from '../features/consumer-duty/consumer-duty.catalogue.ts';
import { contentCatalogue } from '../features/content/content.catalogue.ts';
import { documentsCatalogue } from '../features/documents/documents.catalogue.ts';
import { estateSummaryCatalogue } from '../features/estate-summary/estate-summary.catalogue.ts';
import { factFindCatalogue } from '../features/fact-find/fact-find.catalogue.ts';
import { taxHealthCheckCatalogue } from '../features/financial-audit/financial-audit.catalogue.ts';
import { financialPlanningCatalogue } from '../features/financial-planning/financial-planning.catalogue.ts';
import { financialStrategyCatalogue } from '../features/financial-strategy/financial-strategy.catalogue.ts';
import { helpCatalogue } from '../features/help/help.catalogue.ts';
import { identityCatalogue } from '../features/identity/identity.catalogue.ts';
import { verificationCatalogue } from '../features/identity/verification.catalogue.ts';
import { libraryCatalogue } from '../features/library/library.catalogue.ts';
import { maintenancesCatalogue } from '../features/maintenances/maintenances.catalogue.ts';
import { meetingsCatalogue } from '../features/meetings/meetings.catalogue.ts';
import { messagesCatalogue } from '../features/messages/messages.catalogue.ts';
import { motivationCatalogue } from '../features/motivation/motivation.catalogue.ts';
import { onboardingCatalogue } from '../features/onboarding/onboarding.catalogue.ts';
import { clientAccountCatalogue } from '../features/people/client-account/client-account.catalogue.ts';
import { clientsCatalogue } from '../features/people/clients/clients.catalogue.ts';
import { peopleHomeCatalogue } from '../features/people/people-home.catalogue.ts';
import { staffCatalogue } from '../features/people/staff/staff.catalogue.ts';
import { platformAdminCatalogue } from '../features/platform-admin/platform-admin.catalogue.ts';
import { practiceResourcesCatalogue } from '../features/practice/settings/practice-resources.catalogue.ts';
import { practiceSettingsCatalogue } from '../features/practice/settings/settings.catalogue.ts';
import { reportsCatalogue } from '../features/reports/reports.catalogue.ts';
import { riskToleranceCatalogue } from '../features/risk-assessment/risk-assessment.catalogue.ts';
import { supportCatalogue } from '../features/support/support.catalogue.ts';
import { todosCatalogue } from '../features/todos/todos.catalogue.ts';
import { docusignCatalogue } from '../features/users/docusign.catalogue.ts';
import { vaultCatalogue } from '../features/vault/vault.catalogue.ts';
import { vaultLinksCatalogue } from '../features/vault/vault-links.catalogue.ts';
import { vulnerabilityCatalogue } from '../features/vulnerability/vulnerability.catalogue.ts';
import { pdfViewerCatalogue } from '../ui/pdf-viewer/pdf-viewer.catalogue.ts';
import { uploadCatalogue } from '../ui/upload.catalogue.ts';

/** The areas' texts, en-GB: one chunk that the signed-in shell and the public site load before their pages (see i18n.ts). */
export const areaCatalogue = {
  ...staffCatalogue,
  ...clientsCatalogue,
  ...clientAccountCatalogue,
  ...practiceSettingsCatalogue,
  ...practiceResourcesCatalogue,
  ...onboardingCatalogue,
  ...contentCatalogue,
  ...pdfViewerCatalogue,
  ...uploadCatalogue,
  ...casesCatalogue,
  ...caseDocumentsCatalogue,
  ...documentsCatalogue,
  ...docusignCatalogue,
  ...caseBatchCatalogue,
  ...topUpsCatalogue,
  ...actionRequiredCatalogue,
  ...auditCatalogue,
  ...factFindCatalogue,
  ...vulnerabilityCatalogue,
  ...estateSummaryCatalogue,
  ...riskToleranceCatalogue,
  ...taxHealthCheckCatalogue,
  ...financialPlanningCatalogue,
  ...identityCatalogue,
  ...verificationCatalogue,
  ...vaultCatalogue,
  ...vaultLinksCatalogue,
  ...messagesCatalogue,
  ...todosCatalogue,
  ...activityCatalogue,
  ...motivationCatalogue,
  ...financialStrategyCatalogue,
  ...meetingsCatalogue,
  ...supportCatalogue,
  ...blogCatalogue,
  ...libraryCatalogue,
  ...reportsCatalogue,
  ...analyticsCatalogue,
  ...consumerDutyCatalogue,
  ...helpCatalogue,
  ...maintenancesCatalogue,
  ...casesHomeCatalogue,
  ...peopleHomeCatalogue,
  ...platformAdminCatalogue,
} as const;
