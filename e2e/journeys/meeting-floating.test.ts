import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  csrfHeaders,
  findUserId,
  inspectAtBothWidths,
  sharedBrowser,
  signedInPage,
  urlFor,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

/** Joining takes a media prompt (answered by the fake UI), a socket and a peer connection on a busy machine. */
const callWait = { timeout: 20_000 };

const stamp = Date.now().toString(36);
const adviserEmail = 'adviser@demo.test';

/** A room of the client with the adviser, starting in a few minutes: its window is open. */
async function createRoom(adviser: Page, clientId: string): Promise<{ id: string }> {
  const response = await adviser.request.post(urlFor('/api/v1/client-meeting-rooms'), {
    headers: await csrfHeaders(adviser.context()),
    data: {
      client_id: clientId,
      name: `Floating review ${stamp}`,
      duration: 60,
      start_date: new Date(Date.now() + 5 * 60_000).toISOString(),
      media_region: 'ie1',
      user_ids: [clientId, await findUserId(adviserEmail)],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

async function joinCall(page: Page, meetingUrl: string): Promise<void> {
  await page.goto(meetingUrl);
  await page.getByRole('button', { name: 'Join meeting' }).click();
  await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor(callWait);
}

/** Whether the video in the figure really plays: decoded frames of a size, and more of them a moment later. */
function videoPlays(figure: Locator): Promise<boolean> {
  return figure.locator('video').evaluate(async (video: HTMLVideoElement) => {
    const decoded = () => video.getVideoPlaybackQuality().totalVideoFrames;
    const before = decoded();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return video.videoWidth > 0 && video.readyState >= 2 && decoded() > before;
  });
}

describe('a meeting in its floating window', () => {
  it('goes on while the client visits their dashboard, and Back returns to the call; a room link opens its meeting page', async () => {
    const client = await createClientOfAdviser({ first: 'Flo', last: `Float${stamp}`, email: `flo.float${stamp}@demo.test` });
    const adviser = await signedInPage(browser, adviserEmail);
    const room = await createRoom(adviser, client.id);
    const clientPage = await signedInPage(browser, client.email);
    const meetingPath = `/meetings/client-meeting-rooms/${room.id}/meeting`;

    await joinCall(adviser, urlFor(`/clients/${client.id}/client-meeting-rooms/${room.id}/meeting`));
    await joinCall(clientPage, urlFor(meetingPath));

    // The client goes to their dashboard by the sidebar: the call goes on in the corner, the adviser's video playing.
    await clientPage.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await clientPage.waitForURL((url) => url.pathname === '/client');
    const floating = clientPage.getByRole('complementary', { name: `Meeting in progress: Floating review ${stamp}` });
    await floating.waitFor(callWait);
    const adviserTile = floating.locator('.live-speaker__main figure');
    await expect.poll(() => videoPlays(adviserTile), callWait).toBe(true);
    await inspectAtBothWidths(clientPage, 'meeting-floating');

    await floating.getByRole('link', { name: 'Back to the meeting' }).click();
    await clientPage.waitForURL((url) => url.pathname === meetingPath);
    // The meeting page's code loads lazily: its status says the call is still connected once it has drawn.
    await clientPage.getByRole('status').filter({ hasText: 'Connected' }).waitFor(callWait);
    expect(await floating.count()).toBe(0);
    await clientPage.getByRole('toolbar', { name: 'Meeting controls' }).getByRole('button', { name: 'Leave meeting' }).press('Enter');
    await clientPage.getByRole('button', { name: 'Join meeting' }).waitFor();

    // A room link in the hash (spec 1 §2) opens that room's meeting page for the adviser, under its client (out of
    // the call first: a new address while connected asks first).
    await adviser.getByRole('toolbar', { name: 'Meeting controls' }).getByRole('button', { name: 'Leave meeting' }).press('Enter');
    await adviser.goto(urlFor(`/#/client-meeting-rooms/${room.id}`));
    await adviser.waitForURL((url) => url.pathname === `/clients/${client.id}/client-meeting-rooms/${room.id}/meeting`);
    await adviser.getByRole('heading', { name: `Floating review ${stamp}` }).waitFor();
    for (const page of [adviser, clientPage]) await page.context().close();
  });
});
