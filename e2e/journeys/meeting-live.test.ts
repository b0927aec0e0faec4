import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  csrfHeaders,
  findUserId,
  inspectAtBothWidths,
  newContext,
  readNewestMail,
  sharedBrowser,
  signedInPage,
  urlFor,
  withDatabase,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

/** Joining takes a media prompt (answered by the fake UI), a socket and three peer connections on a busy machine. */
const callWait = { timeout: 20_000 };

const stamp = Date.now().toString(36);
const adviserEmail = 'adviser@demo.test';
const guestEmail = `sam.lee.${stamp}@example.test`;

/** A room of the client with the adviser and a trusted guest, starting in a few minutes: its window is open. */
async function createRoom(adviser: Page, clientId: string, name: string): Promise<{ id: string }> {
  const startAt = new Date(Date.now() + 5 * 60_000).toISOString();
  const response = await adviser.request.post(urlFor('/api/v1/client-meeting-rooms'), {
    headers: await csrfHeaders(adviser.context()),
    data: {
      client_id: clientId,
      name,
      duration: 60,
      start_date: startAt,
      media_region: 'ie1',
      user_ids: [clientId, await findUserId(adviserEmail)],
      guests: [{ email: guestEmail, name: 'Sam Lee', trusted: true }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

/** Adds a three-page PDF to the room as the adviser, as the Documents panel's upload does. */
async function addDocument(adviser: Page, roomId: string): Promise<void> {
  const buffer = await readFile(path.resolve(import.meta.dirname, '../fixtures/three-pages.pdf'));
  const response = await adviser.request.post(urlFor(`/api/v1/client-meeting-rooms/${roomId}/documents`), {
    headers: await csrfHeaders(adviser.context()),
    multipart: { file: { name: 'three-pages.pdf', mimeType: 'application/pdf', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The token of the newest invitation link mailed to the guest for the room. */
async function guestTokenFor(page: Page, roomId: string, roomName: string): Promise<string> {
  const mail = await readNewestMail(page, guestEmail, new RegExp(roomName, 'u'));
  const token = new RegExp(`/guests/client-meeting-rooms/${roomId}\\?token=([A-Za-z0-9_-]+)`, 'u').exec(mail)?.[1];
  if (!token) throw new Error(`no link to room ${roomId} in the guest's mail`);
  return token;
}

/** From the room's own page: its Join link to the call's lobby, then the lobby's Join button. */
async function openLobby(page: Page, roomPageUrl: string): Promise<void> {
  await page.goto(roomPageUrl);
  await page.getByRole('link', { name: 'Join meeting' }).click();
  await page.getByRole('button', { name: 'Join meeting' }).waitFor();
}

async function joinCall(page: Page, roomPageUrl: string): Promise<void> {
  await openLobby(page, roomPageUrl);
  await page.getByRole('button', { name: 'Join meeting' }).click();
  await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor(callWait);
}

/** A seeded account's name as the room shows it. */
function nameOf(email: string): Promise<string> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ name: string }>(`select first_name || ' ' || last_name as name from users where email = $1`, [email]);
    if (!rows[0]) throw new Error(`no seeded user ${email}`);
    return rows[0].name;
  });
}

/** The tile of one participant, by the name under it. */
const tileOf = (page: Page, name: string) => page.getByRole('list', { name: 'Participants' }).getByRole('figure', { name });

/**
 * Whether a video is really playing on this page: decoded frames of a size, and more of them a moment later (an
 * element with a stream that never decodes would have neither).
 */
function videoPlays(figure: Locator): Promise<boolean> {
  return figure.locator('video').evaluate(async (video: HTMLVideoElement) => {
    const decoded = () => video.getVideoPlaybackQuality().totalVideoFrames;
    const before = decoded();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return video.videoWidth > 0 && video.readyState >= 2 && decoded() > before;
  });
}

/** Whether the participant's video is playing in their tile on this page. */
const framesAdvance = (page: Page, name: string) => videoPlays(tileOf(page, name));

/**
 * Uses a control of the call's bar as a keyboard user does: focused, then Enter. The bar fades away after a few idle
 * seconds (spec 2 §4) but never while focus is in it, so this does not race its timer, which a loaded machine's
 * slow renderer can lose (a key press to wake it, then a click, found it faded again).
 */
async function clickControl(page: Page, name: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Meeting controls' }).getByRole('button', { name }).press('Enter');
}

/** The chat button's name: "Chat", and how many messages wait unread when some do. */
const chatButtonOf = (page: Page) => page.getByRole('toolbar', { name: 'Meeting controls' }).getByRole('button', { name: /^Chat/u });

describe('a live meeting', () => {
  it('joins the adviser, the client and a guest, each seeing the two others’ video, and shows a camera turned off', async () => {
    const client = await createClientOfAdviser({ first: 'Ada', last: `Live${stamp}`, email: `ada.live${stamp}@demo.test` });
    const adviser = await signedInPage(browser, adviserEmail);
    const roomName = `Live review ${stamp}`;
    const room = await createRoom(adviser, client.id, roomName);
    const token = await guestTokenFor(adviser, room.id, roomName);
    await addDocument(adviser, room.id);

    const clientPage = await signedInPage(browser, client.email);
    const guestPage = await (await newContext(browser)).newPage();

    await joinCall(adviser, urlFor(`/clients/${client.id}/client-meeting-rooms/${room.id}`));
    await joinCall(clientPage, urlFor(`/meetings/client-meeting-rooms/${room.id}`));
    await openLobby(guestPage, urlFor(`/guests/client-meeting-rooms/${room.id}?token=${token}`));
    await inspectAtBothWidths(guestPage, 'meeting-live-lobby');
    await guestPage.getByRole('button', { name: 'Join meeting' }).click();
    await guestPage.getByRole('status').filter({ hasText: 'Connected' }).waitFor(callWait);
    // The guest answers the cookie question (a new browser always gets it): its banner lies over the controls.
    await guestPage.getByRole('button', { name: 'Necessary only' }).click();

    const names = { adviser: await nameOf(adviserEmail), client: `Ada Live${stamp}`, guest: 'Sam Lee' };
    const seen = [
      [adviser, [names.client, names.guest]],
      [clientPage, [names.adviser, names.guest]],
      [guestPage, [names.adviser, names.client]],
    ] as const;
    for (const [page, others] of seen) {
      for (const other of others) await expect.poll(() => framesAdvance(page, other), callWait).toBe(true);
    }

    await clickControl(guestPage, 'Turn camera off');
    for (const page of [adviser, clientPage]) {
      await expect.poll(() => tileOf(page, names.guest).getByText('Camera off').isVisible(), callWait).toBe(true);
    }
    await inspectAtBothWidths(adviser, 'meeting-live');
    await clickControl(guestPage, 'Turn camera on');
    await expect.poll(() => framesAdvance(adviser, names.guest), callWait).toBe(true);

    // The client writes in the chat; the adviser's chat button counts it unread until the adviser opens the chat.
    await clickControl(clientPage, 'Chat');
    const message = clientPage.getByRole('textbox', { name: 'Message' });
    await message.fill('Can you see the figures I sent?');
    await message.press('Enter');
    await clientPage.getByRole('region', { name: 'Chat' }).getByText('Can you see the figures I sent?').waitFor(callWait);
    await expect.poll(() => chatButtonOf(adviser).textContent(), callWait).toContain('1 unread message');
    await clickControl(adviser, 'Chat');
    await adviser.getByRole('region', { name: 'Chat' }).getByText('Can you see the figures I sent?').waitFor();
    expect(await chatButtonOf(adviser).textContent()).toBe('Chat');
    await adviser.getByRole('textbox', { name: 'Message' }).fill('Yes, all of them.');
    await adviser.keyboard.press('Enter');
    await expect.poll(() => chatButtonOf(guestPage).textContent(), callWait).toContain('2 unread messages');
    await adviser.keyboard.press('Shift');
    await inspectAtBothWidths(adviser, 'meeting-live-chat');

    // The adviser records the meeting (audio only, after confirming): everyone sees the red indicator until it stops.
    await clickControl(adviser, 'Record');
    const asking = adviser.getByRole('dialog', { name: 'Record this meeting?' });
    await asking.getByRole('radio', { name: 'Audio only' }).check();
    await inspectAtBothWidths(adviser, 'meeting-live-record');
    await asking.getByRole('button', { name: 'Confirm' }).click();
    for (const page of [adviser, clientPage, guestPage]) {
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Recording: Audio only' }).count(), callWait).toBe(1);
    }
    expect(await guestPage.getByRole('button', { name: 'Record' }).count()).toBe(0);
    await clickControl(adviser, 'Stop recording');
    for (const page of [clientPage, guestPage]) {
      await expect.poll(() => page.getByText('Recording: Audio only').count(), callWait).toBe(0);
    }

    // The adviser shares a screen: the others' layout turns to the speaker view, with the screen large and playing.
    await clickControl(adviser, 'Share screen');
    await adviser.getByRole('button', { name: 'Stop sharing' }).waitFor(callWait);
    const sharedBy = `Screen shared by ${names.adviser}`;
    for (const page of [clientPage, guestPage]) {
      await expect.poll(() => videoPlays(page.getByRole('figure', { name: sharedBy })), callWait).toBe(true);
      expect(await page.getByRole('button', { name: 'Speaker view' }).getAttribute('aria-pressed')).toBe('true');
    }
    await guestPage.keyboard.press('Shift');
    await inspectAtBothWidths(guestPage, 'meeting-live-share');
    await clickControl(adviser, 'Stop sharing');
    for (const page of [clientPage, guestPage]) {
      await page.getByRole('figure', { name: sharedBy }).waitFor({ state: 'detached', ...callWait });
      expect(await page.getByRole('button', { name: 'Speaker view' }).getAttribute('aria-pressed')).toBe('false');
    }

    // The adviser shows a document to everyone and turns its page; the others follow, and see what the adviser draws on it.
    await clickControl(adviser, 'Documents');
    await adviser.getByRole('button', { name: 'Show three-pages.pdf to everyone' }).click();
    // The page number, not the viewer's spinner (also a status) while the page draws.
    const pageStatus = (page: Page) =>
      page
        .getByRole('region', { name: 'Shared document: three-pages.pdf' })
        .getByRole('status')
        .filter({ hasText: /^Page \d/u });
    await adviser.getByRole('button', { name: 'Next page' }).click();
    for (const page of [clientPage, guestPage]) await expect.poll(() => pageStatus(page).textContent(), callWait).toBe('Page 2 of 3');
    const sketchpad = (page: Page) => page.getByRole('img', { name: 'Sketchpad over page 2: draw with the pointer' });
    await sketchpad(adviser).waitFor(callWait);
    const box = await sketchpad(adviser).boundingBox();
    if (!box) throw new Error('no sketchpad on the adviser’s page');
    await adviser.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await adviser.mouse.down();
    await adviser.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.3, { steps: 5 });
    await adviser.mouse.up();
    await expect.poll(() => sketchpad(clientPage).getAttribute('data-strokes'), callWait).toBe('1');
    await clientPage.keyboard.press('Shift');
    await inspectAtBothWidths(clientPage, 'meeting-live-document');
    await adviser.getByRole('button', { name: 'Close document' }).click();
    await clientPage.getByRole('region', { name: 'Shared document: three-pages.pdf' }).waitFor({ state: 'detached', ...callWait });

    // Leaving or reloading while connected asks first (spec 1 §2).
    const question = new Promise<string>((resolve) =>
      clientPage.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await clientPage.close({ runBeforeUnload: true });
    expect(await question).toBe('beforeunload');

    // The client joins again from a second tab: the first is told and disconnected, the others get the client
    // back on a new connection, and their own connections carry on.
    const secondTab = await clientPage.context().newPage();
    await joinCall(secondTab, urlFor(`/meetings/client-meeting-rooms/${room.id}`));
    await clientPage.getByRole('alert').filter({ hasText: 'User with the same identity tries to connect the meeting.' }).waitFor(callWait);
    await expect.poll(() => framesAdvance(adviser, names.client), callWait).toBe(true);
    await expect.poll(() => framesAdvance(secondTab, names.guest), callWait).toBe(true);
    expect(await framesAdvance(adviser, names.guest)).toBe(true);

    await clickControl(guestPage, 'Leave meeting');
    await expect.poll(() => tileOf(adviser, names.guest).count(), callWait).toBe(0);
    for (const page of [adviser, clientPage, guestPage]) await page.context().close();
  });

  it("refuses a guest's token at another room's socket", async () => {
    const client = await createClientOfAdviser({ first: 'Bea', last: `Live${stamp}`, email: `bea.live${stamp}@demo.test` });
    const adviser = await signedInPage(browser, adviserEmail);
    const mine = await createRoom(adviser, client.id, `Guest room ${stamp}`);
    const token = await guestTokenFor(adviser, mine.id, `Guest room ${stamp}`);
    const other = await createRoom(adviser, client.id, `Other room ${stamp}`);
    const guestPage = await (await newContext(browser)).newPage();
    await guestPage.goto(urlFor('/'));
    const opened = (roomId: string) =>
      guestPage.evaluate(
        ({ roomId, token }) =>
          new Promise<boolean>((resolve) => {
            const url = new URL(`/api/v1/guests/client-meeting-rooms/${roomId}/live?token=${encodeURIComponent(token)}`, location.href);
            url.protocol = 'ws:';
            const socket = new WebSocket(url);
            socket.onopen = () => {
              socket.close();
              resolve(true);
            };
            socket.onerror = () => resolve(false);
          }),
        { roomId, token },
      );
    expect(await opened(mine.id)).toBe(true);
    expect(await opened(other.id)).toBe(false);
    await adviser.context().close();
    await guestPage.context().close();
  });
});
