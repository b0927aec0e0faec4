import type { PublicPractice } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { clearSignedInState, meQueryKey } from '../features/auth/session.ts';
import { practiceQueryKey } from '../features/practice/practice.api.ts';
import { useCookieBannerSpace } from '../features/shell/cookie-banner-space.ts';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { configureApi } from '../lib/api.ts';
import { toastDurations } from '../lib/notify.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

/** The toasts' library arrives after the first paint (afterFirstPaint); a toast asked for sooner shows once it has (see notify). */
const Toaster = lazy(async () => {
  await afterFirstPaint();
  return { default: (await import('sonner')).Toaster };
});

/** Spec 1 §8: toasts are at most 400 px wide. */
const toasterStyle = { '--width': 'min(400px, calc(100vw - 32px))' } as CSSProperties;

function createApp(practice: PublicPractice | undefined) {
  const queryClient = createQueryClient();
  if (practice) queryClient.setQueryData(practiceQueryKey, practice);
  const router = createAppRouter();
  configureApi({
    navigate: (path) => void router.navigate(path, { replace: true }),
    currentUser: () => queryClient.getQueryData(meQueryKey),
    onUnauthenticated: () => clearSignedInState(queryClient),
  });
  return { queryClient, router };
}

/** The toasts, at the bottom right of the window (across it on a phone), above the cookie banner while it shows. */
function Toasts() {
  const bannerSpace = useCookieBannerSpace();
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        duration={toastDurations.other}
        closeButton
        visibleToasts={4}
        style={toasterStyle}
        offset={{ bottom: `${24 + bannerSpace}px`, right: '24px' }}
        mobileOffset={{ bottom: `${16 + bannerSpace}px`, right: '16px', left: '16px' }}
      />
    </Suspense>
  );
}

/** The app; `practice`, when the practice has been read before the first render (practiceForFirstPaint), is its first answer. */
export function App({ practice }: { practice?: PublicPractice }) {
  const [{ queryClient, router }] = useState(() => createApp(practice));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>
  );
}
