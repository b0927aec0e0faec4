import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, fieldErrorOf, inspectAtBothWidths, sharedBrowser, signedInPage, urlFor, visit } from '../support/browser.ts';

const threePages = path.resolve(import.meta.dirname, '../fixtures/three-pages.pdf');
const contentRequired = 'A post needs text, a PDF or both: write the text or add a PDF.';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

describe('the blog', () => {
  it('a director publishes a post with a PDF; a client opens it from the dashboard tile, reads it and opens the PDF', async () => {
    const title = `Your ISA allowance ${Date.now()}`;
    const director = await signedInPage(browser, 'director@demo.test');
    await visit(director, urlFor('/blog'), 'blog-list-director');
    await director.getByRole('link', { name: 'Write a post' }).first().click();
    await director.getByRole('heading', { name: 'Write a post', level: 1 }).waitFor();

    await director.getByRole('textbox', { name: /^Title/u }).fill(title);
    await director.getByRole('button', { name: 'Save the post' }).click();
    const text = director.getByRole('textbox', { name: /^Text/u });
    await expect.poll(() => fieldErrorOf(text)).toBe(contentRequired);
    await inspectAtBothWidths(director, 'blog-editor-error');

    await text.fill('## Before April\n\nUse this year’s **ISA allowance** before it resets. The guide below has the details.');
    await director.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Before April' }).waitFor();
    await director.locator('input[data-purpose="blogPdf"]').setInputFiles(threePages);
    await director.getByText('PDF: three-pages.pdf').waitFor();
    await director.getByRole('button', { name: 'Save the post' }).click();
    await director.waitForURL(/\/blog\/[0-9a-f-]{36}$/u);
    await director.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await director.getByText('Published', { exact: true }).count()).toBeGreaterThan(0);

    const client = await signedInPage(browser, 'client@demo.test');
    await client.locator('.client-tiles').getByRole('link', { name: 'Blog' }).click();
    await client.waitForURL('**/blog');
    await client.getByRole('list', { name: 'Blog posts' }).getByRole('link', { name: title }).waitFor();
    await inspectAtBothWidths(client, 'blog-list-client');
    await client.getByRole('list', { name: 'Blog posts' }).getByRole('link', { name: title }).click();
    await client.getByRole('heading', { name: title, level: 1 }).waitFor();
    await client.getByRole('heading', { name: 'Before April' }).waitFor();
    const viewer = client.getByRole('region', { name: title });
    await viewer.locator('[data-page="1"] canvas').waitFor();
    await inspectAtBothWidths(client, 'blog-post-client');

    const href = await client.getByRole('link', { name: 'Download the PDF' }).getAttribute('href');
    const pdf = await client.request.get(urlFor(href ?? '/missing'));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^attachment/u);
  });
});
