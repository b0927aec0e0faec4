import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  inspectAtBothWidths,
  newContext,
  readNewestMail,
  sharedBrowser,
  signedInPage,
  urlFor,
  visit,
  waitForQuietNetwork,
} from '../support/browser.ts';

/*
 * Advice rooms, slice 1 (issue 16): the adviser schedules a meeting with a client and a trusted guest; the
 * client finds it under Meetings and tests their devices (Chromium's fake camera and microphone); the guest
 * opens their invitation's link signed out. Joining the live room is the next slice.
 */

let browser: Browser;
const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };
const guestEmail = `guest.${stamp}@example.test`;
let client: { id: string; email: string };

beforeAll(async () => {
  browser = await sharedBrowser();
  client = await createClientOfAdviser({ first: 'Eleanor', last: `Room${stamp}`, email: `eleanor.${stamp}@demo.test` });
});
afterAll(() => closeContexts(browser));

/** Waits for the camera's picture (frames decoded, not only the element) and for the microphone's meter to move. */
async function expectLiveDevices(page: Page): Promise<void> {
  const video = page.locator('video');
  await video.waitFor(serverWait);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), serverWait).toBeGreaterThan(0);
  const meter = page.getByRole('meter', { name: 'Microphone level' });
  await expect.poll(() => meter.evaluate((element: HTMLMeterElement) => element.value), serverWait).toBeGreaterThan(0);
}

describe('advice rooms', () => {
  let roomPath = '';

  it('the adviser schedules a meeting with the client and a trusted guest', async () => {
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await visit(adviser, urlFor(`/clients/${client.id}/client-meeting-rooms`), 'meetings-staff-client-empty');
    await adviser.getByRole('link', { name: 'Schedule a meeting' }).first().click();
    await adviser.getByLabel('Meeting name').fill('Retirement review');
    await adviser.getByLabel('Agenda template').selectOption({ label: 'Follow-up' });
    const attendees = adviser.getByRole('group', { name: 'Attendees' });
    await attendees
      .getByRole('checkbox', { name: /\(Adviser\)$/u })
      .first()
      .check();
    await adviser.getByRole('button', { name: 'Add a guest' }).click();
    await adviser.getByLabel('Guest’s e-mail').fill(guestEmail);
    await adviser.getByLabel('Guest’s name (optional)').fill('Thomas Room');
    await adviser.getByRole('checkbox', { name: 'Trusted guest' }).check();
    await inspectAtBothWidths(adviser, 'meetings-staff-new');
    await adviser.getByRole('button', { name: 'Schedule meeting' }).click();
    await adviser.getByRole('heading', { level: 1, name: 'Retirement review' }).waitFor(serverWait);
    roomPath = new URL(adviser.url()).pathname;
    await adviser.getByRole('button', { name: 'Remove Thomas Room' }).waitFor();
    await inspectAtBothWidths(adviser, 'meetings-staff-room');
    await visit(adviser, urlFor(`${roomPath}/audit-trail`), 'meetings-staff-audit-trail');
    await adviser
      .getByText(/scheduled the meeting “Retirement review”/u)
      .first()
      .waitFor(serverWait);
    await visit(adviser, urlFor(`${roomPath}/recent-fact-find`), 'meetings-staff-recent-fact-find');
    await visit(adviser, urlFor('/client-meeting-rooms'), 'meetings-staff-all');
    await adviser.getByRole('link', { name: 'Retirement review' }).first().waitFor();
    await adviser.context().close();
  });

  it('the client finds it under Meetings and sees their camera and a moving microphone level', async () => {
    const page = await signedInPage(browser, client.email);
    await visit(page, urlFor('/meetings'), 'meetings-client-list');
    await page.getByRole('link', { name: 'Retirement review' }).click();
    await page.getByRole('heading', { level: 1, name: 'Retirement review' }).waitFor(serverWait);
    await inspectAtBothWidths(page, 'meetings-client-room');
    await page.getByRole('link', { name: 'Test your camera and microphone' }).click();
    await page.getByRole('heading', { level: 1, name: 'Test your camera and microphone' }).waitFor();
    await expectLiveDevices(page);
    expect(await page.getByText('Allowed').count()).toBe(2);
    await inspectAtBothWidths(page, 'meetings-client-test-setup');
    await page.context().close();
  });

  it('the guest opens their link signed out and sees when the room opens for them', async () => {
    const reader = await signedInPage(browser, 'adviser@demo.test');
    const mail = await readNewestMail(reader, guestEmail, /^Invitation: Retirement review/u);
    await reader.context().close();
    const link = /https?:\/\/\S+\/guests\/client-meeting-rooms\/\S+/u.exec(mail)?.[0];
    if (!link) throw new Error(`no guest link in the invitation:\n${mail}`);
    const { pathname, search } = new URL(link);
    const context = await newContext(browser);
    const guest = await context.newPage();
    await guest.goto(urlFor(`${pathname}${search}`));
    await guest.getByRole('heading', { level: 1, name: 'Retirement review' }).waitFor(serverWait);
    // A new visitor is asked about cookies first.
    await guest.getByRole('button', { name: 'Necessary only' }).click();
    await guest.getByText('As a trusted guest, you may join up to 30 minutes before the start.').waitFor();
    expect(await guest.getByRole('button', { name: /Join/u }).count()).toBe(0);
    await inspectAtBothWidths(guest, 'meetings-guest');
    const settled = waitForQuietNetwork(guest);
    await guest.getByRole('link', { name: 'Test your camera and microphone' }).click();
    await settled;
    await expectLiveDevices(guest);
    await inspectAtBothWidths(guest, 'meetings-guest-test-setup');

    // Another room's id with this token is refused.
    await visit(guest, urlFor(`/guests/client-meeting-rooms/00000000-0000-4000-8000-000000000000${search}`), 'meetings-guest-wrong-room');
    await guest.getByText('This meeting link is not valid.', { exact: false }).waitFor();
    await context.close();
  });
});
