import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeContexts, fieldErrorOf, inspectAtBothWidths, sharedBrowser, signedInPage, urlFor, visit } from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

const email = 'isla.morgan@demo.test';
const pendingEmail = 'isla.new@demo.test';

let browser: Browser;
let files: string;
beforeAll(async () => {
  browser = await sharedBrowser();
  files = await mkdtemp(path.join(tmpdir(), 'advice-e2e-avatar-'));
});
afterAll(async () => {
  await closeContexts(browser);
  await rm(files, { recursive: true, force: true });
});

/** Long enough for a round trip to a busy server, short enough to fail fast. */
const serverWait = { timeout: 10_000 };

let context: BrowserContext;
let page: Page;
beforeEach(async () => {
  page = await signedInPage(browser, email);
  context = page.context();
  await visit(page, urlFor('/account-settings'), 'account-settings');
  await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
});
afterEach(() => context.close());

const region = (name: string) => page.getByRole('region', { name });

describe('account settings', () => {
  it('passes axe at both widths', async () => {
    await inspectAtBothWidths(page, 'account-settings');
  });

  it('a changed name appears in the top bar', async () => {
    const details = region('Personal details');
    await details.getByLabel('First name', { exact: true }).fill('Islay');
    await details.getByLabel('Last name', { exact: true }).fill('Morgan-Reid');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('button', { name: /Account menu/u })
          .textContent(),
      )
      .toContain('Islay Morgan-Reid');
  });

  it('an invalid phone number shows its error beside the field', async () => {
    const phone = region('Personal details').getByLabel('Phone', { exact: true });
    await phone.fill('call me maybe');
    await region('Personal details').getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => fieldErrorOf(phone), serverWait).toBe('Enter a phone number using digits, spaces and +');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    await inspectAtBothWidths(page, 'account-settings-phone-error');
    await phone.fill('+44 20 7946 0999');
    await region('Personal details').getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => fieldErrorOf(phone), serverWait).toBe('');
  });

  it('a new e-mail address waits for confirmation, and entering it again says so beside the field', async () => {
    const section = region('E-mail address');
    const newEmail = section.getByLabel('New e-mail address', { exact: true });
    const changeEmail = async () => {
      await newEmail.fill(pendingEmail);
      await section.getByLabel('Current password', { exact: true }).fill(demoPassword);
      await section.getByRole('button', { name: 'Change e-mail' }).click();
    };
    await changeEmail();
    await expect
      .poll(() => section.getByRole('status').textContent(), serverWait)
      .toBe(`Waiting for confirmation: ${pendingEmail}. Open the link we sent to that address to start using it.`);
    expect(await section.getByText(`You sign in with ${email}.`).isVisible()).toBe(true);

    await changeEmail();
    await expect
      .poll(() => fieldErrorOf(newEmail), serverWait)
      .toBe('This e-mail is already waiting for confirmation. Check that inbox, or enter another address.');
    await inspectAtBothWidths(page, 'account-settings-email-pending');
  });

  it('the personal-data download is a dated JSON file of this account', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      region('Your personal data').getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`personal-data-${new Date().toISOString().slice(0, 10)}.json`);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.profile).toMatchObject({ email, role: 'client' });
    await expect
      .poll(() => page.getByText(`Your data is downloading as ${download.suggestedFilename()}.`).isVisible(), serverWait)
      .toBe(true);
  });

  it('an uploaded photo replaces the initials; a program and a text file named .png are refused, each for its reason', async () => {
    const photo = region('Profile photo');
    const upload = photo.getByLabel('Upload a photo');
    const image = path.join(files, 'me.png');
    await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 30, g: 110, b: 160 } } })
      .png()
      .toFile(image);
    await upload.setInputFiles(image);
    await expect.poll(() => page.getByText('Photo saved').isVisible(), serverWait).toBe(true);
    const shown = photo.locator('img');
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), serverWait).toBe(true);
    expect(await photo.getByRole('button', { name: 'Remove photo' }).isVisible()).toBe(true);
    await inspectAtBothWidths(page, 'account-settings-photo');

    // The browser refuses a program before sending it, as a type the photo cannot be, naming the types it can.
    await upload.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect
      .poll(() => photo.getByRole('alert').textContent())
      .toBe('“setup.exe” is a .exe file. Upload a PNG, JPG, GIF or WebP file.');
    await inspectAtBothWidths(page, 'account-settings-photo-refused');

    // The server refuses what only its content shows: text named as a PNG.
    const fake = path.join(files, 'notes.png');
    await writeFile(fake, 'These are my notes, not a picture.\n');
    await upload.setInputFiles(fake);
    await expect
      .poll(() => photo.getByRole('alert').textContent(), serverWait)
      .toBe(
        '“notes.png” is named as a .png file, but its content is not one: it may be damaged, or another kind of file renamed. Upload a PNG, JPG, GIF or WebP file.',
      );
    expect(await upload.getAttribute('aria-invalid')).toBe('true');
    // The refused file changed nothing: the earlier photo is still shown.
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
  });
});
