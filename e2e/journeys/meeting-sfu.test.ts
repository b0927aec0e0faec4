import { janusProgram } from '@advice/server/platform/sfu/janus-process';
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

/**
 * The three-party call of meeting-live, through the SFU: a room inviting four people goes through Janus when the
 * product has it (`npm start` runs Debian's Janus when installed; `.ci/run` installs it). Without Janus this journey
 * has nothing to test, and meeting-live covers the peer-to-peer path.
 */
const hasJanus = (await janusProgram()) !== null;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const callWait = { timeout: 25_000 };
const stamp = Date.now().toString(36);
const adviserEmail = 'adviser@demo.test';
const guests = [
  { email: `noor.sfu.${stamp}@example.test`, name: 'Noor Ali', trusted: true },
  { email: `ivo.sfu.${stamp}@example.test`, name: 'Ivo Berg', trusted: false },
];

/** Records every peer connection a page makes, so the journey can tell which path its call took. */
async function countConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: RTCPeerConnection[] = [];
    (window as unknown as { connections: RTCPeerConnection[] }).connections = made;
    const Original = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Original {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** How many of the page's open connections Janus answered or offered (its descriptions name it as their streams' owner). */
function sfuConnections(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { connections: RTCPeerConnection[] }).connections.filter(
        (pc) => pc.connectionState !== 'closed' && pc.remoteDescription?.sdp.includes('WMS janus'),
      ).length,
  );
}

function videoPlays(figure: Locator): Promise<boolean> {
  return figure.locator('video').evaluate(async (video: HTMLVideoElement) => {
    const decoded = () => video.getVideoPlaybackQuality().totalVideoFrames;
    const before = decoded();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return video.videoWidth > 0 && video.readyState >= 2 && decoded() > before;
  });
}

/** The seeded adviser's name as the room shows it. */
function adviserNameOf(): Promise<string> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ name: string }>(`select first_name || ' ' || last_name as name from users where email = $1`, [
      adviserEmail,
    ]);
    return rows[0]?.name ?? '';
  });
}

const tileOf = (page: Page, name: string) => page.getByRole('list', { name: 'Participants' }).getByRole('figure', { name });

async function joinCall(page: Page, roomPageUrl: string): Promise<void> {
  await countConnections(page);
  await page.goto(roomPageUrl);
  await page.getByRole('link', { name: 'Join meeting' }).click();
  await page.getByRole('button', { name: 'Join meeting' }).click();
  await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor(callWait);
}

