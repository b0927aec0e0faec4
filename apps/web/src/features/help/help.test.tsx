import { featureHelpCatalogue } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubServer, userOf } from '../../test/harness.tsx';
import { answerCookieConsent } from '../shell/use-cookie-consent.ts';
import { FeatureHelp } from './feature-help.tsx';
import { GuidedTour } from './guided-tour.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the Help disclosure', () => {
  it('opens its help beside the page, says so with aria-expanded, and closes on Escape back to its button', async () => {
    stubServer({
      'GET /api/v1/feature-helps': () =>
        json(200, { data: [{ key: 'vault', title: 'Your vault, briefly', text: 'Keep documents safe.', updated_at: null }] }),
    });
    renderRoutes([{ path: '/', element: <FeatureHelp feature="vault" /> }], '/', { user: userOf('adviser') });
    const button = screen.getByRole('button', { name: 'Help' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Your vault, briefly' });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toContain('Keep documents safe.');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('reads the catalogue’s wording until the helps arrive', () => {
    stubServer({});
    renderRoutes([{ path: '/', element: <FeatureHelp feature="clients" /> }], '/', { user: userOf('adviser') });
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('region', { name: featureHelpCatalogue.clients.title })).toBeTruthy();
  });
});

function Dashboard({ done }: { done: boolean }) {
  const user = userOf('client', { first_name: 'Tess', is_tour_guide_completed: done });
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <h1>Your dashboard</h1>
        <div className="home-panels">panels</div>
      </main>
      <GuidedTour user={user} />
    </>
  );
}

describe('the guided tour', () => {
  it('walks the steps whose elements are on the page, and finishing keeps it done on the server', async () => {
    answerCookieConsent(false);
    const sent = stubServer({}, (_request, url) =>
      url.pathname.endsWith('/update-tour-guide') ? json(200, { data: { is_tour_guide_completed: true } }) : undefined,
    );
    // jsdom lays nothing out: every element counts as visible.
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const { queryClient } = renderRoutes([{ path: '/', element: <Dashboard done={false} /> }], '/', {
      user: userOf('client', { is_tour_guide_completed: false }),
    });
    const welcome = await screen.findByRole('dialog', { name: 'Welcome, Tess' });
    expect(welcome.textContent).toContain('Step 1 of 2');
    expect(document.activeElement?.textContent).toBe('Welcome, Tess');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByRole('dialog', { name: 'What waits on you' });
    expect(document.querySelector('[data-tour-active="true"]')?.className).toBe('home-panels');
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(sent.some((request) => request.url.endsWith('/update-tour-guide'))).toBe(true));
    expect(sent.find((request) => request.url.endsWith('/update-tour-guide'))?.body).toEqual({ is_tour_guide_completed: true });
    expect(queryClient.getQueryData<{ is_tour_guide_completed: boolean }>(['me'])?.is_tour_guide_completed).toBe(true);
    vi.restoreAllMocks();
  });

  it('is not shown once done', () => {
    answerCookieConsent(false);
    renderRoutes([{ path: '/', element: <Dashboard done /> }], '/', {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
