import type { RouteObject } from 'react-router';

const pages = () => import('./reports-pages.tsx');

/** The director's reports (spec 1 §2: practice-statistics, reports, usage-reports); anyone else finds no page. */
export const reportsRoutes: RouteObject[] = [
  { path: 'practice-statistics', lazy: async () => ({ Component: (await pages()).StatisticsRoute }) },
  { path: 'reports', lazy: async () => ({ Component: (await pages()).MonthlyReportRoute }) },
  { path: 'usage-reports', lazy: async () => ({ Component: (await pages()).UsageReportsRoute }) },
];
