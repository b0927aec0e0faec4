import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, newContext, screenshot, sharedBrowser, signIn, urlFor, visit, widths } from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const rootFontSize = (page: Page) => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

describe('the application shell', () => {
  it('shows a 404 page with a link home, at both widths', async () => {
    for (const [size, width] of Object.entries(widths)) {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await visit(page, urlFor('/no-such-page'), `not-found-${size}`);
      await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
      await page.getByRole('link', { name: /home/iu }).click();
      await page.waitForURL((url) => !url.pathname.includes('no-such-page'));
      await context.close();
    }
  });

  it('asks for cookie consent once and remembers the answer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(urlFor('/users/sign_in'));
    const accept = page.getByRole('button', { name: 'Necessary only' });
    await expect.poll(() => accept.isVisible()).toBe(true);
    await screenshot(page, 'cookie-banner');
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /cookie/iu })
          .first()
          .getAttribute('href'),
      )
      .toContain('/cookies');
    await accept.click();
    await expect.poll(() => accept.isVisible()).toBe(false);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Necessary only' }).isVisible()).toBe(false);
    const cookies = await context.cookies();
    expect(cookies.some((c) => /consent/iu.test(c.name))).toBe(true);
    await context.close();
  });

  it('the font-size control grows text by 2 px at most and shrinks it back to the base', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'adviser@demo.test', demoPassword);
    await page.waitForURL('**/adviser');
    const base = await rootFontSize(page);
    await page.getByRole('button', { name: 'Larger text' }).click();
    await expect.poll(() => rootFontSize(page)).toBe(base + 2);
    await page.getByRole('button', { name: 'Larger text' }).click();
    expect(await rootFontSize(page)).toBe(base + 2);
    await page.getByRole('button', { name: 'Smaller text' }).click();
    await expect.poll(() => rootFontSize(page)).toBe(base);
    await page.getByRole('button', { name: 'Smaller text' }).click();
    expect(await rootFontSize(page)).toBe(base);
    await context.close();
  });

  it('warns before the session expires and extends it on click', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    await signIn(page, 'client@demo.test', demoPassword);
    await page.waitForURL('**/client');
    // Every answer counts as activity: let the dashboard's own requests finish before time jumps.
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('button', { name: /Your session will expire soon/u });
    expect(await banner.isVisible()).toBe(false);
    // Any late answer or socket event is new activity and hides the banner again: on a busy machine one
    // can land after the jump, so jump again until a click on the banner gets through.
    let refreshed: Promise<unknown> | null = null;
    for (let attempt = 0; attempt < 3 && !refreshed; attempt += 1) {
      await page.clock.fastForward('18:30');
      const isShown = await expect
        .poll(() => banner.isVisible(), { timeout: 10_000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      if (!isShown) continue;
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/me') && r.status() === 200);
      answer.catch(() => {});
      const isClicked = await banner.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (isClicked) refreshed = answer;
    }
    expect(refreshed, 'the banner stayed long enough to be clicked').not.toBeNull();
    await refreshed;
    await expect.poll(() => banner.isVisible()).toBe(false);
    await context.close();
  });

  it('collapses the sidebar and remembers it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'director@demo.test', demoPassword);
    await page.waitForURL('**/director');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Expand sidebar' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Expand sidebar' }).isVisible()).toBe(true);
    await visit(page, page.url(), 'director-sidebar-collapsed');
    await context.close();
  });
});
