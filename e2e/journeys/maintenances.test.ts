import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, inspectAtBothWidths, sharedBrowser, signedInPage, waitForQuietNetwork, withDatabase } from '../support/browser.ts';

const stamp = Date.now();
/** A practice of this journey's own, so its notice shows on no page another journey looks at. */
const practice = { name: `Harbour Wealth ${stamp}`, host: `maintenance-${stamp}.localhost`, client: `client-${stamp}@maintenance.test` };

/** The practice (the second demo practice's settings and features) on its own host, with one client of the demo password. */
async function seedPractice(): Promise<void> {
  await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into practices (id, name, settings, feature_flags)
       select gen_random_uuid(), $1, settings, feature_flags from practices where name = 'Second Practice' returning id`,
      [practice.name],
    );
    const practiceId = rows[0]?.id;
    if (!practiceId) throw new Error('the second demo practice is not seeded');
    await db.query('insert into practice_hosts (host, practice_id) values ($1, $2)', [practice.host, practiceId]);
    const client = await db.query<{ id: string }>(
      `insert into users (id, practice_id, role, email, first_name, last_name, password_hash, status, confirmed_at)
       select gen_random_uuid(), $1, 'client', $2, 'Maya', 'Fernandes', password_hash, 'active', now()
       from users where email = 'client@second.test' returning id`,
      [practiceId, practice.client],
    );
    await db.query(`insert into client_profiles (user_id, practice_id, kind) values ($1, $2, 'client')`, [client.rows[0]?.id, practiceId]);
  });
}

/** A `datetime-local` value `minutes` from now, in the page's own time zone. */
function localInputIn(page: Page, minutes: number): Promise<string> {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, minutes);
}

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  await seedPractice();
});
afterAll(() => closeContexts(browser));

describe('maintenances', () => {
  it('a super admin schedules one for a practice starting in an hour; its client sees the planned notice, another practice’s does not; the platform audit trail says so', async () => {
    const title = `Database upgrade ${stamp}`;
    const admin = await signedInPage(browser, 'superadmin@demo.test');
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Maintenances' }).click();
    await admin.getByRole('link', { name: 'Schedule a maintenance' }).first().click();
    await admin.getByRole('checkbox', { name: practice.name }).check();
    await admin.getByRole('textbox', { name: /^Title/u }).fill(title);
    await admin.getByRole('textbox', { name: /^Message/u }).fill('The portal will be unavailable for up to an hour while we upgrade it.');
    await admin.getByLabel(/^Starts/u).fill(await localInputIn(admin, 61));
    await admin.getByLabel(/^Ends/u).fill(await localInputIn(admin, 121));
    await inspectAtBothWidths(admin, 'maintenance-form-filled');
    await admin.getByRole('button', { name: 'Save the maintenance' }).click();
    const upcoming = admin.getByRole('list', { name: 'Upcoming maintenances' });
    await upcoming.getByRole('heading', { name: title }).waitFor();
    expect(await upcoming.getByText(practice.name).count()).toBeGreaterThan(0);
    await inspectAtBothWidths(admin, 'maintenances-list');

    // Signed in once the maintenance exists, so their pages' first look finds it (the next would be minutes later).
    const [client, other] = await Promise.all([
      signedInPage(browser, practice.client, { host: practice.host }),
      signedInPage(browser, 'client@demo.test'),
    ]);
    const notice = client.getByRole('region', { name: `Planned maintenance: ${title}` });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(
      /From [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]m to ([A-Z][a-z]+ \d{1,2}, \d{4}, )?\d{1,2}:\d{2} [ap]m\./u,
    );
    await inspectAtBothWidths(client, 'maintenance-notice-client');

    await waitForQuietNetwork(other);
    expect(await other.getByRole('region', { name: /^Planned maintenance/u }).count()).toBe(0);

    // The platform's own audit trail says it as a sentence (issue 20).
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Platform audit trail' }).click();
    await admin.getByRole('cell', { name: `Sara Mills scheduled the maintenance “${title}” for ${practice.name}` }).waitFor();
    await inspectAtBothWidths(admin, 'platform-audit-trail');
  });
});
