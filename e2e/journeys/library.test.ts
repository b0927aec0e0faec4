import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  inspectAtBothWidths,
  sharedBrowser,
  signedInPage,
  urlFor,
  waitForQuietNetwork,
  withDatabase,
} from '../support/browser.ts';

const contentRequired = 'Add a PDF (upload it or give its URL) or a link to a page.';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

/** A date some days from today, as a date field takes it (YYYY-MM-DD). */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('the brochure library', () => {
  it('an adviser adds a link shown until a date; a client opens it from the dashboard tile; once the date has passed it is gone', async () => {
    const title = `Pensions explained ${Date.now()}`;
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    await adviser.goto(urlFor('/practice-library-content/new'));
    await adviser.getByRole('textbox', { name: /^Title/u }).fill(title);
    await adviser.getByRole('button', { name: 'Save the item' }).click();
    await adviser.getByText(contentRequired).waitFor();
    await inspectAtBothWidths(adviser, 'library-form-error');

    await adviser.getByRole('textbox', { name: /^Description/u }).fill('How a pension grows, and what you can take from it.');
    await adviser.getByRole('textbox', { name: /^Link/u }).fill('https://www.example.com/pensions');
    await adviser.getByLabel(/^Display until/u).fill(daysFromToday(7));
    await adviser.getByRole('button', { name: 'Save the item' }).click();
    await adviser.waitForURL('**/practice-library-content');
    await adviser.getByRole('list', { name: 'Library items' }).getByRole('link', { name: title }).waitFor();
    await inspectAtBothWidths(adviser, 'library-staff-list');

    const client = await signedInPage(browser, 'client@demo.test');
    await client.locator('.client-tiles').getByRole('link', { name: 'Brochure library' }).click();
    await client.waitForURL('**/library');
    const entry = client.getByRole('list', { name: 'Library items' }).getByRole('link', { name: title });
    await entry.waitFor();
    await inspectAtBothWidths(client, 'library-client-list');
    await entry.click();
    await client.getByRole('heading', { name: title, level: 1 }).waitFor();
    const external = client.getByRole('link', { name: /^Open the link/u });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    await inspectAtBothWidths(client, 'library-client-item');

    await withDatabase((db) => db.query(`update library_items set display_until = current_date - 1 where title = $1`, [title]));
    const settled = waitForQuietNetwork(client);
    await client.goto(urlFor('/library'));
    await settled;
    await client.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
    expect(await client.getByRole('link', { name: title }).count()).toBe(0);
  });
});
