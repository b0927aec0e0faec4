import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  csrfHeaders,
  inspectAtBothWidths,
  newContext,
  sharedBrowser,
  signIn,
  urlFor,
  visit,
} from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };

async function post(context: BrowserContext, path: string, data: object): Promise<{ data: { id: string } }> {
  const response = await context.request.post(urlFor(path), { data, headers: await csrfHeaders(context) });
  expect(response.status(), `POST ${path}`).toBeLessThan(300);
  return response.json();
}

/** Signs in through the API in its own browser context: the client needs no page to act. */
async function signInThroughApi(context: BrowserContext, email: string): Promise<void> {
  // Any first call hands out the CSRF cookie that the sign-in must echo.
  await context.request.get(urlFor('/api/v1/users/me'));
  const response = await context.request.post(urlFor('/api/v1/users/sign_in'), {
    data: { email, password: demoPassword, remember_me: false },
    headers: await csrfHeaders(context),
  });
  expect(response.status()).toBe(200);
}

const unreadIn = (label: string | null) => {
  const match = /(\d+) unread/u.exec(label ?? '');
  return match ? Number(match[1]) : 0;
};

describe('business notifications', () => {
  it('the adviser’s bell rings, without a reload, when their client accepts a recommendation pack', async () => {
    const client = await createClientOfAdviser({ first: 'Nora', last: 'Notice', email: `nora.${stamp}@demo.test` });
    const packName = `Retirement plan ${stamp}`;

    const adviserContext = await newContext(browser);
    const adviser = await adviserContext.newPage();
    await signIn(adviser, 'adviser@demo.test', demoPassword);
    await adviser.waitForURL((url) => !url.pathname.startsWith('/users/sign_in'));
    const pack = await post(adviserContext, `/api/v1/clients/${client.id}/client-cases`, {
      type: 'recommendation_pack_case',
      name: packName,
    });
    await post(adviserContext, `/api/v1/client-cases/${pack.data.id}/send`, { version: 1 });

    await visit(adviser, urlFor(`/clients/${client.id}/cases`), 'notifications-live-before');
    const cookies = adviser.getByRole('button', { name: 'Necessary only' });
    if (await cookies.isVisible()) await cookies.click();
    const bell = adviser.getByRole('button', { name: /^Notifications, / });
    // The adviser's unread count as the server has it (earlier journeys leave some), once the bell shows it: the bell
    // has no count until its own request answers, which on a busy machine can come after the page has otherwise settled.
    const meta = await adviserContext.request.get(urlFor('/api/v1/users/notifications/meta'));
    const before = ((await meta.json()) as { data: { unread_count: number } }).data.unread_count;
    await expect.poll(async () => unreadIn(await bell.textContent()), serverWait).toBe(before);

    // The client, in another browser, accepts the pack.
    const clientContext = await newContext(browser);
    await signInThroughApi(clientContext, client.email);
    await post(clientContext, `/api/v1/client-cases/${pack.data.id}/accept`, { version: 2, consent: true });
    await clientContext.close();

    await expect.poll(async () => unreadIn(await bell.textContent()), serverWait).toBe(before + 1);
    expect(await adviser.locator('.notifications-menu__badge').textContent()).toBe(String(before + 1));
    await bell.click();
    const notice = adviser.getByRole('button', { name: /^Recommendation pack accepted/u }).filter({ hasText: packName });
    await notice.waitFor(serverWait);
    expect(await notice.textContent()).toContain(`Nora Notice: “${packName}” was accepted by the client.`);
    await inspectAtBothWidths(adviser, 'notifications-pack-accepted');

    await notice.click();
    await adviser.waitForURL(`**/clients/${client.id}/cases/${pack.data.id}`);
    await expect.poll(async () => unreadIn(await bell.textContent()), serverWait).toBe(before);
    await adviserContext.close();
  });
});
