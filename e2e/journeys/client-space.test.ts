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
  widths,
  withDatabase,
} from '../support/browser.ts';

/*
 * The client's own space with their practice (issue 15): messages live between two browsers, a message to
 * three clients, a strategy shared only once its document is uploaded, the shared to-do list, the
 * motivation centre, the activity feed and the interaction reports. Each page is looked at once per width.
 */

let browser: Browser;
const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };
let clients: { id: string; email: string; name: string }[];

beforeAll(async () => {
  browser = await sharedBrowser();
  clients = await Promise.all(
    ['Maya', 'Otto', 'Ines'].map(async (first) => {
      const last = `Space${stamp}`;
      const created = await createClientOfAdviser({ first, last, email: `${first.toLowerCase()}.${stamp}@demo.test` });
      return { id: created.id, email: created.email, name: `${first} ${last}` };
    }),
  );
});
afterAll(() => closeContexts(browser));

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor(serverWait);
}

/** The Messages link of the sidebar, whose name carries the unread count while any wait. */
const messagesLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/u });

describe('the client’s space with their practice', () => {
  it('the adviser’s message with a file reaches the client’s open page without a reload, and the unread count falls once read', async () => {
    const [maya] = clients;
    if (!maya) throw new Error('no client');
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    const client = await signedInPage(browser, maya.email);
    await expect.poll(() => messagesLink(client).textContent()).toBe('Messages');

    await visit(adviser, urlFor(`/clients/${maya.id}/messages`), 'messages-staff-empty');
    const composer = adviser.getByRole('form', { name: /^Write in/u });
    await composer.getByLabel('Message', { exact: true }).fill('Here is the plan we discussed. Do read it before Thursday.');
    await composer.locator('input[type="file"]').setInputFiles({ name: 'meeting-plan.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
    await composer.getByRole('list', { name: 'Files to send' }).getByText('meeting-plan.pdf').waitFor();
    await composer.getByRole('button', { name: 'Send' }).click();
    await toast(adviser, 'Message sent');

    // The client, on their home in the other browser, sees the count rise, then reads it and the count falls.
    await expect.poll(() => messagesLink(client).textContent(), serverWait).toContain('1 unread message');
    await messagesLink(client).click();
    await client.getByText('Here is the plan we discussed.', { exact: false }).waitFor(serverWait);
    await client.getByRole('link', { name: /meeting-plan\.pdf/u }).waitFor();
    await expect.poll(() => messagesLink(client).textContent(), serverWait).toBe('Messages');

    // With the thread open, the next message arrives without a reload.
    await composer.getByLabel('Message', { exact: true }).fill('And bring your latest pension statement, please.');
    await composer.getByRole('button', { name: 'Send' }).click();
    await client.getByText('And bring your latest pension statement, please.').waitFor(serverWait);
    await expect.poll(() => messagesLink(client).textContent(), serverWait).toBe('Messages');
    await inspectAtBothWidths(client, 'messages-client-thread');

    // The client writes to the team from the top bar; the adviser's open thread shows it.
    await client.getByRole('button', { name: 'Message the team' }).click();
    const dialog = client.getByRole('dialog');
    await dialog.getByLabel('Message').fill('Thank you, I will bring it on Thursday.');
    await inspectAtBothWidths(client, 'messages-team-dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(client, 'Message sent');
    await adviser.getByText('Thank you, I will bring it on Thursday.').waitFor(serverWait);
    await inspectAtBothWidths(adviser, 'messages-staff-thread');

    // A practice note stays with the practice.
    await adviser.getByRole('tab', { name: 'Practice notes' }).click();
    const noteComposer = adviser.getByRole('form', { name: /^Write in/u });
    await noteComposer.getByLabel('Message', { exact: true }).fill('Prefers morning meetings; check the pension transfer value first.');
    await noteComposer.getByRole('button', { name: 'Send' }).click();
    await toast(adviser, 'Message sent');
    await inspectAtBothWidths(adviser, 'messages-staff-practice-notes');
    await client.reload();
    await client.getByText('Thank you, I will bring it on Thursday.').waitFor(serverWait);
    expect(await client.getByText('Prefers morning meetings', { exact: false }).count()).toBe(0);
    await adviser.context().close();
    await client.context().close();
  });

  it('the adviser messages three clients at once, and each receives it', async () => {
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await visit(adviser, urlFor('/messages-summary'), 'messages-summary');
    await adviser.getByRole('link', { name: 'Message several clients' }).click();
    await adviser.getByLabel('Search clients').fill(`Space${stamp}`);
    for (const { name } of clients) await adviser.getByRole('checkbox', { name }).check();
    const body = `Our office is closed on Friday ${stamp}.`;
    await adviser.getByRole('textbox', { name: 'Message', exact: true }).fill(body);
    await inspectAtBothWidths(adviser, 'messages-bulk-compose');
    await adviser.getByRole('button', { name: 'Send to 3 clients' }).click();
    await adviser.getByRole('heading', { name: 'Your message has been sent' }).waitFor(serverWait);
    const results = adviser.getByRole('list', { name: 'Each client’s result' });
    await expect.poll(() => results.getByText('Sent', { exact: true }).count(), serverWait).toBe(3);
    await inspectAtBothWidths(adviser, 'messages-bulk-done');
    const received = await withDatabase(async (db) => {
      const { rows } = await db.query<{ client_id: string }>(
        `select client_id from messages where body = $1 and kind = 'client_note' order by client_id`,
        [body],
      );
      return rows.map((row) => row.client_id);
    });
    expect(received).toEqual(clients.map((client) => client.id).sort());
    await adviser.context().close();
  });

  it('a strategy cannot be shared before its document is uploaded; then it is, and the client sees it', async () => {
    const [maya] = clients;
    if (!maya) throw new Error('no client');
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await visit(adviser, urlFor(`/clients/${maya.id}/financial-strategy`), 'strategy-staff-empty');
    await adviser.getByRole('link', { name: 'New strategy' }).first().click();
    await adviser.getByLabel('Title').fill('Retirement plan');
    await adviser.getByLabel('Summary').fill('Drawdown from 60, keeping two years of spending in cash.');
    await inspectAtBothWidths(adviser, 'strategy-staff-new');
    await adviser.getByRole('button', { name: 'Create strategy' }).click();
    await adviser.getByRole('heading', { name: 'Retirement plan' }).waitFor(serverWait);

    // Share before the upload: refused beside the button, nothing sent.
    await adviser.getByRole('button', { name: 'Share with client' }).click();
    await adviser.getByText('Upload the strategy document before you share it with the client.').waitFor();
    await inspectAtBothWidths(adviser, 'strategy-staff-share-refused');

    await adviser
      .locator('input[type="file"]')
      .setInputFiles({ name: 'retirement-plan.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
    // The drop zone names the chosen file at once; the document line appears once the server has it.
    await adviser.getByText('retirement-plan.pdf (', { exact: false }).first().waitFor(serverWait);
    await adviser.getByRole('button', { name: 'Share with client' }).click();
    const dialog = adviser.getByRole('dialog');
    await dialog.waitFor();
    await inspectAtBothWidths(adviser, 'strategy-staff-share-confirm');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    // The closing dialog's button turns to "Unshare" for a moment once the strategy is shared: wait for it to go.
    await dialog.waitFor({ state: 'hidden', ...serverWait });
    await adviser.getByRole('button', { name: 'Unshare' }).waitFor(serverWait);
    await inspectAtBothWidths(adviser, 'strategy-staff-shared');
    await visit(adviser, urlFor(`/clients/${maya.id}/financial-strategy/audit-trail`), 'strategy-staff-audit');
    await adviser.getByText('shared the financial strategy', { exact: false }).first().waitFor(serverWait);
    await adviser.context().close();

    const client = await signedInPage(browser, maya.email, { width: widths.phone });
    await visit(client, urlFor('/financial-strategy'), 'strategy-client-list');
    await client.getByRole('link', { name: 'Retirement plan' }).click();
    await client.getByRole('heading', { name: 'Retirement plan' }).waitFor(serverWait);
    await inspectAtBothWidths(client, 'strategy-client-open');
    await client.context().close();
  });

  it('the adviser and the client share a to-do list, and the client keeps a motivation centre the adviser comments on', async () => {
    const [maya] = clients;
    if (!maya) throw new Error('no client');
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await visit(adviser, urlFor(`/clients/${maya.id}/todos`), 'todos-staff-empty');
    await adviser.getByRole('button', { name: 'Add a to-do' }).first().click();
    await adviser.getByLabel('What needs doing').fill('Send your last three payslips');
    await adviser.getByRole('button', { name: 'Save to-do' }).click();
    await toast(adviser, 'To-do created');

    const client = await signedInPage(browser, maya.email, { width: widths.phone });
    await visit(client, urlFor('/todos'), 'todos-client');
    await client.getByText('Send your last three payslips').waitFor(serverWait);
    await client.getByRole('checkbox', { name: 'Mark “Send your last three payslips” as done' }).click();
    await toast(client, 'To-do updated');

    await visit(client, urlFor('/motivation-centre'), 'motivation-client-empty');
    await client.getByRole('link', { name: 'Add an item' }).first().click();
    await client.getByLabel('Title').fill('Our sailing club');
    await client.getByLabel('Web address').fill('https://sailing.example.com');
    await inspectAtBothWidths(client, 'motivation-client-new');
    await client.getByRole('button', { name: 'Add to the motivation centre' }).click();
    await client.getByText('Our sailing club').first().waitFor(serverWait);
    await inspectAtBothWidths(client, 'motivation-client-grid');

    await visit(adviser, urlFor(`/clients/${maya.id}/motivation-centre`), 'motivation-staff');
    await visit(adviser, urlFor(`/clients/${maya.id}/activity-feed`), 'activity-feed-staff');
    await adviser.getByText('Send your last three payslips', { exact: false }).first().waitFor(serverWait);
    await visit(adviser, urlFor(`/clients/${maya.id}/summary-interaction-reports`), 'interaction-reports-summary');
    await visit(adviser, urlFor(`/clients/${maya.id}`), 'client-page-working-together');
    await adviser.getByRole('heading', { name: 'Working together' }).waitFor();
    await adviser.context().close();
    await client.context().close();
  });
});
