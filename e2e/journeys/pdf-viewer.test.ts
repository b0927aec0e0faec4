import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, inspectAtBothWidths, newContext, screenshot, sharedBrowser, signIn, urlFor, visit } from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

// The Second Practice, so the Demo Practice's disclosure forms stay as the onboarding journeys expect them.
const host = 'second.localhost';
const director = 'director@second.test';
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const threePages = path.join(fixtures, 'three-pages.pdf');
const locked = path.join(fixtures, 'protected.pdf');

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** What the page asked for from other origins, and any CSP violation it reported (the viewer must cause neither). */
const outsiders = new WeakMap<Page, string[]>();

async function openOnboardingSettings(): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const seen: string[] = [];
  outsiders.set(page, seen);
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['localhost', host].includes(hostname) && !request.url().startsWith('blob:') && !request.url().startsWith('data:')) {
      seen.push(request.url());
    }
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/iu.test(message.text())) seen.push(message.text());
  });
  await signIn(page, director, demoPassword, host);
  await page.waitForURL('**/director');
  await visit(page, urlFor('/practice-settings/prospect-onboarding', host), 'pdf-viewer-settings-before');
  return page;
}

async function uploadDisclosureForm(page: Page, file: string): Promise<void> {
  await page.locator('input[data-purpose="disclosureForm"]').setInputFiles(file);
  await page.getByRole('button', { name: `View ${path.basename(file)}` }).waitFor();
}

async function removeDisclosureForm(page: Page, name: string): Promise<void> {
  const remove = page.getByRole('button', { name: `Remove ${name}` });
  while ((await remove.count()) > 0) {
    const before = await remove.count();
    await remove.first().click();
    await expect.poll(() => remove.count()).toBe(before - 1);
  }
}

/** Opens the viewer dialog for a form and returns the viewer (a region named after the file). */
async function openViewer(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `View ${name}` }).click();
  const viewer = page.getByRole('dialog').getByRole('region', { name });
  await viewer.waitFor();
  return viewer;
}

const pageNumber = (viewer: Locator) => viewer.getByRole('textbox', { name: 'Page number' });
const zoom = (viewer: Locator) => viewer.locator('output').innerText();
const tool = (viewer: Locator, name: string) => viewer.getByRole('button', { name, exact: true });

async function enterPage(viewer: Locator, value: string): Promise<void> {
  await pageNumber(viewer).fill(value);
  await pageNumber(viewer).press('Enter');
}

/** A page's canvas has been drawn (it is swapped in only once pdf.js has finished). */
async function waitForDrawnPage(viewer: Locator, page: number): Promise<void> {
  await viewer.locator(`[data-page="${page}"] canvas`).waitFor();
}

const sizeOf = (viewer: Locator, page: number) =>
  viewer.locator(`[data-page="${page}"]`).evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));

