import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  fieldErrorOf,
  findUserId,
  inspectAtBothWidths,
  sharedBrowser,
  signedInPage,
  urlFor,
  visit,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

/** Opens a section of the estate summary and answers its form. */
async function openSection(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${name}`, 'u') }).click();
  const form = page.getByRole('form', { name });
  await form.waitFor();
  return form;
}

/** Saves a section and waits for the save's toast. */
async function saveSection(page: Page, form: Locator, name: string): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/estate-summary/sections/'),
  );
  await form.getByRole('button', { name: `Save ${name}` }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => page.getByText('Estate summary saved').first().isVisible()).toBe(true);
}

describe('estate summary', () => {
  it('the client fills a few sections, the adviser edits one, reads both sides’ changes in the audit trail and generates the summary', async () => {
    const client = await signedInPage(browser, 'client@demo.test');
    await client.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Estate summary' }).first().click();
    await client.getByRole('heading', { name: 'Your estate summary', level: 1 }).waitFor();
    await client.getByText('Nothing saved yet', { exact: false }).waitFor();
    await inspectAtBothWidths(client, 'estate-summary-client-empty');

    const details = await openSection(client, 'Personal details and contacts');
    await details.locator('[name="full_name"]').fill('Charlotte Anne Hughes');
    await details.getByLabel('Date of birth').fill('1961-05-14');
    await details.getByLabel('National ID number').fill('QQ 12 34 56 C');
    await details.locator('[name="solicitor.name"]').fill('Eleanor Quill');
    await details.locator('[name="solicitor.firm"]').fill('Quill & Partners LLP');
    await details.locator('[name="solicitor.phone"]').fill('020 7946 0321');
    await saveSection(client, details, 'Personal details and contacts');

    // A refusal first: the sort code is checked in the browser by the domain's own rule, beside its field.
    const banks = await openSection(client, 'Bank accounts');
    await banks.getByRole('button', { name: 'Add a bank account' }).click();
    await banks.getByLabel('Bank name').fill('Coutts & Co');
    await banks.getByLabel('Sort code').fill('18-00-0x');
    await banks.getByLabel('Account number').fill('12345678');
    await expect.poll(() => fieldErrorOf(banks.getByLabel('Sort code'))).toBe('Enter the sort code in digits, like 12-34-56');
    await inspectAtBothWidths(client, 'estate-summary-client-refusal');
    await banks.getByLabel('Sort code').fill('18-00-02');
    await banks.getByLabel('Bank address').fill('440 Strand, London WC2R 0QS');
    await saveSection(client, banks, 'Bank accounts');

    const beneficiaries = await openSection(client, 'Beneficiaries');
    await beneficiaries.getByRole('button', { name: 'Add a beneficiary' }).click();
    await beneficiaries.getByLabel('Name').fill('Oliver Hughes');
    await beneficiaries.getByLabel('Contact').fill('oliver.hughes@example.test');
    await saveSection(client, beneficiaries, 'Beneficiaries');

    const will = await openSection(client, 'Will');
    await will.getByLabel('Where the will is kept').fill('With Quill & Partners LLP, London');
    await will.getByLabel('Date', { exact: true }).fill('2021-09-30');
    await will.getByLabel('Drawn up by').fill('Eleanor Quill');
    await will.getByRole('button', { name: 'Add an executor' }).click();
    await will.getByLabel('Name').fill('Oliver Hughes');
    await saveSection(client, will, 'Will');

    const funeral = await openSection(client, 'Funeral arrangements');
    await funeral.getByLabel('Funeral wishes').fill('A quiet service at St Swithin’s, Walcot, followed by cremation. No flowers, please.');
    await saveSection(client, funeral, 'Funeral arrangements');
    await client.getByText(/5 of 13 sections recorded/u).waitFor();

    const adviser = await signedInPage(browser, 'adviser@demo.test');
    const clientId = await findUserId('client@demo.test');
    await visit(adviser, urlFor(`/clients/${clientId}`), 'estate-summary-staff-client-page');
    const card = adviser.getByRole('region', { name: 'Estate summary' });
    await card.getByText(/Last saved by Charlotte Hughes/u).waitFor();
    await card.getByRole('link', { name: 'Open estate summary' }).click();
    await adviser.getByRole('heading', { name: 'Estate summary', level: 1 }).waitFor();
    await expect.poll(() => adviser.getByRole('button', { name: /^Bank accounts/u }).innerText()).toContain('1 entry');
    await inspectAtBothWidths(adviser, 'estate-summary-staff');

    const pensions = await openSection(adviser, 'Pensions');
    await pensions.getByRole('button', { name: 'Add a pension' }).click();
    await pensions.getByLabel('Provider name').fill('Aviva');
    await pensions.getByLabel('Plan or account number').fill('PP-4471-22');
    await pensions.getByLabel('Plan value').fill('250000');
    await pensions.getByLabel('Plan value').blur();
    await expect.poll(() => pensions.getByLabel('Plan value').inputValue()).toBe('250,000');
    await inspectAtBothWidths(adviser, 'estate-summary-staff-editing');
    await saveSection(adviser, pensions, 'Pensions');

    await adviser.getByRole('link', { name: 'Audit trail' }).click();
    await adviser.getByRole('heading', { name: 'Estate summary audit trail', level: 1 }).waitFor();
    const trail = adviser.getByRole('table', { name: 'Estate summary audit trail' });
    await trail.getByText('Adam Fletcher added an entry to the estate summary’s pensions').waitFor();
    for (const sentence of [
      'Charlotte Hughes updated the estate summary’s funeral arrangements',
      'Charlotte Hughes changed the date, place the will is kept, person who drew it up and executors in the estate summary’s will',
      'Charlotte Hughes added an entry to the estate summary’s beneficiaries',
      'Charlotte Hughes added an entry to the estate summary’s bank accounts',
      'Charlotte Hughes changed the name, national ID number, date of birth and solicitor in the estate summary’s personal details and contacts',
    ])
      expect(await trail.getByText(sentence, { exact: true }).count(), sentence).toBe(1);
    await inspectAtBothWidths(adviser, 'estate-summary-staff-audit-trail');

    await adviser.getByRole('link', { name: 'Back to the estate summary' }).click();
    await adviser.getByRole('button', { name: 'Generate summary' }).waitFor();
    const download = adviser.waitForEvent('download');
    await adviser.getByRole('button', { name: 'Generate summary' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^estate-summary-charlotte-hughes-\d{4}-\d{2}-\d{2}\.pdf$/u);
    const path = await file.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await writeFile('/tmp/estate-summary.pdf', bytes);
    await expect.poll(() => adviser.getByText('Estate summary downloaded').first().isVisible()).toBe(true);

    // The client reads the adviser's change in their own trail.
    await visit(client, urlFor('/estate-summary/audit-trail'), 'estate-summary-client-audit-trail');
    await client.getByText('Adam Fletcher added an entry to the estate summary’s pensions').first().waitFor();
    await inspectAtBothWidths(client, 'estate-summary-client-audit-trail');

    await client.context().close();
    await adviser.context().close();
  });
});
