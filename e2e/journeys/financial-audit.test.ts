import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
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

const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };

/** Clicks "Save and continue" and waits for the server's yes. */
async function saveAndContinue(page: Page): Promise<void> {
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/financial-audits'));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  expect((await saved).status()).toBe(200);
}

describe('tax health check', () => {
  it('a client completes it with their partner, seeing each hint, and reads the summary; the adviser changes an answer and is asked "Save changes?"', async () => {
    const client = await createClientOfAdviser({ first: 'Tabitha', last: 'Taxwell', email: `tabitha.${stamp}@demo.test` });
    const page = await signedInPage(browser, client.email);

    // An Online Advice Request, whose financial-audit section this is.
    await visit(page, urlFor('/new-case'), 'financial-audit-new-case');
    await page.getByLabel('Investment duration in years').fill('15');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await page.waitForURL(/\/client-cases\/[0-9a-f-]{36}$/u, serverWait);
    const caseId = new URL(page.url()).pathname.split('/')[2] ?? '';
    const base = `/client-cases/${caseId}/financial-audit`;

    await visit(page, urlFor(base), 'financial-audit-intro-load');
    await page.waitForURL(`**${base}/intro`);
    await page.getByRole('heading', { level: 2, name: 'About the Tax Health Check' }).waitFor();
    await inspectAtBothWidths(page, 'financial-audit-intro');

    await page.getByRole('link', { name: 'Start the Tax Health Check' }).click();
    const prompt = page.getByRole('group', { name: 'Will you complete this Tax Health Check alone, or with your partner?' });
    await prompt.waitFor();
    await prompt.getByRole('radio', { name: 'With my partner' }).check();
    await inspectAtBothWidths(page, 'financial-audit-partner');
    await saveAndContinue(page);

    // Every question, the client's and the partner's, each answered with its first box; its hint shows once ticked.
    const progress = page.locator('.thc-step-number');
    await progress.waitFor();
    const total = Number((await progress.textContent())?.match(/of (\d+)/u)?.[1]);
    expect(total).toBe(24);
    for (let number = 1; number <= total; number += 1) {
      await expect.poll(() => progress.textContent()).toBe(`Question ${number} of ${total}`);
      await page.locator('.thc-options input').first().check();
      const meaning = page.getByRole('region', { name: 'What your answer means' });
      await meaning.waitFor();
      expect((await meaning.locator('.thc-feedback__hint').first().textContent())?.length).toBeGreaterThan(10);
      if (number === 2) {
        await page.getByText('What the terms mean').click();
        await inspectAtBothWidths(page, 'financial-audit-question-hint');
      }
      await saveAndContinue(page);
    }

    await page.waitForURL(`**${base}/summary`);
    await page.getByRole('heading', { level: 2, name: 'Summary of the answers' }).waitFor();
    expect(await page.getByText('Your answer was:').count()).toBe(24);
    await inspectAtBothWidths(page, 'financial-audit-summary-client');
    await page.getByRole('button', { name: 'Complete the Tax Health Check' }).click();
    await page.getByText('This Tax Health Check was completed with the partner.').waitFor(serverWait);
    await inspectAtBothWidths(page, 'financial-audit-completed');
    await page.context().close();

    // The adviser opens it under the client, changes the client's answer, and confirms the change.
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await visit(adviser, urlFor(`/clients/${client.id}/cases/${caseId}/financial-audit`), 'financial-audit-adviser-load');
    await adviser.waitForURL(`**/clients/${client.id}/cases/${caseId}/financial-audit/summary`);
    // The summary draws after the redirect: on a loaded machine, some time after the URL changes.
    await expect.poll(() => adviser.getByText('Client’s answer was:').count()).toBe(24);
    await inspectAtBothWidths(adviser, 'financial-audit-summary-adviser');
    await adviser.getByRole('link', { name: 'Change the answer to question 3' }).click();
    await expect.poll(() => adviser.locator('.thc-step-number').textContent()).toBe('Question 3 of 24');
    await adviser.locator('.thc-options input').nth(1).check();
    await adviser.getByRole('region', { name: 'What this answer means' }).waitFor();
    await adviser.getByRole('button', { name: 'Save and continue' }).click();
    const dialog = adviser.getByRole('dialog', { name: 'Save changes?' });
    await dialog.getByText('You have changed the client’s answers. Please confirm and save or cancel changes.').waitFor();
    await inspectAtBothWidths(adviser, 'financial-audit-save-changes');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await adviser.getByText('Tax Health Check saved').first().waitFor(serverWait);
    await expect.poll(() => adviser.locator('.thc-step-number').textContent()).toBe('Question 4 of 24');
    await adviser.context().close();
  });
});
