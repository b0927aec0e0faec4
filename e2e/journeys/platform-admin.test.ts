import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, csrfHeaders, inspectAtBothWidths, newestMail, sharedBrowser, signedInPage, urlFor } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

describe('the platform’s own administration', () => {
  it('a super admin creates a practice on a host, its director signs in there, and a flag turned off vanishes for that practice only', async () => {
    const stamp = Date.now().toString(36);
    const name = `Harbour Wealth ${stamp}`;
    const host = `harbour-${stamp}.localhost`;
    const email = `dana-${stamp}@harbour.test`;
    const password = 'Harbour-Wealth-42!';

    const admin = await signedInPage(browser, 'superadmin@demo.test');
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practices' }).click();
    await admin.getByRole('list', { name: 'Practices on the platform' }).waitFor();
    await inspectAtBothWidths(admin, 'platform-admin-practices');
    await admin.getByRole('link', { name: 'Add a practice' }).click();
    await admin.getByRole('textbox', { name: /^Practice name/u }).fill(name);
    await admin.getByRole('textbox', { name: /^Host names/u }).fill(host);
    await admin.getByRole('combobox', { name: /^Practice type/u }).selectOption('wealthManagement');
    await admin.getByRole('textbox', { name: /^First name/u }).fill('Dana');
    await admin.getByRole('textbox', { name: /^Last name/u }).fill('Ward');
    await admin.getByRole('textbox', { name: /^E-mail/u }).fill(email);
    await inspectAtBothWidths(admin, 'platform-admin-new-practice');
    await admin.getByRole('button', { name: 'Create the practice and invite the director' }).click();
    await admin.getByRole('heading', { name, level: 1 }).waitFor();

    const mail = await newestMail(admin, email, /^You are invited to /u);
    const link = /https?:\/\/\S+confirmation_token=\S+/u.exec(mail.text)?.[0] ?? '';
    expect(new URL(link).hostname).toBe(host);
    // The director sets a password through the link's call (the confirmation page has its journey) and signs in on the host.
    const confirmed = await admin.request.post(urlFor('/api/v1/users/confirmation'), {
      headers: await csrfHeaders(admin.context()),
      data: { confirmation_token: new URL(link).searchParams.get('confirmation_token'), password, password_confirmation: password },
    });
    expect(confirmed.status()).toBe(200);
    const director = await signedInPage(browser, email, { host, password });
    expect(new URL(director.url()).pathname).toBe('/director');
    const blogLink = director.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true });
    await blogLink.waitFor();

    const blog = admin.getByRole('switch', { name: 'Blog' });
    await blog.click();
    await expect.poll(() => blog.isChecked()).toBe(false);
    await expect.poll(() => blog.isDisabled()).toBe(false);
    await inspectAtBothWidths(admin, 'platform-admin-practice');

    await director.goto(urlFor('/practice-audit-trail', host));
    await director.getByText('Sara Mills (platform support) turned off Blog').first().waitFor();
    expect(await blogLink.count()).toBe(0);
    await inspectAtBothWidths(director, 'platform-admin-practice-audit-trail');
    // The demo practice keeps its blog.
    const demo = await (await admin.request.get(urlFor('/api/v1/practice'))).json();
    expect(demo.data.features).toContain('blog');
  });
  it('a super admin rewords a feature help, and staff read the new words beside the page', async () => {
    const title = `Meeting rooms, step by step (${Date.now().toString(36)})`;
    const admin = await signedInPage(browser, 'superadmin@demo.test');
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feature helps' }).click();
    const card = admin.locator('section', { has: admin.getByRole('heading', { name: 'Meeting rooms' }) });
    await card.waitFor();
    await inspectAtBothWidths(admin, 'platform-admin-feature-helps');
    const titleField = card.getByRole('textbox', { name: /^Title/u });
    await titleField.fill('');
    await card.getByRole('button', { name: 'Save the help of Meeting rooms' }).click();
    await card.getByText('This field is required').waitFor();
    await titleField.fill(title);
    await card.getByRole('button', { name: 'Save the help of Meeting rooms' }).click();
    await admin.getByText('The help is saved.').waitFor();
    await card.getByText(/^Reworded /u).waitFor();

    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await adviser.goto(urlFor('/client-meeting-rooms'));
    await adviser.getByRole('button', { name: 'Help', exact: true }).click();
    await adviser.getByRole('region', { name: title }).waitFor();
  });
});
