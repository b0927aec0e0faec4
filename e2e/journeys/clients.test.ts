import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  fieldErrorOf,
  inspectAtBothWidths,
  newContext,
  openNewestMail,
  sharedBrowser,
  signedInPage,
  urlFor,
  visit,
} from '../support/browser.ts';
import { answerWizard, yearsAgo } from '../support/onboarding.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const stamp = Date.now().toString(36);

describe('clients and prospects', () => {
  it('an adviser creates a client, who accepts the invitation and reaches the client dashboard', async () => {
    const page = await signedInPage(browser, 'adviser@demo.test');
    await visit(page, urlFor('/clients'), 'clients-list-desktop');
    await page.getByRole('columnheader', { name: 'Net worth' }).getByRole('button').click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Net worth' }).getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('columnheader', { name: 'Client', exact: true }).getByRole('button').click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Client', exact: true }).getAttribute('aria-sort')).toBe('ascending');
    const lastNames = () =>
      page.locator('.clients__name').evaluateAll((links) => links.map((link) => link.textContent?.split(' ').at(-1) ?? ''));
    await expect.poll(async () => (await lastNames()).join()).toBe((await lastNames()).sort((a, b) => a.localeCompare(b)).join());
    expect(await page.getByRole('columnheader', { name: 'Adviser' }).count()).toBe(0);
    await page.getByLabel('Search clients').fill('ol');
    await expect.poll(() => page.getByText('Enter at least 3 characters to search').isVisible()).toBe(true);
    await page.getByLabel('Search clients').fill('');
    await inspectAtBothWidths(page, 'clients-list');

    await visit(page, urlFor('/clients/new'), 'clients-new-desktop');
    const email = `new.client.${stamp}@demo.test`;
    await page.getByLabel('First name').fill('N'.repeat(150));
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect.poll(() => fieldErrorOf(page.getByLabel('First name'))).toBe('Use 100 characters or fewer');
    await inspectAtBothWidths(page, 'clients-new-too-long');
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Newman');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Invitation message').fill('Welcome, Nina: I look forward to working with you.');
    await inspectAtBothWidths(page, 'clients-new');
    await page.getByRole('button', { name: 'Create client' }).click();
    await page.waitForURL('**/clients?created=*');
    await page.close();

    const context = await newContext(browser);
    const inbox = await context.newPage();
    const mail = await openNewestMail(inbox, email, 'You are invited to Demo Practice', 'clients-invitation-mail');
    expect(mail).toContain('Welcome, Nina');
    await inbox
      .getByRole('article')
      .getByRole('link', { name: /request-a-meeting\?invitation=/u })
      .click();
    await inbox.getByRole('heading', { name: 'Hello Nina Newman', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await inbox.getByText('Welcome, Nina: I look forward to working with you.').isVisible()).toBe(true);
    await inbox.locator('.wizard-step__continue').click();
    await answerWizard(inbox, {
      dateOfBirth: yearsAgo(38),
      duration: '25',
      highInterestDebt: 'No',
      cashReserves: 'No',
      password: 'Nina-Joins-2026!',
      phone: '+44 20 7946 0177',
      city: 'Oxford',
    });
    await inbox.waitForURL('**/client', { timeout: 15_000 });
    await context.close();
  });

  it('a director imports 50 rows with 3 bad ones: 47 created, 3 refused with reasons', async () => {
    const page = await signedInPage(browser, 'director@demo.test');
    const dir = await mkdtemp(path.join(tmpdir(), 'clients-bulk-'));
    const file = path.join(dir, 'clients.csv');
    const rows = Array.from({ length: 50 }, (_, i) => `Bulk,Client ${i},bulk.${stamp}.${i}@demo.test,,adviser@demo.test,`);
    rows[4] = 'Existing,Client,client@demo.test,,adviser@demo.test,';
    rows[9] = `Lost,Adviser,bulk.${stamp}.9@demo.test,,nobody@demo.test,`;
    rows[19] = `Bad,Email,not-an-email,,adviser@demo.test,`;
    await writeFile(file, `first_name,last_name,email,phone,adviser_email,additional_adviser_emails\n${rows.join('\n')}\n`);

    await visit(page, urlFor('/clients/bulk'), 'clients-bulk-desktop');
    await page.getByLabel('CSV file').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload and create' }).click();
    await page.getByText('47 created, 3 refused').waitFor({ timeout: 30_000 });
    const refused = page.locator('tr[data-outcome="refused"]');
    expect(await refused.count()).toBe(3);
    const reasons = await refused.allInnerTexts();
    expect(reasons.join('\n')).toContain('A client with this e-mail already exists');
    expect(reasons.join('\n')).toContain('No active adviser with the e-mail nobody@demo.test');
    expect(reasons.join('\n')).toContain('email: Enter an e-mail address like name@example.com');
    await inspectAtBothWidths(page, 'clients-bulk');
    await page.close();
  });

  it('a director assigns prospect@demo.test to adviser3', async () => {
    const page = await signedInPage(browser, 'director@demo.test');
    await visit(page, urlFor('/clients/awaiting'), 'clients-awaiting-desktop');
    const row = page.getByRole('listitem').filter({ hasText: 'prospect@demo.test' });
    await inspectAtBothWidths(page, 'clients-awaiting');
    const select = row.getByRole('combobox');
    const option = await select.locator('option').filter({ hasText: /Tom/u }).first().getAttribute('value');
    await select.selectOption(option ?? '');
    await row.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Prospect assigned').waitFor();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'prospect@demo.test' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to clients' }).click();
    await page.getByRole('columnheader', { name: 'Adviser' }).getByRole('button').click();
    const freya = page.getByRole('row').filter({ hasText: 'prospect@demo.test' });
    await expect.poll(() => freya.getByRole('cell').nth(1).innerText()).toMatch(/Tom/u);
    const table = page.locator('.clients .table-scroll');
    expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth), 'the list fits beside the sidebar at 1280 px').toBe(
      0,
    );
    await inspectAtBothWidths(page, 'clients-list-director');

    await visit(page, urlFor('/clients/invitations'), 'clients-invitations-desktop');
    await inspectAtBothWidths(page, 'clients-invitations');
    await visit(page, urlFor('/clients/new-prospect'), 'clients-new-prospect-desktop');
    await inspectAtBothWidths(page, 'clients-new-prospect');
    await page.close();
  });
});
