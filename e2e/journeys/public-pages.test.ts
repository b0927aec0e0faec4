import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, csrfHeaders, newContext, screenshot, sharedBrowser, signIn, urlFor, visit, widths } from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';

const director = 'director@demo.test';
const everyPage = ['welcome', 'how-it-works', 'how-we-communicate', 'security-statement', 'team', 'terms', 'our-service-charters', 'faq'];
const headings: Record<string, string> = {
  welcome: 'Welcome to Demo Practice',
  'how-it-works': 'How it works',
  'how-we-communicate': 'How we communicate',
  'security-statement': 'Security statement',
  team: 'Our team',
  terms: 'Terms',
  'our-service-charters': 'Our service charters',
  faq: 'Frequently asked questions',
};
const question = 'Can I meet my adviser online?';
const answer = 'Yes. Every client can meet their adviser by video in the secure portal.';
const charter = { title: 'Ongoing advice charter', available_from: '2025-01-01', image_file_id: null };

type Settings = Record<string, Record<string, unknown>>;

let browser: Browser;
let directorContext: BrowserContext;
let directorPage: Page;
let original: Settings;
/** The FAQ sections and charters the demo practice had before: any other is this journey's, removed afterwards. */
let originalIds: Set<string>;

/** Calls the API as the signed-in director, with the CSRF header a state change needs. */
async function directorApi(
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const headers = { 'content-type': 'application/json', ...(method === 'GET' ? {} : await csrfHeaders(directorContext)) };
  return directorPage.evaluate(
    async ({ method, path, body, headers }) => {
      const response = await fetch(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, json: response.status === 204 ? null : await response.json() };
    },
    { method, path, body, headers },
  );
}

async function listIds(path: '/faq' | '/service-charters'): Promise<string[]> {
  return ((await directorApi('GET', path)).json as { data: { id: string }[] }).data.map((item) => item.id);
}

async function restoreSettings(): Promise<void> {
  for (const section of ['landing-pages', 'client-media', 'general']) {
    const restored = await directorApi('PATCH', `/practice-settings/${section}`, original[section]);
    expect(restored.status, section).toBe(200);
  }
  for (const path of ['/faq', '/service-charters'] as const) {
    for (const id of await listIds(path)) if (!originalIds.has(id)) await directorApi('DELETE', `${path}/${id}`);
  }
}

beforeAll(async () => {
  browser = await sharedBrowser();
  directorContext = await newContext(browser);
  directorPage = await directorContext.newPage();
  await signIn(directorPage, director, demoPassword);
  await directorPage.waitForURL('**/director');
  original = ((await directorApi('GET', '/practice-settings')).json as { data: { settings: Settings } }).data.settings;
  originalIds = new Set([...(await listIds('/faq')), ...(await listIds('/service-charters'))]);
});
afterAll(async () => {
  // Other journeys expect the demo practice as seeded, whatever happened here.
  if (original) await restoreSettings().catch(() => undefined);
  await closeContexts(browser);
});

