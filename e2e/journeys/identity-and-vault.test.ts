import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  csrfHeaders,
  inspectAtBothWidths,
  readNewestMail,
  sharedBrowser,
  signedInPage,
  urlFor,
  visit,
  widths,
} from '../support/browser.ts';

/*
 * Identity and the document vault (issue 17): a locked section the client cannot edit, a vault folder of
 * two documents shared and unshared while the adviser's view follows, and a share link opened with its
 * passcode that stops working once revoked. Each page is looked at once per width.
 */

let browser: Browser;
const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };
let client: { id: string; email: string };

beforeAll(async () => {
  browser = await sharedBrowser();
  const created = await createClientOfAdviser({ first: 'Vera', last: `Vault${stamp}`, email: `vera.${stamp}@demo.test` });
  client = { id: created.id, email: created.email };
});
afterAll(() => closeContexts(browser));

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor(serverWait);
}

/** A folder and two documents in it, added through the API as the client: the journey looks at sharing. */
async function fillVault(context: BrowserContext): Promise<{ folderId: string; willId: string }> {
  const headers = await csrfHeaders(context);
  const items = urlFor(`/api/v1/clients/${client.id}/document-vault-items`);
  const folder = await context.request.post(items, { data: { kind: 'folder', name: 'Estate papers' }, headers });
  expect(folder.status()).toBe(201);
  const folderId = (await folder.json()).data.id as string;
  const ids: string[] = [];
  for (const [kind, name] of [
    ['will', 'Will 2024'],
    ['insurance_policy', 'Life policy'],
  ] as const) {
    const response = await context.request.post(items, {
      headers,
      multipart: { kind, name, folder_id: folderId, file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes } },
    });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).data.id);
  }
  return { folderId, willId: ids[0] ?? '' };
}

