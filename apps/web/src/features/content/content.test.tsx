import type { PublicSite } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { json, practiceOf } from '../../test/harness.tsx';
import { contentRoutes } from './content.area.tsx';

const site: PublicSite = {
  name: 'Harbour Wealth',
  trading_name: '',
  legal_entity_name: 'Harbour Wealth Ltd',
  website_title: '',
  website_url: 'https://harbour.example',
  privacy_policy_url: 'https://harbour.example/privacy',
  addresses: [{ label: 'Head office', address: '1 Quay Street\nBristol' }],
  links: [{ title: 'Complaints', url: 'https://harbour.example/complaints' }],
  footer_text: 'Authorised and regulated by the Financial Conduct Authority.',
  enabled_pages: ['how-it-works', 'faq', 'our-service-charters'],
};

const pages: Record<string, unknown> = {
  faq: {
    page: 'faq',
    faq: {
      sections: [
        {
          id: 's1',
          title: 'Getting started',
          questions: [{ id: 'q1', question: 'Is the first meeting free?', answer: 'Yes, there is no charge.' }],
        },
      ],
    },
  },
  'our-service-charters': { page: 'our-service-charters', charters: [] },
};

const notFound = () => json(404, { errors: [{ status: '404', code: 'resource.not_found', title: 'Not found', detail: 'Not found.' }] });

function stubServer(siteAnswer: () => Promise<Response> = async () => json(200, { data: site })) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/v1/users/me')
      return json(401, { errors: [{ status: '401', code: 'auth.unauthenticated', title: 'Not signed in', detail: 'Please sign in.' }] });
    if (url === '/api/v1/practice') return json(200, { data: practiceOf({ features: ['becomeClient'] }) });
    if (url === '/api/v1/landing-pages') return siteAnswer();
    const page = url.replace('/api/v1/landing-pages/', '');
    return pages[page] ? json(200, { data: pages[page] }) : notFound();
  });
}

function renderAt(path: string, siteAnswer?: () => Promise<Response>) {
  stubServer(siteAnswer);
  const router = createMemoryRouter([...contentRoutes, { path: '*', element: <NotFoundPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the practice site', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links only the enabled pages, and shows the practice footer', async () => {
    renderAt('/how-it-works');
    expect(await screen.findByRole('heading', { level: 1, name: 'How it works' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Practice website' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['How it works', 'Service charters', 'FAQ']);
    expect(within(nav).getByRole('link', { name: 'How it works' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Head office')).toBeTruthy();
    expect(screen.getByText('Authorised and regulated by the Financial Conduct Authority.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Privacy policy/u }).getAttribute('href')).toBe('https://harbour.example/privacy');
  });

  it('shows the menu, the page and the footers together once the site is known, so nothing moves down under a late menu', async () => {
    let answerSite = (_response: Response) => {};
    renderAt('/how-it-works', () => new Promise<Response>((resolve) => (answerSite = resolve)));
    await waitFor(() => expect(document.querySelector('.site__header')).not.toBeNull());
    expect(screen.queryByRole('navigation', { name: 'Practice website' })).toBeNull();
    expect(document.querySelector('main')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
    answerSite(json(200, { data: site }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How it works' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Practice website' })).toBeTruthy();
    expect(screen.getByText('Head office')).toBeTruthy();
  });

  it('leads every call to action to the sign-up wizard, naming the page', async () => {
    renderAt('/how-it-works');
    const ctas = await screen.findAllByRole('link', { name: 'Request a meeting' });
    expect(ctas.length).toBeGreaterThan(0);
    for (const cta of ctas) expect(cta.getAttribute('href')).toBe('/request-a-meeting?source=how-it-works');
  });

  it('shows the 404 page for a page the practice has not enabled', async () => {
    renderAt('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('opens and closes an FAQ answer with its button', async () => {
    renderAt('/faq');
    const question = await screen.findByRole('button', { name: 'Is the first meeting free?' });
    const answer = screen.getByText('Yes, there is no charge.');
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(answer.closest('section')?.hidden).toBe(true);
    expect(question.getAttribute('aria-controls')).toBe(answer.closest('section')?.id);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Is the first meeting free?' }).textContent).toBe('Yes, there is no charge.');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
  });

  it('says what to do when no charter is published yet', async () => {
    renderAt('/our-service-charters');
    expect(await screen.findByRole('heading', { name: 'No service charters published yet' })).toBeTruthy();
    expect(screen.getByText(/Your adviser can tell you about our service standards/u)).toBeTruthy();
  });

  it('says a charter that does not exist is not found', async () => {
    renderAt('/our-service-charters/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Charter not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All service charters' }).getAttribute('href')).toBe('/our-service-charters');
  });
});
