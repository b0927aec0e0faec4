import type { OnboardingContext, PreferredAdviserItem } from '@advice/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { type Mock, vi } from 'vitest';
import { json, notSignedIn, practiceOf, renderRoutes, stubFetch } from '../../test/harness.tsx';
import { OnboardingPage } from './onboarding-page.tsx';

/** A scripted server and helpers for the wizard's component tests. */

export function onboardingContext(overrides: Partial<OnboardingContext> = {}): OnboardingContext {
  return {
    practice: { name: 'Demo Practice', privacy_policy_url: 'https://demo.example/privacy' },
    currencies: ['GBP', 'EUR'],
    topics: ['Pensions', 'Protection'],
    min_duration: 5,
    preferred_advisers_enabled: false,
    disclosure: null,
    invitation: null,
    ...overrides,
  };
}

export const advisers: PreferredAdviserItem[] = [
  { id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11', full_name: 'Amelia Stone', title: 'Chartered adviser', avatar_url: null },
  { id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22', full_name: 'Ben Okafor', title: null, avatar_url: null },
];

type Replies = { context: OnboardingContext | Response; registrations?: Response[]; resend?: Response[] };

export function stubServer(replies: Replies) {
  return stubFetch(({ url }) => {
    if (url === '/api/v1/practice') return json(200, { data: practiceOf() });
    if (url === '/api/v1/users/me') return notSignedIn();
    if (url.startsWith('/api/v1/onboarding/context'))
      return replies.context instanceof Response ? replies.context : json(200, { data: replies.context });
    if (url === '/api/v1/onboarding/preferred-advisers') return json(200, { data: advisers });
    if (url === '/api/v1/onboarding/registrations') return replies.registrations?.shift() ?? json(500, {});
    if (url === '/api/v1/onboarding/resend-confirmation') return replies.resend?.shift() ?? json(500, {});
    return undefined;
  });
}

export function renderWizard(path = '/request-a-meeting') {
  return renderRoutes(
    [
      { path: '/request-a-meeting', element: <OnboardingPage /> },
      { path: '/', element: <h1>Root route</h1> },
    ],
    path,
  );
}

export async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

export function clickContinue(name: string | RegExp = 'Continue') {
  fireEvent.click(screen.getByRole('button', { name }));
}

export function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** The ALTCHA widget reporting a finished proof of work, as the real element does. */
export function solveCaptcha(payload = 'altcha-payload'): { reset: Mock } {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no captcha widget');
  const reset = vi.fn();
  Object.assign(widget, { reset });
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  return { reset };
}

type ViewerCallbacks = { onLoad?: ((info: { pageCount: number }) => void) | undefined; onError?: ((error: Error) => void) | undefined };
let shownViewer: ViewerCallbacks | null = null;

/**
 * Stands in for the PDF viewer (pdf.js does not run in jsdom) and loads only when the test says so:
 * `vi.mock('../../ui/pdf-viewer/pdf-viewer.tsx', async () => ({ PdfViewer: (await import('./onboarding.test-server.tsx')).PdfViewerDouble }))`.
 */
export function PdfViewerDouble({ title, onLoad, onError }: { title: string } & ViewerCallbacks) {
  useEffect(() => {
    shownViewer = { onLoad, onError };
    return () => {
      shownViewer = null;
    };
  }, [onLoad, onError]);
  return <p>PDF: {title}</p>;
}

/** What the shown viewer reports: its document loaded, or failed to. */
export const pdfViewer = {
  load(pageCount = 2) {
    if (!shownViewer) throw new Error('no PDF viewer shown');
    const { onLoad } = shownViewer;
    act(() => onLoad?.({ pageCount }));
  },
  fail() {
    if (!shownViewer) throw new Error('no PDF viewer shown');
    const { onError } = shownViewer;
    act(() => onError?.(new Error('Invalid PDF structure')));
  },
};
