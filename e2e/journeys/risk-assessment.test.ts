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
const questionCount = 12;

/** The client requests online advice through the API, as the new-case page does; answers the new case's id. */
async function requestOnlineAdvice(page: Page): Promise<string> {
  const created = await page.evaluate(async () => {
    const csrf = /(?:^|; )csrf_token=([^;]+)/u.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/v1/client-cases', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
      body: JSON.stringify({
        type: 'online_advice_request',
        topics: [],
        initial_investment: 50_000,
        initial_investment_currency: 'GBP',
        monthly_contribution: 0,
        monthly_contribution_currency: null,
        investment_duration: 10,
      }),
    });
    return { status: response.status, body: (await response.json()) as { data?: { id: string } } };
  });
  expect(created.status).toBe(201);
  return created.body.data?.id ?? '';
}

const question = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Question ${number} of ${questionCount}`, 'u') });

/** Chooses the answer at `position` (0 to 4) of question `number` and moves on, waiting for the server's yes. */
async function answer(page: Page, number: number, position: number): Promise<void> {
  const group = question(page, number);
  await group.waitFor(serverWait);
  await group.getByRole('radio').nth(position).check();
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/risk-assessments'));
  await page.getByRole('button', { name: number === questionCount ? 'Review your answers' : 'Next', exact: true }).click();
  expect((await saved).status()).toBe(200);
}

describe('risk assessment', () => {
  it('a client answers every question across a reload, changes one, sees their score; the adviser reads it', async () => {
    const client = await createClientOfAdviser({ first: 'Rosalind', last: 'Ashby', email: `rosalind.risk.${stamp}@demo.test` });
    const page = await signedInPage(browser, client.email);
    const caseId = await requestOnlineAdvice(page);
    const address = `/client-cases/${caseId}/risk-assessment`;

    await visit(page, urlFor(address), 'risk-assessment-begin');
    await page.getByRole('heading', { name: 'How do you feel about investment risk?' }).waitFor(serverWait);
    await inspectAtBothWidths(page, 'risk-assessment-begin');
    await page.getByRole('button', { name: 'Begin' }).click();

    // Next without an answer is refused beside the question.
    await question(page, 1).waitFor(serverWait);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => question(page, 1).getByRole('alert').textContent()).toBe('Answer this question before continuing.');

    const positions = [3, 3, 2, 3, 3, 1, 2, 2, 1, 3, 2, 3];
    for (const [index, position] of positions.slice(0, 6).entries()) {
      if (index === 2) {
        await question(page, 3).getByRole('radio').nth(position).check();
        await inspectAtBothWidths(page, 'risk-assessment-question');
      }
      await answer(page, index + 1, position);
    }

    // Progress is the server's: a reload comes back to question 7 with the earlier answers kept.
    await page.reload();
    await question(page, 7).waitFor(serverWait);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect
      .poll(
        () =>
          question(page, 6)
            .getByRole('radio')
            .nth(positions[5] ?? 0)
            .isChecked(),
        serverWait,
      )
      .toBe(true);
    await answer(page, 6, positions[5] ?? 0);
    for (const [index, position] of positions.slice(6).entries()) await answer(page, index + 7, position);

    const summary = page.getByRole('heading', { name: 'Check your answers' });
    await summary.waitFor(serverWait);
    await page.getByRole('button', { name: 'Change the answer to question 2' }).click();
    await question(page, 2).getByRole('radio').nth(4).check();
    await page.getByRole('button', { name: 'Save and return to the summary' }).click();
    await summary.waitFor(serverWait);
    await expect.poll(() => page.getByText('In more than 15 years').isVisible()).toBe(true);
    await inspectAtBothWidths(page, 'risk-assessment-summary');

    await page.getByRole('button', { name: 'See my risk score' }).click();
    await page.getByRole('heading', { name: 'Your attitude to risk' }).waitFor(serverWait);
    await expect.poll(() => page.getByText('Your risk score is ready').first().isVisible()).toBe(true);
    const level = await page.locator('.risk-score__level').textContent();
    expect(level).toBe('Medium-high');
    await inspectAtBothWidths(page, 'risk-assessment-score');

    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await visit(adviser, urlFor(`/clients/${client.id}/cases/${caseId}/risk-assessment`), 'risk-assessment-adviser');
    await adviser.getByRole('heading', { name: 'Your client’s attitude to risk' }).waitFor(serverWait);
    await expect.poll(() => adviser.locator('.risk-score__level').textContent()).toBe('Medium-high');
    expect(await adviser.getByRole('button', { name: /^Change/u }).count()).toBe(0);
    await inspectAtBothWidths(adviser, 'risk-assessment-adviser');
  });
});
