import { janusProgram } from '@advice/server/platform/sfu/janus-process';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { csrfHeaders, findUserId, readNewestMail, urlFor, withDatabase } from './browser.ts';

/** The meeting journeys' shared steps: a room made through the API, joining its call, and what a page sees of the others. */

/** Joining takes a media prompt (answered by the fake UI), a socket and peer connections on a busy machine. */
export const callWait = { timeout: 25_000 };

export const adviserEmail = 'adviser@demo.test';

/**
 * Whether this machine has Janus: with it the product (as `npm start` does) runs an embedded SFU, and a room inviting
 * four people or more calls through it (`.ci/run` installs it). Without it every call is peer to peer.
 */
export const hasJanus = (await janusProgram()) !== null;

/** A room of the client with the adviser (and any guests), starting in five minutes: its window is open. */
export async function createRoom(
  adviser: Page,
  clientId: string,
  name: string,
  guests: { email: string; name: string; trusted: boolean }[] = [],
): Promise<{ id: string }> {
  const response = await adviser.request.post(urlFor('/api/v1/client-meeting-rooms'), {
    headers: await csrfHeaders(adviser.context()),
    data: {
      client_id: clientId,
      name,
      duration: 60,
      start_date: new Date(Date.now() + 5 * 60_000).toISOString(),
      media_region: 'ie1',
      user_ids: [clientId, await findUserId(adviserEmail)],
      guests,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

/** The token of the newest invitation link mailed to the guest for the room. */
export async function guestTokenFor(page: Page, roomId: string, roomName: string, guestEmail: string): Promise<string> {
  const mail = await readNewestMail(page, guestEmail, new RegExp(roomName, 'u'));
  const token = new RegExp(`/guests/client-meeting-rooms/${roomId}\\?token=([A-Za-z0-9_-]+)`, 'u').exec(mail)?.[1];
  if (!token) throw new Error(`no link to room ${roomId} in the guest's mail`);
  return token;
}

/** From the room's own page: its Join link to the call's lobby, then the lobby's Join button. */
export async function openLobby(page: Page, roomPageUrl: string): Promise<void> {
  await page.goto(roomPageUrl);
  await page.getByRole('link', { name: 'Join meeting' }).click();
  await page.getByRole('button', { name: 'Join meeting' }).waitFor();
}

/** Joins from the lobby on the page: the Join button, then the call's Connected status. */
export async function joinFromLobby(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Join meeting' }).click();
  await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor(callWait);
}

/** Joins the call from the room's own page (`openLobby`, then `joinFromLobby`). */
export async function joinCall(page: Page, roomPageUrl: string): Promise<void> {
  await openLobby(page, roomPageUrl);
  await joinFromLobby(page);
}

/** A seeded account's name as the room shows it. */
export function nameOf(email: string): Promise<string> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ name: string }>(`select first_name || ' ' || last_name as name from users where email = $1`, [email]);
    if (!rows[0]) throw new Error(`no seeded user ${email}`);
    return rows[0].name;
  });
}

/** The tile of one participant, by the name under it. */
export const tileOf = (page: Page, name: string) => page.getByRole('list', { name: 'Participants' }).getByRole('figure', { name });

/**
 * Whether the video in the figure is really playing on this page: decoded frames of a size, and more of them a moment
 * later (an element with a stream that never decodes would have neither).
 */
export function videoPlays(figure: Locator): Promise<boolean> {
  return figure.locator('video').evaluate(async (video: HTMLVideoElement) => {
    const decoded = () => video.getVideoPlaybackQuality().totalVideoFrames;
    const before = decoded();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return video.videoWidth > 0 && video.readyState >= 2 && decoded() > before;
  });
}

/** Whether the participant's video is playing in their tile on this page. */
export const framesAdvance = (page: Page, name: string) => videoPlays(tileOf(page, name));

/**
 * Uses a control of the call's bar as a keyboard user does: focused, then Enter. The bar fades away after a few idle
 * seconds (spec 2 §4) but never while focus is in it, so this does not race its timer, which a loaded machine's
 * slow renderer can lose (a key press to wake it, then a click, found it faded again).
 */
export async function useControl(page: Page, name: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Meeting controls' }).getByRole('button', { name }).press('Enter');
}

/** Records every peer connection the page makes from now on, so a journey can tell which path its call took. */
export async function countConnections(page: Page): Promise<void> {
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

/**
 * The page's open peer connections (`countConnections`), and how many of them Janus answered or offered (its
 * descriptions name it as their streams' owner).
 */
export function openConnections(page: Page): Promise<{ open: number; sfu: number }> {
  return page.evaluate(() => {
    const open = (window as unknown as { connections: RTCPeerConnection[] }).connections.filter((pc) => pc.connectionState !== 'closed');
    return { open: open.length, sfu: open.filter((pc) => pc.remoteDescription?.sdp.includes('WMS janus')).length };
  });
}
