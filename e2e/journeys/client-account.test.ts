import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser, signedInPage, urlFor, visit, widths } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

async function clientIdOf(page: Page, email: string): Promise<string> {
  const id = await page.evaluate(async (wanted) => {
    const response = await fetch('/api/v1/clients?per_page=100');
    const list = (await response.json()).data as { id: string; email: string }[];
    return list.find((client) => client.email === wanted)?.id ?? null;
  }, email);
  if (!id) throw new Error(`no client ${email} in the list`);
  return id;
}

describe('one client’s detail and account', () => {
  it('adviser3 tags and follows a client, adds an additional adviser and reads the audit trail', async () => {
    const page = await signedInPage(browser, 'adviser3@demo.test', { width: widths.desktop });
    const id = await clientIdOf(page, 'jack.thompson@demo.test');
    await visit(page, urlFor(`/clients/${id}`), 'client-account-detail-1280');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Jack Thompson');

    const tagName = `Journey ${Date.now().toString(36)}`;
    await page.getByLabel('New tag').fill(tagName);
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByRole('checkbox', { name: tagName }).check();
    await page.getByRole('button', { name: 'Save tags' }).click();
    await expect.poll(() => page.getByText('Tags updated').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Unfollow' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Manage additional advisers' }).click();
    await page.waitForURL(`**/clients/${id}/manage-additional-adviser`);
    const select = page.getByLabel('Adviser', { exact: true });
    await expect.poll(() => select.locator('option', { hasText: 'Priya' }).count()).toBe(1);
    // By the option's value (the adviser's id), which stays the same if the list is drawn again meanwhile.
    const priya = select.locator('option', { hasText: 'Priya' });
    await expect.poll(async () => (await priya.getAttribute('value')) ?? '').toMatch(/^[0-9a-f-]{36}$/u);
    await select.selectOption((await priya.getAttribute('value')) ?? '');
    await page.getByRole('button', { name: 'Add adviser' }).click();
    await expect.poll(() => page.getByText('1 of 10 additional advisers').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: 'Additional adviser added' }).isVisible()).toBe(true);
    await visit(page, urlFor(`/clients/${id}/manage-additional-adviser`), 'client-account-additional-1280');

    await visit(page, urlFor(`/clients/${id}/audit-trail`), 'client-account-audit-trail-1280');
    await expect.poll(() => page.getByRole('cell', { name: 'Tags updated' }).isVisible()).toBe(true);
    await visit(page, urlFor(`/clients/${id}/account-settings`), 'client-account-settings-1280');
    await expect.poll(() => page.getByLabel('Date of birth').isVisible()).toBe(true);

    // Leave the seeded client as other journeys expect it.
    await page.goto(urlFor(`/clients/${id}/manage-additional-adviser`));
    await page.getByRole('button', { name: /^Remove Priya/u }).click();
    await expect.poll(() => page.getByText('0 of 10 additional advisers').isVisible()).toBe(true);
    await page.goto(urlFor(`/clients/${id}`));
    await page.getByRole('button', { name: 'Unfollow' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Follow', exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('every client page reads at 375 px', async () => {
    const page = await signedInPage(browser, 'adviser3@demo.test', { width: widths.phone });
    const id = await clientIdOf(page, 'sophia.evans@demo.test');
    for (const [path, name] of [
      ['', 'detail'],
      ['/account-settings', 'settings'],
      ['/manage-additional-adviser', 'additional'],
      ['/audit-trail', 'audit-trail'],
    ]) {
      await visit(page, urlFor(`/clients/${id}${path}`), `client-account-${name}-375`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    }
    await page.context().close();
  });

  it.each([widths.phone, widths.desktop])('the client sees their adviser on my-adviser at %i px', async (width) => {
    const page = await signedInPage(browser, 'jack.thompson@demo.test', { width: width });
    await visit(page, urlFor('/my-adviser'), `client-account-my-adviser-${width}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Tom Barker' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'adviser3@demo.test' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
