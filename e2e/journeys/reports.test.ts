import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  inspectAtBothWidths,
  screenshotPdf,
  sharedBrowser,
  signedInPage,
  urlFor,
  waitForQuietNetwork,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

describe('the director’s reports', () => {
  it('the director reads this month on their home, opens the statistics, changes the period and downloads the monthly report as CSV and PDF', async () => {
    const director = await signedInPage(browser, 'director@demo.test');
    const home = waitForQuietNetwork(director);
    await director.goto(urlFor('/'));
    await home;
    const headlines = director.getByRole('region', { name: 'This month so far' });
    await headlines.getByText('Messages sent').waitFor();
    await inspectAtBothWidths(director, 'reports-director-home');

    await headlines.getByRole('link', { name: 'Open the statistics' }).click();
    await director.getByRole('heading', { name: 'Practice statistics', level: 1 }).waitFor();
    await director.getByRole('table', { name: /^Figures from / }).waitFor();
    const period = director.getByRole('combobox', { name: 'Period' });
    expect(await period.inputValue()).toBe('thisMonth');
    const from = director.getByLabel('From', { exact: true });
    const monthStart = await from.inputValue();
    const reloaded = waitForQuietNetwork(director);
    await period.selectOption('last12Months');
    await reloaded;
    expect(await from.inputValue()).not.toBe(monthStart);
    await director.getByRole('table', { name: /^Figures by adviser from / }).waitFor();
    await inspectAtBothWidths(director, 'reports-statistics');

    const month = director.getByRole('combobox', { name: 'Month' });
    const chosenMonth = await month.inputValue();
    const csvFile = director.waitForEvent('download');
    await director.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await csvFile;
    expect(csv.suggestedFilename()).toBe(`monthly-activity-${chosenMonth}.csv`);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.split('\r\n')[0]).toMatch(/^Adviser,Clients added,Prospects invited,/u);
    expect(text.split('\r\n')[1]).toMatch(/^Whole practice,/u);

    const pdfFile = director.waitForEvent('download');
    await director.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfFile;
    expect(pdf.suggestedFilename()).toBe(`monthly-activity-${chosenMonth}.pdf`);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await screenshotPdf(bytes, 'reports-monthly-activity-pdf');
    await director.context().close();
  });
});
