import type { RouteObject } from 'react-router';

const staffListPages = () => import('./staff-list-pages.tsx');
const staffRoomPages = () => import('./staff-room-pages.tsx');
const sidePages = () => import('./room-side-pages.tsx');
const clientPages = () => import('./client-pages.tsx');
const testSetupPages = () => import('./test-setup/test-setup-pages.tsx');
const livePages = () => import('./live/live-room-page.tsx');

/**
 * This area's pages inside the signed-in shell, each behind the adviceRoom feature (off: the not-found page).
 * Staff see every room of their clients at /client-meeting-rooms and keep a client's under the client; the
 * client finds theirs under /meetings.
 */
export const meetingsRoutes: RouteObject[] = [
  { path: 'client-meeting-rooms', lazy: async () => ({ Component: (await staffListPages()).AllRoomsRoute }) },
  { path: 'clients/:clientId/client-meeting-rooms', lazy: async () => ({ Component: (await staffListPages()).ClientRoomsRoute }) },
  { path: 'clients/:clientId/client-meeting-rooms/new', lazy: async () => ({ Component: (await staffRoomPages()).NewRoomRoute }) },
  { path: 'clients/:clientId/client-meeting-rooms/:roomId', lazy: async () => ({ Component: (await staffRoomPages()).StaffRoomRoute }) },
  {
    path: 'clients/:clientId/client-meeting-rooms/:roomId/audit-trail',
    lazy: async () => ({ Component: (await sidePages()).RoomAuditTrailRoute }),
  },
  {
    path: 'clients/:clientId/client-meeting-rooms/:roomId/recent-fact-find',
    lazy: async () => ({ Component: (await sidePages()).RecentFactFindRoute }),
  },
  {
    path: 'clients/:clientId/client-meeting-rooms/:roomId/test-setup',
    lazy: async () => ({ Component: (await testSetupPages()).StaffTestSetupRoute }),
  },
  {
    path: 'clients/:clientId/client-meeting-rooms/:roomId/meeting',
    lazy: async () => ({ Component: (await livePages()).StaffLiveRoomRoute }),
  },
  { path: 'meetings', lazy: async () => ({ Component: (await clientPages()).OwnRoomsRoute }) },
  { path: 'meetings/client-meeting-rooms/:roomId', lazy: async () => ({ Component: (await clientPages()).OwnRoomRoute }) },
  {
    path: 'meetings/client-meeting-rooms/:roomId/test-setup',
    lazy: async () => ({ Component: (await testSetupPages()).ClientTestSetupRoute }),
  },
  { path: 'meetings/client-meeting-rooms/:roomId/meeting', lazy: async () => ({ Component: (await livePages()).ClientLiveRoomRoute }) },
];

const guestPages = () => import('./guest-pages.tsx');

/**
 * The guests' pages: a guest opens their invitation's link, signed in or not, outside the signed-in shell
 * (the router places them beside the other public pages); the token in the link is their key.
 */
export const meetingsPublicRoutes: RouteObject[] = [
  { path: 'guests/client-meeting-rooms/:roomId', lazy: async () => ({ Component: (await guestPages()).GuestRoomRoute }) },
  {
    path: 'guests/client-meeting-rooms/:roomId/test-setup',
    lazy: async () => ({ Component: (await guestPages()).GuestTestSetupRoute }),
  },
  { path: 'guests/client-meeting-rooms/:roomId/meeting', lazy: async () => ({ Component: (await livePages()).GuestLiveRoomRoute }) },
];
