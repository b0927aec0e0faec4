import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, createClientOfAdviser, inspectAtBothWidths, sharedBrowser, signedInPage, urlFor } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

describe('help and the practice’s resources', () => {
  it('a new client takes the tour of their dashboard once; a help opens beside the practice settings; the director edits an agenda template', async () => {
    const stamp = Date.now();
    const newcomer = await createClientOfAdviser({ first: 'Tess', last: 'Tourer', email: `tess.tourer.${stamp}@example.test` });
    const client = await signedInPage(browser, newcomer.email, { isTourKept: true });
    const tour = client.getByRole('dialog', { name: 'Welcome, Tess' });
    await tour.waitFor();
    await inspectAtBothWidths(client, 'tour-welcome');
    await client.getByRole('button', { name: 'Next' }).click();
    await client.getByRole('dialog', { name: 'What waits on you' }).waitFor();
    expect(await client.locator('[data-tour-active="true"]').getAttribute('class')).toContain('home-panels');
    while (await client.getByRole('button', { name: 'Next' }).isVisible()) await client.getByRole('button', { name: 'Next' }).click();
    await client.getByRole('dialog', { name: 'Your account' }).waitFor();
    const saved = client.waitForResponse((response) => response.url().endsWith('/update-tour-guide') && response.ok());
    await client.getByRole('button', { name: 'Finish' }).click();
    await saved;
    expect(await client.getByRole('dialog').count()).toBe(0);
    await client.reload();
    await client.locator('.home-panels').waitFor();
    expect(await client.getByRole('dialog', { name: /Welcome/u }).count()).toBe(0);

    const director = await signedInPage(browser, 'director@demo.test');
    await director.goto(urlFor('/practice-settings/client-meeting-rooms'));
    const help = director.getByRole('button', { name: 'Help', exact: true });
    await help.click();
    expect(await help.getAttribute('aria-expanded')).toBe('true');
    await director.getByRole('region', { name: 'Configuring your practice' }).waitFor();
    await director.getByRole('link', { name: 'Manage agenda templates' }).waitFor();
    await inspectAtBothWidths(director, 'help-practice-settings-open');
    await director.keyboard.press('Escape');
    expect(await help.getAttribute('aria-expanded')).toBe('false');
    expect(await help.evaluate((button) => button === document.activeElement)).toBe(true);

    await director.getByRole('link', { name: 'Manage agenda templates' }).click();
    const templates = director.getByRole('list', { name: 'Agenda templates' });
    await templates.getByRole('link', { name: 'Review with referral request' }).click();
    const text = director.getByRole('textbox', { name: /^Agenda/u });
    await text.fill(`Changes in your circumstances\nWho else could we help?\nNext steps (${stamp})`);
    await inspectAtBothWidths(director, 'agenda-template-edit');
    await director.getByRole('button', { name: 'Save the template' }).click();
    await director.waitForURL('**/agenda-templates');
    await templates.getByText(`Next steps (${stamp})`).waitFor();
    await inspectAtBothWidths(director, 'agenda-templates-list');
  });
});
