import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  csrfHeaders,
  inspectAtBothWidths,
  newContext,
  sharedBrowser,
  signedInPage,
  urlFor,
} from '../support/browser.ts';
import {
  adviserEmail,
  callWait,
  countConnections,
  createRoom,
  framesAdvance,
  guestTokenFor,
  hasJanus,
  joinCall,
  joinFromLobby,
  nameOf,
  openConnections,
  openLobby,
  tileOf,
  useControl,
  videoPlays,
} from '../support/meetings.ts';

/**
 * The three-party call: the adviser, the client and a guest. The room invites a second guest who does not come, so it
 * invites four and calls through the SFU when this machine has Janus (`.ci/run` installs it), and peer to peer when
 * it has not: the same journey on either path.
 */

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await sharedBrowser();
  dir = await mkdtemp(path.join(tmpdir(), 'advice-live-'));
});
afterAll(async () => {
  await closeContexts(browser);
  await rm(dir, { recursive: true, force: true });
});

const stamp = Date.now().toString(36);
const guest = { email: `sam.lee.${stamp}@example.test`, name: 'Sam Lee', trusted: true };
const absentGuest = { email: `ivo.berg.${stamp}@example.test`, name: 'Ivo Berg', trusted: false };

/** Adds a three-page PDF to the room as the adviser, as the Documents panel's upload does. */
async function addDocument(adviser: Page, roomId: string): Promise<void> {
  const buffer = await readFile(path.resolve(import.meta.dirname, '../fixtures/three-pages.pdf'));
  const response = await adviser.request.post(urlFor(`/api/v1/client-meeting-rooms/${roomId}/documents`), {
    headers: await csrfHeaders(adviser.context()),
    multipart: { file: { name: 'three-pages.pdf', mimeType: 'application/pdf', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The chat button's name: "Chat", and how many messages wait unread when some do. */
const chatButtonOf = (page: Page) => page.getByRole('toolbar', { name: 'Meeting controls' }).getByRole('button', { name: /^Chat/u });

describe(`a live meeting (${hasJanus ? 'through the SFU' : 'peer to peer'})`, () => {
  it('joins the adviser, the client and a guest, each seeing the others’ video; chat, background, devices, recording, screen share and a shared document', async () => {
    const client = await createClientOfAdviser({ first: 'Ada', last: `Live${stamp}`, email: `ada.live${stamp}@demo.test` });
    const adviser = await signedInPage(browser, adviserEmail);
    const roomName = `Live review ${stamp}`;
    const room = await createRoom(adviser, client.id, roomName, [guest, absentGuest]);
    const token = await guestTokenFor(adviser, room.id, roomName, guest.email);
    await addDocument(adviser, room.id);

    const clientPage = await signedInPage(browser, client.email);
    const guestPage = await (await newContext(browser)).newPage();
    for (const page of [adviser, clientPage, guestPage]) await countConnections(page);

    const staffRoomPage = urlFor(`/clients/${client.id}/client-meeting-rooms/${room.id}`);
    await joinCall(adviser, staffRoomPage);
    await joinCall(clientPage, urlFor(`/meetings/client-meeting-rooms/${room.id}`));
    await openLobby(guestPage, urlFor(`/guests/client-meeting-rooms/${room.id}?token=${token}`));
    await inspectAtBothWidths(guestPage, 'meeting-live-lobby');
    await joinFromLobby(guestPage);
    // The guest answers the cookie question (a new browser always gets it): its banner lies over the controls.
    await guestPage.getByRole('button', { name: 'Necessary only' }).click();

    const names = { adviser: await nameOf(adviserEmail), client: `Ada Live${stamp}`, guest: guest.name };
    const seen = [
      [adviser, [names.client, names.guest]],
      [clientPage, [names.adviser, names.guest]],
      [guestPage, [names.adviser, names.client]],
    ] as const;
    for (const [page, others] of seen) {
      for (const other of others) await expect.poll(() => framesAdvance(page, other), callWait).toBe(true);
      // Through the SFU, one connection sends to it and one receives everyone from it; peer to peer, one a participant.
      expect(await openConnections(page)).toEqual({ open: 2, sfu: hasJanus ? 2 : 0 });
    }

    await useControl(guestPage, 'Turn camera off');
    for (const page of [adviser, clientPage]) {
      await expect.poll(() => tileOf(page, names.guest).getByText('Camera off').isVisible(), callWait).toBe(true);
    }
    await inspectAtBothWidths(adviser, 'meeting-live');
    await useControl(guestPage, 'Turn camera on');
    await expect.poll(() => framesAdvance(adviser, names.guest), callWait).toBe(true);

    // The client writes in the chat; the adviser's chat button counts it unread until the adviser opens the chat.
    await useControl(clientPage, 'Chat');
    const message = clientPage.getByRole('textbox', { name: 'Message' });
    await message.fill('Can you see the figures I sent?');
    await message.press('Enter');
    await clientPage.getByRole('region', { name: 'Chat' }).getByText('Can you see the figures I sent?').waitFor(callWait);
    await expect.poll(() => chatButtonOf(adviser).textContent(), callWait).toContain('1 unread message');
    await useControl(adviser, 'Chat');
    await adviser.getByRole('region', { name: 'Chat' }).getByText('Can you see the figures I sent?').waitFor();
    expect(await chatButtonOf(adviser).textContent()).toBe('Chat');
    await adviser.getByRole('textbox', { name: 'Message' }).fill('Yes, all of them.');
    await adviser.keyboard.press('Enter');
    await expect.poll(() => chatButtonOf(guestPage).textContent(), callWait).toContain('2 unread messages');
    await adviser.keyboard.press('Shift');
    await inspectAtBothWidths(adviser, 'meeting-live-chat');
    await useControl(adviser, 'Chat');

    // The client blurs their background: the processed camera replaces the raw one on the call's connection, and the
    // others keep seeing the client's video play.
    const clientBar = clientPage.getByRole('toolbar', { name: 'Meeting controls' });
    await useControl(clientPage, 'Background');
    const backgroundDialog = clientPage.getByRole('dialog', { name: 'Background effect' });
    await backgroundDialog.getByRole('radio', { name: 'Blur background' }).check();
    await inspectAtBothWidths(clientPage, 'meeting-live-background');
    await backgroundDialog.getByRole('button', { name: 'Done' }).click();
    expect(await clientBar.getByRole('button', { name: 'Background' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => framesAdvance(adviser, names.client), callWait).toBe(true);
    // Back to the camera as it is: segmenting in software is slow on a test machine, and the rest needs no effect.
    await useControl(clientPage, 'Background');
    await backgroundDialog.getByRole('radio', { name: 'No effect' }).check();
    await backgroundDialog.getByRole('button', { name: 'Done' }).click();

    // The adviser opens the device settings while connected: the camera and microphone to use, with a preview.
    await useControl(adviser, 'Device settings');
    const devices = adviser.getByRole('dialog', { name: 'Device settings' });
    await devices.getByRole('combobox', { name: /camera/iu }).waitFor(callWait);
    await inspectAtBothWidths(adviser, 'meeting-live-devices');
    await devices.getByRole('button', { name: 'Done' }).click();

    // The adviser records the meeting, audio and video, after confirming: everyone sees the red indicator until it
    // stops, and each browser uploads its own media in pieces. A guest has no Record control.
    await useControl(adviser, 'Record');
    const asking = adviser.getByRole('dialog', { name: 'Record this meeting?' });
    await asking.getByRole('radio', { name: 'Audio and Video' }).check();
    await inspectAtBothWidths(adviser, 'meeting-live-record');
    await asking.getByRole('button', { name: 'Confirm' }).click();
    for (const page of [adviser, clientPage, guestPage]) {
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Recording: Audio and Video' }).count(), callWait).toBe(1);
    }
    // Every browser records from before its indicator shows: the file lasts at least about this long.
    const recordingShownAt = Date.now();
    expect(await guestPage.getByRole('button', { name: 'Record' }).count()).toBe(0);

    // The adviser shares a screen: the others' layout turns to the speaker view, with the screen large and playing.
    await useControl(adviser, 'Share screen');
    await adviser.getByRole('button', { name: 'Stop sharing' }).waitFor(callWait);
    const sharedBy = `Screen shared by ${names.adviser}`;
    for (const page of [clientPage, guestPage]) {
      await expect.poll(() => videoPlays(page.getByRole('figure', { name: sharedBy })), callWait).toBe(true);
      expect(await page.getByRole('button', { name: 'Speaker view' }).getAttribute('aria-pressed')).toBe('true');
    }
    await guestPage.keyboard.press('Shift');
    await inspectAtBothWidths(guestPage, 'meeting-live-share');
    await useControl(adviser, 'Stop sharing');
    for (const page of [clientPage, guestPage]) {
      await page.getByRole('figure', { name: sharedBy }).waitFor({ state: 'detached', ...callWait });
      expect(await page.getByRole('button', { name: 'Speaker view' }).getAttribute('aria-pressed')).toBe('false');
    }

    // The adviser shows a document to everyone and turns its page; the others follow, and see what the adviser draws on it.
    await useControl(adviser, 'Documents');
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

    await useControl(adviser, 'Stop recording');
    const recordedSeconds = (Date.now() - recordingShownAt) / 1_000;
    for (const page of [clientPage, guestPage]) {
      await expect.poll(() => page.getByText('Recording: Audio and Video').count(), callWait).toBe(0);
    }

    // Leaving or reloading while connected asks first (spec 1 §2).
    await clientPage.getByRole('status').filter({ hasText: 'Connected' }).waitFor(callWait);
    const question = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('closing the connected call asked nothing')), callWait.timeout);
      clientPage.once('dialog', (dialog) => {
        clearTimeout(timer);
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
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

    await useControl(guestPage, 'Leave meeting');
    await expect.poll(() => tileOf(adviser, names.guest).count(), callWait).toBe(0);
    expect(await framesAdvance(adviser, names.client)).toBe(true);
    for (const page of [adviser, secondTab]) await useControl(page, 'Leave meeting');

    // The adviser completes the meeting: the three tracks are composed into one file with the call's video and audio.
    await adviser.goto(staffRoomPage);
    await adviser.getByRole('button', { name: 'Complete meeting' }).click();
    await adviser.getByRole('dialog').getByRole('button', { name: 'Complete meeting' }).click();
    const recordingsUrl = urlFor(`/api/v1/client-meeting-rooms/${room.id}/recordings`);
    await expect
      .poll(
        async () =>
          (
            (await (await adviser.request.get(recordingsUrl)).json()).data as { status: string; reason: string | null; tracks: number }[]
          ).map((recording) => `${recording.status} ${recording.tracks} ${recording.reason ?? ''}`.trim()),
        { timeout: 120_000, interval: 2_000 },
      )
      .toEqual(['ready 3']);
    await adviser.reload();
    const recordings = adviser.getByRole('region', { name: 'Recordings' });
    const download = await adviser.request.get(
      urlFor(String(await recordings.getByRole('link', { name: /Download/u }).getAttribute('href'))),
    );
    expect(download.status()).toBe(200);
    const file = path.join(dir, 'recording.mp4');
    await writeFile(file, await download.body());
    const probe = JSON.parse(
      (await promisify(execFile)('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file])).stdout,
    ) as { streams: { codec_type: string }[]; format: { duration: string } };
    expect(probe.streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
    expect(Number(probe.format.duration)).toBeGreaterThan(Math.max(1, recordedSeconds * 0.8));
    await inspectAtBothWidths(adviser, 'meeting-recordings-staff');
    for (const page of [adviser, clientPage, guestPage]) await page.context().close();
  });

  it("refuses a guest's token at another room's socket", async () => {
    const client = await createClientOfAdviser({ first: 'Bea', last: `Live${stamp}`, email: `bea.live${stamp}@demo.test` });
    const adviser = await signedInPage(browser, adviserEmail);
    const mine = await createRoom(adviser, client.id, `Guest room ${stamp}`, [guest]);
    const token = await guestTokenFor(adviser, mine.id, `Guest room ${stamp}`, guest.email);
    const other = await createRoom(adviser, client.id, `Other room ${stamp}`, [guest]);
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
