import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, inspectAtBothWidths, newContext, sharedBrowser, signedInPage, urlFor, visit, widths } from '../support/browser.ts';

// The Second Practice is used so the Demo Practice's look stays as other journeys expect it.
const host = 'second.localhost';
const director = 'director@second.test';
const sections = [
  'general',
  'branding',
  'options',
  'client-meeting-rooms',
  'client-media',
  'requesting-advice',
  'prospect-onboarding',
  'landing-pages',
];
const tradingName = 'Harbour Wealth Partners';
const maroon = '#6b1d2f';

/** A logo as practices have them: an emblem and the name in dark colours on a transparent background. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="120">
  <circle cx="60" cy="60" r="44" fill="none" stroke="${maroon}" stroke-width="8"/>
  <path d="M26 70 q17 -16 34 0 t34 0" fill="none" stroke="${maroon}" stroke-width="8" stroke-linecap="round"/>
  <text x="124" y="58" font-family="serif" font-size="40" font-weight="700" fill="#1d2433">Harbour Wealth</text>
  <text x="126" y="92" font-family="sans-serif" font-size="20" letter-spacing="6" fill="${maroon}">PARTNERS</text>
</svg>`;

let browser: Browser;
let files: string;
beforeAll(async () => {
  browser = await sharedBrowser();
  files = await mkdtemp(path.join(tmpdir(), 'advice-e2e-practice-'));
});
afterAll(async () => {
  await closeContexts(browser);
  await rm(files, { recursive: true, force: true });
});

function signedInDirector(width: number = widths.desktop): Promise<Page> {
  return signedInPage(browser, director, { width, host });
}

const accentOf = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim());

async function saveColours(page: Page, accent: string, secondHeader: string): Promise<void> {
  await page.getByLabel('Accent', { exact: true }).fill(accent);
  await page.getByLabel('Second header', { exact: true }).fill(secondHeader);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => accentOf(page)).toBe(accent);
}

async function saveTradingName(page: Page, name: string): Promise<void> {
  await page.getByLabel('Trading name').fill(name);
  await page.getByRole('button', { name: 'Save changes' }).click();
}

const settingsPage = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Practice settings sections' }).getByRole('link', { name }).click();

describe('practice settings', () => {
  it('a director rebrands the practice: its trading name, colours and logo show at once, signed in and at sign-in', async () => {
    const page = await signedInDirector();
    await visit(page, urlFor('/practice-settings/general', host), 'practice-settings-general-before');
    const originalName = await page.getByLabel('Trading name').inputValue();
    await saveTradingName(page, tradingName);
    await page.getByRole('banner').getByRole('link', { name: tradingName }).waitFor();
    await expect.poll(() => page.title()).toBe(`Practice settings – ${tradingName}`);

    await settingsPage(page, 'Logo and colours');
    const original = await accentOf(page);
    const originalHeader = await page.getByLabel('Second header', { exact: true }).inputValue();
    await saveColours(page, '#1f6b3a', maroon);
    // Another page of the site carries the new colour too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services and charges' }).click();
    await page.getByRole('heading', { name: 'Services and charges', level: 1 }).waitFor();
    expect(await accentOf(page)).toBe('#1f6b3a');

    await visit(page, urlFor('/practice-settings/branding', host), 'practice-settings-branding-after');
    const logoFile = path.join(files, 'logo.png');
    await writeFile(logoFile, await sharp(Buffer.from(logoSvg)).png().toBuffer());
    await page.locator('input[data-purpose="logo"]').setInputFiles(logoFile);
    const logo = page.getByRole('img', { name: 'Current Logo' });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(500);
    // The top bar shows the logo alone, named by the trading name.
    const mark = page.getByRole('banner').getByRole('img', { name: tradingName });
    await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(500);
    await inspectAtBothWidths(page, 'practice-settings-rebranded');

    // A visitor signs in to the trading name, under the logo, on the practice's header colour.
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(urlFor('/users/sign_in', host));
    await visitor.getByRole('button', { name: 'Necessary only' }).click();
    await visitor.getByText(`Sign in to ${tradingName}.`).waitFor();
    const header = visitor.getByRole('banner');
    await expect.poll(() => header.getByRole('img', { name: tradingName }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(500);
    expect(await header.evaluate((element) => getComputedStyle(element).borderBottomColor)).toBe('rgb(107, 29, 47)');
    expect(await visitor.title()).toBe(`Sign in – ${tradingName}`);
    await inspectAtBothWidths(visitor, 'sign-in-rebranded');
    await visitor.context().close();

    // Put the Second Practice back as it was.
    await page.getByTestId('brand-logo').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('None yet').first().waitFor();
    await saveColours(page, original || '#7a1f5c', originalHeader);
    await settingsPage(page, 'Practice details');
    await saveTradingName(page, originalName);
    await page
      .getByRole('banner')
      .getByRole('link', { name: originalName || 'Second Practice' })
      .waitFor();
    await page.context().close();
  });

  it('every settings sub-page, services and charges read well at phone and desktop widths', async () => {
    for (const [size, width] of Object.entries(widths)) {
      const page = await signedInDirector(width);
      for (const section of sections) {
        await visit(page, urlFor(`/practice-settings/${section}`, host), `practice-settings-${section}-${size}`);
        await page.getByRole('navigation', { name: 'Practice settings sections' }).waitFor();
      }
      await visit(page, urlFor('/services-and-charges', host), `services-and-charges-${size}`);
      await visit(page, urlFor('/services-and-charges/new', host), `services-and-charges-new-${size}`);
      await page.context().close();
    }
  });
});
