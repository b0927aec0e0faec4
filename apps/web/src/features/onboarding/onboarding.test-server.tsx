import type { OnboardingContext, PreferredAdviserItem } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type Mock, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { OnboardingPage } from './onboarding-page.tsx';

/** A scripted server and helpers for the wizard's component tests. */

export const practice = {
  id: null,
  name: 'Demo Practice',
  colour_scheme: {
    accent: '#004478',
    main: '#092043',
    transparentBox: '#e8eef5',
    textDark: '#1a1a2e',
    textLight: '#ffffff',
    background: '#f6f8fb',
    secondHeader: '#0b2b57',
  },
  environment: 'test',
  mailbox_enabled: true,
  features: [],
};

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

export type SentRequest = { method: string; url: string; body: Record<string, unknown> | undefined };

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Replies = { context: OnboardingContext | Response; registrations?: Response[]; resend?: Response[] };

export function stubServer(replies: Replies) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    sent.push({ method, url, body });
    if (url === '/api/v1/practice') return json(200, { data: practice });
    if (url === '/api/v1/users/me')
      return json(401, { errors: [{ status: '401', code: 'auth.unauthenticated', title: 'No', detail: 'No' }] });
    if (url.startsWith('/api/v1/onboarding/context'))
      return replies.context instanceof Response ? replies.context : json(200, { data: replies.context });
    if (url === '/api/v1/onboarding/preferred-advisers') return json(200, { data: advisers });
    if (url === '/api/v1/onboarding/registrations') return replies.registrations?.shift() ?? json(500, {});
    if (url === '/api/v1/onboarding/resend-confirmation') return replies.resend?.shift() ?? json(500, {});
    return json(404, {});
  });
  return sent;
}

export function renderWizard(path = '/request-a-meeting') {
  const router = createMemoryRouter(
    [
      { path: '/request-a-meeting', element: <OnboardingPage /> },
      { path: '/', element: <h1>Root route</h1> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
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