describe('the practice website', () => {
  it('a director publishes pages, a question and a charter; visitors read them; the director puts things back', async () => {
    const page = directorPage;
    await visit(page, urlFor('/practice-settings/landing-pages'), 'public-settings-landing-pages');
    for (const name of everyPage) {
      const box = page.getByRole('checkbox', { name: `/${name}`, exact: true });
      if (!(await box.isChecked())) await box.check();
    }
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Details saved').first().isVisible()).toBe(true);

    await visit(page, urlFor('/practice-settings/faq'), 'public-settings-faq');
    await page.getByRole('button', { name: 'Add a section' }).click();
    const sections = page.getByLabel('Section title');
    await sections.last().fill('Meetings');
    await page.getByRole('button', { name: 'Add a question' }).last().click();
    await page.getByLabel('Question', { exact: true }).last().fill(question);
    await page.getByLabel('Answer', { exact: true }).last().fill(answer);
    await page.getByRole('button', { name: 'Add the section' }).click();
    await expect.poll(() => page.getByText('FAQ section saved').first().isVisible()).toBe(true);

    const saved = await directorApi('POST', '/service-charters', charter);
    expect(saved.status).toBe(201);
    const charterId = (saved.json as { data: { id: string } }).data.id;

    const footer = await directorApi('PATCH', '/practice-settings/general', {
      ...original.general,
      websiteUrl: 'https://demo-practice.example',
      privacyPolicyUrl: 'https://demo-practice.example/privacy',
      addresses: [{ label: 'Head office', address: '12 Queen Square\nBath BA1 2HN' }],
      links: [{ title: 'Complaints procedure', url: 'https://demo-practice.example/complaints' }],
      footerText: 'Demo Practice Ltd is registered in England and Wales.',
    });
    expect(footer.status).toBe(200);

    for (const [size, width] of Object.entries(widths)) {
      const visitor = await (await newContext(browser, width)).newPage();
      for (const name of everyPage) {
        await visit(visitor, urlFor(`/${name}`), `public-${name}-${size}`);
        await visitor.getByRole('heading', { level: 1, name: headings[name] }).waitFor();
        const cta = visitor.getByRole('link', { name: 'Request a meeting' }).first();
        expect(await cta.getAttribute('href')).toBe(`/request-a-meeting?source=${name}`);
      }
      await visitor.context().close();
    }

    // On a phone the pages sit behind a menu button.
    const phone = await (await newContext(browser, widths.phone)).newPage();
    await visit(phone, urlFor('/terms'), 'public-menu-closed-phone');
    expect(await phone.getByRole('link', { name: 'Our team' }).isVisible()).toBe(false);
    await phone.getByRole('button', { name: 'Pages' }).click();
    await phone.getByRole('link', { name: 'Our team' }).waitFor();
    await screenshot(phone, 'public-menu-open-phone');
    await phone.getByRole('link', { name: 'Our team' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Our team' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Pages' }).getAttribute('aria-expanded')).toBe('false');
    await phone.context().close();

    const visitor = await (await newContext(browser)).newPage();
    await visit(visitor, urlFor('/faq'), 'public-faq-closed');
    const button = visitor.getByRole('button', { name: question });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await visitor.getByText(answer).isVisible()).toBe(false);
    await button.focus();
    await visitor.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await visitor.getByRole('region', { name: question }).innerText()).toBe(answer);
    await visitor.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    const practiceFooter = visitor.getByRole('contentinfo').first();
    expect(await practiceFooter.getByText('12 Queen Square').isVisible()).toBe(true);
    expect(await practiceFooter.getByRole('link', { name: /Privacy policy/u }).getAttribute('href')).toBe(
      'https://demo-practice.example/privacy',
    );
    expect(await practiceFooter.getByText('Demo Practice Ltd is registered in England and Wales.').isVisible()).toBe(true);

    await visit(visitor, urlFor('/team'), 'public-team-check');
    const team = visitor.getByRole('main');
    await team.getByRole('heading', { name: 'Adam Fletcher' }).waitFor();
    expect(await team.getByText('Chartered Financial Planner').first().isVisible()).toBe(true);
    expect(await team.innerText()).not.toContain('@demo.test');
    expect(await team.getByRole('heading', { name: 'Diana Ashworth' }).count()).toBe(0);

    await visit(visitor, urlFor('/our-service-charters'), 'public-charters-check');
    await visitor.getByRole('link', { name: charter.title }).click();
    await visitor.getByRole('heading', { level: 1, name: charter.title }).waitFor();
    expect(await visitor.getByText('In effect from January 1, 2025').isVisible()).toBe(true);
    await visit(visitor, urlFor(`/our-service-charters/${charterId}`), 'public-charter-detail');
    await visit(visitor, urlFor('/our-service-charters/no-such-charter'), 'public-charter-missing');
    await visitor.getByRole('heading', { level: 1, name: 'Charter not found' }).waitFor();

    await visitor.getByRole('navigation', { name: 'Practice website' }).getByRole('link', { name: 'How it works' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'How it works' }).waitFor();
    await visitor.getByRole('link', { name: 'Request a meeting' }).first().click();
    await visitor.waitForURL((url) => url.pathname === '/request-a-meeting' && url.searchParams.get('source') === 'how-it-works');

    // Signed in, the published FAQ is the public page; unpublished, the portal keeps its own FAQ in the shell.
    await visit(directorPage, urlFor('/faq'), 'public-faq-signed-in');
    await directorPage.getByRole('heading', { level: 1, name: headings.faq }).waitFor();
    expect(await directorPage.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/director');

    await restoreSettings();
    await visit(directorPage, urlFor('/faq'), 'public-faq-members');
    await directorPage.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    expect(await directorPage.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await visit(visitor, urlFor('/team'), 'public-team-disabled');
    await visitor.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await visit(visitor, urlFor('/faq'), 'public-faq-disabled');
    await visitor.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await visit(visitor, urlFor('/welcome'), 'public-welcome-restored');
    const nav = visitor.getByRole('navigation', { name: 'Practice website' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Welcome', 'How it works']);
    await visitor.context().close();
  });
});

describe('the built app as served', () => {
  it('sends each script compressed (but the smallest) and kept a year; index.html compressed and asked for again each time', async () => {
    const page = await fetch(urlFor('/users/sign_in'), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const scripts = [...(await page.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/gu)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const asset = await fetch(urlFor(script), { headers: { 'accept-encoding': 'gzip' } });
      const body = await asset.arrayBuffer();
      // The build leaves files under a kilobyte as they are: compressing them would save nothing worth a header.
      if (asset.headers.get('content-encoding') === null) expect(body.byteLength, script).toBeLessThan(1024);
      else expect(asset.headers.get('content-encoding'), script).toBe('gzip');
      expect(asset.headers.get('cache-control'), script).toBe('public, max-age=31536000, immutable');
    }
  });
});
