import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, createClientOfAdviser, inspectAtBothWidths, sharedBrowser, signedInPage, urlFor } from '../support/browser.ts';
import { adviserEmail, callWait, createRoom, joinFromLobby, useControl, videoPlays } from '../support/meetings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const stamp = Date.now().toString(36);

/** Joins the call from its meeting page, the lobby of the call. */
async function joinAtMeetingPage(page: Page, meetingUrl: string): Promise<void> {
  await page.goto(meetingUrl);
  await joinFromLobby(page);
}

describe('a meeting in its floating window', () => {
  it('goes on while the client visits their dashboard and the Cookies page, and Back returns to the call; a room link opens its meeting page', async () => {
    const client = await createClientOfAdviser({ first: 'Flo', last: `Float${stamp}`, email: `flo.float${stamp}@demo.test` });
    const adviser = await signedInPage(browser, adviserEmail);
    const room = await createRoom(adviser, client.id, `Floating review ${stamp}`);
    const clientPage = await signedInPage(browser, client.email);
    const meetingPath = `/meetings/client-meeting-rooms/${room.id}/meeting`;

    await joinAtMeetingPage(adviser, urlFor(`/clients/${client.id}/client-meeting-rooms/${room.id}/meeting`));
    await joinAtMeetingPage(clientPage, urlFor(meetingPath));

    // The client goes to their dashboard by the sidebar: the call goes on in the corner, the adviser's video playing.
    await clientPage.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await clientPage.waitForURL((url) => url.pathname === '/client');
    const floating = clientPage.getByRole('complementary', { name: `Meeting in progress: Floating review ${stamp}` });
    await floating.waitFor(callWait);
    const adviserTile = floating.locator('.live-speaker__main figure');
    await expect.poll(() => videoPlays(adviserTile), callWait).toBe(true);
    await inspectAtBothWidths(clientPage, 'meeting-floating');

    // The footer's Cookies page is open to anyone, outside the shell's pages: the call goes on there too, unasked.
    await clientPage.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
    await clientPage.waitForURL((url) => url.pathname === '/cookies');
    await expect.poll(() => videoPlays(adviserTile), callWait).toBe(true);

    await floating.getByRole('link', { name: 'Back to the meeting' }).click();
    await clientPage.waitForURL((url) => url.pathname === meetingPath);
    // The meeting page's code loads lazily: its status says the call is still connected once it has drawn.
    await clientPage.getByRole('status').filter({ hasText: 'Connected' }).waitFor(callWait);
    expect(await floating.count()).toBe(0);
    await useControl(clientPage, 'Leave meeting');
    await clientPage.getByRole('button', { name: 'Join meeting' }).waitFor();

    // A room link in the hash (spec 1 §2) opens that room's meeting page for the adviser, under its client (out of
    // the call first: a new address while connected asks first).
    await useControl(adviser, 'Leave meeting');
    await adviser.goto(urlFor(`/#/client-meeting-rooms/${room.id}`));
    await adviser.waitForURL((url) => url.pathname === `/clients/${client.id}/client-meeting-rooms/${room.id}/meeting`);
    await adviser.getByRole('heading', { name: `Floating review ${stamp}` }).waitFor();
    for (const page of [adviser, clientPage]) await page.context().close();
  });
});
