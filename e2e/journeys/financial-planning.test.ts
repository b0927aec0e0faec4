import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  inspectAtBothWidths,
  sharedBrowser,
  signedInPage,
  urlFor,
  withDatabase,
} from '../support/browser.ts';
import { choose, idealParts, taxQuestions } from '../support/financial-planning.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };

/** A new client of adviser@demo.test (with the demo password), and a health check they completed last tax year. */
async function createClientWithLastYearsCheck(): Promise<{ id: string; email: string }> {
  const client = await createClientOfAdviser({ first: 'Felicity', last: 'Fairbairn', email: `felicity.${stamp}@demo.test` });
  const row = { id: client.id, practice_id: client.practiceId };
  return withDatabase(async (db) => {
    await db.query(
      `insert into financial_planning_health_checks (id, practice_id, client_id, tax_year_start, answers, status, completed_at, created_at)
       values (gen_random_uuid(), $1, $2, '2025-04-06', $3, 'completed', '2025-11-02T10:00:00Z', '2025-11-01T10:00:00Z')`,
      [
        row.practice_id,
        row.id,
        JSON.stringify({
          ideal_income: 'no',
          independence_income: { amount: 45_000, currency: 'GBP' },
          feeling_word: 'Uncertain',
          confidence: 'same',
        }),
      ],
    );
    return { id: row.id, email: client.email };
  });
}

/** The client asks for online advice through the API, as the new-case form does (that form has its own journey). */
async function requestAdvice(page: Page): Promise<string> {
  return page.evaluate(async () => {
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
        investment_duration: 15,
      }),
    });
    if (response.status !== 201) throw new Error(`request failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { id: string } }).data.id;
  });
}

async function sectionsOf(page: Page, caseId: string): Promise<Record<string, boolean>> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/v1/client-cases/${id}`);
    const { data } = (await response.json()) as { data: { sections: { section: string; complete: boolean }[] } };
    return Object.fromEntries(data.sections.map((s) => [s.section, s.complete]));
  }, caseId);
}

async function addGoal(page: Page, goal: { name: string; amount: string; years: string }, shots?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a goal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a goal' });
  await dialog.getByLabel('Name of the goal').fill(goal.name);
  await dialog.getByLabel('Amount').fill(goal.amount);
  await dialog.getByLabel('In how many years').fill(goal.years);
  if (shots) await inspectAtBothWidths(page, shots);
  await dialog.getByRole('button', { name: 'Save the goal' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: goal.name, exact: true }).waitFor(serverWait);
}