describe('the PDF viewer', () => {
  it('a director views a disclosure form: pages, zoom, rotation, links, full screen, print and download', async () => {
    const page = await openOnboardingSettings();
    await uploadDisclosureForm(page, threePages);
    const viewer = await openViewer(page, 'three-pages.pdf');
    await expect.poll(() => viewer.getByText('of 3').count()).toBe(1);
    await waitForDrawnPage(viewer, 1);
    expect(await pageNumber(viewer).inputValue()).toBe('1');
    expect(await zoom(viewer)).toMatch(/100%$/u);
    // Its text is in the page, so it can be selected and read aloud.
    await viewer.getByText('Disclosure test page 1').waitFor();
    await inspectAtBothWidths(page, 'pdf-viewer-three-pages');

    // Page navigation: buttons, clamped entry, arrow keys.
    expect(await tool(viewer, 'Previous page').isDisabled()).toBe(true);
    await tool(viewer, 'Next page').click();
    await expect.poll(() => pageNumber(viewer).inputValue()).toBe('2');
    await tool(viewer, 'Previous page').click();
    await expect.poll(() => pageNumber(viewer).inputValue()).toBe('1');
    await enterPage(viewer, '99');
    await expect.poll(() => pageNumber(viewer).inputValue()).toBe('3');
    expect(await tool(viewer, 'Next page').isDisabled()).toBe(true);
    await enterPage(viewer, '0');
    await expect.poll(() => pageNumber(viewer).inputValue()).toBe('1');
    await enterPage(viewer, '');
    await expect.poll(() => pageNumber(viewer).inputValue()).toBe('1');
    await viewer.getByRole('document').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pageNumber(viewer).inputValue()).toBe('2');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => pageNumber(viewer).inputValue()).toBe('1');

    // Zoom: steps of 20, fit to the width, snapping back to the steps, bounded at 300.
    const atHundred = await sizeOf(viewer, 1);
    await tool(viewer, 'Zoom in').click();
    await expect.poll(() => zoom(viewer)).toMatch(/120%$/u);
    expect((await sizeOf(viewer, 1)).width).toBeGreaterThan(atHundred.width);
    await tool(viewer, 'Zoom out').click();
    await tool(viewer, 'Zoom out').click();
    await expect.poll(() => zoom(viewer)).toMatch(/80%$/u);
    await tool(viewer, 'Fit to width').click();
    const fitted = Number((await zoom(viewer)).match(/(\d+)%$/u)?.[1]);
    expect(fitted).toBeGreaterThanOrEqual(20);
    const scrollerWidth = await viewer.getByRole('document').evaluate((element) => element.clientWidth);
    expect((await sizeOf(viewer, 1)).width).toBeLessThanOrEqual(scrollerWidth);
    await tool(viewer, 'Zoom in').click();
    await expect.poll(async () => Number((await zoom(viewer)).match(/(\d+)%$/u)?.[1]) % 20).toBe(0);
    for (let i = 0; i < 15; i += 1) {
      if (await tool(viewer, 'Zoom in').isDisabled()) break;
      await tool(viewer, 'Zoom in').click();
    }
    await expect.poll(() => zoom(viewer)).toMatch(/300%$/u);
    expect(await tool(viewer, 'Zoom in').isDisabled()).toBe(true);
    while (!(await tool(viewer, 'Zoom out').isDisabled())) await tool(viewer, 'Zoom out').click();
    await expect.poll(() => zoom(viewer)).toMatch(/20%$/u);
    for (let i = 0; i < 4; i += 1) await tool(viewer, 'Zoom in').click();
    await expect.poll(() => zoom(viewer)).toMatch(/100%$/u);

    // Rotation turns the page on its side and back after four turns.
    await tool(viewer, 'Rotate').click();
    await expect.poll(() => sizeOf(viewer, 1)).toEqual({ width: atHundred.height, height: atHundred.width });
    await waitForDrawnPage(viewer, 1);
    await screenshot(page, 'pdf-viewer-rotated');
    for (let i = 0; i < 3; i += 1) await tool(viewer, 'Rotate').click();
    await expect.poll(() => sizeOf(viewer, 1)).toEqual(atHundred);

    // Links: a web address opens in a new tab without access to this page; a link inside the document moves to its page.
    const webLink = viewer.getByRole('link', { name: /example\.com\/disclosure/u });
    expect(await webLink.getAttribute('href')).toBe('https://example.com/disclosure');
    expect(await webLink.getAttribute('target')).toBe('_blank');
    expect(await webLink.getAttribute('rel')).toBe('noopener noreferrer');
    await viewer.getByRole('button', { name: 'Go to page 3' }).click();
    await expect.poll(() => pageNumber(viewer).inputValue()).toBe('3');

    // Download gives the original bytes.
    const [download] = await Promise.all([page.waitForEvent('download'), tool(viewer, 'Download').click()]);
    expect(download.suggestedFilename()).toBe('three-pages.pdf');
    const downloaded = await readFile(await download.path());
    expect(downloaded.equals(await readFile(threePages))).toBe(true);

    // Full screen, and Escape leaves it without closing the dialog.
    await tool(viewer, 'Full screen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('SECTION');
    await tool(viewer, 'Leave full screen').waitFor();
    await screenshot(page, 'pdf-viewer-full-screen');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await tool(viewer, 'Full screen').waitFor();
    expect(await page.getByRole('dialog').isVisible()).toBe(true);

    // Print hands the browser's print dialog every page, and print media shows only them.
    await page.evaluate(() => {
      const record = window as unknown as { printedPages?: number };
      window.print = () => {
        record.printedPages = document.querySelectorAll('.pdf-print img').length;
      };
    });
    await tool(viewer, 'Print').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printedPages?: number }).printedPages), { timeout: 15_000 })
      .toBe(3);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'pdf-viewer-print-media');
    expect(await page.locator('.pdf-print img').first().isVisible()).toBe(true);
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect.poll(() => page.locator('.pdf-print').count()).toBe(0);

    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await removeDisclosureForm(page, 'three-pages.pdf');
    expect(outsiders.get(page)).toEqual([]);
    await page.context().close();
  });

  it('a password-protected form asks for its password: none given, wrong, the same again, then right', async () => {
    const page = await openOnboardingSettings();
    await uploadDisclosureForm(page, locked);
    const viewer = await openViewer(page, 'protected.pdf');
    await viewer.getByText('This document is password protected. Please enter the password to open it.').waitFor();
    const password = viewer.getByLabel('Password', { exact: true });
    const submit = viewer.getByRole('button', { name: 'Submit' });
    const error = viewer.getByRole('alert');

    await submit.click();
    await expect.poll(() => error.innerText()).toBe('No password given');
    await inspectAtBothWidths(page, 'pdf-viewer-password');
    await password.fill('not-the-password');
    await submit.click();
    await expect.poll(() => error.innerText()).toBe('Incorrect Password');
    await password.fill('');
    await submit.click();
    await expect.poll(() => error.innerText()).toBe('No password given');
    await password.fill('not-the-password');
    await submit.click();
    await expect.poll(() => error.innerText()).toBe('Incorrect Password');
    await password.fill('open-sesame');
    await submit.click();
    await expect.poll(() => viewer.getByText('of 2').count()).toBe(1);
    await waitForDrawnPage(viewer, 1);
    await viewer.getByText('Protected test page 1').waitFor();
    await screenshot(page, 'pdf-viewer-unlocked');

    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await removeDisclosureForm(page, 'protected.pdf');
    expect(outsiders.get(page)).toEqual([]);
    await page.context().close();
  });

  it('a form that cannot be fetched shows the PDF error', async () => {
    const page = await openOnboardingSettings();
    await uploadDisclosureForm(page, threePages);
    await page.route('**/api/v1/disclosure-forms/**', (route) => route.fulfill({ status: 500, body: 'broken' }));
    const viewer = await openViewer(page, 'three-pages.pdf');
    await expect.poll(() => viewer.getByRole('alert').innerText()).toBe('We couldn’t open this document. Please try again later.');
    await screenshot(page, 'pdf-viewer-error');
    await page.unroute('**/api/v1/disclosure-forms/**');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await removeDisclosureForm(page, 'three-pages.pdf');
    await page.context().close();
  });
});
