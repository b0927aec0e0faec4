import type { RouteObject } from 'react-router';

const pages = () => import('./maintenances-pages.tsx');

/** The platform admins' maintenance pages, in the super_administrator area (the form's pages are super admins'). */
export const maintenancesRoutes: RouteObject[] = [
  { path: 'super_administrator/maintenances', lazy: async () => ({ Component: (await pages()).MaintenancesRoute }) },
  { path: 'super_administrator/maintenances/new', lazy: async () => ({ Component: (await pages()).NewMaintenanceRoute }) },
  {
    path: 'super_administrator/maintenances/:maintenanceId/edit',
    lazy: async () => ({ Component: (await pages()).EditMaintenanceRoute }),
  },
];
