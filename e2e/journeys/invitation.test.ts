import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csrfHeaders,
  fieldErrorOf,
  findUserId,
  inspectAtBothWidths,
  launchBrowser,
  newContext,
  openNewestMail,
  signIn,
  urlFor,
  visit,
} from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Long enough for a round trip to a busy server, short enough to fail fast. */
const serverWait = { timeout: 10_000 };

const invitee = 'george.wright@demo.test';
const chosenPassword = 'George-Joins-2026!';

/** adviser2 re-sends the invitation of their invited client, as the adviser's client list would. */
async function resendInvitation(): Promise<void> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'adviser2@demo.test', demoPassword);
  await page.waitForURL('**/adviser');
  const response = await page.request.post(urlFor(`/api/v1/users/${await findUserId(invitee)}/resend-confirmation`), {
    headers: await csrfHeaders(context),
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).data.message).toBe('The invitation has been sent again.');
  await context.close();
}

describe('an invited client', () => {
  it('follows the invitation from the mailbox, chooses a password and signs in', async () => {
    await resendInvitation();

    const context = await newContext(browser);
    const page = await context.newPage();
    const mail = await openNewestMail(page, invitee, 'You are invited to Demo Practice', 'mailbox-invitation');
    expect(mail).toContain('Dear George');
    const link = page.getByRole('article').getByRole('link', { name: /confirmation_token=/u });
    const invitationUrl = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL('**/users/confirmation?confirmation_token=*');

    await page.getByRole('heading', { name: 'Confirm your account', level: 1 }).waitFor();
    expect(await page.getByText(/^Welcome, George\./u).textContent()).toBe(
      `Welcome, George. Choose a password for ${invitee} to finish setting up your account.`,
    );
    const password = page.getByLabel('Password', { exact: true });
    const confirmation = page.getByLabel('Confirm password', { exact: true });
    expect(await page.getByText('Your password needs:').isVisible()).toBe(true);
    await password.fill(chosenPassword);
    expect(await page.locator('[data-met="false"]').count()).toBe(0);
    await inspectAtBothWidths(page, 'confirm-account');

    await confirmation.fill('George-Joins-2027!');
    await page.getByRole('button', { name: 'Confirm account' }).click();
    await expect.poll(() => fieldErrorOf(confirmation), serverWait).toBe('Passwords do not match');

    await confirmation.fill(chosenPassword);
    await page.getByRole('button', { name: 'Confirm account' }).click();
    await page.waitForURL('**/users/sign_in');
    await expect
      .poll(() => page.getByText('Your account is confirmed. Sign in with your e-mail and new password.').isVisible(), serverWait)
      .toBe(true);

    await signIn(page, invitee, chosenPassword);
    await page.waitForURL('**/client');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), serverWait).toContain('Client dashboard');
    await context.close();

    // The link has done its job: opened again, it says so and points to sign-in.
    const later = await newContext(browser);
    const again = await later.newPage();
    await visit(again, invitationUrl, 'confirm-account-used-desktop');
    await again.getByRole('heading', { name: 'Confirm your account', level: 1 }).waitFor();
    expect(await again.getByRole('alert').textContent()).toBe('This account is already confirmed. Sign in with your e-mail and password.');
    expect(await again.getByLabel('Password', { exact: true }).count()).toBe(0);
    await inspectAtBothWidths(again, 'confirm-account-used');
    await again.getByRole('link', { name: 'Go to sign in' }).click();
    await again.waitForURL('**/users/sign_in');
    await later.close();
  });
});
