// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  browserWarningDismissalMillis,
  detectBrowserFeatures,
  isBrowserSupported,
  isBrowserWarningDismissed,
  recommendedBrowsers,
} from './browser-support.ts';

/** What current Chromium exposes to a page (Node 24 has the same ES built-ins, fetch and WebSocket). */
const chromium = {
  fetch: globalThis.fetch,
  Promise: globalThis.Promise,
  globalThis,
  BigInt: globalThis.BigInt,
  CSS: { supports: (property: string, value: string) => property === 'color' && value.startsWith('var(') },
  WebSocket: globalThis.WebSocket,
  Intl: globalThis.Intl,
};

describe('browser support by feature checks', () => {
  it('counts current Chromium as supported', () => {
    expect(isBrowserSupported(detectBrowserFeatures(chromium))).toBe(true);
  });

  it('counts Internet Explorer 11 (no fetch, no CSS variables, no ES2020) as unsupported', () => {
    const ie11 = { Promise: undefined, CSS: undefined, WebSocket: function WebSocket() {}, Intl: globalThis.Intl };
    const features = detectBrowserFeatures(ie11);
    expect(features.hasFetch).toBe(false);
    expect(features.hasCssVariables).toBe(false);
    expect(isBrowserSupported(features)).toBe(false);
  });

  it('counts a browser without ES2020 built-ins (Promise.allSettled, BigInt) as unsupported', () => {
    const safari12 = { ...chromium, Promise: { allSettled: undefined }, BigInt: undefined };
    expect(isBrowserSupported(detectBrowserFeatures(safari12))).toBe(false);
  });

  it('counts a browser whose CSS.supports throws as lacking CSS variables', () => {
    const broken = {
      ...chromium,
      CSS: {
        supports: () => {
          throw new Error('not implemented');
        },
      },
    };
    expect(detectBrowserFeatures(broken).hasCssVariables).toBe(false);
  });

  it('lists the recommended browsers exactly as the spec does', () => {
    expect(recommendedBrowsers).toEqual([
      { os: 'Windows', browsers: ['Chrome', 'Firefox', 'Edge'] },
      { os: 'macOS', browsers: ['Chrome', 'Firefox', 'Edge', 'Safari'] },
      { os: 'Linux', browsers: ['Chrome', 'Firefox'] },
      { os: 'Android', browsers: ['Chrome'] },
      { os: 'iOS', browsers: ['Chrome', 'Safari'] },
    ]);
  });
});

describe('dismissing the browser warning for 4 weeks', () => {
  const dismissedAt = Date.UTC(2026, 10, 1);

  it('shows the warning when it was never dismissed', () => {
    expect(isBrowserWarningDismissed(null, dismissedAt)).toBe(false);
    expect(isBrowserWarningDismissed('not a time', dismissedAt)).toBe(false);
  });

  it('keeps it hidden until just before 4 weeks have passed', () => {
    expect(browserWarningDismissalMillis).toBe(28 * 24 * 3600 * 1000);
    expect(isBrowserWarningDismissed(String(dismissedAt), dismissedAt + browserWarningDismissalMillis - 1)).toBe(true);
  });

  it('shows it again once 4 weeks have passed', () => {
    expect(isBrowserWarningDismissed(String(dismissedAt), dismissedAt + browserWarningDismissalMillis)).toBe(false);
  });
});
