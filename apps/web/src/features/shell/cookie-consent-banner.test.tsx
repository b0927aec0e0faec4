import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { practiceOf, renderRoutes, stubServer } from '../../test/harness.tsx';
import { useCookieBannerSpace } from './cookie-banner-space.ts';
import { CookieConsentBanner } from './cookie-consent-banner.tsx';

/** A resize observer the test gives its turn, as the browser does once it has laid the page out. */
const observers: Array<() => void> = [];
class TestResizeObserver {
  #callback: () => void;
  constructor(callback: () => void) {
    this.#callback = callback;
  }
  observe() {
    observers.push(this.#callback);
  }
  disconnect() {}
}

function SpaceProbe() {
  return <output aria-label="Toasts keep clear of">{useCookieBannerSpace()}</output>;
}

describe('the cookie banner', () => {
  let measured: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('ResizeObserver', TestResizeObserver);
    vi.stubGlobal('innerHeight', 800);
    measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 650 } as DOMRect);
    stubServer({});
  });
  afterEach(() => {
    measured.mockRestore();
    vi.unstubAllGlobals();
  });

  it('tells the toasts how much room it takes once the page is laid out, and gives it back when answered', async () => {
    const practice = practiceOf({ features: ['cookiesConsent'] });
    const page = (
      <>
        <CookieConsentBanner />
        <SpaceProbe />
      </>
    );
    renderRoutes([{ path: '/', element: page }], '/', { practice });

    await screen.findByRole('region', { name: 'Cookie consent' });
    // Not measured in React's commit, where it would make the browser lay out the page an extra time.
    expect(measured).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Toasts keep clear of').textContent).toBe('0');

    act(() => {
      for (const turn of observers) turn();
    });
    expect(screen.getByLabelText('Toasts keep clear of').textContent).toBe('150');

    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(screen.getByLabelText('Toasts keep clear of').textContent).toBe('0');
  });
});
