import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  countMailsTo,
  fieldErrorOf,
  inspectAtBothWidths,
  newContext,
  openNewestMail,
  sharedBrowser,
  signIn,
  urlFor,
  visit,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

/** Long enough for a round trip to a busy server, short enough to fail fast. */
const serverWait = { timeout: 10_000 };

const email = 'oliver.bennett@demo.test';
const newPassword = 'Fresh-Start-2026!';

const ruleItem = (page: Page, rule: string) => page.getByRole('listitem').filter({ hasText: rule });

describe('a client who forgot their password', () => {
  it('asks for a link, follows it from the mailbox, chooses a new password and signs in with it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();

    await visit(page, urlFor('/users/sign_in'), 'reset-sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?', level: 1 }).waitFor();
    await inspectAtBothWidths(page, 'forgot-password');

    const mailsBefore = await countMailsTo(page, email);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail', level: 1 }).waitFor();
    expect(await page.getByRole('status').first().textContent()).toBe('If the e-mail has an account, a reset link is on its way.');
    expect(await page.getByRole('link', { name: 'Open the demo mailbox' }).isVisible()).toBe(true);
    await inspectAtBothWidths(page, 'forgot-password-sent');

    // A job writes the reset mail just after the answer.
    await expect.poll(() => countMailsTo(page, email), serverWait).toBeGreaterThan(mailsBefore);
    const mail = await openNewestMail(page, email, 'Reset your password', 'mailbox-reset-mail');
    expect(mail).toContain('Dear Oliver');
    await inspectAtBothWidths(page, 'mailbox-reset-mail-open');
    const link = page.getByRole('article').getByRole('link', { name: /reset_password_token=/u });
    const resetUrl = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL('**/users/password/new?reset_password_token=*');
    const password = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm new password', { exact: true });
    await password.waitFor();

    // The checklist follows each keystroke.
    await password.fill('short');
    expect(await ruleItem(page, 'At least 10 characters').textContent()).toContain('(not met)');
    expect(await ruleItem(page, 'At least one lowercase letter').textContent()).not.toContain('(not met)');
    await password.fill(newPassword);
    for (const rule of [
      'At least 10 characters',
      'At most 32 characters',
      'At least one uppercase letter',
      'At least one digit',
      'At least one special character',
    ]) {
      expect(await ruleItem(page, rule).textContent(), rule).not.toContain('(not met)');
    }
    await inspectAtBothWidths(page, 'reset-password');

    // The server's password rule is checked in the browser first, so no request is spent on it.
    const resetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith('/api/v1/users/password')) resetRequests.push(request.url());
    });
    const submit = page.getByRole('button', { name: 'Change password' });
    await password.fill('weakpassword');
    await confirmation.fill('weakpassword');
    await submit.click();
    await expect
      .poll(() => fieldErrorOf(password), serverWait)
      .toBe('Password must have: at least one uppercase letter, at least one digit, at least one special character');
    expect(page.url()).toContain('/users/password/new');
    await inspectAtBothWidths(page, 'reset-password-weak');

    await password.fill(newPassword);
    await confirmation.fill(`${newPassword}x`);
    await submit.click();
    await expect.poll(() => fieldErrorOf(confirmation), serverWait).toBe('The passwords do not match. Type the same password twice.');
    expect(await fieldErrorOf(password)).toBe('');
    expect(resetRequests).toEqual([]);

    await confirmation.fill(newPassword);
    await submit.click();
    await page.waitForURL('**/users/sign_in');
    await expect
      .poll(() => page.getByText('Your password has been changed. Sign in with your new password.').isVisible(), serverWait)
      .toBe(true);

    await signIn(page, email, newPassword);
    await page.waitForURL('**/client');
    await page.getByRole('heading', { name: 'Client dashboard' }).waitFor();
    await context.close();

    // The same link, opened again, explains itself instead of showing a form.
    const again = await (await newContext(browser)).newPage();
    await visit(again, resetUrl, 'reset-link-used-desktop');
    await again.getByRole('heading', { name: 'This link cannot be used', level: 1 }).waitFor();
    expect(await again.getByRole('alert').textContent()).toBe(
      'This password reset link was already used. Ask for a new one if you need to.',
    );
    expect(await again.getByLabel('New password', { exact: true }).count()).toBe(0);
    expect(await again.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/users/password');
    await inspectAtBothWidths(again, 'reset-link-used');
    await again.context().close();
  });

  it('a mangled link says it is not valid, at both widths', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const mangled = urlFor('/users/password/new?reset_password_token=this-is-not-a-real-token-0000000000');
    await visit(page, mangled, 'reset-link-invalid-desktop');
    await page.getByRole('heading', { name: 'This link cannot be used', level: 1 }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('This link is not valid. Check that you copied the whole link.');
    await inspectAtBothWidths(page, 'reset-link-invalid');
    await visit(page, urlFor('/users/password/new?reset_password_token=abc'), 'reset-link-truncated');
    expect(await page.getByRole('alert').textContent()).toBe('This link is not valid. Check that you copied the whole link.');
    await context.close();
  });
});
