/** What the portal needs from a browser, each checked by feature rather than by its name. */
export type BrowserFeatures = {
  hasFetch: boolean;
  hasPromiseAllSettled: boolean;
  hasGlobalThis: boolean;
  hasBigInt: boolean;
  hasCssVariables: boolean;
  hasWebSocket: boolean;
  hasIntl: boolean;
};

type Scope = {
  fetch?: unknown;
  Promise?: { allSettled?: unknown };
  globalThis?: unknown;
  BigInt?: unknown;
  CSS?: { supports?: (property: string, value: string) => boolean };
  WebSocket?: unknown;
  Intl?: { DateTimeFormat?: unknown };
};

/** Reads the features from a window-like scope (ES2020 built-ins, fetch, CSS custom properties). */
export function detectBrowserFeatures(scope: Scope): BrowserFeatures {
  let hasCssVariables = false;
  try {
    hasCssVariables = typeof scope.CSS?.supports === 'function' && scope.CSS.supports('color', 'var(--probe)');
  } catch {
    hasCssVariables = false;
  }
  return {
    hasFetch: typeof scope.fetch === 'function',
    hasPromiseAllSettled: typeof scope.Promise?.allSettled === 'function',
    hasGlobalThis: typeof scope.globalThis === 'object' && scope.globalThis !== null,
    hasBigInt: typeof scope.BigInt === 'function',
    hasCssVariables,
    hasWebSocket: typeof scope.WebSocket === 'function',
    hasIntl: typeof scope.Intl?.DateTimeFormat === 'function',
  };
}

export function isBrowserSupported(features: BrowserFeatures): boolean {
  return Object.values(features).every(Boolean);
}

/** Spec 1 §2: the recommended browsers, by operating system, in the order the spec lists them. */
export const recommendedBrowsers = [
  { os: 'Windows', browsers: ['Chrome', 'Firefox', 'Edge'] },
  { os: 'macOS', browsers: ['Chrome', 'Firefox', 'Edge', 'Safari'] },
  { os: 'Linux', browsers: ['Chrome', 'Firefox'] },
  { os: 'Android', browsers: ['Chrome'] },
  { os: 'iOS', browsers: ['Chrome', 'Safari'] },
] as const;

export const browserWarningDismissalMillis = 28 * 24 * 60 * 60 * 1000;

/** The warning stays hidden for 4 weeks after it was dismissed. */
export function isBrowserWarningDismissed(dismissedAt: string | null, now: number): boolean {
  const at = Number(dismissedAt);
  if (dismissedAt === null || !Number.isFinite(at) || at <= 0) return false;
  return now - at < browserWarningDismissalMillis && at <= now;
}
