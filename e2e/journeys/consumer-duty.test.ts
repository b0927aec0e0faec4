import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  csrfHeaders,
  inspectAtBothWidths,
  newContext,
  screenshotPdf,
  sharedBrowser,
  signedInPage,
  urlFor,
} from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

/** A call of the API as the context's signed-in person, which must succeed. */
async function post(context: BrowserContext, pathname: string, data: object): Promise<void> {
  const response = await context.request.post(urlFor(`/api/v1${pathname}`), { data, headers: await csrfHeaders(context) });
  expect(response.status(), await response.text()).toBe(201);
}

/** A session through the API alone, for someone whose pages the journey never opens. */
async function apiSession(email: string): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.request.get(urlFor('/api/v1/practice'));
  const response = await context.request.post(urlFor('/api/v1/users/sign_in'), {
    data: { email, password: demoPassword },
    headers: await csrfHeaders(context),
  });
  expect(response.status()).toBe(200);
  return context;
}

/** The value the pack's table shows beside a figure. */
const figureValue = (page: Page, label: string) =>
  page
    .locator('tr', { has: page.locator('.consumer-duty__label', { hasText: label }) })
    .locator('.consumer-duty__value')
    .innerText();

describe('the Consumer Duty evidence pack', () => {
  it("a client writes, the director replies and records an adjustment; the client's pack shows it and downloads as CSV and PDF; the practice's pack opens", async () => {
    const client = await createClientOfAdviser({ first: 'Dora', last: `Duty${stamp}`, email: `dora.duty${stamp}@demo.test` });
    const asClient = await apiSession(client.email);
    await post(asClient, `/clients/${client.id}/client-messages`, { body: 'Could we talk about my pension?' });
    await asClient.close();
    // The director: the client's pack (through the relation table) and the practice's, with one sign-in.
    const director = await signedInPage(browser, 'director@demo.test');
    await post(director.context(), `/clients/${client.id}/client-messages`, { body: 'Of course: I will call you tomorrow.' });
    await post(director.context(), `/clients/${client.id}/vulnerability-observations`, {
      driver: 'capability',
      observation: 'Prefers letters to screens',
      observed_on: new Date().toISOString().slice(0, 10),
      adjustment: 'Large-print letters',
    });

    await director.goto(urlFor(`/clients/${client.id}`));
    await director.getByRole('link', { name: 'Consumer Duty evidence' }).click();
    await director.getByRole('heading', { name: 'Consumer Duty evidence', level: 1 }).waitFor(serverWait);
    await director.getByRole('region', { name: /^Messages, / }).waitFor(serverWait);
    expect(await figureValue(director, 'Messages from the client')).toBe('1');
    expect(await figureValue(director, 'Messages awaiting a reply')).toBe('0');
    expect(await figureValue(director, 'Vulnerability observations')).toBe('1');
    expect(await figureValue(director, 'Adjustments for vulnerability')).toBe('1');
    expect(await figureValue(director, 'Reviews delivered')).toBe('0');
    expect(await figureValue(director, 'Complaints')).toBe('Not recorded in the portal');
    await inspectAtBothWidths(director, 'consumer-duty-client');

    const csvFile = director.waitForEvent('download');
    await director.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile(await (await csvFile).path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(`Consumer Duty evidence,Dora Duty${stamp}`);
    expect(lines.find((line) => line.startsWith('Messages,Messages from the client,1,1,'))).toMatch(/[0-9a-f-]{36}$/u);
    expect(lines.find((line) => line.startsWith('Vulnerability,Adjustments for vulnerability,1,1,'))).toBeDefined();
    expect(lines.filter((line) => line.includes(',Message sent,'))).toHaveLength(2);

    const pdfFile = director.waitForEvent('download');
    await director.getByRole('button', { name: 'Download PDF' }).click();
    const bytes = await readFile(await (await pdfFile).path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await screenshotPdf(bytes, 'consumer-duty-pdf');

    await director.getByRole('link', { name: 'Consumer Duty', exact: true }).click();
    await director.getByRole('heading', { name: 'Consumer Duty evidence', level: 1 }).waitFor();
    await director.getByRole('region', { name: /^Complaints, / }).waitFor(serverWait);
    await inspectAtBothWidths(director, 'consumer-duty-practice');
    await director.context().close();
  });
});
