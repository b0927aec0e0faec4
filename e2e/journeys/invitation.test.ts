import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  csrfHeaders,
  findUserId,
  inspectAtBothWidths,
  newContext,
  openNewestMail,
  sharedBrowser,
  signIn,
  urlFor,
  visit,
} from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';
import { answerWizard, yearsAgo } from '../support/onboarding.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

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
  it('follows the invitation from the mailbox into the wizard, which greets them by name, and lands signed in on the client dashboard', async () => {
    await resendInvitation();

    const context = await newContext(browser);
    const page = await context.newPage();
    const mail = await openNewestMail(page, invitee, 'You are invited to Demo Practice', 'mailbox-invitation');
    expect(mail).toContain('Dear George');
    const link = page.getByRole('article').getByRole('link', { name: /request-a-meeting\?invitation=/u });
    const invitationUrl = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL('**/request-a-meeting?invitation=*');

    await page.getByRole('heading', { name: 'Hello George Wright', level: 1 }).waitFor(serverWait);
    await inspectAtBothWidths(page, 'wizard-invited-begin');
    await page.locator('.wizard-step__continue').click();
    // No name steps for an invited client; the e-mail stays the invitation's, so registering signs them in.
    const seen = await answerWizard(
      page,
      {
        dateOfBirth: yearsAgo(45),
        duration: '10',
        highInterestDebt: 'No',
        cashReserves: 'Yes',
        password: chosenPassword,
        phone: '+44 20 7946 0199',
        city: 'Bath',
      },
      'wizard-invited',
    );
    expect(seen[1]).toBe('Your date of birth');
    await page.waitForURL('**/client', serverWait);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), serverWait).toContain('Client dashboard');
    await context.close();

    // The link has done its job: opened again, it says so.
    const later = await newContext(browser);
    const again = await later.newPage();
    await visit(again, invitationUrl, 'wizard-invitation-used-desktop');
    await again.getByRole('heading', { name: 'This invitation link cannot be used' }).waitFor(serverWait);
    expect(await again.getByText('This account is already confirmed. Sign in with your e-mail and password.').count()).toBeGreaterThan(0);
    await inspectAtBothWidths(again, 'wizard-invitation-used');

    await signIn(again, invitee, chosenPassword);
    await again.waitForURL('**/client', serverWait);
    await later.close();
  });
});
