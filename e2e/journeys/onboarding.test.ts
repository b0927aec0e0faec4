import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csrfHeaders,
  findUserId,
  inspectAtBothWidths,
  launchBrowser,
  newContext,
  openNewestMail,
  signIn,
  urlFor,
  visit,
} from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';
import { answerWizard, yearsAgo } from '../support/onboarding.ts';

const serverWait = { timeout: 15_000 };
const stamp = Date.now().toString(36);
const password = 'Wizard-Joins-2026!';

let browser: Browser;
let directorContext: BrowserContext;
let directorPage: Page;
let originalOnboarding: unknown;
let disclosureId: string | null = null;

/** Calls the API as the signed-in director of the demo practice. */
async function directorApi(method: string, pathname: string, body?: unknown): Promise<{ status: number; json: { data?: unknown } }> {
  const headers = { 'content-type': 'application/json', ...(await csrfHeaders(directorContext)) };
  return directorPage.evaluate(
    async ({ method, pathname, body, headers }) => {
      const response = await fetch(`/api/v1${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, json: response.status === 204 ? {} : await response.json() };
    },
    { method, pathname, body, headers },
  );
}

/** Uploads the journeys' three-page PDF as the practice's disclosure form; returns its id. */
async function uploadDisclosure(): Promise<string> {
  const bytes = (await readFile(path.resolve(import.meta.dirname, '../fixtures/three-pages.pdf'))).toString('base64');
  const headers = await csrfHeaders(directorContext);
  return directorPage.evaluate(
    async ({ bytes, headers }) => {
      const form = new FormData();
      const binary = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
      form.append('file', new Blob([binary], { type: 'application/pdf' }), 'Client agreement.pdf');
      const response = await fetch('/api/v1/practice-settings/files/disclosureForm', { method: 'POST', headers, body: form });
      if (!response.ok) throw new Error(`disclosure upload refused: ${response.status} ${await response.text()}`);
      return (await response.json()).data.id as string;
    },
    { bytes, headers },
  );
}

async function restoreOnboardingSettings(): Promise<void> {
  await directorApi('PATCH', '/practice-settings/prospect-onboarding', originalOnboarding);
  if (disclosureId) await directorApi('DELETE', `/practice-settings/files/${disclosureId}`);
  disclosureId = null;
}

beforeAll(async () => {
  browser = await launchBrowser();
  directorContext = await newContext(browser);
  directorPage = await directorContext.newPage();
  await signIn(directorPage, 'director@demo.test', demoPassword);
  await directorPage.waitForURL('**/director');
  const settings = (await directorApi('GET', '/practice-settings')).json.data as { settings: Record<string, unknown> };
  originalOnboarding = settings.settings['prospect-onboarding'];
});
afterAll(async () => {
  // Other journeys expect the demo practice as seeded.
  await restoreOnboardingSettings().catch(() => undefined);
  await browser.close();
});

/** Each rule of the live checklist, by its text, as met or not. */
async function checklist(page: Page): Promise<Record<string, boolean>> {
  const items = page.locator('.ui-checklist__item');
  const state: Record<string, boolean> = {};
  for (const item of await items.all())
    state[((await item.textContent()) ?? '').replace(/\((not )?met\)/u, '').trim()] = (await item.getAttribute('data-met')) === 'true';
  return state;
}

describe('the sign-up wizard', () => {
  it('a new visitor registers without preferred advisers or disclosure, sees each password rule, confirms from the mailbox and signs in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `visitor.${stamp}@example.test`;
    await visit(page, urlFor('/request-a-meeting?source=welcome'), 'wizard-begin-desktop');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Demo Practice' }).waitFor(serverWait);
    await inspectAtBothWidths(page, 'wizard-begin');
    await page.getByRole('button', { name: 'Get started' }).click();

    const seen = await answerWizard(
      page,
      {
        firstName: 'Vera',
        lastName: 'Visitor',
        dateOfBirth: yearsAgo(40),
        initialInvestment: '25000',
        monthlyContribution: '500',
        currency: 'GBP',
        duration: '15',
        highInterestDebt: 'No',
        cashReserves: 'Yes',
        email,
        password,
        phone: '+44 20 7946 0101',
        city: 'Bristol',
      },
      'wizard',
    );
    expect(seen).toEqual([
      'Your personal data',
      'Your first name',
      'Your last name',
      'Your date of birth',
      'Other financial needs',
      'Your investment',
      'High-interest debt',
      'Cash reserves',
      'Your contact details',
    ]);
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor(serverWait);
    expect(await page.getByText(email).first().isVisible()).toBe(true);
    await inspectAtBothWidths(page, 'wizard-resend-email');
    await page.getByRole('button', { name: 'Resend e-mail' }).click();
    await expect.poll(() => page.getByText('We sent the confirmation e-mail again. Check your inbox.').isVisible(), serverWait).toBe(true);

    // The practice sees the new prospect waiting for an adviser.
    const awaiting = await directorApi('GET', `/clients?awaiting=true&search=${encodeURIComponent(email)}`);
    expect((awaiting.json.data as { email: string; kind: string }[]).map((c) => [c.email, c.kind])).toEqual([[email, 'prospect']]);

    const inbox = await context.newPage();
    await openNewestMail(inbox, email, 'Confirm your e-mail for Demo Practice', 'wizard-confirmation-mail');
    await inbox
      .getByRole('article')
      .getByRole('link', { name: /confirmation_token=/u })
      .click();
    await inbox.getByRole('button', { name: /Confirm e-mail/u }).click();
    await inbox.waitForURL('**/users/sign_in', serverWait);
    await signIn(inbox, email, password);
    await inbox.waitForURL('**/client', serverWait);
    await context.close();
  });

  it('shows each password rule met or not as the visitor types', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, urlFor('/request-a-meeting'), 'wizard-checklist-begin');
    await page.getByRole('button', { name: 'Get started' }).click();
    const answers = {
      firstName: 'Pat',
      lastName: 'Checklist',
      dateOfBirth: yearsAgo(30),
      duration: '10',
      highInterestDebt: 'No' as const,
      cashReserves: 'No' as const,
      password,
      phone: '+44 20 7946 0102',
      city: 'Leeds',
    };
    await answerWizard(page, answers, null, { stopAtContact: true });
    const field = page.getByLabel('Password', { exact: true });
    await field.pressSequentially('aaa');
    let state = await checklist(page);
    expect(state['At least one lowercase letter']).toBe(true);
    expect(state['No character more than twice in a row']).toBe(false);
    expect(state['10 to 32 characters']).toBe(false);
    await field.fill('Ab1! x');
    state = await checklist(page);
    expect(state['At least one uppercase letter']).toBe(true);
    expect(state['At least one digit']).toBe(true);
    expect(state['At least one special character']).toBe(true);
    expect(state['No spaces']).toBe(false);
    await field.fill('Abcdefgh1!');
    state = await checklist(page);
    expect(Object.values(state).every(Boolean)).toBe(true);
    await inspectAtBothWidths(page, 'wizard-password-checklist');
    await context.close();
  });

  it('a visitor under 18 sees the modal, cannot continue, and its button returns to the homepage', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, urlFor('/request-a-meeting'), 'wizard-under-18-begin');
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByRole('checkbox', { name: /store and use my personal data/u }).check();
    await page.locator('.wizard-step__continue').click();
    await page.getByLabel('First name').fill('Young');
    await page.locator('.wizard-step__continue').click();
    await page.getByLabel('Last name').fill('Visitor');
    await page.locator('.wizard-step__continue').click();
    await page.getByLabel('Date of birth').fill(yearsAgo(17));
    await page.locator('.wizard-step__continue').click();
    const modal = page.getByRole('dialog');
    await modal.waitFor(serverWait);
    expect(await modal.textContent()).toContain('You need to be at least 18 years old to register.');
    await inspectAtBothWidths(page, 'wizard-under-18');
    await modal.getByRole('button', { name: 'OK, take me to the homepage' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/request-a-meeting'), serverWait);
    await context.close();
  });

  it('a new visitor chooses a preferred adviser and acknowledges the disclosure document', async () => {
    const advisers = [await findUserId('adviser@demo.test'), await findUserId('adviser2@demo.test')];
    const saved = await directorApi('PATCH', '/practice-settings/prospect-onboarding', {
      autoDisclosureEnabled: true,
      preferredAdvisers: { adviserIds: advisers, isSelectableByClients: true },
    });
    expect(saved.status).toBe(200);
    disclosureId = await uploadDisclosure();
    try {
      const context = await newContext(browser);
      const page = await context.newPage();
      const email = `chooser.${stamp}@example.test`;
      await visit(page, urlFor('/request-a-meeting?source=how-it-works'), 'wizard-full-begin');
      await page.getByRole('button', { name: 'Get started' }).click();
      const seen = await answerWizard(
        page,
        {
          firstName: 'Carl',
          lastName: 'Chooser',
          dateOfBirth: yearsAgo(52),
          initialInvestment: '100,000',
          currency: 'GBP',
          duration: '20',
          highInterestDebt: 'Yes',
          cashReserves: 'Yes',
          adviser: 'Adam Fletcher',
          disclosure: true,
          disclosureTitle: 'Client agreement',
          email,
          password,
          phone: '+44 20 7946 0103',
          city: 'York',
        },
        'wizard-full',
      );
      expect(seen.slice(-3)).toEqual(['Your adviser', 'Client agreement', 'Your contact details']);
      await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor(serverWait);
      // Adam Fletcher's new prospect, not one waiting for the director to assign.
      const listed = await directorApi('GET', `/clients?search=${encodeURIComponent(email)}`);
      expect((listed.json.data as { adviser_name: string | null }[]).map((c) => c.adviser_name)).toEqual(['Adam Fletcher']);
      await context.close();
    } finally {
      await restoreOnboardingSettings();
    }
  });
});
