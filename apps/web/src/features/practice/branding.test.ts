import { afterEach, describe, expect, it } from 'vitest';
import { isFeatureEnabled } from './practice.api.ts';
import { tilePaths } from './settings/tile-sections.ts';
import { applyBranding } from './theme.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('practice branding in the page head', () => {
  it("points the favicon at the practice's, and back at the portal's when it has none", () => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="manifest" href="/x">';
    applyBranding({ favicon_url: '/api/v1/practice/favicon?v=abc', manifest_url: '/manifest.webmanifest' });
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/api/v1/practice/favicon?v=abc');
    expect(icon?.hasAttribute('type')).toBe(false);
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    applyBranding({ favicon_url: null, manifest_url: '/manifest.webmanifest' });
    expect(icon?.getAttribute('href')).toBe('/favicon.svg');
  });
});

describe('feature flags in the browser', () => {
  it('treats a flag as on only when the practice lists it', () => {
    expect(isFeatureEnabled({ features: ['customizableFaq'] }, 'customizableFaq')).toBe(true);
    expect(isFeatureEnabled({ features: ['blog'] }, 'customizableFaq')).toBe(false);
    expect(isFeatureEnabled({}, 'customizableFaq')).toBe(false);
  });
});

describe('client dashboard tiles', () => {
  it('link only to areas that exist', () => {
    expect(tilePaths.servicesAndCharges).toBe('/services-and-charges');
    expect(tilePaths.accountSettings).toBe('/account-settings');
    expect(tilePaths.documentVault).toBe('/vault');
    expect(tilePaths.blog).toBe('/blog');
    expect(tilePaths.brochureLibrary).toBe('/library');
  });
});
