import type { RouteObject } from 'react-router';
import { FeatureGate } from '../practice/feature-gate.tsx';

const casePage = () => import('./case-page.tsx');
const packPages = () => import('./new-pack-page.tsx');
const requestPages = () => import('./new-request-pages.tsx');
const auditTrailPage = () => import('./audit-trail-page.tsx');
const reviewPage = { lazy: async () => ({ Component: (await import('./case-review-page.tsx')).CaseReviewPage }) };

/** This area's pages inside the signed-in shell; each page loads lazily. */
export const casesRoutes: RouteObject[] = [
  { path: 'client-cases', lazy: async () => ({ Component: (await import('./cases-page.tsx')).CasesPage }) },
  { path: 'client-cases/:caseId', lazy: async () => ({ Component: (await casePage()).CasePage }) },
  {
    path: 'client-cases/:caseId/audit-trail',
    lazy: async () => ({ Component: (await auditTrailPage()).CaseAuditTrailPage }),
  },
  {
    path: 'client-cases/:caseId/edit-investment',
    lazy: async () => ({ Component: (await import('./edit-investment-page.tsx')).EditInvestmentPage }),
  },
  { path: 'client-cases/:caseId/review', ...reviewPage },
  { path: 'client-cases/:caseId/submit', lazy: async () => ({ Component: (await import('./submit-page.tsx')).SubmitCasePage }) },
  { path: 'clients/:clientId/cases', lazy: async () => ({ Component: (await import('./cases-page.tsx')).ClientCasesPage }) },
  { path: 'clients/:clientId/cases/new', lazy: async () => ({ Component: (await packPages()).NewRecommendationPackPage }) },
  { path: 'clients/:clientId/cases/new-document-pack', lazy: async () => ({ Component: (await packPages()).NewDocumentPackPage }) },
  {
    path: 'clients/:clientId/cases/new-review-questionnaire',
    lazy: async () => ({ Component: (await import('./new-questionnaire-page.tsx')).NewQuestionnairePage }),
  },
  { path: 'clients/:clientId/cases/:caseId', lazy: async () => ({ Component: (await casePage()).CasePage }) },
  { path: 'clients/:clientId/cases/:caseId/audit-trail', lazy: async () => ({ Component: (await auditTrailPage()).CaseAuditTrailPage }) },
  { path: 'clients/:clientId/cases/:caseId/review', ...reviewPage },
  // The client's questionnaires page (spec 1 §2) lists review questionnaires and requests, which are cases.
  {
    path: 'questionnaires',
    lazy: async () => ({ Component: (await import('../questionnaires/questionnaires-page.tsx')).QuestionnairesPage }),
  },
  { path: 'new-case', lazy: async () => ({ Component: (await requestPages()).NewCasePage }) },
  // A face-to-face meeting request exists only while the practice offers it (f2FRequest); typed in, it is a 404.
  {
    path: 'new-meeting',
    lazy: async () => {
      const { NewMeetingPage } = await requestPages();
      return {
        Component: () => (
          <FeatureGate flag="f2FRequest">
            <NewMeetingPage />
          </FeatureGate>
        ),
      };
    },
  },
];
