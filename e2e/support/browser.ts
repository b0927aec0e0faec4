import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
}

export const widths = { phone: 375, desktop: 1280 } as const;

export async function newContext(browser: Browser, width: number = widths.desktop): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
}

/** The app's URL on a practice host: demo (localhost), demo.localhost or second.localhost. */
export function urlFor(pathname: string, host = 'localhost'): string {
  return `http://${host}:${inject('e2ePort')}${pathname}`;
}

/** Runs axe-core on the page and fails on serious or critical violations. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected script tag.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${label}`).toEqual([]);
}

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/** Saves a full-page screenshot to e2e/screenshots (kept out of git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Visits a page, waits for the app to settle, checks accessibility and keeps a screenshot. */
export async function visit(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, name);
  await screenshot(page, name);
}

export async function signIn(page: Page, email: string, password: string, host = 'localhost'): Promise<void> {
  await page.goto(urlFor('/users/sign_in', host));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
