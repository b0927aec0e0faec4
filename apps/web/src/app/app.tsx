import { QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { clearSignedInState, meQueryKey } from '../features/auth/session.ts';
import { configureApi } from '../lib/api.ts';
import { toastDurations } from '../lib/notify.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

/** Spec 1 §8: toasts are at most 400 px wide. */
const toasterStyle = { '--width': 'min(400px, calc(100vw - 32px))' } as CSSProperties;

function createApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  configureApi({
    navigate: (path) => void router.navigate(path, { replace: true }),
    currentUser: () => queryClient.getQueryData(meQueryKey),
    onUnauthenticated: () => clearSignedInState(queryClient),
  });
  return { queryClient, router };
}

export function App() {
  const [{ queryClient, router }] = useState(createApp);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="bottom-right"
        duration={toastDurations.other}
        closeButton
        visibleToasts={4}
        style={toasterStyle}
        offset={{ bottom: 'calc(24px + var(--cookie-banner-space, 0px))', right: '24px' }}
        mobileOffset={{ bottom: 'calc(16px + var(--cookie-banner-space, 0px))', right: '16px', left: '16px' }}
      />
    </QueryClientProvider>
  );
}
