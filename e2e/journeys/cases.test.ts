import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  inspectAtBothWidths,
  newContext,
  sharedBrowser,
  signIn,
  urlFor,
  visit,
  widths,
  withDatabase,
} from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };

/** Marks sections of an Online Advice Request complete, as their own forms will once they exist. */
async function completeSections(caseId: string, sections: string[]): Promise<void> {
  await withDatabase(async (db) => {
    for (const section of sections)
      await db.query(
        `insert into case_sections (case_id, practice_id, section, complete)
         select id, practice_id, $2, true from client_cases where id = $1
         on conflict (case_id, section) do update set complete = true`,
        [caseId, section],
      );
  });
}

async function signedInPage(email: string, width: number = widths.desktop): Promise<Page> {
  const context = await newContext(browser, width);
  const page = await context.newPage();
  await signIn(page, email, demoPassword);
  await page.waitForURL((url) => !url.pathname.startsWith('/users/sign_in'));
  const cookies = page.getByRole('button', { name: 'Necessary only' });
  if (await cookies.isVisible()) await cookies.click();
  return page;
}

const pdfFixture = path.resolve(import.meta.dirname, '../fixtures/three-pages.pdf');
const caseIdFrom = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? '';

/** Chooses an action in the case's actions panel and confirms it in the dialog. */
async function takeAction(page: Page, label: string, shots?: string): Promise<void> {
  await page.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${label}?` });
  await dialog.waitFor();
  if (shots) await inspectAtBothWidths(page, shots);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function expectStatus(page: Page, status: string): Promise<void> {
  await expect.poll(() => page.locator('.case-header .case-badge').textContent(), serverWait).toBe(status);
}

describe('a recommendation pack', () => {
  it('the adviser prepares and sends it, the client accepts it after ticking consent, the adviser confirms it', async () => {
    const client = await createClientOfAdviser({ first: 'Petra', last: 'Packham', email: `petra.${stamp}@demo.test` });
    const adviser = await signedInPage('adviser@demo.test');

    await visit(adviser, urlFor(`/clients/${client.id}`), 'cases-client-detail-link');
    await adviser.getByRole('main').getByRole('link', { name: 'Cases', exact: true }).click();
    await adviser.waitForURL(`**/clients/${client.id}/cases`);
    await adviser.getByRole('heading', { name: 'No cases yet' }).waitFor(serverWait);
    await inspectAtBothWidths(adviser, 'cases-client-empty');

    await adviser.getByRole('link', { name: 'New recommendation pack' }).click();
    await adviser.getByLabel('Name').waitFor();
    await adviser.getByRole('button', { name: 'Create the pack' }).click();
    await expect.poll(() => adviser.getByText('This field is required').first().isVisible()).toBe(true);
    await adviser.getByLabel('Name').fill(`Retirement plan ${stamp}`);
    await adviser.getByLabel('Cover note').fill('Petra, here is the retirement plan we discussed. Please read it before accepting.');
    await inspectAtBothWidths(adviser, 'cases-new-pack');
    await adviser.getByRole('button', { name: 'Create the pack' }).click();
    await adviser.waitForURL(/\/client-cases\/[0-9a-f-]{36}$/u, serverWait);
    const caseId = caseIdFrom(adviser);
    await expectStatus(adviser, 'Submitted');
    await inspectAtBothWidths(adviser, 'cases-pack-prepared-adviser');

    // Two documents: one for the client, one concealed from them.
    for (const [name, concealed] of [
      ['Suitability report', false],
      ['File notes', true],
    ] as const) {
      await adviser.getByRole('button', { name: 'Add a document' }).click();
      await adviser.locator('input[type="file"]').setInputFiles(pdfFixture);
      await adviser.getByLabel('Name', { exact: true }).fill(name);
      await adviser.getByLabel('Category').selectOption({ label: 'Investment' });
      if (concealed) await adviser.getByLabel('Conceal from client').check();
      else await adviser.getByLabel('Note for the client').fill('Please read this before accepting.');
      if (concealed) await inspectAtBothWidths(adviser, 'cases-pack-document-upload');
      await adviser.getByRole('button', { name: 'Upload', exact: true }).click();
      await adviser.getByRole('button', { name: `Download ${name}` }).waitFor(serverWait);
    }
    await inspectAtBothWidths(adviser, 'cases-pack-documents-adviser');

    await takeAction(adviser, 'Send to client', 'cases-pack-send-dialog');
    await expectStatus(adviser, 'Reviewing pack');
    await expect.poll(() => adviser.getByText('Sent to the client').first().isVisible()).toBe(true);

    const petra = await signedInPage(client.email);
    await visit(petra, urlFor('/client-cases'), 'cases-client-list');
    await petra
      .getByRole('link', { name: `Retirement plan ${stamp}` })
      .first()
      .click();
    await petra.waitForURL(`**/client-cases/${caseId}`);
    await expectStatus(petra, 'Reviewing pack');
    await inspectAtBothWidths(petra, 'cases-pack-client');
    const actions = petra.getByRole('region', { name: 'What you can do' });
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Accept', 'Reject']);
    expect(await petra.getByRole('button', { name: 'Download Suitability report' }).count()).toBe(1);
    expect(await petra.getByText('File notes').count()).toBe(0);

    await actions.getByRole('button', { name: 'Accept', exact: true }).click();
    const dialog = petra.getByRole('dialog', { name: 'Accept?' });
    const accept = dialog.getByRole('button', { name: 'Accept', exact: true });
    expect(await accept.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /I agree to go ahead/u }).check();
    expect(await accept.isEnabled()).toBe(true);
    await inspectAtBothWidths(petra, 'cases-pack-accept-dialog');
    await accept.click();
    await expectStatus(petra, 'Accepted');
    await expect.poll(() => petra.getByText('Recommendation accepted').first().isVisible()).toBe(true);
    await petra.context().close();

    await adviser.reload();
    await expectStatus(adviser, 'Accepted');
    await takeAction(adviser, 'Complete the case');
    await expectStatus(adviser, 'Confirmed');
    const timeline = adviser.getByRole('region', { name: 'Timeline' });
    for (const reached of [/Submitted on/u, /Reviewing pack on/u, /Accepted on/u, /Confirmed on/u])
      expect(await timeline.getByText(reached).count()).toBe(1);
    await inspectAtBothWidths(adviser, 'cases-pack-confirmed');

    await visit(adviser, urlFor(`/client-cases/${caseId}/audit-trail`), 'cases-audit-trail');
    await expect.poll(() => adviser.getByRole('cell', { name: 'Complete the case', exact: true }).isVisible(), serverWait).toBe(true);
    // Each event reads as a sentence: who did what, by name, never a key or an id.
    await adviser.getByRole('cell', { name: 'Petra Packham accepted the recommendation pack', exact: true }).waitFor(serverWait);
    await inspectAtBothWidths(adviser, 'cases-audit-trail');

    await visit(adviser, urlFor('/client-cases?type=recommendation_pack_case&status=confirmed'), 'cases-staff-list');
    await adviser
      .getByRole('link', { name: `Retirement plan ${stamp}` })
      .first()
      .waitFor(serverWait);
    await inspectAtBothWidths(adviser, 'cases-staff-list');
    await adviser.context().close();
  });

  it('the adviser sends a review questionnaire; the client must mark an option before submitting it', async () => {
    const client = await createClientOfAdviser({ first: 'Quentin', last: 'Quill', email: `quentin.${stamp}@demo.test` });
    const adviser = await signedInPage('adviser@demo.test');
    await visit(adviser, urlFor(`/clients/${client.id}/cases/new-review-questionnaire`), 'cases-new-questionnaire');
    await adviser.getByLabel('Name').fill(`Annual review ${stamp}`);
    await adviser.getByLabel('Text of question 1').fill('Has your income changed this year?');
    await adviser.getByRole('textbox', { name: 'Option 1 of question 1', exact: true }).fill('Yes, it went up');
    await adviser.getByRole('textbox', { name: 'Option 2 of question 1', exact: true }).fill('Yes, it went down');
    await adviser.getByRole('button', { name: 'Add an option' }).click();
    await adviser.getByRole('textbox', { name: 'Option 3 of question 1', exact: true }).fill('No change');
    await inspectAtBothWidths(adviser, 'cases-new-questionnaire');
    await adviser.getByRole('button', { name: 'Create the questionnaire' }).click();
    await adviser.waitForURL(/\/client-cases\/[0-9a-f-]{36}$/u, serverWait);
    const caseId = caseIdFrom(adviser);
    await expectStatus(adviser, 'Draft');
    await takeAction(adviser, 'Send to client');
    await expectStatus(adviser, 'In progress');
    await adviser.context().close();

    const quentin = await signedInPage(client.email, widths.phone);
    await visit(quentin, urlFor(`/client-cases/${caseId}`), 'cases-questionnaire-client');
    await quentin.getByRole('button', { name: 'Submit answers' }).click();
    await expect.poll(() => quentin.getByText('Mark at least one option before submitting the questionnaire.').isVisible()).toBe(true);
    await quentin.getByRole('checkbox', { name: 'No change' }).check();
    await inspectAtBothWidths(quentin, 'cases-questionnaire-client');
    await quentin.getByRole('button', { name: 'Submit answers' }).click();
    const dialog = quentin.getByRole('dialog', { name: 'Submit?' });
    await dialog.waitFor(serverWait);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectStatus(quentin, 'Submitted');
    await expect.poll(() => quentin.getByText('Marked: No change').isVisible()).toBe(true);
    await quentin.context().close();
  });
});

describe('an Online Advice Request', () => {
  it('cannot be submitted until every section is complete, then submits', async () => {
    const client = await createClientOfAdviser({ first: 'Olive', last: 'Oakley', email: `olive.${stamp}@demo.test` });
    const olive = await signedInPage(client.email);
    await visit(olive, urlFor('/client-cases'), 'cases-client-list-empty');
    await olive.getByRole('link', { name: 'Request online advice' }).click();
    await olive.getByLabel('Investment duration in years').waitFor(serverWait);
    await olive.getByLabel('Initial investment').fill('25000');
    await olive.getByLabel('Investment duration in years').fill('2');
    await olive.getByRole('button', { name: 'Send the request' }).click();
    await expect.poll(() => olive.getByText(/Enter a whole number of years between/u).isVisible()).toBe(true);
    await olive.getByLabel('Investment duration in years').fill('20');
    await inspectAtBothWidths(olive, 'cases-new-case');
    await olive.getByRole('button', { name: 'Send the request' }).click();
    await olive.waitForURL(/\/client-cases\/[0-9a-f-]{36}$/u, serverWait);
    const caseId = caseIdFrom(olive);
    await expectStatus(olive, 'In progress');
    await expect.poll(() => olive.getByText('0 of 5 sections complete').isVisible()).toBe(true);
    await inspectAtBothWidths(olive, 'cases-oar-client');

    await olive.getByRole('link', { name: 'Review and submit' }).click();
    await olive.waitForURL(`**/client-cases/${caseId}/submit`);
    await expect.poll(() => olive.getByText('Please complete all sections before submitting the case').isVisible(), serverWait).toBe(true);
    const submit = olive.getByRole('button', { name: 'Submit the case' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await olive.getByText('Complete every section of the request before submitting it.').isVisible()).toBe(true);
    await inspectAtBothWidths(olive, 'cases-oar-submit-blocked');

    await completeSections(caseId, ['risk_tolerance', 'fact_find', 'financial_audit', 'financial_planning_health_check']);
    await olive.reload();
    await expect.poll(() => olive.getByText('4 of 5 sections complete').isVisible(), serverWait).toBe(true);
    expect(await submit.isDisabled()).toBe(true);

    await completeSections(caseId, ['goals']);
    await olive.reload();
    await expect.poll(() => olive.getByText('Every section is complete: the case is ready to submit.').isVisible(), serverWait).toBe(true);
    await inspectAtBothWidths(olive, 'cases-oar-submit-ready');
    await submit.click();
    const dialog = olive.getByRole('dialog', { name: 'Submit?' });
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await olive.waitForURL(`**/client-cases/${caseId}`, serverWait);
    await expectStatus(olive, 'Submitted');

    await visit(olive, urlFor('/new-meeting'), 'cases-new-meeting');
    await olive.getByLabel('What would you like to discuss?').fill('I would like to talk about my pension.');
    await inspectAtBothWidths(olive, 'cases-new-meeting');
    await olive.getByRole('button', { name: 'Send the request' }).click();
    await olive.waitForURL(/\/client-cases\/[0-9a-f-]{36}$/u, serverWait);
    await expectStatus(olive, 'Requested');
    await inspectAtBothWidths(olive, 'cases-meeting-client');
    await olive.context().close();
  });

  it('the adviser edits the investment of a client’s request', async () => {
    const client = await createClientOfAdviser({ first: 'Ivy', last: 'Irwin', email: `ivy.${stamp}@demo.test` });
    const ivy = await signedInPage(client.email);
    await visit(ivy, urlFor('/new-case'), 'cases-new-case-ivy');
    await ivy.getByLabel('Investment duration in years').fill('15');
    await ivy.getByRole('button', { name: 'Send the request' }).click();
    await ivy.waitForURL(/\/client-cases\/[0-9a-f-]{36}$/u, serverWait);
    const caseId = caseIdFrom(ivy);
    await ivy.context().close();

    const adviser = await signedInPage('adviser@demo.test');
    await visit(adviser, urlFor(`/client-cases/${caseId}/edit-investment`), 'cases-edit-investment');
    await adviser.getByLabel('Monthly contribution').fill('750');
    await adviser.getByRole('button', { name: 'Save investment' }).click();
    await expect.poll(() => adviser.getByText('Choose the currency of the amount').isVisible()).toBe(true);
    await adviser.getByLabel('Currency').selectOption('GBP');
    await inspectAtBothWidths(adviser, 'cases-edit-investment');
    await adviser.getByRole('button', { name: 'Save investment' }).click();
    await adviser.waitForURL(`**/client-cases/${caseId}`, serverWait);
    await expect.poll(() => adviser.getByText('750 GBP').isVisible(), serverWait).toBe(true);
    await inspectAtBothWidths(adviser, 'cases-oar-adviser');
    await adviser.context().close();
  });
});
