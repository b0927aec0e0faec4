import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, countMailsTo, inspectAtBothWidths, newContext, sharedBrowser, urlFor, visit } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

/** Long enough for a round trip to a busy server, short enough to fail fast. */
const serverWait = { timeout: 10_000 };

const recipient = 'harry.patel@demo.test';

describe('the demo mailbox', () => {
  it('lists what the portal sent, and a filter with no mail says so and how to get back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Make sure there is at least one mail, whatever ran before.
    await visit(page, urlFor('/users/password'), 'forgot-password-for-mailbox');
    const mailsBefore = await countMailsTo(page, recipient);
    await page.getByLabel('E-mail').fill(recipient);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    // A job writes the reset mail just after the answer.
    await expect.poll(() => countMailsTo(page, recipient), serverWait).toBeGreaterThan(mailsBefore);

    await visit(page, urlFor('/mailbox'), 'mailbox');
    const messages = page.getByRole('list', { name: 'Messages' });
    const newest = messages.getByRole('link').first();
    expect(await newest.textContent()).toContain('Reset your password');
    expect(await newest.textContent()).toContain(recipient);
    expect(await page.getByRole('heading', { name: 'Choose an e-mail' }).isVisible()).toBe(true);
    await inspectAtBothWidths(page, 'mailbox-list');

    const filter = page.getByLabel('Filter by recipient', { exact: true });
    await filter.fill('nobody@demo.test');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL('**/mailbox?to=nobody%40demo.test');
    await page.getByRole('heading', { name: 'No e-mails to this address' }).waitFor();
    expect(await page.getByText('Nothing was sent to nobody@demo.test. Check the address, or show all e-mails.').isVisible()).toBe(true);
    expect(await messages.count()).toBe(0);
    await inspectAtBothWidths(page, 'mailbox-empty-filter');

    await page.getByRole('button', { name: 'Show all' }).click();
    await page.waitForURL((url) => url.pathname === '/mailbox' && url.search === '');
    await messages.waitFor();
    expect(await filter.inputValue()).toBe('');
    await context.close();
  });
});

describe('the cookies page', () => {
  it('explains each cookie and saves the analytics choice, at both widths', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, urlFor('/cookies'), 'cookies');
    await page.getByRole('heading', { name: 'Cookies', level: 1 }).waitFor();
    // The page asks the banner's question in full, so the banner stays away here.
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    const table = page.getByRole('table', { name: 'Cookies this portal sets' });
    for (const cookie of ['sid', 'csrf_token']) {
      expect(await table.getByRole('row').filter({ hasText: cookie }).count(), cookie).toBe(1);
    }
    expect(await page.getByRole('checkbox', { name: 'Necessary cookies (always on)' }).isDisabled()).toBe(true);
    expect(await page.getByText(/so no analytics cookies are set whatever you choose/u).isVisible()).toBe(true);
    await inspectAtBothWidths(page, 'cookies');

    await page.getByRole('checkbox', { name: 'Allow analytics cookies' }).check();
    await page.getByRole('button', { name: 'Save cookie settings' }).click();
    await expect.poll(() => page.getByText('Your cookie settings are saved.').isVisible(), serverWait).toBe(true);
    // Outside production, a saved "yes" still sets no analytics.
    expect(await page.getByText('Analytics cookies are off.').isVisible()).toBe(true);

    await visit(page, urlFor('/users/sign_in'), 'sign-in-after-cookie-choice');
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await visit(page, urlFor('/cookies'), 'cookies-after-choice');
    expect(await page.getByRole('checkbox', { name: 'Allow analytics cookies' }).isChecked()).toBe(true);
    await context.close();
  });
});