describe('identity and the document vault', () => {
  it('the adviser locks the personal details, and the client can no longer change them', async () => {
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await visit(adviser, urlFor(`/clients/${client.id}/identification`), 'identity-staff');
    await adviser.getByRole('button', { name: 'Lock section' }).first().click();
    await toast(adviser, 'Section locked');
    await inspectAtBothWidths(adviser, 'identity-staff-locked');

    const own = await signedInPage(browser, client.email, { width: widths.phone });
    await visit(own, urlFor('/my-identification'), 'identity-client-locked');
    await own.getByText('You cannot change this section', { exact: false }).first().waitFor(serverWait);
    expect(await own.getByRole('button', { name: 'Save personal details' }).count()).toBe(0);
    await adviser.context().close();
    await own.context().close();
  });

  it('the adviser asks for a Singpass verification; the client completes it through the sandbox provider and the details show on both sides', async () => {
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await visit(adviser, urlFor(`/clients/${client.id}/identity-verifications/new`), 'verification-staff-new');
    await adviser.getByLabel('Authority').selectOption({ label: 'Singpass' });
    await adviser.getByLabel('Cover note').fill('Please confirm your identity before we open your account.');
    await adviser.getByRole('button', { name: 'Send request' }).click();
    await adviser.getByText('Waiting for the client to sign in with Singpass.').waitFor(serverWait);

    const own = await signedInPage(browser, client.email, { width: widths.phone });
    await visit(own, urlFor('/identity-verifications'), 'verification-client-list');
    await own.getByRole('link', { name: 'Singpass verification' }).first().click();
    await own.getByRole('button', { name: 'Verify with Singpass' }).click();
    const share = own.getByRole('button', { name: /^Share these details of /u }).first();
    await share.waitFor(serverWait);
    await inspectAtBothWidths(own, 'verification-sandbox');
    const label = (await share.getAttribute('aria-label')) ?? (await share.textContent()) ?? '';
    const person = label.replace(/^Share these details of /u, '').trim();
    expect(person).not.toBe('');
    await share.click();
    await own.waitForURL((url) => url.searchParams.get('outcome') === 'received', serverWait);
    await own.getByText('Your details were sent to your adviser, who will review them.').waitFor(serverWait);
    await own.getByRole('heading', { name: 'Details returned by Singpass' }).waitFor();
    await own.getByText(person, { exact: true }).first().waitFor();
    await inspectAtBothWidths(own, 'verification-client-submitted');

    await adviser.reload();
    await adviser.getByText('The client verified their identity.', { exact: false }).waitFor(serverWait);
    await adviser.getByText(person, { exact: true }).first().waitFor();
    await adviser.getByRole('button', { name: 'Complete verification' }).click();
    await adviser.getByRole('dialog').getByRole('button', { name: 'Complete verification' }).click();
    await adviser.getByText('This verification was completed on', { exact: false }).waitFor(serverWait);
    await inspectAtBothWidths(adviser, 'verification-staff-completed');
    await adviser.context().close();
    await own.context().close();
  });

  it('a folder of two documents is shared and unshared, and the adviser’s view follows; a share link opens with its passcode until revoked', async () => {
    const own = await signedInPage(browser, client.email);
    const { folderId, willId } = await fillVault(own.context());
    await visit(own, urlFor(`/vault?folder=${folderId}`), 'vault-client-folder');
    await own.getByText('Will 2024').first().waitFor(serverWait);

    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await visit(adviser, urlFor(`/clients/${client.id}/vault`), 'vault-staff-nothing-shared');
    expect(await adviser.getByText('Will 2024').count()).toBe(0);

    // The client shares the whole folder; the adviser's open list shows both documents, though the share may land
    // before the adviser's socket is ready (it then hears it first thing: the server keeps what it missed).
    await own.getByRole('button', { name: 'Share all with adviser' }).click();
    await own.getByRole('dialog').getByRole('button', { name: 'Share all' }).click();
    await adviser.getByText('Will 2024').first().waitFor(serverWait);
    await adviser.getByText('Life policy').first().waitFor(serverWait);
    await inspectAtBothWidths(adviser, 'vault-staff-shared');

    // A share link to the will, for the client's solicitor.
    await visit(own, urlFor(`/vault/${willId}`), 'vault-client-document');
    await own.getByRole('button', { name: 'Share by link' }).click();
    const dialog = own.getByRole('dialog');
    await dialog.getByLabel('Their name').fill('Jo Bloggs');
    const solicitor = `jo.${stamp}@law.example`;
    await dialog.getByLabel('Their e-mail address').fill(solicitor);
    await inspectAtBothWidths(own, 'vault-link-dialog');
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await toast(own, 'Share link sent');

    const outsider = await browser.newContext({ viewport: { width: widths.phone, height: 812 }, locale: 'en-GB' });
    const reader = await outsider.newPage();
    const invitation = await readNewestMail(reader, solicitor, /shared “Will 2024” with you/u);
    const link = /(http:\/\/\S+\/shared-document\/\S+)/u.exec(invitation)?.[1] ?? '';
    expect(link).not.toBe('');
    await visit(reader, link, 'vault-link-public');
    await reader.getByRole('button', { name: 'Send me a passcode' }).click();
    const passcodeMail = await readNewestMail(reader, solicitor, /Your passcode to open/u);
    const passcode = /\b(\d{6})\b/u.exec(passcodeMail)?.[1] ?? '';
    await reader.getByRole('textbox', { name: 'Passcode' }).fill(passcode);
    await reader.getByRole('button', { name: 'Open the document' }).click();
    await reader.getByRole('button', { name: /^Download Will 2024/u }).waitFor(serverWait);
    await inspectAtBothWidths(reader, 'vault-link-open');

    // Revoked, the link stops working at once.
    await own.reload();
    await own.getByRole('button', { name: 'Revoke' }).first().click();
    await own.getByRole('dialog').getByRole('button', { name: 'Revoke link' }).click();
    await reader.reload();
    await reader.getByRole('heading', { name: 'This link no longer works' }).waitFor(serverWait);
    await inspectAtBothWidths(reader, 'vault-link-revoked');
    await outsider.close();

    // The client stops sharing the folder; the adviser's list empties.
    await visit(own, urlFor(`/vault?folder=${folderId}`), 'vault-client-folder-shared');
    await own.getByRole('button', { name: 'Stop sharing all' }).click();
    await own.getByRole('dialog').getByRole('button', { name: 'Stop sharing all' }).click();
    await expect.poll(() => adviser.getByText('Will 2024').count(), serverWait).toBe(0);
    await adviser.context().close();
    await own.context().close();
  });
});
