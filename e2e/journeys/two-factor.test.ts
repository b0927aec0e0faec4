import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, fieldErrorOf, inspectAtBothWidths, newContext, readNewestMail, sharedBrowser, signIn } from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

/** Long enough for a round trip to a busy server, short enough to fail fast. */
const serverWait = { timeout: 10_000 };

const email = 'amelia.clarke@demo.test';

async function openAccountSettings(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account settings' }).click();
  await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Amelia Clarke/u }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/users/sign_in');
  await expect.poll(() => page.getByText('You have signed out.').isVisible(), serverWait).toBe(true);
}

/** A six-digit code that is surely not `code`. */
const otherThan = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

describe('two-factor sign-in', () => {
  it('a client turns on codes by e-mail, then needs the code from the newest mail to sign in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email, demoPassword);
    await page.waitForURL('**/client');
    await openAccountSettings(page);

    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    expect(await section.getByRole('status').textContent()).toBe('Two-factor authentication is off.');
    await section.getByLabel('Current password', { exact: true }).fill(demoPassword);
    await section.getByRole('button', { name: 'Use codes by e-mail' }).click();
    await expect.poll(() => section.getByRole('status').textContent(), serverWait).toBe('Sign-in codes come by e-mail.');
    expect(await section.getByRole('button', { name: 'Turn off two-factor' }).isVisible()).toBe(true);

    await signOut(page);
    await signIn(page, email, demoPassword);
    await page.getByRole('heading', { name: 'Enter your one-time passcode', level: 1 }).waitFor();
    expect(await page.getByText('We sent a 6-digit code to your e-mail address. It is valid for 10 minutes.').isVisible()).toBe(true);
    await inspectAtBothWidths(page, 'sign-in-passcode');

    // The hint opens the demo mailbox in a new tab, as a person reading their mail would.
    const [mailbox] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /read the code in the demo mailbox/u }).click(),
    ]);
    const mail = await readNewestMail(mailbox, email, /^Your Demo Practice sign-in code/u);
    const code = /Your sign-in code is (\d{6})\./u.exec(mail)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/u);
    await mailbox.close();

    const codeField = page.getByLabel('One-time passcode', { exact: true });
    await codeField.fill(otherThan(code));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => fieldErrorOf(codeField), serverWait).toBe('Invalid two-factor code.');
    expect(page.url()).toContain('/users/sign_in');
    await inspectAtBothWidths(page, 'sign-in-passcode-wrong');

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/client');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), serverWait).toContain('Client dashboard');

    // Moving to an authenticator app: the dialog shows a QR code and the key to type instead.
    await openAccountSettings(page);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    const qrCode = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
    await qrCode.waitFor();
    expect(await qrCode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await dialog.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/u);
    await inspectAtBothWidths(page, 'authenticator-setup');

    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await dialog.getByLabel('Code from the app', { exact: true }).fill(totp.generate());
    await dialog.getByLabel('Current password', { exact: true }).fill(demoPassword);
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => dialog.isVisible(), serverWait).toBe(false);
    await expect.poll(() => section.getByRole('status').textContent(), serverWait).toBe('Sign-in codes come from your authenticator app.');

    await signOut(page);
    await signIn(page, email, demoPassword);
    await page.getByText('Open your authenticator app and enter the 6-digit code it shows.').waitFor();
    await codeField.fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/client');
    await context.close();
  });
});
