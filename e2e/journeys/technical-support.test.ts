import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  fieldErrorOf,
  inspectAtBothWidths,
  newestMail,
  sharedBrowser,
  signedInPage,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const stamp = Date.now().toString(36);
/** Where the product sends support requests when SUPPORT_EMAIL is not set. */
const supportDesk = 'support@advice.localhost';

/** A small screenshot-like PNG: a bar of the brand colour over white. */
function screenshotPng(width: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="180"><rect width="100%" height="100%" fill="#fff"/><rect width="100%" height="40" fill="#004478"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('technical support', () => {
  it('a client finds the form in their menu, sees the rules beside the fields, and sends a request with two screenshots that arrives with both', async () => {
    const client = await createClientOfAdviser({ first: 'Sasha', last: 'Support', email: `sasha.${stamp}@demo.test` });
    const page = await signedInPage(browser, client.email);

    await page.locator('.user-menu__button').click();
    await page.getByRole('link', { name: 'Technical support' }).click();
    await page.waitForURL(/\/technical-support-form\?from=/u);
    await page.getByRole('heading', { level: 1, name: 'Technical support' }).waitFor();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Sasha Support');
    await inspectAtBothWidths(page, 'technical-support-form');

    await page.getByLabel('E-mail', { exact: true }).fill('sasha-at-home');
    await page.getByRole('button', { name: 'Send request' }).click();
    const title = page.getByRole('textbox', { name: /^Title/u });
    await expect.poll(() => fieldErrorOf(title)).toBe('This field is required');
    expect(await fieldErrorOf(page.getByLabel('E-mail', { exact: true }))).toBe('Enter an e-mail address like name@example.com');
    expect(await fieldErrorOf(page.getByRole('combobox', { name: /^Area of use/u }))).toBe('Choose one of the options');
    await inspectAtBothWidths(page, 'technical-support-form-errors');

    await page.getByLabel('E-mail', { exact: true }).fill(client.email);
    await page.getByRole('combobox', { name: /^Area of use/u }).selectOption('messages');
    await title.fill('Attachments will not open');
    await page.getByRole('textbox', { name: /^Overview/u }).fill('Clicking an attachment in a message shows a blank page.');
    await page.locator('input[data-purpose="support-screenshots"]').setInputFiles([
      { name: 'blank-page.png', mimeType: 'image/png', buffer: await screenshotPng(320) },
      { name: 'message.png', mimeType: 'image/png', buffer: await screenshotPng(480) },
    ]);
    await page.getByRole('list', { name: 'Screenshots' }).getByText('message.png').waitFor();
    await page.getByText(/^[0-9.]+ (bytes|KB) of 10 MB used by all files together$/u).waitFor();
    await inspectAtBothWidths(page, 'technical-support-form-files');

    const answered = page.waitForResponse((response) => response.url().includes('/api/v1/technical-support/send-request'));
    await page.getByRole('button', { name: 'Send request' }).click();
    expect((await answered).status()).toBe(201);
    const referenceCode = page.locator('.support-sent__code');
    await referenceCode.waitFor();
    const reference = (await referenceCode.textContent()) ?? '';
    expect(reference).toMatch(/^SR-[A-Z0-9]{8}$/u);
    await inspectAtBothWidths(page, 'technical-support-sent');

    const request = await newestMail(page, supportDesk, new RegExp(`^Technical support request ${reference}: `, 'u'));
    expect(request.text).toContain('Area of use: Messages and notifications');
    expect(request.text).toContain('Clicking an attachment in a message shows a blank page.');
    expect(request.attachments.map((file) => [file.file_name, file.content_type])).toEqual([
      ['blank-page.png', 'image/png'],
      ['message.png', 'image/png'],
    ]);
    for (const file of request.attachments) {
      const bytes = Buffer.from(file.content, 'base64');
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    const confirmation = await newestMail(page, client.email, new RegExp(`^We received your support request ${reference}$`, 'u'));
    expect(confirmation.text).toContain('first response within 48 hours');
  });
});
