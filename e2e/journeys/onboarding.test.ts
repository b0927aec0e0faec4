import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  csrfHeaders,
  findUserId,
  inspectAtBothWidths,
  newContext,
  openNewestMail,
  readNewestMail,
  sharedBrowser,
  signIn,
  urlFor,
  visit,
} from '../support/browser.ts';
import { demoPassword } from '../support/global-setup.ts';
import { answerWizard, focusedElement, tabTo, yearsAgo } from '../support/onboarding.ts';

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
  browser = await sharedBrowser();
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
  await closeContexts(browser);
});

/** Each rule of the live checklist, by its text, as met or not. */
async function checklist(page: Page): Promise<Record<string, boolean>> {
  const items = page.locator('.ui-checklist__item');
  const state: Record<string, boolean> = {};
  for (const item of await items.all())
    state[((await item.textContent()) ?? '').replace(/\((not )?met\)/u, '').trim()] = (await item.getAttribute('data-met')) === 'true';
  return state;
}

/** The checklist's rules in order (spec 2 §5). */
const passwordRules = [
  'At least 10 characters',
  'At most 32 characters',
  'No character more than twice in a row',
  'At least one lowercase letter',
  'At least one uppercase letter',
  'At least one digit',
  'At least one special character',
  'No spaces',
];

/** The rules the checklist shows as not met, in order. */
async function unmetRules(page: Page): Promise<string[]> {
  return Object.entries(await checklist(page))
    .filter(([, isMet]) => !isMet)
    .map(([rule]) => rule);
}

