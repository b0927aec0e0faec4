import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectAtBothWidths, launchBrowser, signedInPage, urlFor, visit, withDatabase } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };

/** A new client of adviser@demo.test with the demo password, so this journey changes no seeded client. */
async function createClientOfAdviser(first: string, last: string): Promise<{ id: string; email: string }> {
  const email = `${first.toLowerCase()}.${stamp}@demo.test`;
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string; practice_id: string }>(
      `insert into users (id, practice_id, role, email, first_name, last_name, password_hash, status, confirmed_at, adviser_id)
       select gen_random_uuid(), practice_id, 'client', $1, $2, $3, password_hash, 'active', now(), adviser_id
       from users where email = 'client@demo.test' returning id, practice_id`,
      [email, first, last],
    );
    const row = rows[0];
    if (!row) throw new Error('client@demo.test is not seeded');
    await db.query(`insert into client_profiles (user_id, practice_id, kind) values ($1, $2, 'client')`, [row.id, row.practice_id]);
    return { id: row.id, email };
  });
}

/** Clicks "Save and continue" and waits for the server's yes. */
async function saveAndContinue(page: Page): Promise<void> {
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/financial-audits'));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  expect((await saved).status()).toBe(200);
}

describe('tax health check', () => {
  it('a client completes it with their partner, seeing each hint, and reads the summary; the adviser changes an answer and is asked "Save changes?"', async () => {
    const client = await createClientOfAdviser('Tabitha', 'Taxwell');
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
    expect(await adviser.getByText('Client’s answer was:').count()).toBe(24);
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