describe.skipIf(!hasJanus)('a live meeting of four invited, through the SFU', () => {
  it('joins the adviser, the client and a guest through Janus, each seeing the others, through a blurred background, a device change and a shared screen', {
    timeout: 300_000,
  }, async () => {
    const client = await createClientOfAdviser({ first: 'Cai', last: `Sfu${stamp}`, email: `cai.sfu${stamp}@demo.test` });
    const adviser = await signedInPage(browser, adviserEmail);
    const roomName = `Family review ${stamp}`;
    const response = await adviser.request.post(urlFor('/api/v1/client-meeting-rooms'), {
      headers: await csrfHeaders(adviser.context()),
      data: {
        client_id: client.id,
        name: roomName,
        duration: 60,
        start_date: new Date(Date.now() + 5 * 60_000).toISOString(),
        media_region: 'ie1',
        user_ids: [client.id, await findUserId(adviserEmail)],
        guests,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const room = (await response.json()).data as { id: string };
    const mail = await readNewestMail(adviser, guests[0]?.email ?? '', new RegExp(roomName, 'u'));
    const token = new RegExp(`/guests/client-meeting-rooms/${room.id}\\?token=([A-Za-z0-9_-]+)`, 'u').exec(mail)?.[1];
    if (!token) throw new Error('no link in the guest’s mail');

    const clientPage = await signedInPage(browser, client.email);
    const guestPage = await (await newContext(browser)).newPage();
    await joinCall(adviser, urlFor(`/clients/${client.id}/client-meeting-rooms/${room.id}`));
    await joinCall(clientPage, urlFor(`/meetings/client-meeting-rooms/${room.id}`));
    await joinCall(guestPage, urlFor(`/guests/client-meeting-rooms/${room.id}?token=${token}`));
    await guestPage.getByRole('button', { name: 'Necessary only' }).click();

    const names = { adviser: await adviserNameOf(), client: `Cai Sfu${stamp}`, guest: 'Noor Ali' };
    const seen = [
      [adviser, [names.client, names.guest]],
      [clientPage, [names.adviser, names.guest]],
      [guestPage, [names.adviser, names.client]],
    ] as const;
    for (const [page, others] of seen) {
      for (const other of others) await expect.poll(() => videoPlays(tileOf(page, other)), callWait).toBe(true);
      // One connection sends to the SFU and one receives from it, whoever else is in: not one per participant.
      expect(await sfuConnections(page)).toBe(2);
    }
    await inspectAtBothWidths(guestPage, 'meeting-sfu');

    // The client blurs their background: the processed camera replaces the raw one on the SFU's connection, and the
    // others keep seeing the client's video play.
    const clientBar = clientPage.getByRole('toolbar', { name: 'Meeting controls' });
    await clientBar.getByRole('button', { name: 'Background' }).press('Enter');
    const backgroundDialog = clientPage.getByRole('dialog', { name: 'Background effect' });
    await backgroundDialog.getByRole('radio', { name: 'Blur background' }).check();
    await inspectAtBothWidths(clientPage, 'meeting-sfu-background');
    await backgroundDialog.getByRole('button', { name: 'Done' }).click();
    expect(await clientBar.getByRole('button', { name: 'Background' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => videoPlays(tileOf(adviser, names.client)), callWait).toBe(true);
    // Back to the camera as it is: segmenting in software is slow on a test machine, and the rest needs no effect.
    await clientBar.getByRole('button', { name: 'Background' }).press('Enter');
    await backgroundDialog.getByRole('radio', { name: 'No effect' }).check();
    await backgroundDialog.getByRole('button', { name: 'Done' }).click();

    // The adviser opens the device settings while connected: the camera and microphone to use, with a preview.
    await adviser.getByRole('toolbar', { name: 'Meeting controls' }).getByRole('button', { name: 'Device settings' }).press('Enter');
    const devices = adviser.getByRole('dialog', { name: 'Device settings' });
    await devices.getByRole('combobox', { name: /camera/iu }).waitFor(callWait);
    await inspectAtBothWidths(adviser, 'meeting-sfu-devices');
    await devices.getByRole('button', { name: 'Done' }).click();

    // The adviser shares a screen: it reaches the others through the SFU, large, in the speaker view.
    await adviser.getByRole('toolbar', { name: 'Meeting controls' }).getByRole('button', { name: 'Share screen' }).press('Enter');
    await adviser.getByRole('button', { name: 'Stop sharing' }).waitFor(callWait);
    for (const page of [clientPage, guestPage]) {
      const shared = page.getByRole('figure', { name: /^Screen shared by / });
      await expect.poll(() => videoPlays(shared), callWait).toBe(true);
      expect(await page.getByRole('button', { name: 'Speaker view' }).getAttribute('aria-pressed')).toBe('true');
    }

    // The guest leaves: the others' SFU offer drops their streams and their tile goes.
    await guestPage.getByRole('toolbar', { name: 'Meeting controls' }).getByRole('button', { name: 'Leave meeting' }).press('Enter');
    await expect.poll(() => tileOf(adviser, names.guest).count(), callWait).toBe(0);
    expect(await videoPlays(tileOf(adviser, names.client))).toBe(true);
    for (const page of [adviser, clientPage, guestPage]) await page.context().close();
  });
});