describe('the sign-up wizard', () => {
  it('a new visitor registers without preferred advisers or disclosure, confirms from the mailbox and signs in', async () => {
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

  it('an address that already has an account: the wizard answers as for a new one, and only the holder learns of it, by e-mail', async () => {
    const holder = 'harry.patel@demo.test';
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, urlFor('/request-a-meeting?source=welcome'), 'wizard-held-begin');
    await page.getByRole('button', { name: 'Get started' }).click();
    await answerWizard(page, {
      firstName: 'Harry',
      lastName: 'Again',
      dateOfBirth: yearsAgo(52),
      duration: '10',
      highInterestDebt: 'No',
      cashReserves: 'No',
      email: holder,
      password,
      phone: '+44 20 7946 0105',
      city: 'Derby',
    });
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor(serverWait);
    expect(await page.getByText(holder).first().isVisible()).toBe(true);

    const inbox = await context.newPage();
    const mail = await readNewestMail(inbox, holder, /^Someone tried to register with your e-mail at Demo Practice/u);
    expect(mail).toContain('/users/sign_in');
    expect(mail).not.toContain(password);
    await context.close();
  });

  it('shows each password rule of the checklist unmet while the typed password breaks it, and met once mended, past 32 characters too', async () => {
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
    await answerWizard(page, answers, null, { stopAt: 'Contact' });
    // Spec 2 §5: each rule on its own line, the minimum and the maximum apart; nothing typed meets nothing.
    const initial = await checklist(page);
    expect(Object.keys(initial)).toEqual(passwordRules);
    expect(Object.values(initial).some(Boolean)).toBe(false);

    const field = page.getByLabel('Password', { exact: true });
    // Each breaks one rule and keeps the others; the mended password keeps them all.
    const mended = 'Wizard-Joins-2026!';
    const breaking: [rule: string, typed: string][] = [
      ['At least 10 characters', 'Wz-J2026!'],
      ['No character more than twice in a row', 'Wizard-Joinsss-26!'],
      ['At least one lowercase letter', 'WIZARD-JOINS-2026!'],
      ['At least one uppercase letter', 'wizard-joins-2026!'],
      ['At least one digit', 'Wizard-Joins-Now!'],
      ['At least one special character', 'WizardJoins2026x'],
      ['No spaces', 'Wizard Joins 2026!'],
    ];
    for (const [rule, typed] of breaking) {
      await field.fill(typed);
      expect(await unmetRules(page), typed).toEqual([rule]);
      await field.fill(mended);
      expect(await unmetRules(page), mended).toEqual([]);
    }

    // Typed key by key: 32 characters meet every rule, the 33rd breaks the maximum, Backspace mends it.
    await field.fill('');
    const longest = `${mended}Abcdefghijklmn`;
    expect(longest).toHaveLength(32);
    await field.pressSequentially(longest);
    expect(await unmetRules(page)).toEqual([]);
    await field.press('o');
    expect(await field.inputValue()).toHaveLength(33);
    expect(await unmetRules(page)).toEqual(['At most 32 characters']);
    await inspectAtBothWidths(page, 'wizard-password-checklist-too-long');
    await field.press('Backspace');
    expect(await unmetRules(page)).toEqual([]);
    await inspectAtBothWidths(page, 'wizard-password-checklist');
    await context.close();
  });

  it('a reload mid-wizard resumes on the same step with every earlier answer kept', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, urlFor('/request-a-meeting'), 'wizard-reload-begin');
    await page.getByRole('button', { name: 'Get started' }).click();
    const dateOfBirth = yearsAgo(45);
    await answerWizard(
      page,
      {
        firstName: 'Rita',
        lastName: 'Reload',
        dateOfBirth,
        duration: '12',
        highInterestDebt: 'No',
        cashReserves: 'No',
        password,
        phone: '+44 20 7946 0104',
        city: 'Hull',
      },
      null,
      { stopAt: 'Contribution' },
    );
    // Typed but not yet continued: the step's own answers are kept too.
    await page.getByLabel('Initial investment').fill('40000');
    await page.getByLabel('Monthly contribution').fill('250');
    await page.getByLabel('Currency').selectOption('GBP');
    await page.getByLabel('Investment duration in years').fill('12');
    await page.getByLabel('Investment duration in years').blur();
    expect(await page.getByLabel('Initial investment').inputValue()).toBe('40,000');
    const progress = page.locator('.wizard__progress > span').first();
    const stepBefore = await progress.textContent();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your investment' }).waitFor(serverWait);
    expect(await progress.textContent()).toBe(stepBefore);
    expect(await page.getByLabel('Initial investment').inputValue()).toBe('40,000');
    expect(await page.getByLabel('Monthly contribution').inputValue()).toBe('250');
    expect(await page.getByLabel('Currency').inputValue()).toBe('GBP');
    expect(await page.getByLabel('Investment duration in years').inputValue()).toBe('12');
    await inspectAtBothWidths(page, 'wizard-reloaded-contribution');

    // The steps before it still hold their answers.
    const back = async (title: string) => {
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor(serverWait);
    };
    await back('Other financial needs');
    await back('Your date of birth');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe(dateOfBirth);
    await back('Your last name');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Reload');
    await back('Your first name');
    expect(await page.getByLabel('First name').inputValue()).toBe('Rita');
    await back('Your personal data');
    expect(await page.getByRole('checkbox', { name: /store and use my personal data/u }).isChecked()).toBe(true);
    await context.close();
  });

  it('a visitor registers with the keyboard alone (Tab, Space, arrow keys, typing, Enter), choosing no preferred adviser', async () => {
    const advisers = [await findUserId('adviser@demo.test'), await findUserId('adviser2@demo.test')];
    const saved = await directorApi('PATCH', '/practice-settings/prospect-onboarding', {
      autoDisclosureEnabled: false,
      preferredAdvisers: { adviserIds: advisers, isSelectableByClients: true },
    });
    expect(saved.status).toBe(200);
    try {
      const context = await newContext(browser);
      const page = await context.newPage();
      const email = `keyboard.${stamp}@example.test`;
      // No mouse from here on: every move is a key press, as for someone who cannot use a pointer.
      await visit(page, urlFor('/request-a-meeting?source=keyboard'), 'wizard-keyboard-begin');
      const press = (key: string) => page.keyboard.press(key);
      const continueWith = async (name = 'Continue') => {
        await tabTo(page, page.getByRole('button', { name, exact: true }));
        await press('Enter');
      };
      /** Each new step puts the focus on its question, so the next Tab goes into its answers. */
      const arrive = async (title: string) => {
        await page.getByRole('heading', { level: 1, name: title }).waitFor(serverWait);
        expect(await focusedElement(page)).toBe(`h1 ${title}`);
      };
      const typeInto = async (label: string, text: string) => {
        await tabTo(page, page.getByLabel(label, { exact: true }));
        await page.keyboard.type(text);
      };

      await continueWith('Get started');
      await arrive('Your personal data');
      const consent = page.getByRole('checkbox', { name: /store and use my personal data/u });
      await tabTo(page, consent);
      await press('Space');
      expect(await consent.isChecked()).toBe(true);
      await continueWith();

      await arrive('Your first name');
      await typeInto('First name', 'Kim');
      await press('Enter');
      await arrive('Your last name');
      await typeInto('Last name', 'Keys');
      await press('Enter');

      await arrive('Your date of birth');
      // The browser's date field takes day and month in the order of its own locale: the same number for both reads the same either way.
      const year = new Date().getFullYear() - 38;
      const dateOfBirth = `${year}-05-05`;
      await typeInto('Date of birth', `0505${year}`);
      expect(await page.getByLabel('Date of birth').inputValue()).toBe(dateOfBirth);
      await press('Enter');

      await arrive('Other financial needs');
      await continueWith();

      await arrive('Your investment');
      await typeInto('Initial investment', '30000');
      await typeInto('Monthly contribution', '400');
      await tabTo(page, page.getByLabel('Currency'));
      await page.keyboard.type('GBP');
      expect(await page.getByLabel('Currency').inputValue()).toBe('GBP');
      await typeInto('Investment duration in years', '15');
      expect(await page.getByLabel('Initial investment').inputValue()).toBe('30,000');
      await press('Enter');

      await arrive('High-interest debt');
      // Tab enters the unanswered group on its first radio; an arrow key moves to and picks the next.
      await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
      await press('ArrowRight');
      expect(await page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
      await continueWith();

      await arrive('Cash reserves');
      await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
      await press('Space');
      expect(await page.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
      await continueWith();

      await arrive('Your adviser');
      await tabTo(page, page.getByRole('radio').first());
      await press('Space');
      expect(await page.getByRole('radio').first().isChecked()).toBe(true);
      // "No preference" comes after the advisers.
      for (let moves = (await page.getByRole('radio').count()) - 1; moves > 0; moves -= 1) await press('ArrowRight');
      expect(await page.getByRole('radio', { name: /No preference/u }).isChecked()).toBe(true);
      await inspectAtBothWidths(page, 'wizard-keyboard-adviser');
      await continueWith();

      await arrive('Your contact details');
      await typeInto('E-mail', email);
      await typeInto('Password', password);
      expect(await unmetRules(page)).toEqual([]);
      await typeInto('Confirm password', password);
      await typeInto('Phone', '+44 20 7946 0105');
      await typeInto('City', 'Derby');
      await tabTo(page, page.locator('altcha-widget input[type="checkbox"]'));
      await press('Space');
      await expect.poll(() => page.locator('altcha-widget [data-state="verified"]').count(), serverWait).toBeGreaterThan(0);
      await inspectAtBothWidths(page, 'wizard-keyboard-contact');
      await continueWith('Register');

      await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor(serverWait);
      // No preference: a prospect waiting for the director to assign an adviser.
      const awaiting = await directorApi('GET', `/clients?awaiting=true&search=${encodeURIComponent(email)}`);
      expect((awaiting.json.data as { email: string; adviser_name: string | null }[]).map((c) => [c.email, c.adviser_name])).toEqual([
        [email, null],
      ]);
      await context.close();
    } finally {
      await restoreOnboardingSettings();
    }
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