describe('the financial planning health check and goals of an Online Advice Request', () => {
  it('the client completes the health check and keeps their goals; the adviser reads them beside last year’s and writes the overview note', async () => {
    const client = await createClientWithLastYearsCheck();
    const felicity = await signedInPage(browser, client.email);
    const caseId = await requestAdvice(felicity);

    // The health check: eight questions, then the tax-planning set, each beside last year's answer.
    await felicity.goto(urlFor(`/client-cases/${caseId}/financial-planning-health-check`));
    await felicity.getByText('Question 1 of 8').waitFor(serverWait);
    await inspectAtBothWidths(felicity, 'fp-health-check-client');
    for (const part of idealParts) await choose(felicity, part, 'Yes');
    await felicity.getByLabel('Capital needed').fill('1200000');
    await felicity.getByLabel('Income needed each year').fill('60000');
    await choose(felicity, 'Have you checked in the last 12 months that you pay no more tax than you need to?', 'No');
    await choose(felicity, 'Are you happy with how your assets would pass to the people you choose when you die?', 'Yes');
    await choose(felicity, 'Have you arranged for your affairs to be looked after if you could not manage them yourself?', 'No');
    await choose(
      felicity,
      'Would the people who depend on you be provided for if you died or could no longer work?',
      'N/A: no one depends on me',
    );
    await felicity.getByRole('textbox', { name: 'One word', exact: true }).fill('Hopeful');
    await choose(felicity, 'Since your last review, has your confidence about your financial future changed?', 'It has increased');
    for (const question of taxQuestions)
      await felicity.getByRole('group', { name: question, exact: true }).getByRole('radio').first().check();
    await felicity.getByRole('button', { name: 'Complete the health check' }).click();
    await felicity.getByText('Health check complete', { exact: true }).waitFor(serverWait);
    await expect.poll(() => felicity.getByText('Financial planning health check completed').first().isVisible()).toBe(true);
    await inspectAtBothWidths(felicity, 'fp-health-check-complete');

    // Goals: the empty state, two added, one edited, one deleted after confirming, then the list confirmed.
    await felicity.goto(urlFor(`/client-cases/${caseId}/financial-planning-goals`));
    await felicity.getByRole('heading', { name: 'No goals yet' }).waitFor(serverWait);
    await inspectAtBothWidths(felicity, 'fp-goals-empty');
    await addGoal(felicity, { name: 'New kitchen', amount: '25000', years: '3' }, 'fp-goal-dialog');
    await addGoal(felicity, { name: 'Sailing boat', amount: '40000', years: '8' });
    await felicity.getByRole('button', { name: 'Edit New kitchen' }).click();
    const edit = felicity.getByRole('dialog', { name: 'Edit the goal' });
    await edit.getByLabel('Name of the goal').fill('Kitchen and garden');
    await edit.getByLabel('Amount').fill('32000');
    await edit.getByRole('button', { name: 'Save the goal' }).click();
    await felicity.getByRole('heading', { name: 'Kitchen and garden', exact: true }).waitFor(serverWait);
    await felicity.getByRole('button', { name: 'Delete Sailing boat' }).click();
    const removal = felicity.getByRole('dialog', { name: 'Delete this goal?' });
    await removal.waitFor();
    await inspectAtBothWidths(felicity, 'fp-goal-delete-dialog');
    await removal.getByRole('button', { name: 'Delete the goal' }).click();
    await felicity.getByRole('heading', { name: 'Sailing boat', exact: true }).waitFor({ state: 'detached', ...serverWait });
    await felicity.getByLabel('Your note for your adviser').fill('The kitchen matters most; the boat can wait.');
    await felicity.getByRole('button', { name: 'Save the note' }).click();
    await expect.poll(() => felicity.getByText('Note saved').first().isVisible(), serverWait).toBe(true);
    await felicity.getByRole('button', { name: 'These are my goals' }).click();
    await felicity.getByText('This section of the request is complete', { exact: false }).waitFor(serverWait);
    await inspectAtBothWidths(felicity, 'fp-goals-confirmed');
    expect(await sectionsOf(felicity, caseId)).toMatchObject({ financial_planning_health_check: true, goals: true });
    await felicity.context().close();

    // The adviser: the answers beside last year's, a change confirmed, and the overview note.
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await adviser.goto(urlFor(`/clients/${client.id}/cases/${caseId}/financial-planning-health-check`));
    await adviser.getByText('Beside each answer is the one from the health check completed on November 2, 2025.').waitFor(serverWait);
    const income = adviser.getByRole('group', { name: 'Their income', exact: true });
    expect(await income.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    await expect.poll(() => adviser.getByText('£45,000').isVisible()).toBe(true);
    await inspectAtBothWidths(adviser, 'fp-health-check-adviser');
    await adviser.getByRole('textbox', { name: 'One word', exact: true }).fill('Optimistic');
    await adviser.getByRole('button', { name: 'Save answers' }).click();
    const confirm = adviser.getByRole('dialog', { name: 'Save changes?' });
    await confirm.waitFor();
    await inspectAtBothWidths(adviser, 'fp-health-check-save-changes');
    await confirm.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => adviser.getByText('Answers saved').first().isVisible(), serverWait).toBe(true);

    await adviser.goto(urlFor(`/clients/${client.id}/cases/${caseId}/financial-planning-goals`));
    await adviser.getByText('The kitchen matters most; the boat can wait.').waitFor(serverWait);
    await adviser.getByLabel('Your overview note').fill('Kitchen first; revisit the boat at the annual review.');
    await adviser.getByRole('button', { name: 'Save the note' }).click();
    await expect.poll(() => adviser.getByText('Note saved').first().isVisible(), serverWait).toBe(true);
    await inspectAtBothWidths(adviser, 'fp-goals-adviser');
    await adviser.context().close();
  });
});
