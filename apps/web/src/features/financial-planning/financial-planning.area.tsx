import type { RouteObject } from 'react-router';

/** This area's pages inside the signed-in shell; each page loads lazily. */
export const financialPlanningRoutes: RouteObject[] = [];
