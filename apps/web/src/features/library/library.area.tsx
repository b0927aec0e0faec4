import type { RouteObject } from 'react-router';

const reader = () => import('./library-pages.tsx');
const staff = () => import('./library-staff-pages.tsx');
const admin = () => import('./brochures-admin-pages.tsx');

/**
 * The library's pages inside the signed-in shell (spec 1 §2: library, library/{itemId}; practice-library-content,
 * practice-library-content/{itemId}), behind the brochure library flag; the platform admins' brochures.
 */
export const libraryRoutes: RouteObject[] = [
  { path: 'library', lazy: async () => ({ Component: (await reader()).LibraryRoute }) },
  { path: 'library/brochures/:brochureId', lazy: async () => ({ Component: (await reader()).LibraryBrochureRoute }) },
  { path: 'library/:itemId', lazy: async () => ({ Component: (await reader()).LibraryItemRoute }) },
  { path: 'practice-library-content', lazy: async () => ({ Component: (await staff()).StaffLibraryRoute }) },
  { path: 'practice-library-content/new', lazy: async () => ({ Component: (await staff()).NewLibraryItemRoute }) },
  { path: 'practice-library-content/:itemId', lazy: async () => ({ Component: (await staff()).EditLibraryItemRoute }) },
  { path: 'super_administrator/brochures', lazy: async () => ({ Component: (await admin()).BrochuresRoute }) },
  { path: 'super_administrator/brochures/new', lazy: async () => ({ Component: (await admin()).NewBrochureRoute }) },
  { path: 'super_administrator/brochures/:brochureId', lazy: async () => ({ Component: (await admin()).BrochureRoute }) },
];
