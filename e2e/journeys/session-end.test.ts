import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  csrfHeaders,
  findUserId,
  inspectAtBothWidths,
  newContext,
  sharedBrowser,
  signIn,
  urlFor,
} from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

/** Long enough for a round trip to a busy server, short enough to fail fast. */
const serverWait = { timeout: 10_000 };

const client = 'noah.walker@demo.test';
// adviser@demo.test only acts here: its own account is left as it is for the other journeys.
const adviser = 'adviser@demo.test';

/**
 * Resolves once the page's realtime socket has said it is ready. A socket opened after the account's sessions ended
 * could not sign in to hear that they did (what it missed is replayed only to a live session).
 */
function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== '/api/v1/realtime') return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      });
    });
  });
}

describe('when an account is deactivated', () => {
  it("the client's open dashboard goes to sign-in at once, with a toast, without a reload", async () => {
    const clientContext = await newContext(browser);
    const clientPage = await clientContext.newPage();
    const ready = realtimeReady(clientPage);
    await signIn(clientPage, client, demoPassword);
    await clientPage.waitForURL('**/client');
    await clientPage.getByRole('heading', { name: 'Client dashboard' }).waitFor();
    await ready;
    // A reload would lose this mark; a client-side navigation keeps it.
    await clientPage.evaluate(() => Object.assign(window, { journeyMark: 'still here' }));

    const adviserContext = await newContext(browser);
    const adviserPage = await adviserContext.newPage();
    await signIn(adviserPage, adviser, demoPassword);
    await adviserPage.waitForURL('**/adviser');
    const response = await adviserPage.request.patch(urlFor(`/api/v1/users/${await findUserId(client)}/deactivate`), {
      headers: await csrfHeaders(adviserContext),
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).data.message).toBe('The account is deactivated.');

    await clientPage.waitForURL('**/users/sign_in', { timeout: 5_000 });
    await expect
      .poll(() => clientPage.getByText('Your session has ended. Please sign in again.').isVisible(), { timeout: 5_000 })
      .toBe(true);
    expect(await clientPage.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)).toBe('still here');
    await inspectAtBothWidths(clientPage, 'session-ended');

    // The session is really gone on the server too, not only in this tab.
    const me = await clientPage.request.get(urlFor('/api/v1/users/me'));
    expect(me.status()).toBe(401);
    await adviserContext.close();
    await clientContext.close();
  });

  it('a deactivated client cannot sign in and is told only the generic error', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'emily.roberts@demo.test', demoPassword);
    const banner = page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password.' });
    await expect.poll(() => banner.isVisible(), serverWait).toBe(true);
    expect(page.url()).toContain('/users/sign_in');
    expect(await page.getByText(/deactivated/iu).count()).toBe(0);
    await inspectAtBothWidths(page, 'sign-in-deactivated');
    await context.close();
  });
});
