import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  fieldErrorOf,
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

const suffix = Date.now().toString(36);
const adviserEmail = `nadia.hale.${suffix}@demo.test`;
const adminEmail = `pat.prime.${suffix}@demo.test`;
const chosenPassword = 'Staff-Joins-2026!';

/** Answers the cookie question once per browser context, so screenshots show the page itself. */
async function answerCookies(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Necessary only' });
  await button.waitFor();
  await button.click();
}

/** Follows the newest invitation in the demo mailbox, chooses a password and signs in. */
async function acceptInvitation(page: Page, email: string, name: string): Promise<void> {
  await openNewestMail(page, email, 'You are invited to Demo Practice', `staff-${name}-invitation`);
  await answerCookies(page);
  await page
    .getByRole('article')
    .getByRole('link', { name: /confirmation_token=/u })
    .click();
  await page.getByRole('heading', { name: 'Confirm your account', level: 1 }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(chosenPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(chosenPassword);
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await page.waitForURL('**/users/sign_in');
  await signIn(page, email, chosenPassword);
}

describe('staff', () => {
  it('a director creates an adviser and a prime admin, assigns support, and both accept their invitations', async () => {
    const directorContext = await newContext(browser);
    const director = await directorContext.newPage();
    await signIn(director, 'director@demo.test', demoPassword);
    await director.waitForURL('**/director');
    await answerCookies(director);

    await director.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Advisers' }).first().click();
    await director.getByRole('heading', { name: 'Advisers', level: 1 }).waitFor();
    await director.getByRole('link', { name: 'Adam' }).first().waitFor();
    await inspectAtBothWidths(director, 'staff-advisers');

    await director.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('ad');
    await director.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => fieldErrorOf(director.getByRole('searchbox'))).toBe('Enter at least 3 characters to search');
    await director.getByRole('searchbox').fill('zzzz-nobody');
    await director.getByRole('button', { name: 'Search' }).click();
    await director.getByRole('heading', { name: /No adviser matches/u }).waitFor();
    await inspectAtBothWidths(director, 'staff-advisers-no-match');
    await director.getByRole('button', { name: 'Clear search' }).click();
    await director.getByRole('link', { name: 'Adam' }).first().waitFor();

    await visit(director, urlFor('/advisers/new'), 'staff-adviser-new-desktop');
    await director.getByRole('button', { name: 'Create and invite' }).click();
    await expect.poll(() => fieldErrorOf(director.getByLabel('First name'))).toBe('This field is required');
    await inspectAtBothWidths(director, 'staff-adviser-new-errors');
    await director.getByLabel('First name').fill('Nadia');
    await director.getByLabel('Last name').fill('Hale');
    await director.getByLabel('E-mail').fill(adviserEmail);
    await director.getByLabel('Job title').fill('Chartered Financial Planner');
    await director.getByRole('button', { name: 'Create and invite' }).click();
    await director.waitForURL(/\/advisers\/[0-9a-f-]{36}$/u);
    await director.getByRole('heading', { name: 'Nadia Hale', level: 1 }).waitFor();
    await director.getByText(`Invitation sent to ${adviserEmail}.`).waitFor();
    const adviserUrl = director.url();
    await inspectAtBothWidths(director, 'staff-adviser-invited');

    await visit(director, urlFor('/practice-admins/new'), 'staff-admin-new-desktop');
    await director.getByLabel('First name').fill('Pat');
    await director.getByLabel('Last name').fill('Prime');
    await director.getByLabel('E-mail').fill(adminEmail);
    await director.getByLabel('Permission level').selectOption('prime');
    await director.getByRole('button', { name: 'Create and invite' }).click();
    await director.waitForURL(/\/practice-admins\/[0-9a-f-]{36}$/u);
    await director.getByText('Practice Admin (Prime)').first().waitFor();
    const adminUrl = director.url();
    await inspectAtBothWidths(director, 'staff-admin-invited');
    await visit(director, urlFor('/practice-admins'), 'staff-admins-desktop');
    await inspectAtBothWidths(director, 'staff-admins');

    const adviserContext = await newContext(browser);
    const adviser = await adviserContext.newPage();
    await acceptInvitation(adviser, adviserEmail, 'adviser');
    await adviser.waitForURL('**/adviser');
    await adviser.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My support' }).first().click();
    await adviser.getByRole('heading', { name: 'No practice admin supports this adviser yet' }).waitFor();
    await inspectAtBothWidths(adviser, 'staff-my-support-empty');
    await visit(adviser, adviserUrl, 'staff-adviser-own-desktop');
    await adviser.getByRole('heading', { name: 'Your adviser settings' }).waitFor();
    await adviser.getByLabel('Clients can see my profile').uncheck();
    await adviser.getByText('Details saved').first().waitFor();
    expect(await adviser.getByLabel('Clients can see my profile').isChecked()).toBe(false);
    expect(await adviser.getByRole('button', { name: 'Deactivate account' }).count()).toBe(0);
    await inspectAtBothWidths(adviser, 'staff-adviser-own');

    // The new adviser's first client: created by them, invited by e-mail, and signed in to their dashboard.
    const clientEmail = `first.client.${suffix}@demo.test`;
    await visit(adviser, urlFor('/clients/new'), 'staff-adviser-first-client');
    await adviser.getByLabel('First name').fill('Fiona');
    await adviser.getByLabel('Last name').fill('First');
    await adviser.getByLabel('E-mail').fill(clientEmail);
    await adviser.getByRole('button', { name: 'Create client' }).click();
    await adviser.waitForURL('**/clients?created=*');
    const clientContext = await newContext(browser);
    const client = await clientContext.newPage();
    // A client accepts through the sign-up wizard, which the invitation opens greeting them by name.
    await openNewestMail(client, clientEmail, 'You are invited to Demo Practice', 'staff-first-client-invitation');
    await answerCookies(client);
    await client
      .getByRole('article')
      .getByRole('link', { name: /request-a-meeting\?invitation=/u })
      .click();
    await client.getByRole('heading', { name: 'Hello Fiona First', level: 1 }).waitFor();
    await client.locator('.wizard-step__continue').click();
    await answerWizard(client, {
      dateOfBirth: yearsAgo(33),
      duration: '12',
      highInterestDebt: 'No',
      cashReserves: 'Yes',
      password: chosenPassword,
      phone: '+44 20 7946 0155',
      city: 'Cardiff',
    });
    await client.waitForURL('**/client');
    await client.getByRole('heading', { name: 'Client dashboard', level: 1 }).waitFor();
    await visit(client, client.url(), 'staff-first-client-dashboard');
    await clientContext.close();

    await visit(director, adviserUrl, 'staff-adviser-desktop');
    await director.getByRole('heading', { name: 'Nadia Hale', level: 1 }).waitFor();
    await director.getByLabel('Practice admin', { exact: true }).selectOption({ label: 'Pat Prime (Practice Admin (Prime))' });
    await director.getByRole('group', { name: 'Rights', exact: true }).getByLabel('Send recommendation packs').check();
    await director.getByRole('button', { name: 'Assign' }).click();
    await director.getByText('Pat Prime now supports this adviser.').waitFor();
    await director.getByRole('group', { name: 'Rights for Pat Prime' }).waitFor();
    expect(await director.getByRole('group', { name: 'Rights for Pat Prime' }).getByLabel('Send recommendation packs').isChecked()).toBe(
      true,
    );
    await inspectAtBothWidths(director, 'staff-adviser-support-assigned');

    await visit(director, adminUrl, 'staff-admin-desktop');
    await director.getByRole('button', { name: 'Deactivate account' }).click();
    await director.getByRole('dialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
    await director.getByRole('dialog').getByText('This practice admin still supports advisers. Unassign them first.').waitFor();
    await inspectAtBothWidths(director, 'staff-admin-deactivate-refused');
    await director.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await acceptInvitation(admin, adminEmail, 'admin');
    await admin.waitForURL('**/admin');
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My team' }).first().click();
    await admin.getByRole('heading', { name: 'My team', level: 1 }).waitFor();
    await admin.getByRole('link', { name: 'Nadia Hale' }).waitFor();
    await admin.getByText('Send recommendation packs').waitFor();
    await inspectAtBothWidths(admin, 'staff-my-team');
    await visit(admin, urlFor('/advisers'), 'staff-advisers-admin-desktop');
    expect(await admin.getByRole('link', { name: 'New adviser' }).count()).toBe(0);

    await Promise.all([directorContext.close(), adviserContext.close(), adminContext.close()]);
  });
});
