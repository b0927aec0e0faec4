import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, expectAccessible, newContext, screenshot, sharedBrowser, signIn } from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const host = 'second.localhost';

describe('notifications', () => {
  it('a security change shows on the bell at once, without a reload, and opens where it leads', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'client@second.test', demoPassword, host);
    await page.waitForURL('**/client');
    const bell = page.getByRole('button', { name: /^Notifications, / });
    await expect.poll(() => bell.textContent()).toContain('none unread');

    // The same person changes their password in another tab of this browser.
    const status = await page.evaluate(async (current) => {
      const me = (await (await fetch('/api/v1/users/me')).json()).data;
      const csrf = /csrf_token=([^;]+)/u.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/api/v1/users/${me.id}/password`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ current_password: current, password: 'Second-Client-55!', password_confirmation: 'Second-Client-55!' }),
      });
      return response.status;
    }, demoPassword);
    expect(status).toBe(200);

    await expect.poll(() => bell.textContent(), { timeout: 10_000 }).toContain('1 unread');
    await bell.click();
    const notice = page.getByRole('button', { name: /^Your password was changed/u });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await expectAccessible(page, 'notifications panel');
    await screenshot(page, 'notifications-open');
    await notice.click();
    await page.waitForURL('**/account-settings');
    await expect.poll(() => bell.textContent()).toContain('none unread');
    await context.close();
  });
});
