import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, fieldErrorOf, findUserId, inspectAtBothWidths, sharedBrowser, signedInPage, urlFor } from '../support/browser.ts';

const pdfFixture = path.resolve(import.meta.dirname, '../fixtures/three-pages.pdf');

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

/** Saves the section on screen and waits for the server's yes and "Fact Find saved". */
async function save(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/fact-finds/sections/'),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answered).status()).toBe(200);
  await expect.poll(() => page.getByText('Fact Find saved', { exact: true }).first().isVisible()).toBe(true);
  await expect.poll(() => page.locator('.fact-find-section__status').textContent()).toBe('');
}

/** Moves on with the "Next" link under the section and waits for the next section's heading. */
async function next(page: Page, section: string): Promise<void> {
  await page.getByRole('link', { name: `Next: ${section}` }).click();
  await page.getByRole('heading', { level: 2, name: section }).waitFor();
}

const row = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });

describe('fact find', () => {
  it('a client fills all ten sections with a partner and a joint asset; their adviser reviews it with the guidance and records a vulnerability observation', async () => {
    const client = await signedInPage(browser, 'client@demo.test');
    await client.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fact find' }).first().click();
    await client.waitForURL('**/fact-find/personal-details');
    await client.getByRole('heading', { level: 2, name: 'Personal details' }).waitFor();

    // Personal details, with the partner included and a dependant.
    const you = row(client, 'Client');
    await you.getByLabel('First name').fill('Charlotte');
    await you.getByLabel('Last name').fill('Hughes');
    await you.getByLabel('Marital status').selectOption({ label: 'Married or civil partner' });
    await client.getByLabel('Include a partner in this fact find').check();
    const partner = row(client, 'Partner');
    await partner.getByLabel('First name').fill('James');
    await partner.getByLabel('Last name').fill('Hughes');
    await client.getByRole('button', { name: 'Add a dependant' }).click();
    await row(client, 'Dependant 1').getByLabel('Full name').fill('Amelia Hughes');
    await row(client, 'Dependant 1').getByLabel('Relationship').selectOption({ label: 'Child' });
    await client.getByLabel('I have the consent of the people named here to share their details').check();
    await inspectAtBothWidths(client, 'fact-find-client-personal-details');
    await save(client);

    // Leaving with an unsaved change is stopped.
    await you.getByLabel('Title').fill('Mrs');
    await client
      .getByRole('navigation', { name: 'Fact find sections' })
      .getByRole('link', { name: /Occupation and earnings/u })
      .click();
    const guard = client.getByRole('dialog', { name: 'Please save changes first' });
    await guard.waitFor();
    expect(new URL(client.url()).pathname).toBe('/fact-find/personal-details');
    await inspectAtBothWidths(client, 'fact-find-client-unsaved-guard');
    await guard.getByRole('button', { name: 'Stay on this section' }).click();
    await expect.poll(() => guard.isVisible()).toBe(false);
    await save(client);

    await next(client, 'Occupation and earnings');
    await client.getByRole('button', { name: 'Add an occupation' }).click();
    await row(client, 'Occupation 1').getByLabel('Client', { exact: true }).check();
    await row(client, 'Occupation 1').getByLabel('Occupation', { exact: true }).fill('Architect');
    await client.getByRole('button', { name: 'Add an income' }).click();
    await row(client, 'Income 1').getByLabel('Type of income').selectOption({ label: 'Employment' });
    await row(client, 'Income 1').getByLabel('Yearly amount').fill('85000');
    await row(client, 'Income 1').getByLabel('Client', { exact: true }).check();
    await client.getByRole('button', { name: 'Add an expenditure' }).click();
    await row(client, 'Expenditure 1').getByLabel('Description').fill('Household');
    await row(client, 'Expenditure 1').getByLabel('Monthly amount').fill('3000');
    await row(client, 'Expenditure 1').getByLabel('Joint', { exact: true }).check();
    await save(client);

    // A joint home whose shares first do not add up to 100%.
    await next(client, 'Assets and liabilities');
    await client.getByRole('button', { name: 'Add an asset' }).click();
    const home = row(client, 'Asset 1');
    await home.getByLabel('Type of asset').selectOption({ label: 'Property' });
    await home.getByLabel('Value', { exact: true }).fill('650000');
    await home.getByLabel('Joint', { exact: true }).check();
    await home.getByLabel('Client’s share (%)').fill('60');
    await home.getByLabel('Partner’s share (%)').fill('30');
    await client.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => fieldErrorOf(home.getByLabel('Partner’s share (%)'))).toContain('The joint shares must add up to 100%');
    await inspectAtBothWidths(client, 'fact-find-client-assets-split-refused');
    await home.getByLabel('Partner’s share (%)').fill('40');
    await save(client);

    await next(client, 'Tax and residence');
    await row(client, 'Client').getByLabel('Country of residence').selectOption({ label: 'England' });
    await save(client);

    await next(client, 'Investment and tax planning');
    await client.getByRole('button', { name: 'Add an ISA' }).click();
    await row(client, 'ISA 1').getByLabel('Type of ISA').selectOption({ label: 'Stocks and shares ISA' });
    await row(client, 'ISA 1').getByLabel('Amount invested this tax year').fill('20000');
    await row(client, 'ISA 1').getByLabel('Client', { exact: true }).check();
    await save(client);

    await next(client, 'Health');
    await save(client);
    await next(client, 'Protection');
    await save(client);
    await next(client, 'Planning objectives');
    await save(client);
    await next(client, 'Recent life events');
    await save(client);
    await next(client, 'Additional comments');
    await client.getByRole('textbox', { name: 'Additional comments' }).fill('We would like to retire by the sea.');
    await save(client);
    await client.getByText('10 of 10 sections complete').waitFor();

    // The documents section: the file policy refuses a text file beside the chooser, then takes a PDF.
    await next(client, 'Documents');
    const chooser = client.getByLabel('Add a document');
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a statement\n') });
    await expect.poll(() => fieldErrorOf(chooser)).toContain('“notes.txt” is a .txt file. Upload a PDF,');
    await chooser.setInputFiles(pdfFixture);
    await expect.poll(() => client.getByText('Document uploaded', { exact: true }).isVisible()).toBe(true);
    await client.getByRole('list', { name: 'Documents of the fact find' }).getByText('three-pages.pdf').waitFor();
    await inspectAtBothWidths(client, 'fact-find-client-documents');

    // The adviser reads it from the client's page.
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    const clientId = await findUserId('client@demo.test');
    await adviser.goto(urlFor(`/clients/${clientId}`));
    const card = adviser.getByRole('region', { name: 'Fact find' });
    await card.getByText('10 of 10 sections complete').waitFor();
    await card.getByRole('link', { name: 'Open the fact find' }).click();
    await adviser.waitForURL(`**/clients/${clientId}/fact-find/personal-details`);
    const review = adviser.getByRole('region', { name: 'Changes since your last review' });
    await review
      .getByText(/You have not reviewed this fact find yet, so every answer is new to you\. \d+ changes in \d+ sections/u)
      .waitFor();
    await adviser
      .getByRole('link', { name: /Occupation and earnings/u })
      .first()
      .click();
    const guidance = adviser.getByRole('complementary', { name: 'Guidance for you' });
    await guidance.getByText(/Your client has an income of £85,000 a year/u).waitFor();
    await inspectAtBothWidths(adviser, 'fact-find-adviser-guidance-changes');
    await review.getByRole('button', { name: 'Mark as reviewed' }).click();
    await expect.poll(() => adviser.getByText('Fact find marked as reviewed', { exact: true }).isVisible()).toBe(true);
    await review.getByText('Nothing has changed since your last review.', { exact: false }).waitFor();

    // A vulnerability observation, on the client's page.
    await adviser.getByRole('link', { name: 'Charlotte Hughes' }).first().click();
    const vulnerability = adviser.getByRole('region', { name: 'Vulnerability' });
    await vulnerability.getByRole('button', { name: 'Record an observation' }).click();
    const dialog = adviser.getByRole('dialog', { name: 'Record an observation' });
    await dialog.getByLabel('Driver').selectOption({ label: 'Life events' });
    await dialog.getByLabel('What you observed').fill('Recently bereaved; asked for shorter meetings.');
    await dialog.getByLabel('Adjustment made').fill('Meetings kept to 30 minutes, with a written summary after each.');
    await dialog.getByRole('button', { name: 'Save observation' }).click();
    await expect.poll(() => adviser.getByText('Observation recorded', { exact: true }).isVisible()).toBe(true);
    await vulnerability.getByText('Recently bereaved; asked for shorter meetings.').waitFor();
    await adviser.getByRole('region', { name: 'Fact find' }).getByText('No changes since your last review.').waitFor();
    await inspectAtBothWidths(adviser, 'fact-find-adviser-client-page');

    await client.context().close();
    await adviser.context().close();
  });
});
