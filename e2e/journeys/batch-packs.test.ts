import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  inspectAtBothWidths,
  sharedBrowser,
  signedInPage,
  urlFor,
  visit,
  widths,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };
const pdfFixture = path.resolve(import.meta.dirname, '../fixtures/three-pages.pdf');

/** Two new clients of adviser@demo.test, named with this run's stamp so a search finds only them. */
async function createClients(): Promise<string[]> {
  const emails: string[] = [];
  for (const first of ['Bea', 'Ben']) {
    const client = await createClientOfAdviser({ first, last: `Batch${stamp}`, email: `${first.toLowerCase()}.batch${stamp}@demo.test` });
    emails.push(client.email);
  }
  return emails;
}

describe('document packs for many clients', () => {
  it('a director uploads a new PDF once, sends it to two clients, and a client reads it in the viewer', async () => {
    const emails = await createClients();
    const director = await signedInPage(browser, 'director@demo.test');
    await visit(director, urlFor('/clients/new-document-packs'), 'batch-page');
    await director.getByRole('heading', { level: 1, name: 'Document packs for many clients' }).waitFor();
    await director.getByLabel('Name of each pack').fill(`Annual charges ${stamp}`);
    await director.getByLabel('Cover note').fill('Your yearly statement of charges.');
    await director.getByLabel('Search clients').fill(`Batch${stamp}`);
    // The search answers with a new list: wait for it, lest a check land on a row of the list it replaces.
    const choices = director.getByRole('group', { name: 'Clients to choose from' });
    await expect.poll(() => choices.getByRole('checkbox').count()).toBe(2);
    for (const first of ['Bea', 'Ben']) await director.getByRole('checkbox', { name: new RegExp(`${first} Batch${stamp}`, 'u') }).check();
    await director.getByText('2 clients chosen').waitFor();

    await director.getByRole('button', { name: 'Upload a new document' }).click();
    await director.locator('input[type="file"]').setInputFiles(pdfFixture);
    await director.getByLabel('Category').selectOption('charges');
    await director.getByLabel('Note for the client').fill('Please keep this with your records.');
    await inspectAtBothWidths(director, 'batch-upload-panel');
    await director.getByRole('button', { name: 'Upload and add' }).click();
    await director.getByText(/New upload · Charges/u).waitFor(serverWait);
    await inspectAtBothWidths(director, 'batch-chosen');

    await director.getByRole('button', { name: 'Create packs for 2 clients' }).click();
    const result = director.getByRole('region', { name: 'Result' });
    await result
      .getByText(/Created for 2 clients/u)
      .first()
      .waitFor(serverWait);
    await inspectAtBothWidths(director, 'batch-result');

    const firstClient = (await result.getByRole('listitem').first().locator('.batch__client-name').textContent()) ?? '';
    await result.getByRole('link', { name: 'Open the pack' }).first().click();
    await director.getByRole('heading', { level: 1, name: `Annual charges ${stamp}` }).waitFor();
    const packPath = new URL(director.url()).pathname;
    await director.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: 'Send to client', exact: true }).click();
    const dialog = director.getByRole('dialog', { name: 'Send to client?' });
    await dialog.getByRole('button', { name: 'Send to client', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const clientEmail = emails.find((email) => email.startsWith(`${firstClient.slice(0, 3).toLowerCase()}.`)) ?? '';
    const client = await signedInPage(browser, clientEmail, { width: widths.phone });
    await visit(client, urlFor(packPath), 'batch-pack-client');
    await client.getByText('Please keep this with your records.').waitFor(serverWait);
    await client.getByRole('button', { name: 'View three-pages' }).click();
    const viewer = client.getByRole('dialog');
    await expect.poll(() => viewer.getByText('of 3').count()).toBe(1);
    await inspectAtBothWidths(client, 'batch-pack-client-viewer');
  });
});
