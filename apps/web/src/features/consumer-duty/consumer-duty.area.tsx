import type { RouteObject } from 'react-router';

const pages = () => import('./consumer-duty-pages.tsx');

/** The Consumer Duty evidence pack: the practice's (its director's and prime admins'), and a client's under the client. */
export const consumerDutyRoutes: RouteObject[] = [
  { path: 'consumer-duty', lazy: async () => ({ Component: (await pages()).PracticeConsumerDutyRoute }) },
  { path: 'clients/:clientId/consumer-duty', lazy: async () => ({ Component: (await pages()).ClientConsumerDutyRoute }) },
];
