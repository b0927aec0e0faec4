import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, createClientOfAdviser, inspectAtBothWidths, signedInPage, urlFor } from '../support/browser.ts';
import { adviserEmail, callWait, createRoom, joinCall, useControl } from '../support/meetings.ts';

/**
 * A transcribed meeting, from the call to the shared summary (meeting-live records one). The client's microphone speaks a line of flite speech
 * (Chromium's fake capture plays the file), so the embedded pocketsphinx has words to recognise, and the rule-based
 * summary has a promise in them to find. The adviser's microphone is off: the transcript is the client's alone.
 */

const run = promisify(execFile);
const stamp = Date.now().toString(36);
const line = 'I will send you my pension statements by Friday. Thank you for your help today.';

let dir: string;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'advice-transcription-'));
  const speech = path.join(dir, 'client.wav');
  await run('flite', ['-voice', 'slt', '-t', line, '-o', speech], { timeout: 20_000 });
  await writeFile(speech, withTrailingSilence(await readFile(speech), 1.5));
  // Its own browser: the fake microphone plays the file (looping) on every page of it.
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...chromiumArgs, `--use-file-for-fake-audio-capture=${speech}`],
  });
});
afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * The WAV with seconds of silence after the speech, so the looping fake microphone pauses between repeats as a person
 * does between sentences (flite writes a 44-byte header: RIFF, fmt of 16 bytes, then data).
 */
function withTrailingSilence(wav: Buffer, seconds: number): Buffer {
  const byteRate = wav.readUInt32LE(28);
  const silence = Buffer.alloc(Math.round((seconds * byteRate) / 2) * 2);
  const out = Buffer.concat([wav, silence]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(wav.readUInt32LE(40) + silence.length, 40);
  return out;
}

describe('a transcribed meeting', () => {
  it('the adviser turns on transcription, the client is told and speaks; once complete, the summary finds their promise and is shared as a to-do', async () => {
    const client = await createClientOfAdviser({ first: 'Tess', last: `Script${stamp}`, email: `tess.script${stamp}@demo.test` });
    const adviser = await signedInPage(browser, adviserEmail);
    const room = await createRoom(adviser, client.id, `Transcribed review ${stamp}`);
    const clientPage = await signedInPage(browser, client.email);
    const staffRoomPage = urlFor(`/clients/${client.id}/client-meeting-rooms/${room.id}`);
    const clientRoomPage = urlFor(`/meetings/client-meeting-rooms/${room.id}`);

    await joinCall(adviser, staffRoomPage);
    await joinCall(clientPage, clientRoomPage);
    await useControl(adviser, 'Turn microphone off');

    await useControl(adviser, 'Transcribe');
    const asking = adviser.getByRole('dialog', { name: 'Transcribe this meeting?' });
    await inspectAtBothWidths(adviser, 'meeting-transcription-ask');
    await asking.getByRole('button', { name: 'Confirm' }).click();
    const told = clientPage.getByRole('dialog', { name: 'This meeting is being transcribed' });
    await told.waitFor(callWait);
    await inspectAtBothWidths(clientPage, 'meeting-transcription-notice');
    await told.getByRole('button', { name: 'OK' }).click();
    for (const page of [adviser, clientPage]) await page.getByRole('status').filter({ hasText: 'Transcribing' }).waitFor(callWait);

    // The client's line (about six seconds) plays through at least twice; stopping flushes what was streamed to the
    // engine, which a loaded machine may take a while over (the engine allows itself 30 s and 1.5 s a second of audio).
    await clientPage.waitForTimeout(14_000);
    await useControl(adviser, 'Stop transcribing');
    await expect
      .poll(
        async () => {
          const response = await adviser.request.get(urlFor(`/api/v1/client-meeting-rooms/${room.id}/transcriptions`));
          return ((await response.json()).data as { text: string }[]).map((segment) => segment.text).join(' ');
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toMatch(/statements/iu);
    await useControl(adviser, 'Leave meeting');
    await useControl(clientPage, 'Leave meeting');

    // The adviser completes the meeting: its summary is written from the transcript, then read, shared and filed.
    await adviser.goto(staffRoomPage);
    await adviser.getByRole('button', { name: 'Complete meeting' }).click();
    await adviser.getByRole('dialog').getByRole('button', { name: 'Complete meeting' }).click();
    const summary = adviser.getByRole('region', { name: 'Meeting summary' });
    await expect
      .poll(
        async () => {
          if (await summary.getByRole('button', { name: 'Look again' }).isVisible())
            await summary.getByRole('button', { name: 'Look again' }).click();
          return summary.getByRole('heading', { name: 'Action points' }).isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const clientName = `Tess Script${stamp}`;
    await summary
      .getByText(/statements/iu)
      .first()
      .waitFor();
    await summary.getByText(clientName).first().waitFor();
    await inspectAtBothWidths(adviser, 'meeting-summary-staff');

    // The adviser rewords the first action point (the decoder writes no punctuation) and saves it.
    await summary.getByRole('button', { name: 'Edit summary' }).click();
    const first = summary.getByRole('group', { name: 'Action point 1' });
    await first.getByRole('textbox', { name: 'Text' }).fill('Send the adviser your pension statements by Friday.');
    await inspectAtBothWidths(adviser, 'meeting-summary-edit');
    await summary.getByRole('button', { name: 'Save summary' }).click();
    await adviser.getByText('The summary has been saved.').first().waitFor();
    await summary.getByText('Send the adviser your pension statements by Friday.').waitFor();

    await summary.getByRole('button', { name: 'Share with the client' }).click();
    const sharing = adviser.getByRole('dialog', { name: `Share the summary with ${clientName}?` });
    await sharing.getByRole('checkbox', { name: 'Add the action points to the client’s to-dos' }).check();
    await sharing.getByRole('button', { name: 'Share summary' }).click();
    await adviser.getByText('The summary has been shared with the client, and its action points added to their to-dos.').first().waitFor();

    await clientPage.goto(clientRoomPage);
    const shared = clientPage.getByRole('region', { name: 'Meeting summary' });
    await shared.getByRole('heading', { name: 'Action points' }).waitFor();
    await inspectAtBothWidths(clientPage, 'meeting-summary-client');
    await clientPage.goto(urlFor('/todos'));
    await clientPage
      .getByText(/statements/iu)
      .first()
      .waitFor();
  }, 240_000);
});
