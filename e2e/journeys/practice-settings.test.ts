import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signedInPage, signIn, urlFor, visit, widths } from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

// The Second Practice is used so the Demo Practice's look stays as other journeys expect it.
const host = 'second.localhost';
const director = 'director@second.test';
const sections = ['general', 'client-meeting-rooms', 'client-media', 'requesting-advice', 'prospect-onboarding', 'landing-pages'];

let browser: Browser;
let files: string;
beforeAll(async () => {
  browser = await launchBrowser();
  files = await mkdtemp(path.join(tmpdir(), 'advice-e2e-practice-'));
});
afterAll(async () => {
  await browser.close();
  await rm(files, { recursive: true, force: true });
});

function signedInDirector(width: number = widths.desktop): Promise<Page> {
  return signedInPage(browser, director, { width, host });
}

const accentOf = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim());

async function saveAccent(page: Page, colour: string): Promise<void> {
  await page.getByLabel('Accent', { exact: true }).fill(colour);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => accentOf(page)).toBe(colour);
}

describe('practice settings', () => {
  it('a director changes the accent colour and the logo, and the site changes at once', async () => {
    const page = await signedInDirector();
    await visit(page, urlFor('/practice-settings/general', host), 'practice-settings-general-before');
    const original = await accentOf(page);
    await saveAccent(page, '#1f6b3a');
    // Another page of the site carries the new colour too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services and charges' }).click();
    await page.getByRole('heading', { name: 'Services and charges', level: 1 }).waitFor();
    expect(await accentOf(page)).toBe('#1f6b3a');

    await visit(page, urlFor('/practice-settings/general', host), 'practice-settings-general-after');
    const logoFile = path.join(files, 'logo.png');
    await writeFile(
      logoFile,
      await sharp({ create: { width: 360, height: 120, channels: 3, background: '#1f6b3a' } })
        .png()
        .toBuffer(),
    );
    await page.locator('input[data-purpose="logo"]').setInputFiles(logoFile);
    const logo = page.getByRole('img', { name: 'Current Logo' });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
    const practice = await page.evaluate(async () => (await (await fetch('/api/v1/practice')).json()).data);
    expect(practice.logo_url).toMatch(/^\/api\/v1\/practice\/logo/u);

    // Put the Second Practice back as it was.
    await page.getByTestId('brand-logo').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('None yet').first().waitFor();
    await saveAccent(page, original || '#7a1f5c');
    await page.context().close();
  });

  it('a super admin switches a feature off and its link disappears for the practice, then back on', async () => {
    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await signIn(admin, 'superadmin@demo.test', demoPassword);
    await admin.waitForURL('**/super_administrator');
    await visit(admin, urlFor('/super_administrator/practices'), 'practices');
    await admin.getByRole('link', { name: 'Feature flags of Second Practice' }).click();
    const flag = admin.getByRole('checkbox', { name: 'customizableFaq' });
    await flag.waitFor();
    const wasOn = await flag.isChecked();
    const setFlag = async (isOn: boolean) => {
      if ((await flag.isChecked()) === isOn) return;
      await flag.click();
      await expect.poll(() => flag.isChecked()).toBe(isOn);
      await expect.poll(() => flag.isDisabled()).toBe(false);
    };

    const page = await signedInDirector();
    const faqLink = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true });
    await setFlag(true);
    await page.reload();
    await faqLink().waitFor();
    await visit(page, urlFor('/practice-settings/faq', host), 'practice-settings-faq-desktop');

    await setFlag(false);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services and charges' }).waitFor();
    expect(await faqLink().count()).toBe(0);
    expect(await page.getByRole('link', { name: 'FAQ', exact: true }).count()).toBe(0);

    await setFlag(true);
    await page.reload();
    await faqLink().waitFor();
    await setFlag(wasOn);
    await adminContext.close();
    await page.context().close();
  });

  it('every settings sub-page, services and charges read well at phone and desktop widths', async () => {
    for (const [size, width] of Object.entries(widths)) {
      const page = await signedInDirector(width);
      for (const section of sections) {
        await visit(page, urlFor(`/practice-settings/${section}`, host), `practice-settings-${section}-${size}`);
        await page.getByRole('link', { name: 'General' }).waitFor();
      }
      await visit(page, urlFor('/services-and-charges', host), `services-and-charges-${size}`);
      await visit(page, urlFor('/services-and-charges/new', host), `services-and-charges-new-${size}`);
      await page.context().close();
    }
  });
});
