import type { Browser, Page } from 'playwright-core';
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

/** Fills new-top-up and sends it; returns the new top-up's id from the page it lands on. */
async function requestTopUp(page: Page, input: { account: string; number: string; amount: string; comment?: string }): Promise<string> {
  await page.goto(urlFor('/new-top-up'));
  await page.getByRole('heading', { name: 'Request a top-up', level: 1 }).waitFor();
  await page.getByLabel('Account type').selectOption({ label: input.account });
  await page.getByLabel('Account number').fill(input.number);
  await page.getByLabel('Amount (£)').fill(input.amount);
  if (input.comment) await page.getByLabel('Comment for your adviser').fill(input.comment);
  await page.getByRole('button', { name: 'Request top-up' }).click();
  await page.waitForURL(/\/top-ups\/[0-9a-f-]{36}$/u);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

describe('top-ups', () => {
  it('a client requests two top-ups and cancels one, their adviser completes the other, and the client sees both states', async () => {
    const client = await signedInPage(browser, 'client@demo.test');
    await client.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top-ups' }).first().click();
    await client.getByRole('heading', { name: 'No top-ups yet' }).waitFor();
    await inspectAtBothWidths(client, 'top-ups-client-empty');

    await client.getByRole('main').getByRole('link', { name: 'Request a top-up' }).first().click();
    await client.getByRole('heading', { name: 'Request a top-up', level: 1 }).waitFor();
    await client.getByRole('button', { name: 'Request top-up' }).click();
    await expect.poll(() => fieldErrorOf(client.getByLabel('Account type'))).toBe('Choose an account type');
    await expect.poll(() => fieldErrorOf(client.getByLabel('Account number'))).toBe('This field is required');
    await client.getByLabel('Amount (£)').fill('1500.50');
    await client.getByLabel('Amount (£)').blur();
    await expect.poll(() => fieldErrorOf(client.getByLabel('Amount (£)'))).toBe('Enter a whole amount above 0, without decimals');
    await inspectAtBothWidths(client, 'top-ups-new-errors');
    await client.getByLabel('Amount (£)').fill('25000');
    await client.getByLabel('Amount (£)').blur();
    await expect.poll(() => client.getByLabel('Amount (£)').inputValue()).toBe('25,000');

    const firstId = await requestTopUp(client, {
      account: 'Investment Bond',
      number: 'IB-204-118',
      amount: '25000',
      comment: 'From my annual bonus',
    });
    await client.getByRole('heading', { name: 'Top-up of £25,000', level: 1 }).waitFor();
    await expect.poll(() => client.getByText('Top-up requested. Your adviser has been told.').isVisible()).toBe(true);
    await inspectAtBothWidths(client, 'top-ups-client-detail-submitted');

    const secondId = await requestTopUp(client, { account: 'Unit Trust', number: 'UT-5521', amount: '5,000' });
    await client.getByRole('heading', { name: 'Top-up of £5,000', level: 1 }).waitFor();
    await client.getByRole('button', { name: 'Cancel top-up' }).click();
    const dialog = client.getByRole('dialog', { name: 'Cancel this top-up?' });
    await dialog.getByText('Cancelling cannot be undone.', { exact: false }).waitFor();
    await inspectAtBothWidths(client, 'top-ups-client-cancel-dialog');
    await dialog.getByRole('button', { name: 'Keep top-up' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // By keyboard: Escape closes the question and gives focus back; Enter on the confirming button cancels.
    await client.getByRole('button', { name: 'Cancel top-up' }).focus();
    await client.keyboard.press('Enter');
    await dialog.waitFor();
    await client.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => client.evaluate(() => document.activeElement?.textContent)).toBe('Cancel top-up');
    await client.keyboard.press('Enter');
    await dialog.waitFor();
    // The dialog moves focus into itself as it opens; wait for that before choosing the confirming button.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'Yes, cancel top-up' });
    await confirm.focus();
    await expect.poll(() => confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    await client.keyboard.press('Enter');
    await expect.poll(() => client.getByText('Top-up cancelled', { exact: true }).isVisible()).toBe(true);
    await client.getByText(/This top-up was cancelled on .+ Cancelling cannot be undone/u).waitFor();
    await expect.poll(() => client.getByRole('button', { name: 'Cancel top-up' }).count()).toBe(0);
    await expect.poll(() => client.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await inspectAtBothWidths(client, 'top-ups-client-detail-cancelled');

    await client.getByRole('link', { name: 'Audit trail' }).click();
    await client.waitForURL(`**/top-ups/${secondId}/audit-trail`);
    await client.getByRole('cell', { name: 'Top-up cancelled' }).waitFor();
    await expect.poll(() => client.getByRole('cell', { name: 'Top-up requested' }).isVisible()).toBe(true);
    await inspectAtBothWidths(client, 'top-ups-client-audit-trail');

    // A cancelled top-up stays cancelled: the server refuses a second cancel.
    const again = await client.evaluate(async (id) => {
      const token = document.cookie.match(/csrf_token=([^;]+)/u)?.[1] ?? '';
      const response = await fetch(`/api/v1/top-ups/${id}/cancel`, { method: 'PATCH', headers: { 'x-csrf-token': token } });
      return response.status;
    }, secondId);
    expect(again).toBe(409);

    const adviser = await signedInPage(browser, 'adviser@demo.test');
    const clientId = await findUserId('client@demo.test');
    await visit(adviser, urlFor(`/clients/${clientId}`), 'top-ups-staff-client-detail');
    await adviser.getByRole('main').getByRole('link', { name: 'Top-ups', exact: true }).click();
    await adviser.getByRole('heading', { name: 'Top-ups of Charlotte Hughes', level: 1 }).waitFor();
    await adviser.getByRole('link', { name: 'Open the Investment Bond top-up of £25,000' }).waitFor();
    await inspectAtBothWidths(adviser, 'top-ups-staff-client-list');

    await adviser.getByRole('link', { name: 'Open the Investment Bond top-up of £25,000' }).click();
    await adviser.waitForURL(`**/clients/${clientId}/top-ups/${firstId}`);
    await adviser.getByText('From my annual bonus').waitFor();
    await expect.poll(() => adviser.getByRole('button', { name: 'Cancel top-up' }).count()).toBe(0);
    await adviser.getByRole('button', { name: 'Complete top-up' }).click();
    const complete = adviser.getByRole('dialog', { name: 'Complete this top-up?' });
    await complete.getByLabel('Comment for the client').fill('The money reached your bond today.');
    await inspectAtBothWidths(adviser, 'top-ups-staff-complete-dialog');
    await complete.getByRole('button', { name: 'Complete top-up' }).click();
    await expect.poll(() => adviser.getByText('Top-up completed', { exact: true }).isVisible()).toBe(true);
    await adviser.getByText(/This top-up was completed on/u).waitFor();
    await inspectAtBothWidths(adviser, 'top-ups-staff-detail-completed');
    await adviser.getByRole('link', { name: 'Audit trail' }).click();
    await adviser.getByRole('cell', { name: 'Top-up completed' }).waitFor();
    await inspectAtBothWidths(adviser, 'top-ups-staff-audit-trail');
    await visit(adviser, urlFor('/top-ups'), 'top-ups-staff-all');
    await adviser.getByRole('link', { name: 'Open the Unit Trust top-up of £5,000' }).waitFor();
    await inspectAtBothWidths(adviser, 'top-ups-staff-all');

    // Something for the client to do: the adviser sends a review questionnaire (the cases area's own API).
    const questionnaire = await adviser.evaluate(async (id) => {
      const token = document.cookie.match(/csrf_token=([^;]+)/u)?.[1] ?? '';
      const headers = { 'content-type': 'application/json', 'x-csrf-token': token };
      const created = await fetch(`/api/v1/clients/${id}/client-cases`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          type: 'review_questionnaire_case',
          name: 'Annual review 2026',
          questions: [{ text: 'Has your income changed this year?', options: ['Yes', 'No'] }],
        }),
      });
      const draft = (await created.json()).data as { id: string; version: number };
      const sent = await fetch(`/api/v1/client-cases/${draft.id}/send`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ version: draft.version }),
      });
      return { id: draft.id, status: sent.status };
    }, clientId);
    expect(questionnaire.status).toBe(200);

    await visit(client, urlFor('/top-ups'), 'top-ups-client-list');
    await client.getByRole('link', { name: 'Open the Unit Trust top-up of £5,000' }).waitFor();
    await expect.poll(() => client.getByRole('table').getByText('Completed', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => client.getByRole('table').getByText('Cancelled', { exact: true }).isVisible()).toBe(true);
    await inspectAtBothWidths(client, 'top-ups-client-list');
    await client.getByRole('link', { name: 'Open the Investment Bond top-up of £25,000' }).click();
    await client.getByText('The money reached your bond today.').waitFor();
    await inspectAtBothWidths(client, 'top-ups-client-detail-completed');

    await client.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Action required' }).first().click();
    await client.getByRole('heading', { name: 'Action required', level: 1 }).waitFor();
    await client.waitForLoadState('networkidle');
    const questionnaireLink = client
      .getByRole('region', { name: 'Questionnaires to fill in' })
      .getByRole('link', { name: /Annual review 2026/u });
    await questionnaireLink.waitFor();
    expect(await questionnaireLink.getAttribute('href')).toBe(`/client-cases/${questionnaire.id}`);
    await inspectAtBothWidths(client, 'action-required-client');

    await client.context().close();
    await adviser.context().close();
  });
});
