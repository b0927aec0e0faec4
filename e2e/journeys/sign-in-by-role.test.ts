import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  inspectAtBothWidths,
  newContext,
  screenshot,
  sharedBrowser,
  signIn,
  urlFor,
  visit,
  widths,
} from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const roles = [
  { email: 'client@demo.test', path: '/client', heading: 'Client dashboard' },
  { email: 'adviser@demo.test', path: '/adviser', heading: 'Adviser dashboard' },
  { email: 'admin@demo.test', path: '/admin', heading: 'Practice admin dashboard' },
  { email: 'prime@demo.test', path: '/admin', heading: 'Practice admin dashboard' },
  { email: 'director@demo.test', path: '/director', heading: 'Director dashboard' },
  { email: 'superadmin@demo.test', path: '/super_administrator', heading: 'Administration' },
  { email: 'support@demo.test', path: '/super_administrator', heading: 'Administration' },
];

describe('each role signs in and lands in its own area', () => {
  it('the sign-in page, at both widths', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const rulesAskedFor: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/sign-in-rules-[\w-]+\.js$/u.test(request.url())) rulesAskedFor.push(request.url());
    });
    await page.goto(urlFor('/users/sign_in'));
    await page.waitForLoadState('networkidle');
    await inspectAtBothWidths(page, 'sign-in');
    // The page paints and settles without the form's checks; a person who starts on the form brings them.
    expect(rulesAskedFor).toEqual([]);
    await page.getByLabel('E-mail').focus();
    await expect.poll(() => rulesAskedFor.length).toBe(1);
    await context.close();
  });

  for (const role of roles) {
    it(`${role.email} lands on its home, seen at both widths`, async () => {
      const context = await newContext(browser, widths.phone);
      const page = await context.newPage();
      await signIn(page, role.email, demoPassword);
      await page.waitForURL(`**${role.path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain(role.heading);
      await page.waitForLoadState('networkidle');
      await inspectAtBothWidths(page, `home-${role.email.split('@')[0]}`);
      await context.close();
    });
  }

  it("a client who opens another role's area is sent back to their own home", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'client@demo.test', demoPassword);
    await page.waitForURL('**/client');
    await page.goto(urlFor('/director'));
    await page.waitForURL('**/client');
    await context.close();
  });

  it('a wrong password shows the error beside the form and stays on sign-in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'client@demo.test', 'Wrong-Password-1!');
    await expect.poll(() => page.getByText('Incorrect e-mail or password.').first().isVisible()).toBe(true);
    expect(page.url()).toContain('/users/sign_in');
    await screenshot(page, 'sign-in-error');
    await context.close();
  });

  it('a user of the second practice signs in on its own host only', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'director@second.test', demoPassword, 'second.localhost');
    await page.waitForURL('**/director');
    await visit(page, page.url(), 'second-practice-director');
    const other = await context.newPage();
    await signIn(other, 'director@second.test', demoPassword, 'localhost');
    await expect.poll(() => other.getByText('Incorrect e-mail or password.').first().isVisible()).toBe(true);
    await context.close();
  });
});
